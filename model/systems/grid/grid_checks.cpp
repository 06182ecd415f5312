#include "grid_checks.h"

#include <algorithm>
#include <map>
#include <set>

namespace muster {
namespace {

Issue gridIssue(const std::string& rule, Severity sev, const std::string& section, std::vector<Offset> tiles,
                std::vector<std::string> units, std::string message) {
    std::sort(tiles.begin(), tiles.end());
    std::sort(units.begin(), units.end());
    return Issue{rule, sev, section, std::move(tiles), std::move(units), std::move(message)};
}

// Names mid-sentence: "forest", "built-up area".
std::string lowerName(std::string_view name) {
    std::string out(name);
    if (!out.empty() && out[0] >= 'A' && out[0] <= 'Z') out[0] = static_cast<char>(out[0] - 'A' + 'a');
    return out;
}

std::string unitText(const GridUnit& u) {
    const std::string type(gridUnitInfo(u.type).name);
    return type + (u.name.empty() ? "" : " '" + u.name + "'") + " (" + u.id + ")";
}

class GridChecker {
public:
    explicit GridChecker(const GridScenario& s) : s_(s), terrain_(s) {}

    std::vector<Issue> run() {
        checkScenario();
        checkIds();
        if (s_.sizeValid()) {
            checkTerrain();
            checkTiles();
            checkObjectives();
        }
        std::sort(out_.begin(), out_.end(), issueLess);
        return std::move(out_);
    }

private:
    void add(const std::string& rule, Severity sev, const std::string& section, std::vector<Offset> tiles,
             std::vector<std::string> units, std::string message) {
        out_.push_back(gridIssue(rule, sev, section, std::move(tiles), std::move(units), std::move(message)));
    }
    // "tile 0405" on the board, "[12,3]" off it.
    std::string at(Offset o) const {
        return s_.sizeValid() && s_.contains(o) ? "tile " + tileLabel(s_, o)
                                                : "[" + std::to_string(o.col) + "," + std::to_string(o.row) + "]";
    }

    void checkScenario() {
        if (!s_.sizeValid())
            add("grid.board-size", Severity::Error, "003 Game Setup", {}, {},
                "The board is " + std::to_string(s_.columns) + " x " + std::to_string(s_.rows) +
                    " tiles; columns and rows must each be " + boardSideRange() + ". Checks that need the board were skipped.");
        if (s_.turns < 1)
            add("grid.turns", Severity::Error, "003 Turn Progression", {}, {},
                "The battle has " + std::to_string(s_.turns) + " game turns; it needs at least one.");
        if (s_.side(Side::Union).homeEdge == s_.side(Side::Confederate).homeEdge)
            add("grid.home-edges", Severity::Error, "003 Game Setup", {}, {},
                "Both sides have the " + std::string(toString(s_.side(Side::Union).homeEdge)) +
                    " edge as home edge, so both would set up in the same back two rows; give each side its own edge.");
        for (Side side : kAllSides) {
            const bool any = std::any_of(s_.units.begin(), s_.units.end(), [&](const GridUnit& u) {
                return u.side == side && u.type != GridUnitType::Commander;
            });
            if (!any)
                add("grid.side-empty", Severity::Warning, "003 Unit Types", {}, {},
                    "The " + std::string(displayName(side)) + " side has no infantry, cavalry or artillery.");
        }
        if (s_.victory.empty())
            add("grid.victory-none", Severity::Warning, "003 Game Setup", {}, {},
                "The battle says nothing about how it is won; the rules leave victory to the scenario.");
    }

    void checkIds() {
        std::map<std::string, std::vector<const GridUnit*>> byId;
        for (const auto& u : s_.units) byId[u.id].push_back(&u);
        for (const auto& [id, list] : byId)
            if (list.size() > 1) {
                std::vector<Offset> tiles;
                std::string where;
                for (const GridUnit* u : list) {
                    tiles.push_back(u->tile);
                    where += (where.empty() ? "" : ", ") + at(u->tile);
                }
                add("grid.duplicate-id", Severity::Error, "003 Unit Types", tiles, {id},
                    std::to_string(list.size()) + " units share the id \"" + id + "\" (at " + where +
                        "); give each unit its own id.");
            }
        for (const auto& u : s_.units) {
            const GridUnitInfo& info = gridUnitInfo(u.type);
            if (u.type == GridUnitType::Commander && u.sp)
                add("grid.strength", Severity::Error, "003 Resolving Hits", {u.tile}, {u.id},
                    unitText(u) + " at " + at(u.tile) + " has strength points; commanders have none.");
            else if (u.sp && (*u.sp < 1 || *u.sp > info.fullSp))
                add("grid.strength", Severity::Error, "003 Resolving Hits", {u.tile}, {u.id},
                    unitText(u) + " at " + at(u.tile) + " starts with " + std::to_string(*u.sp) + " strength points; " +
                        std::string(info.name) + " has 1 to " + std::to_string(info.fullSp) + ".");
            if (u.type == GridUnitType::Commander && u.facing)
                add("grid.facing", Severity::Error, "003 Movement 4", {u.tile}, {u.id},
                    unitText(u) + " at " + at(u.tile) + " has a facing; a commander takes the facing of the unit it is attached to.");
        }
    }

    void checkTerrain() {
        std::set<std::uint64_t> seen, reported;
        for (const auto& e : s_.terrain) {
            if (!s_.contains(e.tile)) {
                add("grid.out-of-bounds", Severity::Error, "003 Game Setup", {e.tile}, {},
                    "Terrain at " + at(e.tile) + " is off the " +
                        std::to_string(s_.columns) + " x " + std::to_string(s_.rows) + " board.");
                continue;
            }
            if (!seen.insert(offsetKey(e.tile)).second && reported.insert(offsetKey(e.tile)).second)
                add("grid.terrain-duplicate", Severity::Error, "003 Terrain", {e.tile}, {},
                    "The terrain lists " + at(e.tile) + " more than once; the first entry is used.");
        }
    }

    void checkTiles() {
        std::map<Offset, std::vector<const GridUnit*>> byTile;
        for (const auto& u : s_.units) {
            if (!s_.contains(u.tile)) {
                add("grid.out-of-bounds", Severity::Error, "003 Game Setup", {u.tile}, {u.id},
                    unitText(u) + " is at " + at(u.tile) + ", off the " + std::to_string(s_.columns) + " x " +
                        std::to_string(s_.rows) + " board.");
                continue;
            }
            byTile[u.tile].push_back(&u);
            checkSetupArea(u);
        }
        for (const auto& [tile, units] : byTile) checkTile(tile, units);
    }

    void checkSetupArea(const GridUnit& u) {
        const Edge edge = s_.side(u.side).homeEdge;
        if (!inBackTwoRows(s_, edge, u.tile))
            add("grid.setup-rows", Severity::Warning, "003 Game Setup", {u.tile}, {u.id},
                unitText(u) + " sets up at " + at(u.tile) + ", outside the back two rows at the " +
                    std::string(displayName(u.side)) + " home edge (" + std::string(toString(edge)) +
                    "); the rules allow it only where the scenario or the terrain requires it.");
        else if (inExteriorColumn(s_, edge, u.tile))
            add("grid.exterior-column", Severity::Warning, "003 Game Setup", {u.tile}, {u.id},
                unitText(u) + " sets up at " + at(u.tile) +
                    ", in an exterior column; the rules allow it only where the scenario or the terrain requires it.");
    }

    void checkTile(Offset tile, const std::vector<const GridUnit*>& units) {
        const GridTerrainInfo& ground = gridTerrainInfo(terrain_.at(tile));
        std::vector<const GridUnit*> troops, commanders;
        for (const GridUnit* u : units) (u->type == GridUnitType::Commander ? commanders : troops).push_back(u);
        if (troops.size() > 1) {
            std::vector<std::string> ids, texts;
            for (const GridUnit* u : troops) ids.push_back(u->id), texts.push_back(unitText(*u));
            std::sort(texts.begin(), texts.end());
            std::string list;
            for (std::size_t i = 0; i < texts.size(); ++i) list += (i ? (i + 1 == texts.size() ? " and " : ", ") : "") + texts[i];
            add("grid.one-unit-per-tile", Severity::Error, "003 Movement 5", {tile}, ids,
                list + " share " + at(tile) + "; only commanders may share a tile with a unit.");
        }
        for (const GridUnit* c : commanders)
            for (const GridUnit* t : troops)
                if (t->side != c->side)
                    add("grid.commander-side", Severity::Error, "003 Movement 5", {tile}, {c->id, t->id},
                        unitText(*c) + " shares " + at(tile) + " with the enemy " + unitText(*t) +
                            "; a commander attaches to a unit of its own side.");
        for (const GridUnit* u : units) {
            if (ground.impassable) {
                add("grid.impassable", Severity::Error, "003 Terrain", {tile}, {u->id},
                    unitText(*u) + " stands on " + lowerName(ground.name) + " at " + at(tile) +
                        ", which no unit may enter" +
                        (ground.type == GridTerrain::River ? " except at a bridge or ford." : "."));
                continue;
            }
            if (!ground.infantryOnly || gridUnitInfo(u->type).infantry) continue;
            const bool withInfantry = u->type == GridUnitType::Commander &&
                std::any_of(troops.begin(), troops.end(), [&](const GridUnit* t) {
                    return t->side == u->side && gridUnitInfo(t->type).infantry;
                });
            if (!withInfantry)
                add("grid.infantry-only", Severity::Error, "003 Terrain", {tile}, {u->id},
                    unitText(*u) + " stands in " + lowerName(ground.name) + " at " + at(tile) +
                        "; only infantry (and a commander attached to it) may be there.");
        }
    }

    void checkObjectives() {
        for (const auto& m : s_.objectives) {
            if (!s_.contains(m.tile))
                add("grid.out-of-bounds", Severity::Error, "003 Game Setup", {m.tile}, {},
                    "The objective" + (m.label.empty() ? std::string() : " '" + m.label + "'") + " at " + at(m.tile) +
                        " is off the board.");
            if (m.value < 1)
                add("grid.objective-value", Severity::Error, "003 Game Setup", {m.tile}, {},
                    "The objective at " + at(m.tile) + " is worth " + std::to_string(m.value) +
                        " VP; an objective is worth at least 1.");
        }
    }

    const GridScenario& s_;
    GridTerrainMap terrain_;
    std::vector<Issue> out_;
};

} // namespace

bool inBackTwoRows(const GridScenario& s, Edge homeEdge, Offset t) {
    switch (homeEdge) {
    case Edge::North: return t.row <= 2;
    case Edge::South: return t.row >= s.rows - 1;
    case Edge::West: return t.col <= 2;
    case Edge::East: return t.col >= s.columns - 1;
    }
    return false;
}

bool inExteriorColumn(const GridScenario& s, Edge homeEdge, Offset t) {
    if (homeEdge == Edge::North || homeEdge == Edge::South) return t.col == 1 || t.col == s.columns;
    return t.row == 1 || t.row == s.rows;
}

std::vector<Issue> validateGrid(const GridScenario& s) { return GridChecker(s).run(); }

} // namespace muster
