// Set-up checks the play engine relies on: VP marker values, elimination VP, VP hexes no
// unit can enter, the two home edges, VP targets no play can reach and markers no side
// can score. All are scenario-wide, so full and incremental validation run them alike.
#include "checks.h"

#include "../terrain.h"
#include "../victory_kind.h"

#include <algorithm>

namespace muster::rules {
namespace {

std::string markerText(const VpMarker& m, const BoardGeometry& b) {
    std::string t = "The VP marker ";
    if (!m.label.empty()) t += "\"" + m.label + "\" ";
    return t + "at " + hexLabel(m.hex, b);
}

std::string conditionText(std::size_t i, const VictoryCondition& c) {
    return "Victory condition " + std::to_string(i + 1) + " (" + std::string(toString(c.kind)) +
           (c.side ? ", " + std::string(displayName(*c.side)) : std::string()) + ")";
}

// Per side, the distance from `hex` to its nearest combat unit set up within two hexes
// (3: none that close).
std::array<int, 2> nearestSetUp(const Scenario& s, Offset hex, const CellIndex& cells, const UnitPool& pool) {
    std::array<int, 2> d{3, 3};
    const Hex centre = s.board.toHex(hex);
    for (int r = 0; r <= 2; ++r)
        for (Hex h : ring(centre, r)) {
            auto it = cells.find(offsetKey(s.board.toOffset(h)));
            if (it == cells.end()) continue;
            for (std::uint32_t slot : it->second.setup)
                if (isCombatUnit(pool[slot].type)) d[std::size_t(pool[slot].side)] = std::min(d[std::size_t(pool[slot].side)], r);
        }
    return d;
}

} // namespace

void checkVictorySetup(const Scenario& s, const std::array<int, 2>& eliminable, const CellIndex& cells,
                       const UnitPool& pool, std::vector<Issue>& out) {
    const BoardGeometry& b = s.board;
    const bool removeOnCapture = s.vpMarkerMode == VpMarkerMode::RemoveOnCapture;
    for (const VpMarker& m : s.vpMarkers) {
        if (m.value < 1)
            out.push_back(makeIssue("victory.marker-value", Severity::Error, "3.1.6", {m.hex}, {},
                                    markerText(m, b) + " is worth " + std::to_string(m.value) +
                                        " VP; a VP marker is worth at least 1."));
        if (onBoard(b, m.hex) && impassableForLandUnits(s.terrainAt(m.hex)))
            out.push_back(makeIssue("victory.impassable-hex", Severity::Error, "2.2.2, 2.2.3, 3.1.6", {m.hex}, {},
                                    markerText(m, b) + " is on " + lower(displayName(s.terrainAt(m.hex))) +
                                        ", which no unit may enter, so no side can ever take it."));
        if (removeOnCapture && !m.side)
            out.push_back(makeIssue("victory.marker-unscorable", Severity::Warning, "3.1.6", {m.hex}, {},
                                    markerText(m, b) + " belongs to no side; when captured markers are removed from the map, a marker "
                                    "scores only for the side that takes it from the other (3.1.6), so "
                                    "no one can score it."));
        // Held by one side inside the other's set-up: an enemy unit starts on it, or enemy
        // units start next to it with none of the holder's within two hexes to defend it.
        // The enemy takes it (and its VP) on its first action; usually a holder meant for
        // other home edges. An objective between the lines (Antietam's Cornfield) is fine.
        if (removeOnCapture && m.side && boardUsable(b) && onBoard(b, m.hex)) {
            const Side enemy = otherSide(*m.side);
            const auto d = nearestSetUp(s, m.hex, cells, pool);
            const int mine = d[std::size_t(*m.side)], theirs = d[std::size_t(enemy)];
            if (theirs == 0 || (theirs == 1 && mine > 2))
                out.push_back(makeIssue(
                    "victory.marker-in-enemy-setup", Severity::Warning, "3.1.6", {m.hex}, {},
                    markerText(m, b) + " is held by the " + std::string(displayName(*m.side)) + " side at the start, but " +
                        std::string(displayName(enemy)) + " units set up " + (theirs == 0 ? "on it" : "next to it") +
                        (theirs == 0 ? "" : " and no " + std::string(displayName(*m.side)) + " unit within two hexes") +
                        ", so the " + std::string(displayName(enemy)) + " side can take it and its " +
                        std::to_string(m.value) + " VP on its first action (3.1.6). Check the marker's holder."));
        }
    }
    if (s.victory.eliminationVP < 0)
        out.push_back(makeIssue("victory.elimination-vp", Severity::Error, "10.0", {}, {},
                                "Eliminating an enemy unit is worth " + std::to_string(s.victory.eliminationVP) +
                                    " VP; it may not be below 0."));
    if (s.side(Side::Union).homeEdge == s.side(Side::Confederate).homeEdge)
        out.push_back(makeIssue("sides.same-home-edge", Severity::Error, "8.4.1", {}, {},
                                "Both sides have the " + std::string(toString(s.side(Side::Union).homeEdge)) +
                                    " edge as their home edge; units retreat toward their own side of the "
                                    "board (8.4.1), so the two sides need different edges."));
    for (std::size_t i = 0; i < s.victory.conditions.size(); ++i) {
        const VictoryCondition& c = s.victory.conditions[i];
        if (c.kind == VictoryKind::HoldAtEnd) {
            std::vector<Offset> bad;
            for (Offset h : c.hexes)
                if (onBoard(b, h) && impassableForLandUnits(s.terrainAt(h))) bad.push_back(h);
            if (!bad.empty()) {
                std::string list, kinds;
                for (std::size_t k = 0; k < bad.size(); ++k)
                    list += (k ? (k + 1 == bad.size() ? " and " : ", ") : "") + hexLabel(bad[k], b);
                for (Terrain t : kAllTerrain)
                    if (std::any_of(bad.begin(), bad.end(), [&](Offset h) { return s.terrainAt(h) == t; }))
                        kinds += (kinds.empty() ? "" : " or ") + std::string(toString(t));
                out.push_back(makeIssue("victory.impassable-hex", Severity::Error, "2.2.2, 2.2.3, 10.0", bad, {},
                                        conditionText(i, c) + " asks to hold " + list +
                                            (bad.size() > 1 ? ", " + kinds + " hexes" : ", a " + kinds + " hex") +
                                            " that no unit may enter."));
            }
        }
        // The most a side could ever score: every enemy unit that can be eliminated
        // (gunboats cannot be attacked, 3.1.4) plus every marker it could take.
        const bool target = victoryKindInfo(c.kind).needsVp;
        if (!target || !c.side || !c.vp || *c.vp < 1 || s.victory.eliminationVP < 0) continue;
        const Side side = *c.side, enemy = otherSide(side);
        const long long units = eliminable[static_cast<std::size_t>(enemy)];
        long long markers = 0;
        for (const VpMarker& m : s.vpMarkers) {
            if (m.value < 1) continue;
            // Under removeOnCapture only markers taken from the other side score (3.1.6);
            // under controlAtEnd whoever holds the hex at the end scores it (aid).
            if (removeOnCapture ? m.side == enemy : true) markers += m.value;
        }
        const long long most = units * s.victory.eliminationVP + markers;
        if (*c.vp <= most) continue;
        out.push_back(makeIssue("victory.unreachable", Severity::Warning, "10.0, 3.1.6", {}, {},
                                conditionText(i, c) + " needs " + std::to_string(*c.vp) + " VP, but the " +
                                    std::string(displayName(side)) + " side can score at most " +
                                    std::to_string(most) + ": " + std::to_string(s.victory.eliminationVP) +
                                    " for each of " + std::to_string(units) + " " +
                                    std::string(displayName(enemy)) + " units that can be eliminated, plus " +
                                    std::to_string(markers) + " from VP markers it can take."));
    }
}

} // namespace muster::rules
