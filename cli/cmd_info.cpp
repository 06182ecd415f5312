// muster-cli info FILE: a readable summary of one scenario.
#include "cli_util.h"
#include "terminal_safe.h"
#include "command_registry.h"

#include "model/io/scenario_json.h"
#include "model/victory_kind.h"
#include "model/rules/validator.h"
#include "model/systems/battle_file.h"
#include "model/systems/eagle/eagle_battle.h"
#include "rulesref/eagle_odds.h"

#include <cstdio>
#include <iostream>
#include <map>

namespace muster::cli {
namespace {

std::string hexText(Offset o, const BoardGeometry& b) {
    return b.sizeValid() && b.contains(o) ? hexLabel(o, b)
                                          : "[" + std::to_string(o.col) + "," + std::to_string(o.row) + "]";
}

// Who attacks in an Eagle Games battle, from the rules reference's calculator.
std::string attackerRollLine(const EagleScenario& e) {
    const int u = eagleAttackerBonus(e, Side::Union), c = eagleAttackerBonus(e, Side::Confederate);
    const EagleAttackerOdds r = eagleAttackerOdds(u, c);
    char buf[200];
    std::snprintf(buf, sizeof buf,
                  "  Attacker roll: Union wins %.1f%%, Confederate %.1f%% (2d6+%d against 2d6+%d, one per leader "
                  "and cavalry unit; a tie, %.1f%%, is rolled again)",
                  100 * r.unionAttacks, 100 * r.confederateAttacks, u, c, 100 * r.tie);
    return buf;
}

int runInfo(const std::vector<std::string>& args) {
    if (args.size() != 1 || args[0].rfind("--", 0) == 0) {
        std::cerr << "usage: muster-cli info FILE\n";
        return kExitUsage;
    }
    AnyScenario any;
    try {
        any = readAnyScenarioFile(args[0]);
    } catch (const ScenarioReadError& e) {
        std::cerr << e.what() << "\n";
        return kExitUsage;
    }
    auto& o = std::cout;
    if (any.other) {
        const EagleScenario* eagle = eagleScenarioOf(*any.other);
        for (const std::string& line : any.other->summary()) {
            // The odds come from rulesref, which the model's summary cannot use.
            if (eagle && line.rfind("  Play and balance", 0) == 0) o << attackerRollLine(*eagle) << "\n";
            o << oneLine(line) << "\n";
        }
        return kExitOk;
    }
    const Scenario& s = any.hex;
    o << oneLine(s.title) << "\n";
    if (!s.subtitle.empty()) o << "  " << oneLine(s.subtitle) << "\n";
    if (!s.date.empty()) o << "  Date: " << oneLine(s.date) << "\n";
    if (!s.author.empty()) o << "  Author: " << oneLine(s.author) << "\n";
    o << "  Ruleset: " << oneLine(s.ruleset) << "\n";
    o << "  Board: " << s.board.columns << " x " << s.board.rows << ", " << toString(s.board.orientation)
      << " hexes, " << toString(s.board.stagger) << " stagger\n";
    o << "  Turns: " << s.turns << ", first side: " << displayName(s.firstSide) << "\n";
    for (Side side : kAllSides) {
        const auto& si = s.side(side);
        std::map<UnitType, int> onBoard, arriving;
        for (const auto& u : s.units)
            if (u.side == side) (u.hex ? onBoard : arriving)[u.type]++;
        o << "  " << displayName(side) << ": " << oneLine(si.name) << " — command AP " << si.commandAP
          << ", home edge " << toString(si.homeEdge) << "\n    on board:";
        bool any = false;
        for (UnitType t : kAllUnitTypes) {
            if (!onBoard[t]) continue;
            // "3 leaders", "2 gunboats"; infantry, cavalry and artillery are already plural.
            const bool countable = t == UnitType::Leader || t == UnitType::Gunboat;
            o << (any ? ", " : " ") << onBoard[t] << " " << toString(t) << (countable && onBoard[t] > 1 ? "s" : "");
            any = true;
        }
        if (!any) o << " none";
        o << "\n";
        std::map<int, std::vector<const Unit*>> byTurn;
        for (const auto& u : s.units)
            if (u.side == side && u.isReinforcement()) byTurn[u.arrives->turn].push_back(&u);
        for (const auto& [turn, list] : byTurn) {
            o << "    turn " << turn << ":";
            const char* sep = " ";
            for (const Unit* u : list) {
                o << sep << oneLine(u->name.empty() ? u->id : u->name) << " (" << toString(u->type) << ") at "
                  << hexText(u->arrives->hex, s.board);
                sep = "; ";
            }
            o << "\n";
        }
    }
    std::map<Terrain, int> terrain;
    for (const auto& e : s.terrain.entries()) terrain[e.type]++;
    o << "  Terrain:";
    if (terrain.empty()) o << " all clear";
    const char* sep = " ";
    for (const auto& [t, n] : terrain) {
        o << sep << toString(t) << " " << n;
        sep = ", ";
    }
    o << "\n  VP markers (" << toString(s.vpMarkerMode) << "):";
    if (s.vpMarkers.empty()) o << " none";
    o << "\n";
    for (const auto& m : s.vpMarkers)
        o << "    " << hexText(m.hex, s.board) << " " << oneLine(m.label) << " (" << m.value << " VP"
          << (m.side ? ", " + std::string(displayName(*m.side)) : std::string()) << ")\n";
    o << "  Victory: " << s.victory.eliminationVP << " VP per enemy unit eliminated\n";
    for (const auto& c : s.victory.conditions) o << "    " << victorySentence(s, c) << "\n";
    if (!s.optionalRules.empty()) {
        o << "  Optional rules:";
        for (const auto& r : s.optionalRules) o << " " << r;
        o << "\n";
    }
    for (const auto& r : s.specialRules) o << "  Special rule: " << oneLine(r) << "\n";
    const auto issues = validate(s);
    int errors = 0, warnings = 0;
    for (const auto& i : issues) (i.severity == Severity::Error ? errors : warnings)++;
    o << "  Validation: " << errors << " error(s), " << warnings << " warning(s)\n";
    return kExitOk;
}

const Registrar reg("info", "info FILE                      summarise a scenario", runInfo);

} // namespace
} // namespace muster::cli
