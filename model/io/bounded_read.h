#pragma once
// One reader policy for what the program reads from outside: a file is opened only when it
// is a regular file (opened without blocking and checked with fstat, so a FIFO or device
// cannot hang the reader) within a size cap; a JSON tree is built by the streaming parser
// the scenario and game readers use, nested at most kMaxJsonDepth deep, so no recursive
// copy, dump or comparison of the tree can run out of stack.
#include <nlohmann/json.hpp>

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace muster {

// The game reader's depth; a scenario needs 4 levels, a balance claim about 8.
inline constexpr int kMaxJsonDepth = 64;

// A file or JSON text refused; what() is "FILE: JSON_PATH: reason", each part when known.
class BoundedReadError : public std::runtime_error {
public:
    BoundedReadError(std::string file, std::string jsonPath, std::string reason);
    const std::string& file() const { return file_; }
    const std::string& jsonPath() const { return path_; }
    const std::string& reason() const { return reason_; }

private:
    std::string file_, path_, reason_;
};

// The bytes of the regular file at `path`, at most maxBytes of them. With followLinks off a
// symbolic link is refused too. Errors name the file as `name` (default: path), so a caller
// can keep the local machine's folders out of what it reports.
std::string readRegularFile(const std::string& path, std::size_t maxBytes, bool followLinks = true,
                            const std::string& name = {});

// JSON text as a tree, refused past maxBytes or maxDepth; errors name `file` and the JSON
// path. A duplicate key is an error (a reader would otherwise see only one of them).
nlohmann::ordered_json readJsonTree(std::string_view text, const std::string& file, std::size_t maxBytes,
                                    int maxDepth = kMaxJsonDepth);

// "12 MiB" for caps in messages.
std::string mibText(std::size_t bytes);

} // namespace muster
