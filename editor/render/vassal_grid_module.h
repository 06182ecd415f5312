#pragma once
// A VASSAL module (.vmod) for one square-grid battle (seed 003): a board image drawn by
// GridPainter with a VASSAL SquareGrid over it (origin at the first tile's centre, one
// tile a side, Manhattan range: 003 moves through tile sides) and a SquareGridNumbering
// naming tiles "0405" as Muster does; a palette of each side's pieces; the battle as a
// predefined setup putting each unit (drawn facing its way) and commander on its tile,
// and the sheet as a PDF. Needs a QGuiApplication (fonts).
#include "vassal_grid.h"
#include "vassal_module.h"
#include "model/systems/grid/grid_scenario.h"

namespace muster {

struct GridVassalGeometry {
    int tile = 0;          // pixels a side (even, so centres are whole pixels)
    int margin = 0;        // around the tiles: the home-edge bands
    int width = 0, height = 0;
    int x0 = 0, y0 = 0;    // the centre of tile (1,1): VASSAL's SquareGrid origin
    int leading = 1;       // SquareGridNumbering's hLeading/vLeading: label digits - 1
};
GridVassalGeometry gridVassalGeometry(const GridScenario& s, int tilePx = 80);
// Where VASSAL's grid centres tile `o` (image pixels).
vassal::IntPoint gridVassalCentre(const GridVassalGeometry& g, Offset o);

std::vector<ModuleEntry> buildGridVassalModule(const GridScenario& s, const VassalModuleOptions& opt = {});
// Build, zip and write `path` atomically. Throws ExportError naming the file.
void exportGridVassalModule(const GridScenario& s, const std::string& path, const VassalModuleOptions& opt = {});

} // namespace muster
