#pragma once
// Tiled TMX export: a hexagonal map whose stagger axis and index match the board, a
// generated terrain tileset and a pieces tileset (PNG images beside the map), and the
// units and VP markers as tile objects carrying their scenario fields as properties.
#include "model/scenario.h"

#include <QSize>
#include <QStringList>

namespace muster {

struct TmxGeometry {
    int tileWidth, tileHeight, hexSide; // Tiled's tilewidth, tileheight, hexsidelength
    QSize mapPixels;                    // the size Tiled renders the map at
};
TmxGeometry tmxGeometry(const BoardGeometry& board);

// Writes PATH (.tmx), PATH-terrain.png and PATH-pieces.png; returns them. Throws ExportError.
QStringList exportTmx(const Scenario& s, const QString& path, bool mono = false);

} // namespace muster
