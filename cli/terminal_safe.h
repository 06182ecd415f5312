#pragma once
// TerminalSafeBuf: wraps std::cout and std::cerr so text from a scenario (titles, names,
// JSON keys echoed in errors) can never drive the terminal: control characters are written
// visibly as \u00XX. Tab and newline pass; so does everything printable. In JSON output
// (which escapes C0 already) the \u00XX form is the same string, so JSON stays exact.
#include <streambuf>

namespace muster::cli {

class TerminalSafeBuf : public std::streambuf {
public:
    explicit TerminalSafeBuf(std::streambuf* out) : out_(out) {}
    std::streambuf* target() const { return out_; }

protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

private:
    bool put(const char* s, std::streamsize n);
    bool escape(unsigned code);

    std::streambuf* out_;
    bool pendingC2_ = false; // a 0xC2 lead byte whose follower decides if it is C1
};

// Install on std::cout and std::cerr (once; later calls do nothing).
void installTerminalSafeOutput();

} // namespace muster::cli
