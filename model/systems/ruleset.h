#pragma once
// The rule systems a scenario's `ruleset` can name, in one registry: each system's board
// geometry, vocabularies, set-up checks and whether Muster can play or balance it.
#include "../rules/issue.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace muster {

class Battle;

enum class BoardKind { Hex, SquareGrid, BattleBoard };
std::string_view toString(BoardKind);

// One word of a system's vocabulary: its file spelling and its name for people.
struct VocabEntry {
    std::string id;
    std::string name;
};

// One set-up check: its rule id (part of the contract), severity and where the rules say it.
struct CheckInfo {
    std::string rule;
    Severity severity = Severity::Error;
    std::string section;
};

// Reads a file of a system whose battles have their own shape (not the hex scenario).
using BattleReader = std::unique_ptr<Battle> (*)(std::string_view text, const std::string& file);

struct Ruleset {
    std::string id;            // the file's `ruleset` value
    std::string name;
    std::string seed;          // the seed document it rests on ("001", "003")
    std::string referenceKey;  // its system in the rules reference (rulesref: "htl", "grid")
    BoardKind board = BoardKind::Hex;
    std::vector<VocabEntry> terrain;
    std::vector<VocabEntry> units;
    std::vector<CheckInfo> checks;
    bool canPlay = false;      // the engine plays it (play, moves)
    bool canBalance = false;   // balance runs exist for it
    std::string whyNoPlay;     // when it cannot be played: the reason, for messages
    bool buildsBattles = false; // Muster reads, checks and writes its battle files
    // The export formats that apply, by their names in the render layer's exporter list
    // ("pdf", "png", "svg", "json", "tmx", "vmod"); empty: its battles export nowhere.
    std::vector<std::string> exporters;
    bool exportsTo(std::string_view format) const;
    BattleReader readBattle = nullptr; // null: the hex scenario reader (or none)

    const CheckInfo* check(std::string_view rule) const;
};

// Every system in registry order (Hold the Line first).
const std::vector<const Ruleset*>& allRulesets();
// The system with this `ruleset` id, or null.
const Ruleset* findRuleset(std::string_view id);
// "a, b and c": the ids, for messages.
std::string rulesetIdList();

// Why a reader of Hold the Line scenarios (play, balance, export, the library, the editor)
// turns away a file of this system, which has its own battle shape.
std::string notAHexScenarioText(const Ruleset& r);

// Each system's descriptor, one definition per system (systems/<name>).
const Ruleset& holdTheLineRuleset();
const Ruleset& squareGridRuleset();
const Ruleset& eagleGamesRuleset();

} // namespace muster
