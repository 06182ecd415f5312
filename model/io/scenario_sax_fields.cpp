// The field-specific half of the streaming reader: parses names into enums and stores
// each value into the Scenario. Values the validator judges (sp range, board size,
// turns, duplicate ids, hexes off the board) are stored as given, never rejected here.
#include "scenario_sax.h"

#include "model/systems/ruleset.h"
#include "model/victory_kind.h"

#include <algorithm>

namespace muster::io {
namespace {

std::string quotedValue(std::string_view v) {
    std::string out = "\"";
    for (char c : v) {
        if (static_cast<unsigned char>(c) < 0x20) out += '?';
        else out += c;
        if (out.size() > 80) { out += "..."; break; }
    }
    return out + "\"";
}

template <typename E, std::size_t N>
std::string choices(const std::array<E, N>& all) {
    std::string out;
    for (std::size_t i = 0; i < N; ++i) {
        if (i) out += i + 1 == N ? " or " : ", ";
        out += toString(all[i]);
    }
    return out;
}

} // namespace

void ScenarioSax::storeString(Field f, std::string&& v) {
    auto bad = [&](const char* what, const std::string& allowed) {
        fail(currentPath(), std::string("unknown ") + what + " " + quotedValue(v) + " (expected " + allowed + ")");
    };
    auto side = [&]() {
        auto x = sideFromString(v);
        if (!x) bad("side", choices(kAllSides));
        return *x;
    };
    Unit* unit = s_.units.empty() ? nullptr : &s_.units.back();
    switch (f) {
    case Field::Format:
        if (v != "muster-scenario")
            fail(currentPath(), "not a Muster scenario: format is " + quotedValue(v) + ", expected \"muster-scenario\"");
        return;
    case Field::Ruleset:
        // A system with its own battle shape is not misread as Hold the Line.
        if (const Ruleset* r = findRuleset(v); r && r->readBattle) fail(currentPath(), notAHexScenarioText(*r));
        s_.ruleset = std::move(v);
        return;
    case Field::Title: s_.title = std::move(v); return;
    case Field::Subtitle: s_.subtitle = std::move(v); return;
    case Field::Author: s_.author = std::move(v); return;
    case Field::Date: s_.date = std::move(v); return;
    case Field::Briefing: s_.briefing = std::move(v); return;
    case Field::HistoricalNotes: s_.historicalNotes = std::move(v); return;
    case Field::FirstSide: s_.firstSide = side(); return;
    case Field::VpMarkerMode: {
        auto m = vpMarkerModeFromString(v);
        if (!m) bad("VP marker mode", "removeOnCapture or controlAtEnd");
        s_.vpMarkerMode = *m;
        return;
    }
    case Field::BoardOrientation: {
        auto o = orientationFromString(v);
        if (!o) bad("orientation", "pointy or flat");
        s_.board.orientation = *o;
        return;
    }
    case Field::BoardStagger: {
        auto o = staggerFromString(v);
        if (!o) bad("stagger", "even or odd");
        s_.board.stagger = *o;
        return;
    }
    case Field::SideName:
    case Field::SideHomeEdge: {
        // The side object's key in "sides" says which side this is.
        const Frame& sides = stack_[stack_.size() - 2];
        SideInfo& info = s_.sides[sides.keyIdx == 0 ? 0 : 1];
        if (f == Field::SideName) {
            info.name = std::move(v);
        } else {
            auto e = edgeFromString(v);
            if (!e) bad("edge", choices(kAllEdges));
            info.homeEdge = *e;
        }
        return;
    }
    case Field::TerrainType: {
        auto t = terrainFromString(v);
        if (!t) bad("terrain type", choices(kAllTerrain));
        terrain_.type = *t;
        return;
    }
    case Field::UnitId: unit->id = std::move(v); return;
    case Field::UnitSide: unit->side = side(); return;
    case Field::UnitType: {
        auto t = unitTypeFromString(v);
        if (!t) bad("unit type", choices(kAllUnitTypes));
        unit->type = *t;
        return;
    }
    case Field::UnitName: unit->name = std::move(v); return;
    case Field::UnitMorale: {
        auto m = moraleFromString(v);
        if (!m) bad("morale", choices(kAllMorale));
        unit->morale = *m;
        return;
    }
    case Field::MarkerSide: s_.vpMarkers.back().side = side(); return;
    case Field::MarkerLabel: s_.vpMarkers.back().label = std::move(v); return;
    case Field::CondKind: {
        auto k = victoryKindFromString(v);
        if (!k) bad("victory condition kind", choices(kAllVictoryKinds));
        s_.victory.conditions.back().kind = *k;
        return;
    }
    case Field::CondSide: s_.victory.conditions.back().side = side(); return;
    case Field::IntentFavours: s_.balanceIntent->favours = side(); return;
    case Field::TagItem: s_.tags.push_back(std::move(v)); return;
    case Field::SpecialRuleItem: s_.specialRules.push_back(std::move(v)); return;
    case Field::OptionalRuleItem:
        if (!optionalRuleFromId(v)) bad("optional rule", "one of " + optionalRuleIds());
        s_.optionalRules.push_back(std::move(v));
        return;
    default: break;
    }
    wrongType(f, "a string"); // not reached: the caller checked the slot wants a string
}

int ScenarioSax::checkCoordinate(int v, const char* what) {
    // Off-board values stay readable (validation names them: board.size, board.out-of-bounds),
    // but nothing past ten times the largest board reaches hex math, labels or the view,
    // where INT_MIN/INT_MAX would overflow.
    if (v < -kMaxCoordinate || v > kMaxCoordinate)
        fail(currentPath(), std::string(what) + " of " + std::to_string(v) + " is outside " +
                                std::to_string(-kMaxCoordinate) + ".." + std::to_string(kMaxCoordinate) +
                                " (boards are at most " + std::to_string(kMaxBoardSide) + " hexes across)");
    return v;
}

void ScenarioSax::storeInt(Field f, int v) {
    switch (f) {
    case Field::FormatVersion:
        if (v != 1)
            fail(currentPath(), "unsupported formatVersion " + std::to_string(v) + " (this version of Muster reads 1)");
        return;
    case Field::Turns: s_.turns = v; return;
    case Field::BoardColumns: s_.board.columns = checkCoordinate(v, "a board size"); return;
    case Field::BoardRows: s_.board.rows = checkCoordinate(v, "a board size"); return;
    case Field::SideCommandAP: {
        const Frame& sides = stack_[stack_.size() - 2];
        s_.sides[sides.keyIdx == 0 ? 0 : 1].commandAP = v;
        return;
    }
    case Field::UnitSp: s_.units.back().sp = v; return;
    case Field::ArrivesTurn: s_.units.back().arrives->turn = v; return;
    case Field::MarkerValue: s_.vpMarkers.back().value = v; return;
    case Field::VictoryEliminationVP: s_.victory.eliminationVP = v; return;
    case Field::CondVp: s_.victory.conditions.back().vp = v; return;
    case Field::CondTurn: s_.victory.conditions.back().turn = v; return;
    case Field::IntentMinShare:
    case Field::IntentMaxShare:
        if (v < 0 || v > 100) fail(currentPath(), std::to_string(v) + " is not a percentage from 0 to 100");
        (f == Field::IntentMinShare ? s_.balanceIntent->minShare : s_.balanceIntent->maxShare) = v;
        return;
    case Field::HexCoord: hexVals_[stack_.back().count - 1] = checkCoordinate(v, "a hex coordinate"); return;
    default: break;
    }
    wrongType(f, "a number");
}

void ScenarioSax::storeHex(Field f, Offset o) {
    switch (f) {
    case Field::TerrainHex: terrain_.hex = o; return;
    case Field::UnitHex: s_.units.back().hex = o; return;
    case Field::ArrivesHex: s_.units.back().arrives->hex = o; return;
    case Field::MarkerHex: s_.vpMarkers.back().hex = o; return;
    case Field::CondHexItem: s_.victory.conditions.back().hexes.push_back(o); return;
    default: break;
    }
    fail(currentPath(), "unexpected hex");
}

void ScenarioSax::objectStarted(Field f) {
    switch (f) {
    case Field::TerrainItem: terrain_ = {}; return;
    case Field::UnitItem: s_.units.emplace_back(); return;
    case Field::UnitArrives: s_.units.back().arrives.emplace(); return;
    case Field::MarkerItem: s_.vpMarkers.emplace_back(); return;
    case Field::ConditionItem: s_.victory.conditions.emplace_back(); return;
    case Field::BalanceIntent: s_.balanceIntent.emplace(); return;
    default: return;
    }
}

void ScenarioSax::objectEnded(const Frame& fr) {
    switch (fr.ctx) {
    case Ctx::TerrainEntry: s_.terrain.append(terrain_); return;
    case Ctx::Unit: {
        const Unit& u = s_.units.back();
        if (!u.hex && !u.arrives)
            fail(containerPath(), "a unit needs \"hex\" (on the board at set-up) or \"arrives\" (a reinforcement)");
        if (u.hex && u.arrives)
            fail(containerPath(), "a unit has \"hex\" (on the board at set-up) or \"arrives\" (a reinforcement), not both");
        return;
    }
    case Ctx::BalanceIntent: {
        // Bands left out: a favoured side should win more, the other keep a fighting chance
        // (a third); with none favoured, the Union's share near even.
        BalanceIntent& b = *s_.balanceIntent;
        const bool favoured = b.favours.has_value();
        if (!(fr.seen & 2u)) b.minShare = favoured ? 50 : 40;
        if (!(fr.seen & 4u)) b.maxShare = favoured ? 67 : 60;
        if (b.minShare > b.maxShare)
            fail(containerPath() + ".minShare", std::to_string(b.minShare) + " is above maxShare " + std::to_string(b.maxShare));
        return;
    }
    default: return;
    }
}

} // namespace muster::io
