#pragma once
// The five optional rules of the rulebook (11.1-11.5) as data: the id a scenario file lists,
// a short name for a check box, and the sentence the printed sheet uses. Every list of
// optional rules (the reader, the writer, the Scenario dock, the sheet, the engine's set-up)
// enumerates this table.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace muster {

enum class OptionalRule : std::uint8_t { MoraleBeforeClose, RallyIfNotFiredOn, HillRange, AdvanceAfterFire, BalanceAp };

struct OptionalRuleInfo {
    OptionalRule rule;
    std::string_view id;         // in scenario files: "11.3"
    std::string_view name;       // "Artillery +1 range from a hill"
    std::string_view sentence;   // "Artillery on a hill reaches one hex further, hitting on 6 there"
};

inline constexpr int kOptionalRuleCount = 5;
const std::array<OptionalRuleInfo, kOptionalRuleCount>& optionalRuleTable();
const OptionalRuleInfo& optionalRuleInfo(OptionalRule r);
std::optional<OptionalRule> optionalRuleFromId(std::string_view id);
// "11.1, 11.2, 11.3, 11.4 or 11.5", for messages about an unknown id.
std::string optionalRuleIds();

} // namespace muster
