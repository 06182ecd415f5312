// Checks of units by id (strength, morale, arrival turn, duplicate ids) and of the
// scenario as a whole (board size, turns, command AP, empty sides, victory).
#include "checks.h"

#include "../systems/ruleset.h"
#include "../unittype.h"
#include "../victory_kind.h"

#include <algorithm>

namespace muster::rules {

UnitRec makeRec(const Unit& u) {
    UnitRec r;
    r.id = u.id;
    r.name = u.name;
    r.side = u.side;
    r.type = u.type;
    r.hex = u.hex;
    r.arrives = u.arrives;
    r.sp = u.sp;
    r.morale = u.morale;
    r.live = true;
    return r;
}

std::string unitText(const UnitRec& u) {
    if (u.name.empty()) return "\"" + u.id + "\"";
    return u.name + " (" + u.id + ")";
}

std::string unitList(std::vector<std::string> texts) {
    std::sort(texts.begin(), texts.end());
    std::string out;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        if (i) out += i + 1 == texts.size() ? " and " : ", ";
        out += texts[i];
    }
    return out;
}

Issue makeIssue(std::string rule, Severity sev, std::string section, std::vector<Offset> hexes,
                std::vector<std::string> units, std::string message) {
    std::sort(hexes.begin(), hexes.end());
    hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
    std::sort(units.begin(), units.end());
    return Issue{std::move(rule), sev, std::move(section), std::move(hexes), std::move(units),
                 std::move(message)};
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

bool boardUsable(const BoardGeometry& b) { return b.sizeValid(); }
bool onBoard(const BoardGeometry& b, Offset o) { return !b.sizeValid() || b.contains(o); }

namespace {

std::string whereText(const UnitRec& u, const BoardGeometry& b) {
    if (u.hex) return "at " + hexLabel(*u.hex, b);
    if (u.arrives) return "arriving on turn " + std::to_string(u.arrives->turn) + " at " + hexLabel(u.arrives->hex, b);
    return "not placed";
}

// "cavalry unit", "leader", "gunboat": how a message introduces the unit.
std::string kindText(UnitType t) {
    return isCombatUnit(t) ? lower(displayName(t)) + " unit" : lower(displayName(t));
}

std::vector<Offset> hexesOf(const UnitRec& u) {
    if (auto w = u.where()) return {*w};
    return {};
}

} // namespace

void checkUnitsWithId(const std::vector<const UnitRec*>& recs, const Scenario& s, std::vector<Issue>& out) {
    for (const UnitRec* u : recs) {
        const auto& info = unitTypeInfo(u->type);
        const std::string who = kindText(u->type) + " " + unitText(*u) + " " + whereText(*u, s.board);
        if (u->sp) {
            if (u->type == UnitType::Leader)
                out.push_back(makeIssue("unit.strength", Severity::Error, "3.0.2, 4.2", hexesOf(*u), {u->id},
                                        "The leader " + unitText(*u) + " " + whereText(*u, s.board) + " has a strength of " +
                                            std::to_string(*u->sp) + "; leaders have no strength points."));
            else if (*u->sp < info.minSp || *u->sp > info.maxSp)
                out.push_back(makeIssue("unit.strength", Severity::Error, "3.0.2, 4.2", hexesOf(*u), {u->id},
                                        "The " + who + " has a strength of " + std::to_string(*u->sp) +
                                            "; " + lower(displayName(u->type)) + " units have " +
                                            std::to_string(info.minSp) + " to " + std::to_string(info.maxSp) +
                                            " strength points."));
        }
        if (isCombatUnit(u->type) && !u->morale)
            out.push_back(makeIssue("unit.morale", Severity::Error, "3.0.3", hexesOf(*u), {u->id},
                                    "The " + who + " has no morale colour; every infantry, cavalry "
                                    "and artillery unit needs green, black or gold."));
        else if (!isCombatUnit(u->type) && u->morale)
            out.push_back(makeIssue("unit.morale", Severity::Error, "3.0.3", hexesOf(*u), {u->id},
                                    "The " + who + " has the morale colour " +
                                        lower(displayName(*u->morale)) +
                                        "; leaders and gunboats have no flag block and no morale."));
        if (u->reinforcement() && (u->arrives->turn < 1 || u->arrives->turn > s.turns))
            out.push_back(makeIssue("reinforcement.turn", Severity::Error, "aid: Reinforcements", hexesOf(*u), {u->id},
                                    "The " + kindText(u->type) + " " + unitText(*u) + " arrives at " +
                                        hexLabel(u->arrives->hex, s.board) + " on turn " +
                                        std::to_string(u->arrives->turn) + ", but the scenario has turns 1 to " + std::to_string(s.turns) + "."));
    }
    if (recs.size() > 1) {
        std::vector<Offset> hexes;
        std::vector<std::string> texts;
        for (const UnitRec* u : recs) {
            if (auto w = u->where()) hexes.push_back(*w);
            texts.push_back(unitText(*u) + " " + whereText(*u, s.board));
        }
        out.push_back(makeIssue("unit.duplicate-id", Severity::Error, "4.1", hexes, {recs.front()->id},
                                std::to_string(recs.size()) + " units share the id \"" + recs.front()->id +
                                    "\": " + unitList(texts) + "; give each unit its own id."));
    }
}

void checkGlobal(const Scenario& s, const std::array<int, 2>& perSide, std::vector<Issue>& out) {
    const BoardGeometry& b = s.board;
    if (!b.sizeValid())
        out.push_back(makeIssue("board.size", Severity::Error, "2.0", {}, {},
                                "The board is " + std::to_string(b.columns) + " x " + std::to_string(b.rows) +
                                    " hexes; columns and rows must each be 1 to 1000. Checks that need "
                                    "the board were skipped."));
    if (s.ruleset != kPlayableRuleset) {
        std::size_t cut = std::min<std::size_t>(s.ruleset.size(), 64);  // at a character boundary
        while (cut < s.ruleset.size() && cut > 0 && (static_cast<unsigned char>(s.ruleset[cut]) & 0xC0) == 0x80) --cut;
        const std::string shown = s.ruleset.substr(0, cut) + (cut < s.ruleset.size() ? "..." : "");
        const Ruleset* known = findRuleset(s.ruleset);
        std::string why;
        if (!known)
            why = "Muster knows the rule systems " + rulesetIdList();
        else if (known->readBattle)
            why = notAHexScenarioText(*known);
        else
            why = "Muster has the rules reference of " + known->name + " (seed " + known->seed +
                  ") but builds no battles for it yet: " + known->whyNoPlay;
        out.push_back(makeIssue("scenario.ruleset", Severity::Error, "1.0", {}, {},
                                "The scenario is for the rule system '" + shown + "', so it is not played or "
                                "checked by Hold the Line's rules. " + why + "."));
    }
    if (s.turns < 1)
        out.push_back(makeIssue("scenario.turns", Severity::Error, "5.0", {}, {},
                                "The scenario has " + std::to_string(s.turns) +
                                    " turns; it needs at least one."));
    for (Side side : kAllSides) {
        const SideInfo& info = s.side(side);
        if (info.commandAP < 0)
            out.push_back(makeIssue("scenario.command-ap", Severity::Error, "9.3.2", {}, {},
                                    std::string(displayName(side)) + " command action points are " +
                                        std::to_string(info.commandAP) + "; they may never be below 0."));
        if (perSide[static_cast<std::size_t>(side)] == 0)
            out.push_back(makeIssue("scenario.side-empty", Severity::Warning, "aid: Combat units / actions", {}, {},
                                    "The " + std::string(displayName(side)) +
                                        " side has no infantry, cavalry or artillery unit on the board "
                                        "or arriving."));
    }
    if (s.victory.conditions.empty())
        out.push_back(makeIssue("victory.none", Severity::Warning, "10.0", {}, {},
                                "The scenario has no victory condition; players will not know how to win."));
    for (std::size_t i = 0; i < s.victory.conditions.size(); ++i) {
        const VictoryCondition& c = s.victory.conditions[i];
        std::vector<std::string> problems;
        std::vector<Offset> hexes;
        const VictoryKindInfo& kind = victoryKindInfo(c.kind);
        const bool needsVp = kind.needsVp;
        if (c.vp && *c.vp < 1) problems.push_back("its VP target is " + std::to_string(*c.vp) + " (it must be at least 1)");
        if (needsVp && !c.vp) problems.push_back("it has no VP target");
        if (c.turn && (*c.turn < 1 || *c.turn > s.turns))
            problems.push_back("it names turn " + std::to_string(*c.turn) + ", outside turns 1 to " +
                               std::to_string(s.turns));
        if (kind.needsTurn && !c.turn) problems.push_back("it has no turn");
        if (kind.needsSide && !c.side) problems.push_back("it names no side");
        if (kind.needsHexes && c.hexes.empty()) problems.push_back("it names no hex to hold");
        if (b.sizeValid())
            for (Offset h : c.hexes)
                if (!b.contains(h)) {
                    hexes.push_back(h);
                    problems.push_back("hex " + hexLabel(h, b) + " is off the board");
                }
        if (problems.empty()) continue;
        std::string msg = "Victory condition " + std::to_string(i + 1) + " (" + std::string(toString(c.kind)) +
                          (c.side ? ", " + std::string(displayName(*c.side)) : std::string()) + "): ";
        for (std::size_t k = 0; k < problems.size(); ++k) msg += (k ? "; " : "") + problems[k];
        out.push_back(makeIssue("victory.invalid", Severity::Error, "10.0", hexes, {}, msg + "."));
    }
}

} // namespace muster::rules
