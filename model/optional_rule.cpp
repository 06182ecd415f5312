#include "optional_rule.h"

namespace muster {
namespace {

// Rulebook (seed 001) sections 11.1-11.5 in the project's own words.
const std::array<OptionalRuleInfo, kOptionalRuleCount> kRules = {{
    {OptionalRule::MoraleBeforeClose, "11.1", "Morale check before close combat",
     "Attackers check morale before close combat (AP spent either way)"},
    {OptionalRule::RallyIfNotFiredOn, "11.2", "Rally only if not fired on", "Only units not fired on this turn may rally"},
    {OptionalRule::HillRange, "11.3", "Artillery +1 range from a hill",
     "Artillery on a hill reaches one hex further, hitting on 6 there"},
    {OptionalRule::AdvanceAfterFire, "11.4", "Advance after a fire kill", "An adjacent firer may advance into a hex it emptied"},
    {OptionalRule::BalanceAp, "11.5", "Adjust AP for balance", "Command AP adjusted to balance the players"},
}};

} // namespace

const std::array<OptionalRuleInfo, kOptionalRuleCount>& optionalRuleTable() { return kRules; }

const OptionalRuleInfo& optionalRuleInfo(OptionalRule r) { return kRules[static_cast<std::size_t>(r)]; }

std::optional<OptionalRule> optionalRuleFromId(std::string_view id) {
    for (const OptionalRuleInfo& r : kRules)
        if (r.id == id) return r.rule;
    return std::nullopt;
}

std::string optionalRuleIds() {
    std::string out;
    for (std::size_t i = 0; i < kRules.size(); ++i)
        out += (i == 0 ? "" : i + 1 == kRules.size() ? " or " : ", ") + std::string(kRules[i].id);
    return out;
}

} // namespace muster
