// readScenarioJson / readScenarioFile: size checks, then one streaming pass (no DOM).
#include "scenario_json.h"
#include "scenario_sax.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace muster {
namespace {

std::string mib(std::size_t bytes) {
    return std::to_string(bytes / (1024 * 1024)) + " MiB";
}

} // namespace

ScenarioReadError::ScenarioReadError(std::string file, std::string jsonPath, std::string reason)
    : std::runtime_error(io::readErrorText(file, jsonPath, reason)),
      file_(std::move(file)), path_(std::move(jsonPath)), reason_(std::move(reason)) {}

Scenario readScenarioJson(std::string_view text, const std::string& sourceName, const ReadLimits& limits) {
    if (text.size() > limits.maxFileBytes)
        throw ScenarioReadError(sourceName, "", "file is " + std::to_string(text.size()) +
                                                    " bytes, larger than the limit of " + mib(limits.maxFileBytes));
    Scenario s;
    io::ScenarioSax sax(s, text.size(), sourceName, limits);
    io::parseJson(text, sax);
    if (!sax.finished()) throw ScenarioReadError(sourceName, "", "invalid JSON: the document ended early");
    return s;
}

Scenario readScenarioFile(const std::string& path, const ReadLimits& limits) {
    // Open first (without blocking, so a FIFO cannot hang us here), then ask the open file
    // what it is: a named pipe, device or socket would block or never end, so only a
    // regular file is read, and its size is checked before a byte of it is.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int err = errno;
        throw ScenarioReadError(path, "", "cannot open: " + std::string(err == ENOENT ? "no such file" : std::strerror(err)));
    }
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(::fdopen(fd, "rb"), &std::fclose);
    if (!f) {
        ::close(fd);
        throw ScenarioReadError(path, "", std::string("cannot open: ") + std::strerror(errno));
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) throw ScenarioReadError(path, "", std::string("cannot open: ") + std::strerror(errno));
    if (S_ISDIR(st.st_mode)) throw ScenarioReadError(path, "", "cannot open: it is a directory");
    if (!S_ISREG(st.st_mode)) {
        const char* kind = S_ISFIFO(st.st_mode) ? "a named pipe (FIFO)" : S_ISSOCK(st.st_mode) ? "a socket" : "a device";
        throw ScenarioReadError(path, "", std::string("cannot open: it is ") + kind + ", not a regular file");
    }
    // A regular file never blocks: back to ordinary reads.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    const auto size = static_cast<std::uintmax_t>(st.st_size);
    if (size > limits.maxFileBytes)
        throw ScenarioReadError(path, "", "file is " + std::to_string(size) +
                                              " bytes, larger than the limit of " + mib(limits.maxFileBytes));
    std::string text;
    char buf[1 << 16];
    for (;;) {
        const std::size_t n = std::fread(buf, 1, sizeof buf, f.get());
        if (n > 0) {
            if (text.size() + n > limits.maxFileBytes)
                throw ScenarioReadError(path, "", "file is larger than the limit of " + mib(limits.maxFileBytes));
            if (text.empty() && size > 0) text.reserve(static_cast<std::size_t>(size));
            text.append(buf, n);
        }
        if (n < sizeof buf) {
            if (std::ferror(f.get())) throw ScenarioReadError(path, "", std::string("read error: ") + std::strerror(errno));
            break;
        }
    }
    return readScenarioJson(text, path, limits);
}

} // namespace muster
