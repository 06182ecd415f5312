#pragma once
// Share codes: a scenario as one line of text short enough for a forum post or a chat
// message. The canonical JSON, minified, deflated against a fixed dictionary of the format's
// common words, encoded as base64url, behind a header naming the version, the data's length
// and its CRC-32, so a damaged paste is refused with the part that is wrong (docs/format.md).
//
//   MUSTER1.<length of DATA>.<CRC-32 of DATA, 8 hex digits>.<DATA>
#include "../scenario.h"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace muster {

// The longest code accepted (characters, whitespace left out): a bundled battle is about 3k,
// a 200x200 board about 30k; past 1 MiB a code is no longer something to paste, share the
// file. And the most JSON a code may unpack to, so a crafted code cannot exhaust memory.
inline constexpr std::size_t kMaxShareCodeChars = 1024u * 1024u;
inline constexpr std::size_t kMaxShareJsonBytes = 64u * 1024u * 1024u;
inline constexpr int kShareCodeVersion = 1;
// The most text read as one code (the code and the whitespace around and within it): what
// decodeShareCode looks at, and what `share --decode -` reads of standard input.
inline constexpr std::size_t kMaxShareCodeStdinBytes = 2 * kMaxShareCodeChars;

// A code that cannot be read. part() names what is wrong: "prefix", "version", "header",
// "length", "character", "checksum", "data" or "scenario"; what() is a whole sentence.
class ShareCodeError : public std::runtime_error {
public:
    ShareCodeError(std::string part, const std::string& message) : std::runtime_error(message), part_(std::move(part)) {}
    const std::string& part() const { return part_; }
private:
    std::string part_;
};

// The code of a scenario (from its canonical JSON). Throws ShareCodeError("size") past
// kMaxShareCodeChars.
std::string encodeShareCode(const Scenario& s);
// The code of any battle file's canonical JSON text (a system with its own battle shape:
// model/systems/battle.h, Battle::toJson). Throws as encodeShareCode.
std::string encodeShareCodeJson(std::string_view canonicalJson);
// The canonical JSON text of the battle a code holds, of any rule system Muster builds
// battles for (read and written again, so what comes out is a file Muster reads).
// Whitespace anywhere in the code is ignored, so a code wrapped by a forum still reads.
std::string decodeShareCodeJson(std::string_view code);
// The scenario a code holds; a JSON that does not read is ShareCodeError("scenario") with
// the reader's message (JSON path included).
Scenario decodeShareCode(std::string_view code);
// Whether text (ignoring surrounding whitespace) starts like a share code: "MUSTER" and a
// digit. Cheap; says nothing about whether it decodes.
bool looksLikeShareCode(std::string_view text);

} // namespace muster
