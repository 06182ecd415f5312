#pragma once
// GameBoard: a game state as the board picture shows it (model/board_context.h): units on
// the board at their strength now, markers in their holder's colour (scored ones gone),
// reinforcements still waiting, the units that acted this side turn and those that may
// still act, and the hexes of the last action as the caller marks them. It points at the
// state and copies nothing: show() it again after every change. Display only: the rules
// never read it.
#include "engine/rules/game_state.h"
#include "model/board_context.h"

#include <optional>
#include <vector>

namespace muster {

// May the unit still act this side turn: on the board, of the active side, not acted yet
// (6.1.4), AP left, the game not over (a decision pending is made first; it does not end
// the side turn). The engine's precondition for every action of a unit on the board
// (legal_list.cpp), not a search for a legal one.
bool mayStillAct(const GameState& s, int unit);

class GameBoard final : public BoardContext {
public:
    struct Options {
        std::optional<Side> hideMoraleOf;  // a side whose morale is not shown (hidden morale)
        bool hideAll = false;              // no morale at all (the board covered at a hand-over)
    };
    // Show `s` (nullptr: nothing), with the hexes the last action touched.
    void show(const GameState* s, Options o, std::vector<Offset> lastAction = {});
    void show(const GameState* s) { show(s, Options{}); }
    const GameState* state() const { return s_; }

    const BoardGeometry& board() const override;
    const TerrainLayer& terrain() const override;
    Edge homeEdge(Side s) const override;
    void forEachUnit(const std::function<void(const BoardUnit&)>& f) const override;
    void forEachMarker(const std::function<void(const BoardMarker&)>& f) const override;
    void forEachArrival(const std::function<void(const BoardArrival&)>& f) const override;
    bool isGame() const override { return true; }
    const std::vector<Offset>& lastActionHexes() const override { return last_; }

private:
    const GameState* s_ = nullptr;
    Options opt_;
    std::vector<Offset> last_;
};

} // namespace muster
