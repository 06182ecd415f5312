#pragma once
// How the setup sheet draws its map. A table-top board is drawn as vector shapes, sharp at
// any zoom; past kMaxVectorMapItems hexes, unit blocks and VP markers the shapes cost far
// more than they give (a 200x200 board made a 265 MB SVG and needed 1.3 GB; 10,000 orchard
// hexes need 780 MB), so on vector devices (PDF, SVG, print) the map is painted into an
// image at kMapImageDpi and embedded. The figures behind the limit are in docs/export.md.
#include "sheet_layout.h"

#include <QString>

class QPainter;

namespace muster::sheet {

inline constexpr long long kMaxVectorMapItems = SheetOptions{}.maxVectorMapItems;
inline constexpr int kMapImageDpi = 300;

// Hexes + units set up on the board + VP markers on the board: what a vector map draws.
long long mapItemCount(const Scenario& s);
// True when vector devices get the map as an image.
bool mapIsImage(const Scenario& s, long long limit = kMaxVectorMapItems);
// The sentence the sheet (and muster-cli) print when the map is an image.
QString mapImageNote(const Scenario& s, long long limit = kMaxVectorMapItems);

// Paint the board scaled into `target` (page points; the painter maps points to its
// device). `hexSize` is the BoardPainter hex size the sheet lays the board out with.
void paintMap(QPainter& p, const Scenario& s, const QRectF& target, double hexSize, const SheetOptions& opt);

} // namespace muster::sheet
