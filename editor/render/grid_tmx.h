#pragma once
// Tiled TMX export of a square-grid battle: an orthogonal map, one tile per square, a
// terrain tileset and a pieces tileset (PNG images beside the map: each unit type and side
// drawn facing each of the four sides), the units as tile objects whose properties carry
// their id, side, type, tile, SP and facing, and the objectives as objects of their own.
#include "model/systems/grid/grid_scenario.h"

#include <QIODevice>
#include <QSize>
#include <QStringList>

namespace muster {

namespace gridtmx {
inline constexpr int kTile = 48;                      // pixels a side, map tiles and pieces alike
inline constexpr int kTerrainTiles = 10;              // GridTerrain in enum order
inline constexpr int kPieceTiles = 2 * 5 * 4 + 1;     // side x type x facing, then the objective
// The pieces tileset's tile for a unit drawn facing `f` (commanders: always the first facing).
int pieceIndex(const GridUnit& u, Facing f);
// The map document alone (XML). Returns the JSON path of the first field the XML writer
// refused, empty when none was.
QString writeDocument(const GridScenario& s, QIODevice& out, const QString& terrainName, const QString& piecesName);
} // namespace gridtmx

// The size Tiled renders the map at.
inline QSize gridTmxPixels(const GridScenario& s) { return QSize(s.columns * gridtmx::kTile, s.rows * gridtmx::kTile); }

// Writes PATH (.tmx), PATH-terrain.png and PATH-pieces.png; returns them. Throws ExportError.
QStringList exportGridTmx(const GridScenario& s, const QString& path, bool mono = false);

} // namespace muster
