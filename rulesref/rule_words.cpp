#include "rule_words.h"

#include <cctype>

namespace muster {
namespace {

struct DocumentName {
    std::string_view seed;
    std::string_view title;
};
constexpr DocumentName kDocuments[] = {
    {"000", "Hold the Line player aid"},     {"001", "Hold the Line rulebook"},
    {"002", "Eagle Games tactical rules"},   {"003", "square-grid rules"},
    {"004", "Test of Battle charts"},
};

} // namespace

std::string documentTitle(std::string_view seed) {
    for (const auto& d : kDocuments)
        if (d.seed == seed) return std::string(d.title);
    return "rules";
}

std::string documentWord(std::string_view seed, Audience a) {
    if (a == Audience::Cli) return "seed " + std::string(seed);
    return "the " + documentTitle(seed);
}

std::string sectionText(const RuleRef& main, const std::vector<RuleRef>& also) {
    std::string out = main.section;
    for (const auto& r : also) out += "; " + r.seed + " " + r.section;
    return out;
}

std::string citationText(const RuleRef& main, const std::vector<RuleRef>& also, Audience a, bool inSentence) {
    if (a == Audience::Cli) return "seed " + main.seed + ", section " + sectionText(main, also);
    std::string title = documentTitle(main.seed);
    if (inSentence) title = "the " + title;
    else title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0])));
    std::string out = title + ", section " + main.section;
    for (const auto& r : also) {
        const bool numbered = !r.section.empty() && std::isdigit(static_cast<unsigned char>(r.section[0]));
        out += "; " + std::string(inSentence ? "the " : "") + documentTitle(r.seed) + (numbered ? ", section " : ", ") +
               r.section;
    }
    return out;
}

std::string_view projectDefaultWord(Audience a) {
    return a == Audience::Cli ? "DESIGN.md default" : "Muster's own assumption";
}

std::string_view placeholderWord(Audience a) {
    return a == Audience::Cli ? "placeholder" : "Muster uses a stand-in value";
}

} // namespace muster
