// Checks of one hex: what is set up there, what arrives there, its terrain and markers.
#include "checks.h"

#include "../stacking.h"
#include "../terrain.h"

#include <algorithm>
#include <array>

namespace muster::rules {
namespace {

struct Group {
    std::vector<const UnitRec*> recs;
    void add(const UnitRec* u) { recs.push_back(u); }
    bool empty() const { return recs.empty(); }
    std::size_t size() const { return recs.size(); }
    std::vector<std::string> ids() const {
        std::vector<std::string> v;
        for (auto* u : recs) v.push_back(u->id);
        std::sort(v.begin(), v.end());
        return v;
    }
    std::string text() const {
        std::vector<std::string> v;
        for (auto* u : recs) v.push_back(unitText(*u));
        return unitList(std::move(v));
    }
};

Group merged(const Group& a, const Group& b) {
    Group g = a;
    g.recs.insert(g.recs.end(), b.recs.begin(), b.recs.end());
    return g;
}

void offBoard(const BoardGeometry& board, Offset hex, const std::string& label,
              const Group& setup, const Group& arrivals, int terrainCount, int vpCount,
              std::vector<Issue>& out) {
    std::vector<std::string> what;
    if (!setup.empty()) what.push_back(setup.text() + (setup.size() > 1 ? " are" : " is") + " set up there");
    if (!arrivals.empty())
        what.push_back(arrivals.text() + (arrivals.size() > 1 ? " arrive" : " arrives") + " there");
    if (terrainCount > 0) what.push_back("the terrain list names it");
    if (vpCount > 0) what.push_back(vpCount > 1 ? "VP markers are placed there" : "a VP marker is placed there");
    if (what.empty()) return;
    std::string msg = "Hex " + label + " is off the " + std::to_string(board.columns) + " x " +
                      std::to_string(board.rows) + " board, but ";
    for (std::size_t i = 0; i < what.size(); ++i) {
        if (i) msg += i + 1 == what.size() ? " and " : ", ";
        msg += what[i];
    }
    msg += ".";
    out.push_back(makeIssue("board.out-of-bounds", Severity::Error, "2.0", {hex},
                            merged(setup, arrivals).ids(), msg));
}

} // namespace

void checkHex(const BoardGeometry& board, Offset hex, const HexCell* cell,
              const TerrainLayer& terrain, const UnitPool& pool, std::vector<Issue>& out) {
    const std::string label = hexLabel(hex, board);
    Group setup, arrivals;
    int vpCount = 0;
    if (cell) {
        for (auto i : cell->setup) setup.add(&pool[i]);
        for (auto i : cell->arrivals) arrivals.add(&pool[i]);
        vpCount = cell->vpCount;
    }
    const int terrainCount = terrain.count(hex);
    if (!onBoard(board, hex)) {
        // Off the board only that is reported: nothing else about the hex means anything.
        offBoard(board, hex, label, setup, arrivals, terrainCount, vpCount, out);
        return;
    }
    const Terrain t = terrain.at(hex);
    const std::string where = "Hex " + label;

    if (terrainCount > 1)
        out.push_back(makeIssue("terrain.duplicate", Severity::Error, "2.1", {hex}, {},
                                where + " is listed " + std::to_string(terrainCount) +
                                    " times in the terrain list (the last says " +
                                    lower(displayName(t)) + "); list each hex once."));

    if (!arrivals.empty() && boardUsable(board) && !board.onEdge(hex))
        out.push_back(makeIssue("reinforcement.entry", Severity::Warning, "aid: Reinforcements", {hex}, arrivals.ids(),
                                arrivals.text() + (arrivals.size() > 1 ? " arrive" : " arrives") +
                                    " at " + label + ", which is not on an edge of the board; "
                                    "reinforcements normally enter from an edge."));

    // Stacking counts only what is on the board at set-up (4.4), slot by slot as the
    // engine does (model/stacking.h).
    std::array<Group, kStackSlots> slots;
    Group combat;
    bool sides[2] = {false, false};
    for (auto* u : setup.recs) {
        sides[static_cast<int>(u->side)] = true;
        slots[static_cast<std::size_t>(stackSlot(u->type))].add(u);
        if (isCombatUnit(u->type)) combat.add(u);
    }
    const Group& leaders = slots[static_cast<std::size_t>(StackSlot::Leader)];
    const Group& gunboats = slots[static_cast<std::size_t>(StackSlot::Gunboat)];
    if (slots[static_cast<std::size_t>(StackSlot::Foot)].size() > 1 ||
        slots[static_cast<std::size_t>(StackSlot::Artillery)].size() > 1)
        out.push_back(makeIssue("stacking.combat-units", Severity::Error, "4.4", {hex}, combat.ids(),
                                where + " holds " + combat.text() +
                                    "; a hex may hold one infantry or cavalry unit and at most "
                                    "one artillery unit."));
    if (leaders.size() > 1)
        out.push_back(makeIssue("stacking.leaders", Severity::Error, "4.4", {hex}, leaders.ids(),
                                where + " holds the leaders " + leaders.text() +
                                    "; leaders may not share a hex."));
    if (gunboats.size() > 1)
        out.push_back(makeIssue("stacking.gunboats", Severity::Error, "3.1.4, 4.4", {hex}, gunboats.ids(),
                                where + " holds the gunboats " + gunboats.text() +
                                    "; at most one gunboat may be in a hex."));
    if (vpCount > 1)
        out.push_back(makeIssue("stacking.vp-markers", Severity::Error, "4.4.1", {hex}, {},
                                where + " has " + std::to_string(vpCount) +
                                    " VP markers; at most one VP marker may be in a hex."));
    if (sides[0] && sides[1])
        out.push_back(makeIssue("stacking.mixed-sides", Severity::Error, "4.4, 7.2", {hex}, setup.ids(),
                                where + " holds units of both sides (" + setup.text() +
                                    "); Union and Confederate units may not share a hex."));

    // Placement: set-up units and reinforcements arriving here.
    if (impassableForLandUnits(t)) {
        Group bad;
        for (auto* u : merged(setup, arrivals).recs)
            if (u->type != UnitType::Gunboat) bad.add(u);
        if (!bad.empty())
            out.push_back(makeIssue("placement.impassable", Severity::Error, "2.2.2, 2.2.3", {hex}, bad.ids(),
                                    bad.text() + (bad.size() > 1 ? " are" : " is") + " placed on " +
                                        label + ", which is " + lower(displayName(t)) +
                                        ": infantry, cavalry, artillery and leaders may not enter it."));
    }
    if (!terrainEffects(t).gunboatWater) {
        Group bad;
        for (auto* u : merged(setup, arrivals).recs)
            if (u->type == UnitType::Gunboat) bad.add(u);
        if (!bad.empty())
            out.push_back(makeIssue("placement.gunboat-water", Severity::Error, "3.1.4", {hex}, bad.ids(),
                                    (bad.size() > 1 ? "The gunboats " : "The gunboat ") + bad.text() +
                                        (bad.size() > 1 ? " are" : " is") + " placed on " + label + ", which is " +
                                        lower(displayName(t)) + "; gunboats may only be on river hexes."));
    }

    // A leader starts or enters with a friendly combat unit: at set-up in the same hex,
    // as a reinforcement with one arriving at the same hex on the same turn.
    Group alone;
    for (auto* l : leaders.recs) {
        bool ok = std::any_of(setup.recs.begin(), setup.recs.end(), [&](const UnitRec* u) {
            return u->side == l->side && isCombatUnit(u->type);
        });
        if (!ok) alone.add(l);
    }
    for (auto* l : arrivals.recs) {
        if (l->type != UnitType::Leader) continue;
        bool ok = std::any_of(arrivals.recs.begin(), arrivals.recs.end(), [&](const UnitRec* u) {
            return u->side == l->side && isCombatUnit(u->type) && u->arrives->turn == l->arrives->turn;
        });
        if (!ok) alone.add(l);
    }
    if (!alone.empty())
        out.push_back(makeIssue("placement.leader-alone", Severity::Error, "4.1", {hex}, alone.ids(),
                                (alone.size() > 1 ? "The leaders " : "The leader ") + alone.text() + " at " + label +
                                    (alone.size() > 1 ? " have" : " has") + " no friendly infantry, cavalry or artillery unit with it "
                                    "(set up in the hex, or arriving there on the same turn)."));
    if (!leaders.empty() && !gunboats.empty())
        out.push_back(makeIssue("placement.leader-gunboat", Severity::Error, "3.1.4", {hex},
                                merged(leaders, gunboats).ids(),
                                where + " holds the leader " + leaders.text() + " and the gunboat " +
                                    gunboats.text() + "; leaders may not be placed with gunboats."));
}

} // namespace muster::rules
