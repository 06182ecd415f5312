#pragma once
// A small picture of a scenario's map (terrain, pieces, no labels) for the start page and
// the library list, so a battle is recognised by its ground before its title.
#include "model/scenario.h"

#include <QPixmap>
#include <QSize>

namespace muster {

// The map fitted into `box` (aspect kept, transparent around it). Boards too big to draw
// quickly get their terrain as one dot per hex, still recognisable at this size.
QPixmap mapThumbnail(const Scenario& s, QSize box);

} // namespace muster
