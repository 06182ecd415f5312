#include "json_text.h"

namespace muster::io {

std::string escapedUtf8(std::string_view text, std::size_t maxChars, bool* cut) {
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    std::size_t i = 0, chars = 0;
    for (; i < text.size() && chars < maxChars; ++chars) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        const std::size_t n = c < 0x80 ? 1 : utf8SequenceLength(text, i);
        if (n) {
            out.append(text.substr(i, n));
            i += n;
        } else {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
            ++i;
        }
    }
    if (cut) *cut = i < text.size();
    return out;
}

std::size_t utf8SequenceLength(std::string_view s, std::size_t i) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = b(i);
    const auto cont = [&](std::size_t k) { return k < s.size() && (b(k) & 0xC0) == 0x80; };
    if (c >= 0xC2 && c <= 0xDF) return cont(i + 1) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        if (!cont(i + 1) || !cont(i + 2)) return 0;
        if (c == 0xE0 && b(i + 1) < 0xA0) return 0;  // overlong
        if (c == 0xED && b(i + 1) >= 0xA0) return 0; // surrogate
        return 3;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        if (!cont(i + 1) || !cont(i + 2) || !cont(i + 3)) return 0;
        if (c == 0xF0 && b(i + 1) < 0x90) return 0;  // overlong
        if (c == 0xF4 && b(i + 1) >= 0x90) return 0; // past U+10FFFF
        return 4;
    }
    return 0;
}

void appendJsonString(std::string& out, std::string_view v) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += '"';
    std::size_t i = 0;
    while (i < v.size()) {
        // Copy the longest run that needs no escaping in one go.
        std::size_t j = i;
        while (j < v.size()) {
            const auto c = static_cast<unsigned char>(v[j]);
            if (c < 0x20 || c == '"' || c == '\\' || c >= 0x80) break;
            ++j;
        }
        out.append(v.data() + i, j - i);
        i = j;
        if (i >= v.size()) break;
        const auto c = static_cast<unsigned char>(v[i]);
        if (c >= 0x80) {
            const std::size_t n = utf8SequenceLength(v, i);
            if (n == 0) {
                out += "\xEF\xBF\xBD"; // U+FFFD
                ++i;
            } else {
                out.append(v.data() + i, n);
                i += n;
            }
            continue;
        }
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            out += "\\u00";
            out += kHex[c >> 4];
            out += kHex[c & 0xF];
        }
        ++i;
    }
    out += '"';
}

} // namespace muster::io
