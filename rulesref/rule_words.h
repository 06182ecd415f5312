#pragma once
// The words for the rules documents and the project's own assumptions, per reader:
// muster-cli speaks the project's terms (seed numbers, DESIGN.md), the editor plain words
// ("the Hold the Line rulebook", "Muster's own assumption"). Every text rulesref builds
// from structured rules data goes through these, so neither side rewrites the other's text.
#include <string>
#include <string_view>
#include <vector>

namespace muster {

enum class Audience { Cli, Plain };

// A rules document and a place in it: seed "001", section "8.1.2".
struct RuleRef {
    std::string seed;
    std::string section;
};

// "seed 001" or "the Hold the Line rulebook".
std::string documentWord(std::string_view seed, Audience a);
// "Hold the Line rulebook" (no article), for citations.
std::string documentTitle(std::string_view seed);
// Where a fact is written. Cli: "seed 001, section 8.2; 000 Line of sight" (further places
// in other documents by seed number); Plain: "Hold the Line rulebook, section 8.2; Hold the
// Line player aid, Line of sight"; inSentence puts "the" before each document.
std::string citationText(const RuleRef& main, const std::vector<RuleRef>& also, Audience a, bool inSentence = false);
// The section text with its further places, as muster-cli prints it ("8.2; 000 Line of sight").
std::string sectionText(const RuleRef& main, const std::vector<RuleRef>& also);

// A value the rules leave out that the project chose: "DESIGN.md default" / "Muster's own assumption".
std::string_view projectDefaultWord(Audience a);
// A stand-in for a value missing from its document: "placeholder" / "Muster uses a stand-in value".
std::string_view placeholderWord(Audience a);

} // namespace muster
