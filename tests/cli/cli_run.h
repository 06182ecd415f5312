#pragma once
// Running the real muster-cli from a test: exit code (-1 when it crashed or hung) and both
// streams; writing a scratch input file.
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

namespace muster::test {

struct Run {
    int code = -1;
    QByteArray out, err;
};

inline Run cli(const QStringList& args, int timeoutMs = 300000) {
    QProcess p;
    p.start(QStringLiteral(MUSTER_CLI), args);
    p.waitForFinished(timeoutMs);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

inline QString writeTemp(QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    const QString path = dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(text);
    return path;
}

} // namespace muster::test
