#include "terminal_safe.h"

#include <cstdio>
#include <iostream>

namespace muster::cli {
namespace {

// Lead bytes of the escaped multi-byte characters: C2 (C1 controls), D8 (U+061C),
// E2 (U+200E/F, U+2028-202E, U+2066-2069).
bool startsEscapable(unsigned char b) { return b == 0xc2 || b == 0xd8 || b == 0xe2; }
int sequenceLength(unsigned char lead) { return lead == 0xe2 ? 3 : 2; }

bool escapedCodePoint(unsigned cp) {
    return (cp >= 0x80 && cp <= 0x9f) || cp == 0x061c || cp == 0x200e || cp == 0x200f ||
           (cp >= 0x2028 && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

} // namespace

bool TerminalSafeBuf::put(const char* s, std::streamsize n) { return n <= 0 || out_->sputn(s, n) == n; }

bool TerminalSafeBuf::escape(unsigned code) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "\\u%04x", code);
    return put(buf, 6);
}

bool TerminalSafeBuf::flushPending() {
    const int n = pendingLen_;
    pendingLen_ = 0;
    return put(pending_, n);
}

TerminalSafeBuf::int_type TerminalSafeBuf::overflow(int_type c) {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    return xsputn(&ch, 1) == 1 ? c : traits_type::eof();
}

std::streamsize TerminalSafeBuf::xsputn(const char* s, std::streamsize n) {
    std::streamsize run = 0; // start of the bytes not yet passed on
    for (std::streamsize i = 0; i < n; ++i) {
        const auto b = static_cast<unsigned char>(s[i]);
        if (pendingLen_ > 0) {
            if ((b & 0xc0) == 0x80) { // a continuation byte: the sequence goes on
                pending_[pendingLen_++] = static_cast<char>(b);
                run = i + 1;
                const auto lead = static_cast<unsigned char>(pending_[0]);
                if (pendingLen_ < sequenceLength(lead)) continue;
                const unsigned cp = lead == 0xe2
                    ? ((lead & 0x0fu) << 12) | ((static_cast<unsigned char>(pending_[1]) & 0x3fu) << 6) | (b & 0x3fu)
                    : ((lead & 0x1fu) << 6) | (b & 0x3fu);
                if (escapedCodePoint(cp)) {
                    pendingLen_ = 0;
                    if (!escape(cp)) return i;
                } else if (!flushPending()) {
                    return i;
                }
                continue;
            }
            if (!flushPending()) return i; // not UTF-8 we escape: pass it on as it was
        }
        const bool c0 = (b < 0x20 && b != '\n' && b != '\t') || b == 0x7f;
        if (!c0 && !startsEscapable(b)) continue;
        if (!put(s + run, i - run)) return run;
        run = i + 1;
        if (c0) {
            if (!escape(b)) return i;
        } else {
            pending_[0] = static_cast<char>(b);
            pendingLen_ = 1;
        }
    }
    if (!put(s + run, n - run)) return run;
    return n;
}

int TerminalSafeBuf::sync() {
    // A sequence cut by a flush is passed on as it was: each << hands over its text whole
    // before std::cerr's flush, so a title's characters are never split here.
    if (pendingLen_ > 0 && !flushPending()) return -1;
    return out_->pubsync();
}

void installTerminalSafeOutput() {
    static TerminalSafeBuf out(std::cout.rdbuf()), err(std::cerr.rdbuf());
    static bool done = false;
    if (done) return;
    done = true;
    std::cout.rdbuf(&out);
    std::cerr.rdbuf(&err);
}

std::string oneLine(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else if (c == '\t') out += "\\t";
        else out += c;
    }
    return out;
}

} // namespace muster::cli
