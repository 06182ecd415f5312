#pragma once
// Helpers for the play mode tests: a small duel scenario with known distances, and access
// to the play board of a window.
#include "editor_test_util.h"

#include "editor/play/play_controller.h"
#include "editor/play/play_tool.h"
#include "editor/render/board_painter.h"
#include "engine/io/game_json.h"

#include <QCheckBox>
#include <QLabel>

namespace muster::test {

// Union attacks from the north: u1 two hexes west of c1 (fire at range 2), u2 adjacent to
// c1 (close combat; c1 can retreat south to 0506 or 0606).
inline Scenario duel() {
    Scenario s;
    s.title = "Duel";
    s.board.columns = 13;
    s.board.rows = 9;
    s.turns = 3;
    s.side(Side::Union).commandAP = 4;
    s.side(Side::Union).homeEdge = Edge::North;
    s.side(Side::Confederate).commandAP = 4;
    s.side(Side::Confederate).homeEdge = Edge::South;
    s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "Iron Brigade", Offset{4, 5}, 4, Morale::Gold, {}});
    s.units.push_back(Unit{"u2", Side::Union, UnitType::Infantry, "Phelps", Offset{6, 4}, 4, Morale::Black, {}});
    s.units.push_back(Unit{"c1", Side::Confederate, UnitType::Infantry, "Hays", Offset{6, 5}, 4, Morale::Green, {}});
    s.units.push_back(Unit{"c2", Side::Confederate, UnitType::Infantry, "Hood", Offset{10, 8}, 3, Morale::Black, {}});
    s.victory.conditions.push_back(VictoryCondition{VictoryKind::ReachVP, Side::Union, 2, {}, {}});
    return s;
}

inline PlayController& play(MainWindow& w) { return *w.playController(); }
inline QWidget* playVp(MainWindow& w) { return play(w).board()->viewport(); }

inline void clickPlayHex(MainWindow& w, Offset o, Qt::MouseButton b = Qt::LeftButton) {
    BoardView* v = play(w).board();
    const QPoint p = v->viewportPos(o);
    QTest::mouseMove(v->viewport(), p);
    QTest::mouseClick(v->viewport(), b, {}, p);
}

inline std::string stateJson(const GameState& s) { return stateToJson(s, nullptr).dump(); }

inline int unitIndex(const GameState& s, const char* id) { return s.setup().unitIndex(id); }
inline Offset unitHex(const GameState& s, const char* id) {
    return s.setup().offset(s.unit(unitIndex(s, id)).hex);
}

} // namespace muster::test
