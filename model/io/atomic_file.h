#pragma once
// Saving a file so that a failure never damages the previous version: the bytes go to a
// temporary file beside the target, are flushed to disk, then renamed over the target.
// Every write is checked (a full disk is reported as "disk full", never as success), and a
// temporary left behind by a killed writer is removed the next time anyone writes there.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace muster {

// Throws ScenarioWriteError ("cannot save FILE: reason; the previous file is unchanged")
// on any failure, after removing the temporary file.
void writeFileAtomically(const std::string& path, std::string_view bytes);

// The streaming form, for output too large to build in memory first (sheets, maps):
// open(), write() as often as needed, then commit() renames the finished file over the
// target. Any failure leaves the target as it was; the destructor removes an uncommitted
// temporary. A new file gets 0666 minus the process umask; an existing one keeps its mode.
class AtomicFileWriter {
public:
    explicit AtomicFileWriter(std::string path);
    ~AtomicFileWriter();
    AtomicFileWriter(const AtomicFileWriter&) = delete;
    AtomicFileWriter& operator=(const AtomicFileWriter&) = delete;

    bool open();
    // Buffered; false once any write has failed (later writes are ignored).
    bool write(const char* data, std::size_t size);
    bool write(std::string_view s) { return write(s.data(), s.size()); }
    // Flush, sync, close and rename. False (and the temporary removed) on any failure.
    bool commit();
    // Abandon the output: the temporary is removed, the target untouched.
    void cancel();

    const std::string& path() const { return path_; }
    const std::string& tempPath() const { return tmp_; }
    bool failed() const { return !error_.empty(); }
    // "PATH: disk full (No space left on device)"; empty while all is well.
    const std::string& error() const { return error_; }

private:
    bool flushBuffer();
    void fail(const std::string& what, int err);

    std::string path_, target_, tmp_, error_;
    int fd_ = -1;
    std::vector<char> buf_;
    std::size_t used_ = 0;
};

// Remove temporaries of our naming (".NAME.tmp-PID-XXXXXX") beside `target` whose writing
// process no longer runs, and old-style ".NAME.tmp-XXXXXX" ones older than ten minutes.
// Returns how many were removed. Called by AtomicFileWriter::open().
int removeStaleTemporaries(const std::string& target);
// Whether `pid` (the decimal digits of a temporary's name) names a process that is gone:
// its temporary is then stale. False for anything else (not digits, this process, alive).
bool writerGone(std::string_view pid);

// Permissions for a file created now: 0666 minus the process umask.
unsigned newFileMode();

} // namespace muster
