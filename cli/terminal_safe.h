#pragma once
// TerminalSafeBuf: wraps std::cout and std::cerr so text from a scenario (titles, names,
// JSON keys echoed in errors) can never drive the terminal: control characters are written
// visibly as \uXXXX. That covers C0 (but tab and newline), DEL, C1, and the characters that
// reorder or break a line on screen: bidi embeddings, overrides and isolates (U+202A-202E,
// U+2066-2069), the marks U+200E, U+200F and U+061C, and U+2028/U+2029. In JSON output the
// \uXXXX form is the same string, so JSON stays exact.
#include <streambuf>
#include <string>
#include <string_view>

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
    bool flushPending();

    std::streambuf* out_;
    // The start of a UTF-8 sequence that may be one of the escaped characters; the bytes
    // that follow decide.
    char pending_[3] = {};
    int pendingLen_ = 0;
};

// Install on std::cout and std::cerr (once; later calls do nothing).
void installTerminalSafeOutput();

// One field of a line (a title, a name, a label): newline, carriage return and tab are
// shown as \n, \r and \t so the text cannot start a line of its own or shift a column.
std::string oneLine(std::string_view text);

} // namespace muster::cli
