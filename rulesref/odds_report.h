#pragma once
// Odds results as JSON (DESIGN.md's CLI contract for fire and close) and as readable
// text with the basis of each number; shared by muster-cli and anything else printing them.
#include "eagle_odds.h"
#include "htl_odds.h"
#include "tob_odds.h"

#include <nlohmann/json.hpp>

#include <string>

namespace muster {

// {"dice","hitOn","distribution","expectedHits","eliminated","leaderLost"}
// (+ "artillery":{"distribution","eliminated"} with stacked artillery)
nlohmann::ordered_json toJson(const HtlFireOdds& r);
// {"distribution","eliminated","retreat","holds","leaderLost"} (+ "attackerPasses" with 11.1,
// + "artillery":{"eliminated","retreat","holds"} and "hexVacated" with stacked artillery)
nlohmann::ordered_json toJson(const HtlCloseOdds& r);
nlohmann::ordered_json toJson(const EagleFireOdds& r);
nlohmann::ordered_json toJson(const EagleChargeOdds& r);
nlohmann::ordered_json toJson(const EaglePursuitOdds& r);
nlohmann::ordered_json toJson(const TobOdds& r);
nlohmann::ordered_json toJson(const HtlRallyOdds& r);
nlohmann::ordered_json toJson(const TobMeleeOdds& r);

std::string toText(const HtlFireOdds& r);
std::string toText(const HtlCloseOdds& r);
std::string toText(const EagleFireOdds& r);
std::string toText(const EagleChargeOdds& r);
std::string toText(const EaglePursuitOdds& r);
std::string toText(const TobOdds& r);
std::string toText(const HtlRallyOdds& r);
std::string toText(const TobMeleeOdds& r);

// "33.3%" style percentage with one decimal.
std::string percent(double p);
// One line saying user overrides were used (empty when not).
std::string overrideNotice(bool usesOverride);

} // namespace muster
