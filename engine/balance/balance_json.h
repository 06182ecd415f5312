#pragma once
// The JSON of a balance run, as `muster-cli balance --json` prints it (DESIGN.md "Balance"):
// one pair of players, or a ladder of them. Shared by the CLI, the editor's Balance dock
// and balance claims (club/balance_claim.h), which re-run a claim and compare these bytes.
#include "engine/balance/balance.h"
#include "engine/balance/balance_ladder.h"
#include "model/scenario.h"

#include <nlohmann/json.hpp>

#include <string>

namespace muster {

// "greedy", or "union=A,confederate=B" when the players differ.
std::string balancePlayersText(const BalanceOptions& o);
// A victory condition in words ("reachVP union 6 VP by turn 8"); "none (draw)" for -1.
std::string victoryConditionText(const Scenario& sc, int condition);

// One run's figures (no AP suggestion, no cutShort: the caller adds those).
nlohmann::ordered_json balanceReportJson(const Scenario& sc, const BalanceReport& r);
// A ladder: the strongest rung's figures at the top, then the rungs, the cross pairings,
// the spread, skill gain, draw shortfall, verdict and warnings.
nlohmann::ordered_json ladderReportJson(const Scenario& sc, const LadderReport& l);
// The warning of a ladder whose strongest rung drew most games.
std::string mostlyDrawsWarning(const BalanceReport& strong);

} // namespace muster
