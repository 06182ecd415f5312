#include "odds_report.h"

#include "rule_parameters.h"

#include <cstdio>
#include <sstream>

namespace muster {
namespace {

using nlohmann::ordered_json;

void basisLines(std::ostringstream& o, const std::vector<std::string>& basis) {
    o << "Rests on:\n";
    for (const auto& b : basis) o << "  - " << b << "\n";
}

void basisLines(std::ostringstream& o, const std::vector<BasisLine>& basis) {
    basisLines(o, basisTexts(basis, Audience::Cli));
}

void distributionLines(std::ostringstream& o, const std::vector<double>& d, const char* what) {
    for (std::size_t k = 0; k < d.size(); ++k) {
        const bool last = k + 1 == d.size();
        o << "  " << k << (last && k > 0 ? "+" : " ") << " " << what << ": " << percent(d[k]);
        if (last && k > 0) o << "  (eliminated)";
        o << "\n";
    }
}

} // namespace

std::string percent(double p) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f%%", p * 100.0);
    return buf;
}

std::string overrideNotice(bool usesOverride) {
    if (!usesOverride) return {};
    return "Uses your rules overrides from " + RuleParameters::userOverridesPath() +
           " (muster-cli rules params lists them).";
}

ordered_json toJson(const HtlFireOdds& r) {
    ordered_json j;
    j["dice"] = r.dice;
    j["hitOn"] = r.hitOn;
    j["distribution"] = r.distribution;
    j["expectedHits"] = r.expectedHits;
    j["eliminated"] = r.eliminated;
    j["leaderLost"] = r.leaderLost;
    if (r.artillery)
        j["artillery"] = {{"distribution", r.artillery->distribution}, {"eliminated", r.artillery->eliminated}};
    return j;
}

ordered_json toJson(const HtlCloseOdds& r) {
    ordered_json j;
    j["distribution"] = r.distribution;
    j["eliminated"] = r.eliminated;
    j["retreat"] = r.retreat;
    j["holds"] = r.holds;
    j["leaderLost"] = r.leaderLost;
    if (r.attackerPasses) j["attackerPasses"] = *r.attackerPasses;
    if (r.artillery) {
        j["artillery"] = {{"eliminated", r.artillery->eliminated},
                          {"retreat", r.artillery->retreat},
                          {"holds", r.artillery->holds}};
        j["hexVacated"] = r.hexVacated;
    }
    return j;
}

ordered_json toJson(const EagleFireOdds& r) {
    return ordered_json{{"toHit", r.toHit},     {"result", r.result},         {"modifier", r.modifier},
                        {"hit", r.hit},         {"eliminated", r.eliminated}, {"retreat", r.retreat},
                        {"miss", r.miss},       {"leaderKilled", r.leaderKilled}};
}

ordered_json toJson(const EagleChargeOdds& r) {
    ordered_json diff = ordered_json::object();
    for (std::size_t i = 0; i < r.difference.size(); ++i)
        if (r.difference[i] > 0) diff[std::to_string(static_cast<int>(i) - r.differenceOffset)] = r.difference[i];
    return ordered_json{{"attackerModifier", r.attackerModifier},
                        {"defenderModifier", r.defenderModifier},
                        {"ratioBonus", r.ratioBonus},
                        {"eliminateDiff", r.eliminateDiff},
                        {"attackerWins", r.attackerWins},
                        {"tie", r.tie},
                        {"defenderWins", r.defenderWins},
                        {"defenderRetreats", r.defenderRetreats},
                        {"defenderEliminated", r.defenderEliminated},
                        {"attackerRetreats", r.attackerRetreats},
                        {"attackerEliminated", r.attackerEliminated},
                        {"attackerLeaderKilled", r.attackerLeaderKilled},
                        {"defenderLeaderKilled", r.defenderLeaderKilled},
                        {"difference", diff}};
}

ordered_json toJson(const EaglePursuitOdds& r) {
    return ordered_json{{"hitNumber", r.hitNumber}, {"modifier", r.modifier}, {"eliminated", r.eliminated}};
}

ordered_json toJson(const TobOdds& r) {
    return ordered_json{{"perDie", r.pCasualtyPerDie},
                        {"distribution", r.distribution},
                        {"expectedCasualties", r.expected},
                        {"commanderKilled", r.commanderKilled}};
}

std::string toText(const HtlFireOdds& r) {
    std::ostringstream o;
    o << "Fire: " << r.dice << " dice, hit number " << r.chartHitOn;
    if (r.dieModifier) o << ", terrain " << (r.dieModifier > 0 ? "+" : "") << r.dieModifier << " per die";
    o << " -> each die hits on a natural " << (r.hitOn > 6 ? std::string("(never)") : std::to_string(r.hitOn) + "+")
      << " (" << percent(r.pHitPerDie) << ")\n";
    distributionLines(o, r.distribution, "hits");
    o << "Expected hits " << r.expectedHits << "; eliminated " << percent(r.eliminated);
    if (r.leaderLost > 0) o << "; leader lost " << percent(r.leaderLost);
    o << "\n";
    if (r.artillery) {
        o << "Stacked artillery (hits beyond the target's SP):\n";
        distributionLines(o, r.artillery->distribution, "hits");
    }
    basisLines(o, r.basis);
    if (r.usesOverride) o << overrideNotice(true) << "\n";
    return o.str();
}

std::string toText(const HtlCloseOdds& r) {
    std::ostringstream o;
    o << "Close combat: " << r.dice << " dice, each hits on a natural "
      << (r.hitOn > 6 ? std::string("(never)") : std::to_string(r.hitOn) + "+") << " (" << percent(r.pHitPerDie)
      << ")\n";
    distributionLines(o, r.distribution, "hits");
    o << "Morale check at " << toString(r.moraleLevel) << ": " << percent(r.pRetreatPerRoll)
      << " per roll to retreat\n";
    o << "Eliminated " << percent(r.eliminated) << "; retreats " << percent(r.retreat) << "; holds "
      << percent(r.holds);
    if (r.leaderLost > 0) o << "; leader lost " << percent(r.leaderLost);
    o << "\n";
    if (r.artillery)
        o << "Stacked artillery (morale " << toString(r.artillery->moraleLevel) << ", "
          << percent(r.artillery->pRetreatPerRoll) << " per roll): eliminated " << percent(r.artillery->eliminated)
          << "; retreats " << percent(r.artillery->retreat) << "; holds " << percent(r.artillery->holds)
          << "\nHex left empty (attacker may advance, 8.3.4): " << percent(r.hexVacated) << "\n";
    if (r.attackerPasses) o << "Attacker passes its 11.1 morale check " << percent(*r.attackerPasses) << "\n";
    basisLines(o, r.basis);
    if (r.usesOverride) o << overrideNotice(true) << "\n";
    return o.str();
}

std::string toText(const EagleFireOdds& r) {
    std::ostringstream o;
    o << "Eagle Games fire: 2d6" << (r.modifier ? (r.modifier > 0 ? " +" : " ") + std::to_string(r.modifier) : "")
      << " >= " << r.toHit << " hits (" << percent(r.hit) << "); then 1d6 >= " << r.result << " destroys\n";
    o << "  destroyed " << percent(r.eliminated) << "\n  retreats  " << percent(r.retreat) << "\n  missed    "
      << percent(r.miss) << "\n";
    if (r.leaderKilled > 0) o << "  leader killed " << percent(r.leaderKilled) << "\n";
    basisLines(o, r.basis);
    if (r.usesOverride) o << overrideNotice(true) << "\n";
    return o.str();
}

std::string toText(const EagleChargeOdds& r) {
    std::ostringstream o;
    o << "Eagle Games charge: attacker " << (r.attackerModifier >= 0 ? "+" : "") << r.attackerModifier
      << " (ratio +" << r.ratioBonus << "), defender " << (r.defenderModifier >= 0 ? "+" : "") << r.defenderModifier
      << "; loser destroyed at a difference of " << r.eliminateDiff << "+\n";
    o << "  attacker wins " << percent(r.attackerWins) << " (defender retreats " << percent(r.defenderRetreats)
      << ", destroyed " << percent(r.defenderEliminated) << ")\n";
    o << "  tie (no effect) " << percent(r.tie) << "\n";
    o << "  defender wins " << percent(r.defenderWins) << " (attacker retreats " << percent(r.attackerRetreats)
      << ", destroyed " << percent(r.attackerEliminated) << ")\n";
    if (r.attackerLeaderKilled > 0) o << "  attacker's leader killed " << percent(r.attackerLeaderKilled) << "\n";
    if (r.defenderLeaderKilled > 0) o << "  defender's leader killed " << percent(r.defenderLeaderKilled) << "\n";
    basisLines(o, r.basis);
    if (r.usesOverride) o << overrideNotice(true) << "\n";
    return o.str();
}

std::string toText(const EaglePursuitOdds& r) {
    std::ostringstream o;
    o << "Eagle Games pursuit: 2d6" << (r.modifier ? (r.modifier > 0 ? " +" : " ") + std::to_string(r.modifier) : "")
      << " >= " << r.hitNumber << " destroys the target: " << percent(r.eliminated) << "\n";
    basisLines(o, r.basis);
    if (r.usesOverride) o << overrideNotice(true) << "\n";
    return o.str();
}

std::string toText(const TobOdds& r) {
    std::ostringstream o;
    o << "Test of Battle: each die causes a casualty " << percent(r.pCasualtyPerDie) << "\n";
    for (std::size_t k = 0; k < r.distribution.size(); ++k)
        o << "  " << k << " casualties: " << percent(r.distribution[k]) << "\n";
    o << "Expected casualties " << r.expected;
    if (r.commanderKilled > 0) o << "; army commander killed " << percent(r.commanderKilled);
    o << "\n";
    basisLines(o, r.basis);
    return o.str();
}

ordered_json toJson(const TobMeleeOdds& r) {
    return ordered_json{{"attackerWins", r.attackerWins},
                        {"defenderWins", r.defenderWins},
                        {"tie", r.tie},
                        {"attackerInflicts", toJson(r.attacker)},
                        {"defenderInflicts", toJson(r.defender)}};
}

std::string toText(const TobMeleeOdds& r) {
    std::ostringstream o;
    o << "Test of Battle melee (fewer casualties wins):\n  attacker wins " << percent(r.attackerWins)
      << "\n  defender wins " << percent(r.defenderWins) << "\n  tie (morale roll-off, not computable) "
      << percent(r.tie) << "\nAttacker inflicts " << r.attacker.expected << " casualties on average, defender "
      << r.defender.expected << "\n";
    std::vector<std::string> all;
    for (const auto& b : r.attacker.basis) all.push_back("attacker: " + basisText(b, Audience::Cli));
    for (const auto& b : r.defender.basis) all.push_back("defender: " + basisText(b, Audience::Cli));
    for (const auto& b : r.basis) all.push_back(basisText(b, Audience::Cli));
    basisLines(o, all);
    return o.str();
}

ordered_json toJson(const HtlRallyOdds& r) { return ordered_json{{"success", r.success}}; }

std::string toText(const HtlRallyOdds& r) {
    std::ostringstream o;
    o << "Rally: recovers one SP " << percent(r.success) << "\n";
    basisLines(o, r.basis);
    if (r.usesOverride) o << overrideNotice(true) << "\n";
    return o.str();
}

} // namespace muster
