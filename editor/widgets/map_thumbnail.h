#pragma once
// A small picture of a scenario's map (terrain, pieces, no labels) for the start page and
// the library list, so a battle is recognised by its ground before its title.
#include "model/scenario.h"

#include <QPixmap>
#include <QSize>

namespace muster {

// The map fitted into `box` (aspect kept, transparent around it). Boards too big to draw
// quickly get their terrain as one dot per hex, still recognisable at this size. `dpr`:
// device pixels per logical pixel of the widget that shows it (2 at 200%), so the picture
// is sharp rather than blown up.
QPixmap mapThumbnail(const Scenario& s, QSize box, double dpr = 1.0);

} // namespace muster
