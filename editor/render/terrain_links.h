#pragma once
// TerrainLinks: rivers, bridges and sunken roads drawn as one course across hexes instead of
// a separate band per hex. A hex of such terrain is tiled as clear ground by the board
// painter; this draws its course on top, from the centre to the middle of each side it
// shares with a linked neighbour (river and bridge link to each other, sunken roads to
// sunken roads), so the course follows the map. A lone river hex is a pool; a course that
// ends at the board edge flows off it. Every layer (banks, water, deck) is drawn for all
// hexes of the range before the next, so neighbours meet without seams.
#include "model/scenario.h"

#include <QPointF>

#include <array>
#include <vector>

class QPainter;

namespace muster {

struct HexRange;

class TerrainLinks {
public:
    // Terrain whose tile is replaced by a course (the painter tiles these hexes as clear).
    static bool isLinked(Terrain t) { return t == Terrain::River || t == Terrain::Bridge || t == Terrain::SunkenRoad; }
    // Do two hexes of these terrains join (in either order)?
    static bool joins(Terrain a, Terrain b);
    // Directions 0..5 (neighbours() order) the course of this hex leaves by: the joined
    // neighbours, plus the way off the board for a course with one link ending at its edge.
    static std::vector<int> links(const Scenario& s, Offset o);
    static std::vector<int> links(const BoardGeometry& g, const TerrainLayer& terrain, Offset o);

    // Draw the courses of the linked hexes in `r` on a board of hexes of `size` laid out by
    // `layout` (the same layout the painter uses).
    static void paint(QPainter& p, const Scenario& s, const HexLayout& layout, const HexRange& r, bool mono);
    static void paint(QPainter& p, const BoardGeometry& g, const TerrainLayer& terrain, const HexLayout& layout,
                      const HexRange& r, bool mono);
};

} // namespace muster
