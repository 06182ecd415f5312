#pragma once
// The text encodings a VASSAL module and its saved games use, written from VASSAL's
// sources (SequenceEncoder, BasicCommandEncoder, ObfuscatingOutputStream): a list of
// tokens joined by one delimiter, each delimiter inside a token escaped with a backslash;
// pieces as trait "type" and "state" strings nested with tabs; the "+/id/type/state"
// add-piece command; saved games as commands joined by ESC, optionally obfuscated
// ("!VCSK", a key byte in hex, then each byte XOR the key in hex). Qt-free.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::vassal {

// SequenceEncoder: tokens joined by `delim`, as VASSAL writes them (an empty list is "").
std::string encode(const std::vector<std::string>& tokens, char delim);
// SequenceEncoder.Decoder: what VASSAL reads back from `s` (an empty string is one
// empty token, as in VASSAL).
std::vector<std::string> decode(std::string_view s, char delim);

// A piece: its traits from the outermost in, the BasicPiece last; type and state strings
// are nested the way Decorator.getType/getState nest them.
struct Trait {
    std::string type;   // "mark;Side,Type", "obs;...", "prototype;Union infantry", "piece;;;img;name"
    std::string state;  // "" for traits without state
};
std::string pieceType(const std::vector<Trait>& traits);
std::string pieceState(const std::vector<Trait>& traits);
// The traits of a nested type/state pair (the inverse of the two above).
std::vector<Trait> splitPiece(std::string_view type, std::string_view state);

// Trait builders (formats from the trait classes' myGetType / myGetState).
Trait basicPiece(const std::string& image, const std::string& name, const std::string& map = "null",
                 int x = 0, int y = 0, const std::string& gpid = "");
Trait marker(const std::vector<std::pair<std::string, std::string>>& properties);
Trait usePrototype(const std::string& name);
Trait deleteTrait(const std::string& command, const std::string& key);
// A Mask (Obscurable) only the players of `side` may look under; `maskedImage` is what
// everyone else sees. With `masked` the piece starts hidden, owned by `side`.
Trait mask(const std::string& side, const std::string& maskedImage, const std::string& maskedName,
           bool masked);

// "+/id/type/state" (id "null" for a piece slot or prototype definition).
std::string addPieceCommand(const std::string& id, const std::string& type, const std::string& state);
struct AddPiece {
    std::string id, type, state;
};
std::optional<AddPiece> parseAddPiece(std::string_view command);

// The commands of a saved game joined by ESC between "begin_save" and "end_save".
std::string savedGame(const std::vector<std::string>& commands);
std::vector<std::string> savedGameCommands(std::string_view text);

// ObfuscatingOutputStream with a given key; deobfuscate() also accepts the plain form
// (as DeobfuscatingInputStream does) and returns nullopt for a malformed hex body.
std::string obfuscate(std::string_view plain, std::uint8_t key);
std::optional<std::string> deobfuscate(std::string_view data);

} // namespace muster::vassal
