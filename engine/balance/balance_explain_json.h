#pragma once
// Why and where, as JSON (DESIGN.md "balance also explains"): the figures of balance_explain.h
// for `balance --json`, and the raw integer tallies a shard's part file carries so that a
// merge prints the single run's bytes.
#include "engine/balance/balance.h"
#include "engine/balance/balance_suggest.h"

#include <nlohmann/json.hpp>

namespace muster {

// "vpSources": per side, mean VP per game from eliminations and from each VP marker.
nlohmann::ordered_json vpSourcesJson(const Scenario& sc, const BalanceReport& r);
// "vpByTurn": per turn each side's mean VP and its 10th-90th percentile band.
nlohmann::ordered_json vpByTurnJson(const Scenario& sc, const BalanceReport& r);
// "wins": per side the games won, the mean turn and the turns, the conditions in words.
nlohmann::ordered_json winsJson(const Scenario& sc, const BalanceReport& r);
// "hexes": per hex held at the end or where a unit fell, how often each side held it, the
// change in its win rate when it did (Newcombe's 95% interval) and the units lost there;
// "decisiveHexes": the few whose interval excludes 0, most telling first.
nlohmann::ordered_json hexesJson(const Scenario& sc, const BalanceReport& r);
nlohmann::ordered_json decisiveHexesJson(const Scenario& sc, const BalanceReport& r);

// "suggestions": the best changes of a --suggest search, each with the Union's share of
// decided games and its 95% interval.
nlohmann::ordered_json suggestionsJson(const Scenario& sc, const Suggestions& s);

// The integer tallies, and back (throws nlohmann::json::exception on a malformed part).
nlohmann::ordered_json explainTallyJson(const ExplainTally& t);
ExplainTally readExplainTally(const nlohmann::ordered_json& j);

} // namespace muster
