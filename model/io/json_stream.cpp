#include "json_stream.h"

#include "json_text.h"

#include <cstdio>
#include <stdexcept>

namespace muster::io {
namespace {

// Recursive-descent parser over a byte range; one instance per parse.
class Parser {
public:
    Parser(std::string_view text, JsonHandler& h, int maxDepth)
        : begin_(text.data()), p_(text.data()), end_(text.data() + text.size()), h_(h), maxDepth_(maxDepth) {}

    void run() {
        if (end_ - p_ >= 3 && static_cast<unsigned char>(p_[0]) == 0xEF &&
            static_cast<unsigned char>(p_[1]) == 0xBB && static_cast<unsigned char>(p_[2]) == 0xBF)
            p_ += 3;
        if (const char* enc = otherEncoding()) error(std::string("the file is ") + enc + " text, not UTF-8: save it as UTF-8");
        ws();
        if (p_ == end_) error("the file is empty (expected a JSON object)");
        value(0);
        ws();
        if (p_ != end_) error("unexpected " + describe() + " after the end of the JSON value");
    }

private:
    // The encoding a UTF-16 or UTF-32 file shows by its byte order mark (or by the zero bytes
    // of its first ASCII character), so it is not reported as "unexpected byte 0xFF".
    const char* otherEncoding() const {
        const auto b = [&](std::ptrdiff_t i) { return end_ - p_ > i ? static_cast<unsigned char>(p_[i]) : 0x100u; };
        if (b(0) == 0 && b(1) == 0 && b(2) == 0xFE && b(3) == 0xFF) return "UTF-32 (big-endian)";
        if (b(0) == 0xFF && b(1) == 0xFE && b(2) == 0 && b(3) == 0) return "UTF-32 (little-endian)";
        if (b(0) == 0xFF && b(1) == 0xFE) return "UTF-16 (little-endian)";
        if (b(0) == 0xFE && b(1) == 0xFF) return "UTF-16 (big-endian)";
        if (b(0) == 0 && b(1) > 0 && b(1) < 0x80) return "UTF-16 (big-endian)";
        if (b(0) > 0 && b(0) < 0x80 && b(1) == 0) return "UTF-16 (little-endian)";
        return nullptr;
    }

    [[noreturn]] void error(const std::string& reason) { errorAt(p_, reason); }
    [[noreturn]] void errorAt(const char* at, const std::string& reason) {
        std::size_t line = 1;
        const char* lineStart = begin_;
        for (const char* q = begin_; q < at; ++q)
            if (*q == '\n') {
                ++line;
                lineStart = q + 1;
            }
        h_.syntaxError(line, static_cast<std::size_t>(at - lineStart) + 1,
                       static_cast<std::size_t>(at - begin_), reason);
        throw std::runtime_error(reason); // a handler that failed to throw
    }

    std::string describe() const {
        if (p_ >= end_) return "end of file";
        const auto c = static_cast<unsigned char>(*p_);
        char buf[32];
        if (c >= 0x21 && c < 0x7F) std::snprintf(buf, sizeof buf, "character '%c'", c);
        else std::snprintf(buf, sizeof buf, "byte 0x%02X", c);
        return buf;
    }

    void ws() {
        while (p_ < end_ && (*p_ == ' ' || *p_ == '\n' || *p_ == '\r' || *p_ == '\t')) ++p_;
    }

    void expect(char c, const char* what) {
        ws();
        if (p_ >= end_ || *p_ != c) error(std::string("expected ") + what + ", found " + describe());
        ++p_;
    }

    void value(int depth) {
        if (p_ >= end_) error("unexpected end of file (expected a value)");
        switch (*p_) {
        case '{': object(depth + 1); return;
        case '[': array(depth + 1); return;
        case '"': {
            std::string s;
            str(s);
            h_.string(std::move(s));
            return;
        }
        case 't': literal("true"); h_.boolean(true); return;
        case 'f': literal("false"); h_.boolean(false); return;
        case 'n': literal("null"); h_.null(); return;
        default:
            if (*p_ == '-' || (*p_ >= '0' && *p_ <= '9')) {
                number();
                return;
            }
            error("unexpected " + describe() + " (expected a value)");
        }
    }

    void literal(std::string_view word) {
        if (static_cast<std::size_t>(end_ - p_) < word.size() || std::string_view(p_, word.size()) != word)
            error("invalid literal (expected a value)");
        p_ += word.size();
    }

    void object(int depth) {
        if (depth > maxDepth_) error("nesting too deep");
        ++p_;
        h_.startObject();
        ws();
        if (take('}')) {
            h_.endObject();
            return;
        }
        for (;;) {
            ws();
            if (p_ >= end_ || *p_ != '"') error("expected a key string, found " + describe());
            key_.clear();
            str(key_);
            h_.key(key_);
            expect(':', "':' after the key");
            ws();
            value(depth);
            if (endOfList('}', "expected ',' or '}' in an object, found ")) {
                h_.endObject();
                return;
            }
        }
    }

    void array(int depth) {
        if (depth > maxDepth_) error("nesting too deep");
        ++p_;
        h_.startArray();
        ws();
        if (take(']')) {
            h_.endArray();
            return;
        }
        for (;;) {
            ws();
            value(depth);
            if (endOfList(']', "expected ',' or ']' in an array, found ")) {
                h_.endArray();
                return;
            }
        }
    }

    bool take(char c) {
        if (p_ >= end_ || *p_ != c) return false;
        ++p_;
        return true;
    }

    // After a member or element: true at the closing bracket, false after a comma.
    bool endOfList(char close, const char* what) {
        ws();
        if (take(',')) return false;
        if (take(close)) return true;
        error(what + describe());
    }

    int hex4() {
        if (end_ - p_ < 4) error("incomplete \\u escape");
        int v = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = *p_++;
            v <<= 4;
            if (c >= '0' && c <= '9') v |= c - '0';
            else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
            else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
            else errorAt(p_ - 1, "invalid \\u escape: expected 4 hex digits");
        }
        return v;
    }

    static void putUtf8(std::string& out, unsigned cp) {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    // p_ is at the opening quote; appends the decoded string to out.
    void str(std::string& out) {
        const char* open = p_;
        ++p_;
        for (;;) {
            const char* run = p_;
            while (p_ < end_) {
                const auto c = static_cast<unsigned char>(*p_);
                if (c == '"' || c == '\\' || c < 0x20 || c >= 0x80) break;
                ++p_;
            }
            out.append(run, static_cast<std::size_t>(p_ - run));
            if (p_ >= end_) errorAt(open, "string is not closed before the end of the file");
            const auto c = static_cast<unsigned char>(*p_);
            if (c == '"') {
                ++p_;
                return;
            }
            if (c >= 0x80) {
                const std::size_t n = utf8SequenceLength(std::string_view(p_, end_ - p_), 0);
                if (n == 0) error("invalid UTF-8 in a string");
                out.append(p_, n);
                p_ += n;
                continue;
            }
            if (c < 0x20) {
                char buf[64];
                std::snprintf(buf, sizeof buf, "control character U+%04X in a string must be escaped", c);
                error(buf);
            }
            ++p_; // backslash
            if (p_ >= end_) errorAt(open, "string is not closed before the end of the file");
            switch (*p_++) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                const char* esc = p_ - 2;
                unsigned cp = static_cast<unsigned>(hex4());
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    if (end_ - p_ < 6 || p_[0] != '\\' || p_[1] != 'u')
                        errorAt(esc, "\\u escape of a high surrogate without the low surrogate after it");
                    p_ += 2;
                    const unsigned lo = static_cast<unsigned>(hex4());
                    if (lo < 0xDC00 || lo > 0xDFFF) errorAt(esc, "\\u surrogate pair is invalid");
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    errorAt(esc, "\\u escape of a lone low surrogate");
                }
                putUtf8(out, cp);
                break;
            }
            default: errorAt(p_ - 2, "invalid escape in a string");
            }
        }
    }

    static bool digit(char c) { return c >= '0' && c <= '9'; }

    void number() {
        const char* start = p_;
        const bool neg = *p_ == '-';
        if (neg) ++p_;
        if (p_ >= end_ || !digit(*p_)) error("invalid number");
        unsigned long long mag = 0;
        bool overflow = false;
        if (*p_ == '0') {
            ++p_;
            if (p_ < end_ && digit(*p_)) error("invalid number: leading zero");
        } else {
            while (p_ < end_ && digit(*p_)) {
                const unsigned d = static_cast<unsigned>(*p_ - '0');
                if (mag > (~0ull - d) / 10) overflow = true;
                else mag = mag * 10 + d;
                ++p_;
            }
        }
        bool frac = false;
        if (p_ < end_ && *p_ == '.') {
            frac = true;
            ++p_;
            if (p_ >= end_ || !digit(*p_)) error("invalid number: expected a digit after '.'");
            while (p_ < end_ && digit(*p_)) ++p_;
        }
        if (p_ < end_ && (*p_ == 'e' || *p_ == 'E')) {
            frac = true;
            ++p_;
            if (p_ < end_ && (*p_ == '+' || *p_ == '-')) ++p_;
            if (p_ >= end_ || !digit(*p_)) error("invalid number: expected a digit in the exponent");
            while (p_ < end_ && digit(*p_)) ++p_;
        }
        const std::string_view text(start, static_cast<std::size_t>(p_ - start));
        if (frac) {
            h_.fraction(text);
            return;
        }
        const unsigned long long limit = neg ? 9223372036854775808ull : 9223372036854775807ull;
        if (overflow || mag > limit) {
            h_.integer(0, false, text);
            return;
        }
        const long long v = neg ? (mag == limit ? static_cast<long long>(-9223372036854775807ll - 1)
                                                : -static_cast<long long>(mag))
                                : static_cast<long long>(mag);
        h_.integer(v, true, text);
    }

    const char* begin_;
    const char* p_;
    const char* end_;
    JsonHandler& h_;
    int maxDepth_;
    std::string key_;
};

} // namespace

void parseJson(std::string_view text, JsonHandler& handler, int maxDepth) {
    Parser(text, handler, maxDepth).run();
}

} // namespace muster::io
