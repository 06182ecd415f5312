#include "region_clip.h"
#include "editor/commands/document_edits.h"

#include "editor/document/scenario_document.h"

#include "model/unit_names.h"

#include <QCoreApplication>

#include <algorithm>
#include <set>

namespace muster {

RegionClip copyRegion(const Scenario& s, std::vector<Offset> hexes) {
    RegionClip clip;
    std::sort(hexes.begin(), hexes.end());
    hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
    hexes.erase(std::remove_if(hexes.begin(), hexes.end(), [&](Offset o) { return !s.board.contains(o); }),
                hexes.end());
    if (hexes.empty()) return clip;
    const auto& g = s.board;
    const Hex anchor = g.toHex(hexes.front());
    const std::set<Offset> in(hexes.begin(), hexes.end());
    for (Offset o : hexes) clip.cells.emplace_back(g.toHex(o) - anchor, s.terrainAt(o));
    for (const Unit& u : s.units)
        if (u.hex && in.count(*u.hex)) clip.units.emplace_back(g.toHex(*u.hex) - anchor, u);
    for (const VpMarker& m : s.vpMarkers)
        if (in.count(m.hex)) clip.vpMarkers.emplace_back(g.toHex(m.hex) - anchor, m);
    return clip;
}

std::vector<Offset> pasteRegion(ScenarioDocument* doc, const RegionClip& clip, Offset at) {
    const auto& g = doc->scenario().board;
    const Hex base = g.toHex(at);
    std::vector<std::pair<Offset, Terrain>> cells;
    std::vector<Offset> pasted;
    for (const auto& [rel, t] : clip.cells) {
        const Offset o = g.toOffset(base + rel);
        if (!g.contains(o)) continue;
        cells.emplace_back(o, t);
        pasted.push_back(o);
    }
    if (pasted.empty()) return {};
    doc->beginMacro(QCoreApplication::translate("muster::Undo", "Paste"));
    edit::paintTerrain(*doc, cells, 0, QCoreApplication::translate("muster::Undo", "Paste terrain"));
    for (const auto& [rel, unit] : clip.units) {
        const Offset o = g.toOffset(base + rel);
        if (!g.contains(o)) continue;
        Unit u = unit;
        u.hex = o;
        if (doc->scenario().findUnit(u.id)) {
            // Keep the id's letter prefix ("u", "l") for a fresh number.
            std::string prefix = u.id;
            while (!prefix.empty() && std::isdigit(static_cast<unsigned char>(prefix.back()))) prefix.pop_back();
            u.id = doc->newUnitId(prefix.empty() ? "u" : prefix);
        }
        // A name already in the battle (a copy within it) gives way to a fresh one.
        if (u.name.empty() || unitNameUsed(doc->scenario().units, u.name))
            u.name = defaultUnitName(doc->scenario().units, u.side, u.type);
        edit::addUnit(*doc, u);
    }
    for (const auto& [rel, marker] : clip.vpMarkers) {
        const Offset o = g.toOffset(base + rel);
        if (!g.contains(o)) continue;
        VpMarker m = marker;
        m.hex = o;
        edit::addVpMarker(*doc, m);
    }
    doc->endMacro();
    return pasted;
}

} // namespace muster
