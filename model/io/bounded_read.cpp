// readRegularFile and readJsonTree: the bounded reader policy (bounded_read.h).
#include "bounded_read.h"

#include "json_stream.h"

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <memory>
#include <unordered_set>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace muster {

BoundedReadError::BoundedReadError(std::string file, std::string jsonPath, std::string reason)
    : std::runtime_error(io::readErrorText(file, jsonPath, reason)),
      file_(std::move(file)), path_(std::move(jsonPath)), reason_(std::move(reason)) {}

std::string mibText(std::size_t bytes) {
    return bytes >= 1024 * 1024 ? std::to_string(bytes / (1024 * 1024)) + " MiB" : std::to_string(bytes / 1024) + " KiB";
}

std::string readRegularFile(const std::string& path, std::size_t maxBytes, bool followLinks, const std::string& nameIn) {
    const std::string& name = nameIn.empty() ? path : nameIn;
    // Open first without blocking (a FIFO would block the open itself), then ask the open
    // file what it is, so nothing can be swapped in between the check and the read.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followLinks ? 0 : O_NOFOLLOW));
    if (fd < 0) {
        const int err = errno;
        if (err == ELOOP && !followLinks) throw BoundedReadError(name, "", "cannot open: it is a symbolic link");
        throw BoundedReadError(name, "", "cannot open: " + std::string(err == ENOENT ? "no such file" : std::strerror(err)));
    }
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(::fdopen(fd, "rb"), &std::fclose);
    if (!f) {
        ::close(fd);
        throw BoundedReadError(name, "", std::string("cannot open: ") + std::strerror(errno));
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) throw BoundedReadError(name, "", std::string("cannot open: ") + std::strerror(errno));
    if (S_ISDIR(st.st_mode)) throw BoundedReadError(name, "", "cannot open: it is a directory");
    if (!S_ISREG(st.st_mode)) {
        const char* kind = S_ISFIFO(st.st_mode) ? "a named pipe (FIFO)" : S_ISSOCK(st.st_mode) ? "a socket" : "a device";
        throw BoundedReadError(name, "", std::string("cannot open: it is ") + kind + ", not a regular file");
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);  // a regular file never blocks
    const auto size = static_cast<std::uintmax_t>(st.st_size);
    if (size > maxBytes)
        throw BoundedReadError(name, "", "file is " + std::to_string(size) + " bytes, larger than the limit of " + mibText(maxBytes));
    std::string text;
    char buf[1 << 16];
    for (;;) {
        const std::size_t n = std::fread(buf, 1, sizeof buf, f.get());
        if (n > 0) {
            // The file may grow while it is read: the cap holds for what is read, not the stat.
            if (text.size() + n > maxBytes) throw BoundedReadError(name, "", "file is larger than the limit of " + mibText(maxBytes));
            if (text.empty() && size > 0) text.reserve(static_cast<std::size_t>(size));
            text.append(buf, n);
        }
        if (n < sizeof buf) {
            if (std::ferror(f.get())) throw BoundedReadError(name, "", std::string("read error: ") + std::strerror(errno));
            break;
        }
    }
    return text;
}

namespace {

using json = nlohmann::ordered_json;

// Builds the tree from the streaming parser's events. Members are appended to an object's
// list directly: ordered_json's own insert searches the list, quadratic in a hostile file.
class TreeBuilder : public io::JsonHandler {
public:
    TreeBuilder(const std::string& file, int maxDepth) : file_(file), maxDepth_(maxDepth) {}
    json take() { return std::move(root_); }

    void null() override { slot() = nullptr; }
    void boolean(bool v) override { slot() = v; }
    void integer(long long v, bool fits, std::string_view text) override {
        // As nlohmann reads numbers: non-negative ones unsigned, so a 64-bit seed fits.
        if (fits) {
            if (v >= 0) slot() = static_cast<std::uint64_t>(v);
            else slot() = static_cast<std::int64_t>(v);
            return;
        }
        std::uint64_t u = 0;
        const auto r = std::from_chars(text.data(), text.data() + text.size(), u);
        if (r.ec == std::errc() && r.ptr == text.data() + text.size()) slot() = u;
        else fraction(text);
    }
    void fraction(std::string_view text) override {
        double d = 0;
        const auto r = std::from_chars(text.data(), text.data() + text.size(), d);
        if (r.ec != std::errc()) fail("the number " + std::string(text.substr(0, 40)) + " is out of range");
        slot() = d;
    }
    void string(std::string&& v) override { slot() = std::move(v); }
    void key(std::string_view k) override {
        Frame& f = stack_.back();
        if (!f.keys.insert(std::string(k)).second) fail("the key \"" + std::string(k.substr(0, 80)) + "\" appears twice");
        f.key = std::string(k);
    }
    void startObject() override { open(json::object()); }
    void startArray() override { open(json::array()); }
    void endObject() override { stack_.pop_back(); }
    void endArray() override { stack_.pop_back(); }
    [[noreturn]] void syntaxError(std::size_t line, std::size_t column, std::size_t, const std::string& reason) override {
        const std::string why = reason == "nesting too deep"
                                    ? "nested more than " + std::to_string(maxDepth_) + " levels deep (a Muster file needs far fewer)"
                                    : reason;
        fail("invalid JSON at line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + why);
    }

private:
    struct Frame {
        json* node;
        std::unordered_set<std::string> keys;
        std::string key;
        std::size_t index = 0;
    };

    json& slot() {
        if (stack_.empty()) return root_;
        Frame& f = stack_.back();
        if (f.node->is_array()) {
            auto& a = f.node->get_ref<json::array_t&>();
            f.index = a.size();
            return a.emplace_back();
        }
        auto& members = static_cast<json::object_t::Container&>(f.node->get_ref<json::object_t&>());
        return members.emplace_back(f.key, nullptr).second;
    }
    void open(json v) {
        json& s = slot();
        s = std::move(v);
        stack_.push_back({&s, {}, {}, 0});
    }
    std::string path() const {
        std::string p;
        for (const Frame& f : stack_) {
            if (f.node->is_array()) {
                if (!f.node->empty()) p += "[" + std::to_string(f.index) + "]";
            } else if (!f.key.empty()) {
                p += (p.empty() ? "" : ".") + f.key.substr(0, 80);
            }
            if (p.size() > 160) return p.substr(0, 157) + "...";  // a deep path says enough by then
        }
        return p;
    }
    [[noreturn]] void fail(const std::string& reason) { throw BoundedReadError(file_, path(), reason); }

    const std::string& file_;
    int maxDepth_;
    json root_;
    std::vector<Frame> stack_;
};

} // namespace

json readJsonTree(std::string_view text, const std::string& file, std::size_t maxBytes, int maxDepth) {
    if (text.size() > maxBytes)
        throw BoundedReadError(file, "", "file is " + std::to_string(text.size()) + " bytes, larger than the limit of " + mibText(maxBytes));
    TreeBuilder b(file, maxDepth);
    io::parseJson(text, b, maxDepth);
    return b.take();
}

} // namespace muster
