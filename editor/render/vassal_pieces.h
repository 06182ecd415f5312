#pragma once
// The pieces of a VASSAL module made from Muster battles: their images (drawn by
// PiecePainter, one per distinct look, shared between battles), the trait lists that
// define them (vassal_encoding.h), the prototypes per side and type, and the palette.
#include "vassal_encoding.h"
#include "model/scenario.h"

#include <QByteArray>
#include <QImage>

#include <map>
#include <string>
#include <vector>

namespace muster::vassal {

// Images by file name (under images/ in the module), each drawn once.
class ImageStore {
public:
    // The file name of the image with this key, drawing it with `draw` the first time.
    template <class Draw>
    std::string add(const std::string& key, Draw&& draw) {
        auto it = names_.find(key);
        if (it != names_.end()) return it->second;
        const std::string name = "m" + std::to_string(names_.size() + 1) + ".png";
        names_.emplace(key, name);
        files_.emplace_back(name, draw());
        return name;
    }
    const std::vector<std::pair<std::string, QByteArray>>& files() const { return files_; }

private:
    std::map<std::string, std::string> names_;
    std::vector<std::pair<std::string, QByteArray>> files_;
};

// Sizes of the pieces for a board whose hexes are `hexAcross` pixels across.
struct PieceSizes {
    int block = 48;
    int token = 40;
};
PieceSizes pieceSizesFor(int hexAcross);

// One piece as the saved game adds it: its traits (the BasicPiece last, without map or
// position: the saved game sets them) and a readable name.
struct PieceSpec {
    std::vector<Trait> traits;
    std::string name;
};

// Side names as the PlayerRoster lists them ("Union", "Confederate").
std::string rosterSide(Side s);
// Prototype names: "Union infantry", "Confederate leader", "Marker".
std::string prototypeName(Side s, UnitType t);
// The prototype definitions: name -> traits (each ends in an empty BasicPiece).
std::vector<std::pair<std::string, std::vector<Trait>>> prototypes();

// The pieces of one unit: one per block of a combat unit (the last is the flag block,
// masked from the other side), one for a leader.
std::vector<PieceSpec> unitPieces(const Scenario& s, const Unit& u, const PieceSizes& sz, ImageStore& images);
PieceSpec vpMarkerPiece(const Scenario& s, const VpMarker& m, const PieceSizes& sz, ImageStore& images);
// Track markers: "Turn", "Union AP", "Union VP", ...
PieceSpec trackMarker(const std::string& label, std::optional<Side> side, const PieceSizes& sz, ImageStore& images);
// Generic pieces for the palette (a spare block per side and type, the track markers).
std::vector<std::pair<std::string, PieceSpec>> paletteEntries(const PieceSizes& sz, ImageStore& images);

// PNG bytes of an image.
QByteArray pngBytes(const QImage& img);

} // namespace muster::vassal
