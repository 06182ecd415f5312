#pragma once
// A small duel for the balance tests, quick to play: two infantry a side on a 9x7 board,
// five turns, each side's command AP and the victory conditions chosen by the test.
#include <QByteArray>

namespace muster::test {

inline QByteArray duelScenario(const QByteArray& title, int unionAp, int confederateAp, const QByteArray& conditions) {
    return QByteArray(R"({
  "format": "muster-scenario", "formatVersion": 1, "ruleset": "hold-the-line-acw",
  "title": ")") + title + R"(", "board": {"columns": 9, "rows": 7, "orientation": "pointy", "stagger": "even"},
  "turns": 5, "firstSide": "union",
  "sides": {"union": {"name": "U", "commandAP": )" +
           QByteArray::number(unionAp) + R"(, "homeEdge": "north"},
            "confederate": {"name": "C", "commandAP": )" +
           QByteArray::number(confederateAp) + R"(, "homeEdge": "south"}},
  "units": [
    {"id": "u1", "side": "union", "type": "infantry", "name": "A", "hex": [3,3], "sp": 4, "morale": "black"},
    {"id": "u2", "side": "union", "type": "infantry", "name": "B", "hex": [5,3], "sp": 4, "morale": "black"},
    {"id": "c1", "side": "confederate", "type": "infantry", "name": "X", "hex": [3,5], "sp": 4, "morale": "black"},
    {"id": "c2", "side": "confederate", "type": "infantry", "name": "Y", "hex": [5,5], "sp": 4, "morale": "black"}
  ],
  "victory": {"eliminationVP": 1, "conditions": )" + conditions + R"(}
})";
}

} // namespace muster::test
