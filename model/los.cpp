// Line of sight (rulebook 8.2) with the project's readings written in docs/rules-notes.md.
#include "los.h"

#include "terrain.h"

#include <unordered_set>

namespace muster {

LosResult lineOfSight(const Scenario& s, Offset from, Offset to) {
    // Hexes holding a set-up unit other than a leader: a lone leader does not block,
    // as leaders neither count for stacking nor block movement (4.4, 7.2.1).
    std::unordered_set<std::uint64_t> occupied;
    for (const Unit& u : s.units)
        if (u.hex && u.type != UnitType::Leader) occupied.insert(offsetKey(*u.hex));
    return lineOfSight(s.board, from, to, [&](Offset o) {
        return terrainEffects(s.terrainAt(o)).blocksLineOfSight || occupied.count(offsetKey(o)) > 0;
    });
}

LosResult lineOfSight(const BoardGeometry& b, Offset from, Offset to, const HexBlocks& blocksAt) {
    LosResult res;
    const Hex a = b.toHex(from), z = b.toHex(to);
    res.distance = distance(a, z);
    // Adjacent (or the same) hexes always see each other (8.2).
    if (res.distance <= 1) return res;

    auto blocks = [&](Hex h) { return blocksAt(b.toOffset(h)); };

    const auto line = hexLine(a, z);
    // The end hexes never block: only the steps between them are looked at.
    for (std::size_t i = 1; i + 1 < line.size(); ++i) {
        const LineStep& step = line[i];
        bool all = true;
        for (Hex h : step) all = all && blocks(h);
        // Along a hexside the line is blocked only when every hex beside it blocks.
        if (!all) continue;
        res.clear = false;
        for (Hex h : step) res.blockedBy.push_back(b.toOffset(h));
    }
    return res;
}

} // namespace muster
