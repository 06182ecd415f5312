#pragma once
// BoardContext: what a picture of the board shows, read-only (as Wesnoth's display_context
// is for its display): the board's geometry and terrain, the units where they stand with
// side, kind, strength and morale, leaders, the VP markers and who holds them, the
// reinforcements to come, and what only a game has (units that acted this turn or may still
// act, the hexes of the last action). The board painter reads nothing else. ScenarioBoard
// shows a scenario as set up (editing, sheets, exports); GameBoard (engine/queries) a game.
#include "model/hex.h"
#include "model/scenario.h"

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace muster {

// A unit on the board as the picture shows it.
struct BoardUnit {
    const Unit* unit = nullptr;   // the set-up's unit: id, side, type, name
    int index = -1;               // its place in the set-up's unit list
    Offset hex;                   // where it stands now
    int sp = 0;                   // strength now
    std::optional<Morale> morale; // shown morale (none: a leader, unset, or hidden)
    bool acted = false;           // a game: it has acted this side turn (6.1.4)
    bool canAct = false;          // a game: it may still act this side turn

    Side side() const { return unit->side; }
    UnitType type() const { return unit->type; }
};

// A VP marker as the picture shows it.
struct BoardMarker {
    const VpMarker* marker = nullptr; // hex, value, label
    int index = -1;                   // its place in the scenario's list
    std::optional<Side> holder;       // who holds it now (a scenario: at the start)
};

// A reinforcement still to come: where and when it enters.
struct BoardArrival {
    Side side = Side::Union;
    Arrival at;
};

class BoardContext {
public:
    virtual ~BoardContext() = default;

    virtual const BoardGeometry& board() const = 0;
    virtual const TerrainLayer& terrain() const = 0;
    virtual Edge homeEdge(Side s) const = 0;
    // Units on the board, in set-up order.
    virtual void forEachUnit(const std::function<void(const BoardUnit&)>& f) const = 0;
    // Markers still on the board, in the scenario's order.
    virtual void forEachMarker(const std::function<void(const BoardMarker&)>& f) const = 0;
    // Reinforcements not yet on the board.
    virtual void forEachArrival(const std::function<void(const BoardArrival&)>& f) const = 0;

    // What only a game has.
    virtual bool isGame() const { return false; }
    // Hexes the last action touched (mover's path, firer, target, retreats); empty if none.
    virtual const std::vector<Offset>& lastActionHexes() const;

    Terrain terrainAt(Offset o) const { return terrain().at(o); }
    // The unit with this set-up id, as shown (linear search: tests, menus, tooltips).
    std::optional<BoardUnit> findUnit(std::string_view id) const;
};

// A scenario as set up: units at their set-up hexes and strength, markers with their
// starting holder, reinforcements from the unit list. Keeps a reference to the scenario,
// so it always shows the scenario as it is now.
class ScenarioBoard final : public BoardContext {
public:
    explicit ScenarioBoard(const Scenario& s) : s_(&s) {}

    const Scenario& scenario() const { return *s_; }
    const BoardGeometry& board() const override { return s_->board; }
    const TerrainLayer& terrain() const override { return s_->terrain; }
    Edge homeEdge(Side s) const override { return s_->side(s).homeEdge; }
    void forEachUnit(const std::function<void(const BoardUnit&)>& f) const override;
    void forEachMarker(const std::function<void(const BoardMarker&)>& f) const override;
    void forEachArrival(const std::function<void(const BoardArrival&)>& f) const override;

private:
    const Scenario* s_;
};

// A set-up unit as the picture shows it before play (its set-up hex must be set).
BoardUnit boardUnit(const Unit& u, int index = -1);

} // namespace muster
