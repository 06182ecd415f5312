#pragma once
// The TMX map document itself (XML only, no images), apart from exportTmx's files, so the
// text path can be fuzzed with Qt Core alone (fuzz/fuzz_tmx_text.cpp).
#include "tmx_export.h"

#include <QIODevice>
#include <QString>

namespace muster::tmx {

inline constexpr int kHexSide = 32;
inline constexpr int kPiece = 48;
inline constexpr int kPieceTiles = 11; // 5 types x 2 sides, then the VP marker

inline int pieceIndex(const Unit& u) { return static_cast<int>(u.side) * 5 + static_cast<int>(u.type); }

// Writes the map (tilesets named terrainName and piecesName) to `out`. Returns the JSON path
// of the first scenario field the XML writer refused ("units[3].name"), empty when none was.
QString writeTmxDocument(const Scenario& s, QIODevice& out, const QString& terrainName, const QString& piecesName);

} // namespace muster::tmx
