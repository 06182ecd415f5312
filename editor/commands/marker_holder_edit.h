#pragma once
// A change to what decides an automatic VP marker holder (a home edge, the first side, the
// marker mode) together with the markers it moves (model/marker_holder.h), as one undo
// step whose text says how many followed. A marker the designer gave another holder stays.
#include "editor/commands/change_value.h"
#include "editor/commands/document_edits.h"
#include "model/marker_holder.h"

#include <QCoreApplication>

namespace muster {

template <class Field>
void changeValueMovingMarkers(ScenarioDocument* doc, typename Field::Value value, int key, QString text) {
    const Scenario& s = doc->scenario();
    if (Field::of(doc->mutableScenario(), key) == value) return;
    // Only what the holder depends on is copied, never the terrain or the units.
    Scenario before;
    before.board = s.board;
    before.sides = s.sides;
    before.firstSide = s.firstSide;
    before.vpMarkerMode = s.vpMarkerMode;
    before.vpMarkers = s.vpMarkers;
    Scenario after = before;
    Field::of(after, key) = value;
    const auto moves = markersFollowingHomeEdges(before, after);
    if (moves.empty()) return changeValue<Field>(doc, std::move(value), key, text);
    if (text.isEmpty()) text = QCoreApplication::translate("ChangeValue", Field::text);
    text = QCoreApplication::translate("ChangeValue", "%1 (%n VP marker(s) change holder)", nullptr,
                                       int(moves.size()))
               .arg(text);
    doc->beginMacro(text);
    changeValue<Field>(doc, std::move(value), key, text, false);
    for (const MarkerHolderChange& mv : moves) {
        VpMarker m = s.vpMarkers[std::size_t(mv.marker)];
        m.side = mv.holder;
        edit::changeVpMarker(*doc, mv.marker, m);
    }
    doc->endMacro();
}

} // namespace muster
