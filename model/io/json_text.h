#pragma once
// Internal to model/io: appending JSON tokens to a string, for the canonical writer.
#include <charconv>
#include <string>
#include <string_view>

namespace muster::io {

// Appends v as a JSON string literal: escapes quotes, backslashes and every control
// character (NUL included); keeps valid UTF-8 as is and replaces each byte of an invalid
// UTF-8 sequence with U+FFFD, so the output is always valid JSON.
void appendJsonString(std::string& out, std::string_view v);

// Length of the valid UTF-8 sequence starting at s[i] (a byte >= 0x80), or 0 when the
// bytes there are not valid UTF-8 (overlong forms, surrogates, past U+10FFFF).
std::size_t utf8SequenceLength(std::string_view s, std::size_t i);

// The first `maxChars` characters of `text` for a message: valid UTF-8 kept whole, every
// other byte shown as \xHH; `cut` (if given) says whether text remained.
std::string escapedUtf8(std::string_view text, std::size_t maxChars = std::string_view::npos, bool* cut = nullptr);

inline void appendInt(std::string& out, long long v) {
    char buf[24];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, r.ptr);
}

} // namespace muster::io
