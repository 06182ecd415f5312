#include "atomic_file.h"

#include "scenario_json.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace muster {
namespace {

[[noreturn]] void failSave(const std::string& path, const std::string& what, int err) {
    throw ScenarioWriteError("cannot save " + path + ": " + what + ": " + std::strerror(err) +
                             "; the previous file is unchanged");
}

} // namespace

void writeFileAtomically(const std::string& path, std::string_view bytes) {
    namespace fs = std::filesystem;
    fs::path target(path);
    // Saving through a symlink updates the file it points to and keeps the link.
    std::error_code ec;
    if (fs::is_symlink(target, ec)) {
        const fs::path real = fs::weakly_canonical(target, ec);
        if (!ec) target = real;
    }
    fs::path dir = target.parent_path();
    if (dir.empty()) dir = ".";
    std::string tmp = (dir / ("." + target.filename().string() + ".tmp-XXXXXX")).string();

    int fd = ::mkstemp(tmp.data());
    if (fd < 0) failSave(path, "cannot create a temporary file in " + dir.string(), errno);

    // Keep the existing file's permissions; a new file gets the usual rw-r--r--.
    struct stat st {};
    const mode_t mode = ::stat(target.c_str(), &st) == 0 ? (st.st_mode & 07777) : 0644;
    auto abandon = [&](const std::string& what, int err) {
        if (fd >= 0) ::close(fd);
        ::unlink(tmp.c_str());
        failSave(path, what, err);
    };
    if (::fchmod(fd, mode) != 0) abandon("cannot set permissions", errno);

    const char* p = bytes.data();
    std::size_t left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, left);
        if (n < 0) {
            if (errno == EINTR) continue;
            abandon("write failed", errno);
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0) abandon("flush to disk failed", errno);
    const int closed = ::close(fd);
    fd = -1;
    if (closed != 0) abandon("close failed", errno);
    if (::rename(tmp.c_str(), target.c_str()) != 0) abandon("cannot replace the file", errno);

    // Make the rename itself durable; failure here cannot lose the data already written.
    int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
}

} // namespace muster
