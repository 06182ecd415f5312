#pragma once
// Internal to model/io: a small streaming JSON parser (RFC 8259, strict). It exists
// because nlohmann's SAX lexer reads a 45 MB full 1000x1000 board in about a second;
// this one does the same in a fraction of that and reports errors by line and column.
#include <cstddef>
#include <string>
#include <string_view>

namespace muster::io {

// Receives parse events in document order. Any method may throw to stop parsing.
class JsonHandler {
public:
    virtual ~JsonHandler() = default;
    virtual void null() = 0;
    virtual void boolean(bool v) = 0;
    // An integer literal; fits is false when it does not fit a long long (value is then 0).
    virtual void integer(long long value, bool fits, std::string_view text) = 0;
    // A literal with a fraction or exponent.
    virtual void fraction(std::string_view text) = 0;
    virtual void string(std::string&& v) = 0;
    virtual void key(std::string_view k) = 0;
    virtual void startObject() = 0;
    virtual void endObject() = 0;
    virtual void startArray() = 0;
    virtual void endArray() = 0;
    // Malformed JSON. Must throw.
    [[noreturn]] virtual void syntaxError(std::size_t line, std::size_t column, std::size_t byte,
                                          const std::string& reason) = 0;
};

// Parses exactly one JSON value (with optional surrounding whitespace and a leading
// UTF-8 byte order mark); strings must be valid UTF-8. Nesting deeper than maxDepth
// is a syntax error.
void parseJson(std::string_view text, JsonHandler& handler, int maxDepth = 256);

// A read error as the readers word it: "FILE: JSON.PATH: reason", each part only when known.
inline std::string readErrorText(const std::string& file, const std::string& path, const std::string& reason) {
    std::string m;
    if (!file.empty()) m += file + ": ";
    if (!path.empty()) m += path + ": ";
    return m + reason;
}

} // namespace muster::io
