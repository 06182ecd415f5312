#pragma once
// The board's terrain as the file lists it (clear hexes are not listed), with a hash
// index so lookups and edits are O(1) on 1000x1000 boards. It keeps duplicate entries
// exactly as read, because a duplicate is a validation issue the user must see
// (terrain.duplicate), not something to fix silently.
#include "hex.h"
#include "types.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace muster {

struct TerrainEntry {
    Offset hex;
    Terrain type = Terrain::Clear;
    friend bool operator==(const TerrainEntry&, const TerrainEntry&) = default;
};

class TerrainLayer {
public:
    // Terrain of a hex: Clear when unlisted; for a hex listed twice, the entry the
    // index points at (the last one read).
    Terrain at(Offset o) const;
    // Make the hex have this terrain: all its entries are replaced by one (none for Clear).
    void set(Offset o, Terrain t);
    // Append as read from a file: duplicates are kept.
    void append(TerrainEntry e);
    // How many entries list this hex (0, 1, or more for duplicates).
    int count(Offset o) const;
    // Hexes listed more than once.
    std::vector<Offset> duplicatedHexes() const;
    bool hasDuplicates() const { return !dupCount_.empty(); }

    const std::vector<TerrainEntry>& entries() const { return entries_; }
    // Entries in file order: stable-sorted by row then column.
    std::vector<TerrainEntry> sorted() const;
    std::size_t size() const { return entries_.size(); }
    bool empty() const { return entries_.empty(); }
    void clear();
    void reserve(std::size_t n);

    // Same terrain listing, whatever the order entries were added in.
    friend bool operator==(const TerrainLayer& a, const TerrainLayer& b) { return a.sorted() == b.sorted(); }

private:
    void removeAt(std::size_t i);
    void rebuildIndex();

    std::vector<TerrainEntry> entries_;
    std::unordered_map<std::uint64_t, std::uint32_t> index_;   // hex -> an entry
    std::unordered_map<std::uint64_t, std::uint32_t> dupCount_; // hex -> count, only when > 1
};

} // namespace muster
