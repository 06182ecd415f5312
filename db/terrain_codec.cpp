#include "terrain_codec.h"

#include <array>
#include <string>

namespace muster {
namespace {

constexpr std::uint8_t kGrid = 'G';
constexpr std::uint8_t kList = 'L';
constexpr std::uint8_t kUnlisted = 0xFF;

// The byte stored for each terrain, fixed for good: stored revisions keep their meaning
// whatever order model/types.h lists terrain in. Append only: a new terrain takes the next
// unused code (never 0xFF), and no code is ever reused or renumbered.
struct StoredCode {
    Terrain terrain;
    std::uint8_t code;
};
constexpr std::array<StoredCode, kTerrainCount> kStoredCodes = {{
    {Terrain::Clear, 0},
    {Terrain::Swamp, 1},
    {Terrain::River, 2},
    {Terrain::Bridge, 3},
    {Terrain::Woods, 4},
    {Terrain::Orchard, 5},
    {Terrain::Hill, 6},
    {Terrain::Town, 7},
    {Terrain::SunkenRoad, 8},
    {Terrain::Entrenchment, 9},
}};

constexpr bool everyTerrainOnce() {
    for (Terrain t : kAllTerrain) {
        int n = 0;
        for (const StoredCode& c : kStoredCodes) n += c.terrain == t;
        if (n != 1) return false;
    }
    for (std::size_t i = 0; i < kStoredCodes.size(); ++i)
        for (std::size_t j = i + 1; j < kStoredCodes.size(); ++j)
            if (kStoredCodes[i].code == kStoredCodes[j].code) return false;
    return true;
}
static_assert(everyTerrainOnce(), "each terrain needs exactly one stored code of its own");

std::uint8_t storedCode(Terrain t) {
    for (const StoredCode& c : kStoredCodes)
        if (c.terrain == t) return c.code;
    throw TerrainCodecError("terrain without a stored code");
}

void putVarint(std::vector<std::uint8_t>& out, std::uint64_t v) {
    while (v >= 0x80) {
        out.push_back(static_cast<std::uint8_t>(v | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<std::uint8_t>(v));
}
std::uint64_t zigzag(std::int64_t v) { return (static_cast<std::uint64_t>(v) << 1) ^ static_cast<std::uint64_t>(v >> 63); }
std::int64_t unzigzag(std::uint64_t v) { return static_cast<std::int64_t>(v >> 1) ^ -static_cast<std::int64_t>(v & 1); }

struct Reader {
    const std::uint8_t* p;
    const std::uint8_t* end;
    std::uint64_t varint() {
        std::uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (p == end) throw TerrainCodecError("terrain data ends early");
            const std::uint8_t b = *p++;
            v |= static_cast<std::uint64_t>(b & 0x7F) << shift;
            if (!(b & 0x80)) return v;
        }
        throw TerrainCodecError("terrain data has a bad number");
    }
    std::uint8_t byte() {
        if (p == end) throw TerrainCodecError("terrain data ends early");
        return *p++;
    }
};

Terrain terrainCode(std::uint8_t b) {
    for (const StoredCode& c : kStoredCodes)
        if (c.code == b) return c.terrain;
    throw TerrainCodecError("terrain data has an unknown terrain code " + std::to_string(b));
}

} // namespace

std::vector<std::uint8_t> encodeTerrain(const TerrainLayer& terrain, const BoardGeometry& board) {
    std::vector<std::uint8_t> out;
    const auto& entries = terrain.entries();
    bool gridOk = board.sizeValid() && !terrain.hasDuplicates();
    std::vector<std::uint8_t> grid;
    if (gridOk) {
        grid.assign(static_cast<std::size_t>(board.hexCount()), kUnlisted);
        for (const auto& e : entries) {
            if (!board.contains(e.hex)) { gridOk = false; break; }
            grid[static_cast<std::size_t>(e.hex.row - 1) * board.columns + (e.hex.col - 1)] = storedCode(e.type);
        }
    }
    if (gridOk) {
        out.reserve(64);
        out.push_back(kGrid);
        putVarint(out, entries.size());
        std::size_t i = 0;
        while (i < grid.size()) {
            std::size_t j = i + 1;
            while (j < grid.size() && grid[j] == grid[i]) ++j;
            putVarint(out, j - i);
            out.push_back(grid[i]);
            i = j;
        }
        return out;
    }
    const auto sorted = terrain.sorted();
    out.reserve(sorted.size() * 4 + 8);
    out.push_back(kList);
    putVarint(out, sorted.size());
    for (const auto& e : sorted) {
        putVarint(out, zigzag(e.hex.col));
        putVarint(out, zigzag(e.hex.row));
        out.push_back(storedCode(e.type));
    }
    return out;
}

void decodeTerrain(const std::uint8_t* data, std::size_t size, const BoardGeometry& board, TerrainLayer& out) {
    Reader r{data, data + size};
    const std::uint8_t kind = r.byte();
    const std::uint64_t count = r.varint();
    if (count > 100'000'000) throw TerrainCodecError("terrain data claims too many entries");
    out.reserve(out.size() + count);
    if (kind == kGrid) {
        if (!board.sizeValid()) throw TerrainCodecError("terrain grid for a board of invalid size");
        const std::uint64_t total = static_cast<std::uint64_t>(board.hexCount());
        std::uint64_t pos = 0, listed = 0;
        while (pos < total) {
            const std::uint64_t run = r.varint();
            const std::uint8_t code = r.byte();
            if (run == 0 || run > total - pos) throw TerrainCodecError("terrain grid run overflows the board");
            if (code != kUnlisted) {
                const Terrain t = terrainCode(code);
                for (std::uint64_t k = pos; k < pos + run; ++k)
                    out.append({Offset{static_cast<int>(k % board.columns) + 1, static_cast<int>(k / board.columns) + 1}, t});
                listed += run;
            }
            pos += run;
        }
        if (listed != count) throw TerrainCodecError("terrain grid count does not match");
    } else if (kind == kList) {
        for (std::uint64_t i = 0; i < count; ++i) {
            const auto col = unzigzag(r.varint());
            const auto row = unzigzag(r.varint());
            out.append({Offset{static_cast<int>(col), static_cast<int>(row)}, terrainCode(r.byte())});
        }
    } else {
        throw TerrainCodecError("terrain data has an unknown encoding");
    }
    if (r.p != r.end) throw TerrainCodecError("terrain data has trailing bytes");
}

} // namespace muster
