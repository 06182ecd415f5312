#pragma once
// A small picture of a scenario's map (terrain, pieces, no labels), shared by the editor's
// lists (docks/map_thumbnail.h) and the club index's thumbnails (PNG files the CLI writes).
#include "model/scenario.h"
#include "model/systems/battle.h"

#include <QImage>
#include <QSize>

#include <string>

namespace muster {

// The map fitted into `box` (aspect kept, transparent around it). Boards too big to draw
// quickly get their terrain as one dot per hex. `dpr`: device pixels per logical pixel.
// Pieces carry names, so text is drawn: a QGuiApplication must exist.
QImage mapThumbnailImage(const Scenario& s, QSize box, double dpr = 1.0);
// The same as PNG bytes; empty when encoding fails.
std::string mapThumbnailPng(const Scenario& s, QSize box);
// Another system's battle: a square-grid board drawn by its painter, no labels; empty (no
// thumbnail) for a battle board of spaces.
std::string battleThumbnailPng(const Battle& b, QSize box);

} // namespace muster
