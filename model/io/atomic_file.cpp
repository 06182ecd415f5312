#include "atomic_file.h"

#include "scenario_json.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace muster {
namespace {

namespace fs = std::filesystem;

constexpr std::size_t kBufferBytes = 1 << 16;

std::string reasonFor(const std::string& what, int err) {
    // A full disk (or quota) is the one failure users meet often: say it plainly.
    if (err == ENOSPC || err == EDQUOT) return "disk full (" + std::string(std::strerror(err)) + ")";
    return what + ": " + std::strerror(err);
}

// The real file behind a symlink: saving through a link updates what it points to.
fs::path resolveTarget(const std::string& path) {
    fs::path target(path);
    std::error_code ec;
    if (fs::is_symlink(target, ec)) {
        const fs::path real = fs::weakly_canonical(target, ec);
        if (!ec) return real;
    }
    return target;
}

std::string tempPrefix(const fs::path& target) { return "." + target.filename().string() + ".tmp-"; }

bool allDigits(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

} // namespace

unsigned newFileMode() {
    // /proc tells the umask without changing it (umask() would race with other threads).
    unsigned mask = 022;
    bool known = false;
    if (std::FILE* f = std::fopen("/proc/self/status", "r")) {
        char line[256];
        while (std::fgets(line, sizeof line, f))
            if (std::strncmp(line, "Umask:", 6) == 0) {
                mask = static_cast<unsigned>(std::strtoul(line + 6, nullptr, 8));
                known = true;
                break;
            }
        std::fclose(f);
    }
    if (!known) {
        const mode_t m = ::umask(022);
        ::umask(m);
        mask = m;
    }
    return 0666u & ~mask;
}

bool writerGone(std::string_view digits) {
    if (digits.empty() || digits.size() > 9 || !allDigits(digits)) return false;
    const long pid = std::strtol(std::string(digits).c_str(), nullptr, 10);
    return pid > 0 && pid != ::getpid() && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
}

int removeStaleTemporaries(const std::string& path) {
    const fs::path target = resolveTarget(path);
    fs::path dir = target.parent_path();
    if (dir.empty()) dir = ".";
    const std::string prefix = tempPrefix(target);
    std::error_code ec;
    fs::directory_iterator it(dir, ec);
    if (ec) return 0;
    int removed = 0;
    const std::time_t now = std::time(nullptr);
    for (const fs::directory_entry& e : it) {
        const std::string name = e.path().filename().string();
        if (name.rfind(prefix, 0) != 0) continue;
        const std::string rest = name.substr(prefix.size());
        bool stale = false;
        const auto dash = rest.find('-');
        if (dash != std::string::npos && rest.size() - dash - 1 == 6 && allDigits(rest.substr(0, dash))) {
            // ".NAME.tmp-PID-XXXXXX": stale once its writer is gone.
            stale = writerGone(rest.substr(0, dash));
        } else if (dash == std::string::npos && rest.size() == 6) {
            // The older ".NAME.tmp-XXXXXX" names carry no pid: stale after ten minutes.
            struct stat st {};
            stale = ::lstat(e.path().c_str(), &st) == 0 && S_ISREG(st.st_mode) && now - st.st_mtime > 600;
        }
        if (stale && ::unlink(e.path().c_str()) == 0) ++removed;
    }
    return removed;
}

AtomicFileWriter::AtomicFileWriter(std::string path) : path_(std::move(path)) {}

AtomicFileWriter::~AtomicFileWriter() {
    if (fd_ >= 0) cancel();
}

void AtomicFileWriter::fail(const std::string& what, int err) {
    if (error_.empty()) error_ = path_ + ": " + reasonFor(what, err);
}

bool AtomicFileWriter::open() {
    const fs::path target = resolveTarget(path_);
    target_ = target.string();
    fs::path dir = target.parent_path();
    if (dir.empty()) dir = ".";
    removeStaleTemporaries(path_);
    tmp_ = (dir / (tempPrefix(target) + std::to_string(::getpid()) + "-XXXXXX")).string();
    fd_ = ::mkstemp(tmp_.data());
    if (fd_ < 0) {
        fail("cannot create a temporary file in " + dir.string(), errno);
        tmp_.clear();
        return false;
    }
    // Keep the existing file's permissions; a new file gets what the umask allows.
    struct stat st {};
    const mode_t mode = ::stat(target.c_str(), &st) == 0 ? (st.st_mode & 07777) : static_cast<mode_t>(newFileMode());
    if (::fchmod(fd_, mode) != 0) {
        fail("cannot set permissions", errno);
        cancel();
        return false;
    }
    buf_.resize(kBufferBytes);
    used_ = 0;
    return true;
}

bool AtomicFileWriter::flushBuffer() {
    const char* p = buf_.data();
    std::size_t left = used_;
    used_ = 0;
    while (left > 0) {
        const ssize_t n = ::write(fd_, p, left);
        if (n < 0) {
            if (errno == EINTR) continue;
            fail("write failed", errno);
            return false;
        }
        if (n == 0) { // a regular file takes at least one byte or reports why not
            fail("write failed", ENOSPC);
            return false;
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
    return true;
}

bool AtomicFileWriter::write(const char* data, std::size_t size) {
    if (fd_ < 0 || failed()) return false;
    while (size > 0) {
        const std::size_t n = std::min(size, buf_.size() - used_);
        std::memcpy(buf_.data() + used_, data, n);
        used_ += n;
        data += n;
        size -= n;
        if (used_ == buf_.size() && !flushBuffer()) return false;
    }
    return true;
}

void AtomicFileWriter::cancel() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    if (!tmp_.empty()) ::unlink(tmp_.c_str());
    tmp_.clear();
}

bool AtomicFileWriter::commit() {
    if (fd_ < 0) {
        if (error_.empty()) error_ = path_ + ": not open";
        return false;
    }
    if (!failed() && used_ > 0) flushBuffer();
    if (!failed() && ::fsync(fd_) != 0) fail("flush to disk failed", errno);
    if (!failed()) {
        const int closed = ::close(fd_);
        fd_ = -1;
        if (closed != 0) fail("close failed", errno);
    }
    if (!failed() && ::rename(tmp_.c_str(), target_.c_str()) != 0) fail("cannot replace the file", errno);
    if (failed()) {
        cancel();
        return false;
    }
    tmp_.clear();
    // Make the rename itself durable; failure here cannot lose the data already written.
    fs::path dir = fs::path(target_).parent_path();
    if (dir.empty()) dir = ".";
    const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
    return true;
}

void writeFileAtomically(const std::string& path, std::string_view bytes) {
    AtomicFileWriter w(path);
    if (!w.open() || !w.write(bytes) || !w.commit()) {
        // error() starts with the path; the message keeps its established shape.
        std::string reason = w.error().substr(std::min(w.error().size(), path.size() + 2));
        throw ScenarioWriteError("cannot save " + path + ": " + reason + "; the previous file is unchanged");
    }
}

} // namespace muster
