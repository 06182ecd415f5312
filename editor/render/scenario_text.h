#pragma once
// ScenarioText: the plain-words descriptions a setup sheet prints (victory conditions,
// units, reinforcements, optional rules), kept apart from layout so the editor can reuse it.
#include "model/scenario.h"

#include <QString>
#include <QStringList>

namespace muster {

namespace text {

// UTF-8 std::string -> QString without what XML 1.0 cannot hold (C0 controls but tab,
// newline and CR; U+FFFE, U+FFFF). Every scenario string on a sheet or in a TMX goes here.
QString q(std::string_view s);
QString sideName(const Scenario& s, Side side); // "Army of the Potomac (Union)"
QString edgeName(Edge e);                      // "north"
QString hexText(const Scenario& s, Offset o);  // "0405"
// The one wording of a victory condition, saying when it is judged ("Union wins when it has
// 6 VP at the end of a player's turn (5.0, 10.0).") for the sheet, the Scenario dock and
// the Game dock alike.
QString victoryCondition(const Scenario& s, const VictoryCondition& c);
QString vpMarkerMode(VpMarkerMode m);
// The unit's name, or its type and hex when it has none ("Infantry at 0403"), never its id.
QString unitName(const Scenario& s, const Unit& u);
// "Iron Brigade: infantry, 4 SP, gold morale, at 0405" (or "enters ..." for reinforcements)
QString unitLine(const Scenario& s, const Unit& u);
QString optionalRuleName(const std::string& id);   // "11.3 Artillery on hills ..."
QString dateText(const std::string& isoDate);      // "17 September 1862" (as given if not ISO)

} // namespace text

} // namespace muster
