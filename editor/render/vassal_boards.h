#pragma once
// The board images of a VASSAL module: the battle's map as Muster paints it (terrain,
// rivers and roads, grid, CCRR labels; no pieces) drawn so that its hex centres fall on
// the whole pixels the module's HexGrid gives (vassal_grid.h), and the two off-board
// windows: reinforcements in boxes by arrival turn, and the turn, AP and VP tracks.
#include "vassal_grid.h"
#include "vassal_pieces.h"

#include <QByteArray>
#include <QImage>

#include <map>
#include <string>

namespace muster::vassal {

QImage renderMainBoard(const Scenario& s, const GridSpec& g);

struct OffBoard {
    QImage image;
    std::map<std::string, IntPoint> at; // where a unit id (reinforcements) or a marker name (tracks) starts
};
OffBoard reinforcementsBoard(const Scenario& s, const PieceSizes& sz);
// The highest VP the VP tracks need for this battle.
int vpTrackLength(const Scenario& s);
OffBoard tracksBoard(const Scenario& s, const PieceSizes& sz);
inline constexpr int kApTrackLength = 12;

} // namespace muster::vassal
