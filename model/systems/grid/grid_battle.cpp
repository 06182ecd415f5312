// A square-grid battle behind the Battle interface: what validate, info and los use.
#include "grid_battle.h"
#include "grid_checks.h"
#include "grid_json.h"
#include "grid_los.h"

#include <map>
#include <memory>

namespace muster {
namespace {

class GridBattle final : public Battle {
public:
    explicit GridBattle(GridScenario s) : s_(std::move(s)) {}

    const GridScenario& scenario() const { return s_; }
    const Ruleset& ruleset() const override { return squareGridRuleset(); }
    std::vector<Issue> validate() const override { return validateGrid(s_); }
    std::string toJson() const override { return writeGridJson(s_); }
    std::string placeLabel(Offset o) const override { return tileLabel(s_, o); }

    LosAnswer lineOfSight(Offset from, Offset to) const override {
        LosAnswer a;
        if (!s_.sizeValid()) {
            a.error = "board: " + std::to_string(s_.columns) + "x" + std::to_string(s_.rows) + " is outside " +
                      boardSideRange() + " columns and rows (grid.board-size)";
            a.boardInvalid = true;
            return a;
        }
        for (Offset o : {from, to})
            if (!s_.contains(o)) {
                a.error = "tile [" + std::to_string(o.col) + "," + std::to_string(o.row) + "] is off the " +
                          std::to_string(s_.columns) + "x" + std::to_string(s_.rows) + " board";
                return a;
            }
        const GridTerrainMap terrain(s_);
        const GridLos los = gridLineOfSight(terrain, from, to);
        a.clear = los.clear;
        a.distance = los.distance;
        a.blockedBy = los.blockedBy;
        for (Offset o : los.blockedBy) a.blockerNames.emplace_back(gridTerrainInfo(terrain.at(o)).name);
        return a;
    }

    BattleFacts facts() const override {
        BattleFacts f = factsStart(s_);
        for (Side side : kAllSides) f.sides[static_cast<std::size_t>(side)] = s_.side(side).name;
        f.columns = s_.columns;
        f.rows = s_.rows;
        f.board = std::to_string(s_.columns) + " x " + std::to_string(s_.rows) + " square tiles";
        f.turns = s_.turns;
        f.units = static_cast<int>(s_.units.size());
        return f;
    }

    std::vector<std::string> summary() const override {
        std::vector<std::string> out = summaryStart(s_);
        out.push_back("  Board: " + std::to_string(s_.columns) + " x " + std::to_string(s_.rows) + " square tiles");
        out.push_back("  Turns: " + std::to_string(s_.turns) + ", first side: " + std::string(displayName(s_.firstSide)));
        for (Side side : kAllSides) {
            std::map<GridUnitType, int> count;
            for (const auto& u : s_.units)
                if (u.side == side) count[u.type]++;
            std::string line = "  " + std::string(displayName(side)) + ": " + s_.side(side).name + " — home edge " +
                               std::string(toString(s_.side(side).homeEdge)) + ";";
            if (count.empty()) line += " no units";
            const char* sep = " ";
            for (const auto& [type, n] : count) {
                line += sep + std::to_string(n) + " " + std::string(gridUnitInfo(type).id);
                sep = ", ";
            }
            out.push_back(line);
        }
        std::map<GridTerrain, int> terrain;
        for (const auto& e : s_.terrain) terrain[e.type]++;
        std::string t = "  Terrain:";
        if (terrain.empty()) t += " all clear";
        const char* sep = " ";
        for (const auto& [type, n] : terrain) {
            t += sep + std::string(gridTerrainInfo(type).id) + " " + std::to_string(n);
            sep = ", ";
        }
        out.push_back(t);
        out.push_back("  Objectives:" + std::string(s_.objectives.empty() ? " none" : ""));
        for (const auto& m : s_.objectives)
            out.push_back("    " + tileLabel(s_, m.tile) + " " + m.label + " (" + std::to_string(m.value) + " VP" +
                          (m.side ? ", " + std::string(displayName(*m.side)) : std::string()) + ")");
        out.push_back("  Victory:" + std::string(s_.victory.empty() ? " not stated" : ""));
        for (const auto& v : s_.victory)
            out.push_back("    " + (v.side ? std::string(displayName(*v.side)) + ": " : std::string()) + v.text);
        for (const auto& sr : s_.specialRules) out.push_back("  Special rule: " + sr);
        summaryEnd(out);
        return out;
    }

private:
    GridScenario s_;
};

} // namespace

std::unique_ptr<Battle> readGridBattle(std::string_view text, const std::string& file) {
    return std::make_unique<GridBattle>(readGridJson(text, file));
}

std::unique_ptr<Battle> makeGridBattle(GridScenario s) { return std::make_unique<GridBattle>(std::move(s)); }

const GridScenario* gridScenarioOf(const Battle& b) {
    const auto* g = dynamic_cast<const GridBattle*>(&b);
    return g ? &g->scenario() : nullptr;
}

} // namespace muster
