#pragma once
// A terrain tile as an icon (the terrain palette's buttons, the tool bar's terrain box).
#include "model/types.h"

#include <QIcon>

namespace muster {

// `px` pixels square, the hex drawn as on the board.
QIcon terrainSwatch(Terrain t, int px = 20);

} // namespace muster
