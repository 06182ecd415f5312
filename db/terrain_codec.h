#pragma once
// Compact per-revision encoding of a board's terrain listing (see docs/library.md):
// a run-length grid for in-board listings without duplicates, else a plain entry list.
#include "model/hex.h"
#include "model/terrain_layer.h"

#include <cstdint>
#include <stdexcept>
#include <vector>

namespace muster {

class TerrainCodecError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

std::vector<std::uint8_t> encodeTerrain(const TerrainLayer& terrain, const BoardGeometry& board);
// Appends the decoded entries (row-major order) to `out`. Throws TerrainCodecError.
void decodeTerrain(const std::uint8_t* data, std::size_t size, const BoardGeometry& board, TerrainLayer& out);

} // namespace muster
