#include "rule_entry.h"

namespace muster {

std::string NumberOrigin::text(std::string_view seed, Audience a) const {
    std::string out;
    if (assumed == Assumption::ProjectDefault) out = std::string(projectDefaultWord(a)) + (note.empty() ? "" : ": ");
    if (assumed == Assumption::Placeholder)
        return missing + " missing from " + documentWord(seed, a) + "; " + std::string(placeholderWord(a));
    return out + note.text(a);
}

std::string RuleNumber::basisText(std::string_view seed, Audience a) const {
    if (a == Audience::Cli || origin.assumed == Assumption::None) return origin.text(seed, a);
    const std::string doc = seed == "001" ? "the rulebook" : documentWord(seed, a);
    // "the rulebook does", "the Eagle Games tactical rules do"
    std::string out = doc + (doc.ends_with('s') ? " do" : " does") + " not give this number; Muster assumes " + value;
    if (origin.assumed == Assumption::ProjectDefault && !origin.note.empty()) out += " (" + origin.note.text(a) + ")";
    return out;
}

} // namespace muster
