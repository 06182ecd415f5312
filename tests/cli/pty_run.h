#pragma once
// Running muster-cli with its stderr on a pseudo-terminal and its stdout on /dev/null, for
// what a program shows only on a terminal (progress lines): what the terminal saw and the
// exit code (-1 when it did not exit normally or could not start).
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <vector>

extern char** environ;

namespace muster::test {

struct TerminalRun {
    int code = -1;
    QByteArray seen;
};

// `quietMs`: a generous bound on a silence of the program before it counts as hung.
inline TerminalRun cliOnTerminal(const QString& program, const QStringList& args, int quietMs = 120000) {
    TerminalRun r;
    int master = -1, slave = -1;
    if (::openpty(&master, &slave, nullptr, nullptr, nullptr) != 0) return r;
    const int devnull = ::open("/dev/null", O_WRONLY);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, devnull, 1);
    posix_spawn_file_actions_adddup2(&fa, slave, 2);
    posix_spawn_file_actions_addclose(&fa, master);
    const QByteArray path = program.toLocal8Bit();
    std::vector<QByteArray> store = {path};
    for (const QString& a : args) store.push_back(a.toUtf8());
    std::vector<char*> argv;
    for (QByteArray& s : store) argv.push_back(s.data());
    argv.push_back(nullptr);
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, path.constData(), &fa, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&fa);
    ::close(slave);
    ::close(devnull);
    if (spawned != 0) {
        ::close(master);
        return r;
    }
    char buf[4096];
    for (;;) {
        pollfd pfd{master, POLLIN, 0};
        if (::poll(&pfd, 1, quietMs) <= 0) break;
        const ssize_t n = ::read(master, buf, sizeof buf);
        if (n <= 0) break;  // EIO once the child has closed the terminal
        r.seen.append(buf, static_cast<int>(n));
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    ::close(master);
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

} // namespace muster::test
