#pragma once
// A finished balance result handed from the Balance dock to a club Publish: the battle it
// was played on and the report as `muster-cli balance --json` prints it (engine/balance/balance_json.h),
// ready to be made a claim (club/balance_claim.h).
#include "model/scenario.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>

namespace muster {

struct BalanceResult {
    Scenario battle;
    nlohmann::ordered_json report;
};
using BalanceResultSource = std::function<std::optional<BalanceResult>()>;

} // namespace muster
