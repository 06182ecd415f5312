#include "engine/ai/learned_eval.h"

#include "engine/ai/action_features.h"
#include "engine/ai/ai_eval.h"
#include "engine/queries/rule_queries.h"
#include "model/unittype.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace muster::ai {
namespace {

constexpr std::array<const char*, kFeatureCount> kNames = {
    "bias",
    "vp.progress.own", "vp.progress.enemy", "vp.lead", "time.elapsed", "vp.lead*time",
    "mustReach.own", "mustReach.enemy", "shortfall*time.own", "shortfall*time.enemy",
    "hold.own", "hold.enemy", "hold*time.own", "hold*time.enemy",
    "markers.own", "markers.enemy",
    "sp.infantry.own", "sp.cavalry.own", "sp.artillery.own",
    "sp.infantry.enemy", "sp.cavalry.enemy", "sp.artillery.enemy",
    "units.own", "units.enemy", "leaders.own", "leaders.enemy",
    "waiting.own", "waiting.enemy", "commandAP.own", "commandAP.enemy",
    "exposure.own", "exposure.enemy", "offense.own", "offense.enemy",
    "placement.own", "placement.enemy", "weakExposed.own", "weakExposed.enemy",
};

// What a side had at the start (reinforcements included): the scales of its terms, so a
// battle of 4 units and one of 40 read alike.
struct SideTotals {
    double sp = 0;
    int combat = 0, leaders = 0;
};

SideTotals totals(const GameSetup& g, Side side) {
    SideTotals t;
    for (int i = 0; i < g.unitCount(); ++i) {
        if (g.unitSide(i) != side) continue;
        const UnitType type = g.unitType(i);
        if (type == UnitType::Leader) ++t.leaders;
        else if (isCombatUnit(type)) ++t.combat, t.sp += effectiveSp(g.unit(i));
    }
    return t;
}

bool mustReach(const Scenario& sc, Side side) {
    for (const VictoryCondition& vc : sc.victory.conditions)
        if (vc.kind == VictoryKind::ReachVPByTurn && vc.side == side) return true;
    return false;
}

// Per side: the terms that only count what stands where.
struct SideTerms {
    double sp[3]{};  // infantry, cavalry, artillery
    double units = 0, leaders = 0, waiting = 0, exposure = 0, offense = 0, placement = 0, weak = 0;
};

SideTerms sideTerms(const GameState& s, const PositionView& view, Side side) {
    SideTerms t;
    const GameSetup& g = s.setup();
    for (int i = 0; i < g.unitCount(); ++i) {
        if (s.sideOf(i) != side) continue;
        const UnitState& u = s.unit(i);
        if (u.status == UnitStatus::Eliminated) continue;
        const UnitType type = s.typeOf(i);
        if (type == UnitType::Leader) {
            t.leaders += 1;
            if (u.status == UnitStatus::Board) {
                const HexUnits& h = s.at(u.hex);
                if (!h.hasCombat()) t.weak += 1.0 + view.exposure(u.hex, side);  // a lone leader is a VP
            }
            continue;
        }
        if (!isCombatUnit(type)) continue;
        t.units += 1;
        if (u.status == UnitStatus::Waiting) {
            t.waiting += u.sp;
            continue;
        }
        const int slot = type == UnitType::Infantry ? 0 : type == UnitType::Cavalry ? 1 : 2;
        t.sp[slot] += u.sp;
        const double e = view.exposure(u.hex, side);
        t.exposure += e;
        if (u.sp == 1) t.weak += e;
        t.offense += view.offense(i, u.hex);
        t.placement += view.placement(i, u.hex);
    }
    return t;
}

Features sideFeatures(const GameState& s, const PositionView& view, Side side);

} // namespace

const std::array<const char*, kFeatureCount>& featureNames() { return kNames; }

const char* modelName(EvalModel m) {
    switch (m) {
    case EvalModel::Value: return "value";
    case EvalModel::GreedyCorrection: return "greedy-correction";
    case EvalModel::ActionCorrection: return "action-correction";
    }
    return "value";
}

const char* featureSetId(EvalModel m) { return m == EvalModel::ActionCorrection ? kActionFeatureSetId : kFeatureSetId; }

std::size_t featureCount(EvalModel m) { return m == EvalModel::ActionCorrection ? kActionFeatureCount : kFeatureCount; }

const char* featureName(EvalModel m, std::size_t i) {
    return m == EvalModel::ActionCorrection ? actionFeatureNames()[i] : kNames[i];
}

LearnedWeights zeroWeights(EvalModel m) { return {std::vector<double>(featureCount(m), 0.0), m}; }

double resultScore(const GameState& s, Side side) {
    if (s.result == GameResult::Draw || s.result == GameResult::None) return 0.5;
    return (s.result == GameResult::UnionWins) == (side == Side::Union) ? 1.0 : 0.0;
}

Features evalFeatures(const GameState& s, Side side) { return sideFeatures(s, PositionView(s), side); }

std::array<Features, 2> evalFeaturesBoth(const GameState& s) {
    const PositionView view(s);
    return {sideFeatures(s, view, Side::Union), sideFeatures(s, view, Side::Confederate)};
}

namespace {

Features sideFeatures(const GameState& s, const PositionView& view, Side side) {
    const GameSetup& g = s.setup();
    const Scenario& sc = g.scenario();
    Features f{};
    std::size_t k = 0;
    auto put = [&](double v) { f[k++] = v; };
    const Side sides[2] = {side, otherSide(side)};
    SideTotals tot[2];
    SideTerms terms[2];
    double progress[2], shortfall[2], hold[2] = {0, 0}, markers[2] = {0, 0};
    for (int j = 0; j < 2; ++j) {
        tot[j] = totals(g, sides[j]);
        terms[j] = sideTerms(s, view, sides[j]);
        const int target = vpTarget(sc, sides[j]);
        const double vp = s.side(sides[j]).vp;
        progress[j] = std::min(1.5, vp / (target > 0 ? target : 10));
        shortfall[j] = mustReach(sc, sides[j]) ? std::max(0.0, 1.0 - progress[j]) : 0.0;
    }
    const double elapsed = std::clamp((s.turn - 1 + (s.secondHalf ? 0.5 : 0.0)) / std::max(1, sc.turns), 0.0, 1.0);
    int holdHexes = 0;
    for (const VictoryCondition& vc : sc.victory.conditions)
        if (vc.kind == VictoryKind::HoldAtEnd)
            for (Offset o : vc.hexes) {
                ++holdHexes;
                const std::optional<Side> c = s.holderOf(o);
                for (int j = 0; j < 2; ++j)
                    if (c == sides[j]) hold[j] += 1;
            }
    double markerTotal = 0;
    for (std::size_t m = 0; m < sc.vpMarkers.size(); ++m) {
        if (s.markers[m].removed) continue;
        markerTotal += sc.vpMarkers[m].value;
        for (int j = 0; j < 2; ++j)
            if (s.markers[m].holder == sides[j]) markers[j] += sc.vpMarkers[m].value;
    }
    const double lead = (s.side(side).vp - s.side(otherSide(side)).vp) / std::max(5.0, double(std::max(vpTarget(sc, side), vpTarget(sc, otherSide(side)))));
    put(1.0);
    put(progress[0]), put(progress[1]), put(lead), put(elapsed), put(lead * elapsed);
    put(mustReach(sc, side) ? 1 : 0), put(mustReach(sc, otherSide(side)) ? 1 : 0);
    put(shortfall[0] * elapsed), put(shortfall[1] * elapsed);
    for (int j = 0; j < 2; ++j) hold[j] /= std::max(1, holdHexes);
    put(hold[0]), put(hold[1]), put(hold[0] * elapsed), put(hold[1] * elapsed);
    put(markers[0] / std::max(1.0, markerTotal)), put(markers[1] / std::max(1.0, markerTotal));
    for (int j = 0; j < 2; ++j)
        for (double sp : terms[j].sp) put(sp / std::max(1.0, tot[j].sp));
    for (int j = 0; j < 2; ++j) put(terms[j].units / std::max(1, tot[j].combat));
    for (int j = 0; j < 2; ++j) put(tot[j].leaders > 0 ? terms[j].leaders / tot[j].leaders : 0.0);
    for (int j = 0; j < 2; ++j) put(terms[j].waiting / std::max(1.0, tot[j].sp));
    for (int j = 0; j < 2; ++j) put((sc.sides[static_cast<std::size_t>(sides[j])].commandAP - s.side(sides[j]).leadersLost) / 6.0);
    for (int j = 0; j < 2; ++j) put(terms[j].exposure / std::max(1, tot[j].combat));
    for (int j = 0; j < 2; ++j) put(terms[j].offense / (10.0 * std::max(1, tot[j].combat)));
    for (int j = 0; j < 2; ++j) put(terms[j].placement / (10.0 * std::max(1, tot[j].combat)));
    for (int j = 0; j < 2; ++j) put(terms[j].weak / std::max(1, tot[j].combat));
    assert(k == kFeatureCount);
    return f;
}

} // namespace

double logistic(const LearnedWeights& w, const Features& f) {
    double z = 0;
    for (std::size_t i = 0; i < f.size(); ++i) z += w.w[i] * f[i];
    return 1.0 / (1.0 + std::exp(-std::clamp(z, -30.0, 30.0)));
}

double learnedValue(const LearnedWeights& w, const GameState& s, Side side) {
    if (s.over()) return resultScore(s, side);
    return logistic(w, evalFeatures(s, side));
}

} // namespace muster::ai
