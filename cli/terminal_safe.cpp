#include "terminal_safe.h"

#include <cstdio>
#include <iostream>

namespace muster::cli {

bool TerminalSafeBuf::put(const char* s, std::streamsize n) { return n <= 0 || out_->sputn(s, n) == n; }

bool TerminalSafeBuf::escape(unsigned code) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "\\u%04x", code);
    return put(buf, 6);
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
        if (pendingC2_) {
            pendingC2_ = false;
            if (b >= 0x80 && b <= 0x9f) { // U+0080..U+009F: C1 controls (CSI, OSC ...)
                if (!escape(b)) return i;
                run = i + 1;
                continue;
            }
            if (!put("\xc2", 1)) return i;
        }
        const bool c0 = (b < 0x20 && b != '\n' && b != '\t') || b == 0x7f;
        if (!c0 && b != 0xc2) continue;
        if (!put(s + run, i - run)) return run;
        if (b == 0xc2) pendingC2_ = true; // decided by the next byte
        else if (!escape(b)) return i;
        run = i + 1;
    }
    if (!put(s + run, n - run)) return run;
    return n;
}

int TerminalSafeBuf::sync() {
    if (pendingC2_) { // a lone lead byte at a flush: pass it on as it was
        pendingC2_ = false;
        if (!put("\xc2", 1)) return -1;
    }
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

} // namespace muster::cli
