#include "terrain.h"

#include <array>

namespace muster {
namespace {

// Effects from rulebook (seed 001) section 2.2, restated in the project's words.
const std::array<TerrainEffects, kTerrainCount> kTerrain = {{
    {Terrain::Clear, 0, MoveEffect::None, false, 0, false, {"001", "2.2.1", Basis::Stated, ""},
     "No change to the dice.", "Enter freely.", "Does not block.", "No change."},
    {Terrain::Swamp, 0, MoveEffect::Impassable, false, 0, false, {"001", "2.2.2", Basis::Stated, ""},
     "No modifier; units cannot be in it to be attacked.", "Impassable.", "Does not block.", "No change."},
    {Terrain::River, +1, MoveEffect::Impassable, false, -1, true, {"001", "2.2.3", Basis::Stated, ""},
     "Attacker adds 1 to each die against a defender on the waterway.",
     "Cannot be entered (a scenario may say otherwise).", "Does not block.",
     "Defender's morale drops one level for retreat checks."},
    {Terrain::Bridge, 0, MoveEffect::None, false, -1, false, {"001", "2.2.4", Basis::Stated, ""},
     "No change to the dice.", "Enter freely; cancels the river's barrier.", "Does not block.",
     "Defender's morale drops one level for retreat checks."},
    {Terrain::Woods, -1, MoveEffect::StopOnEntry, true, +1, false, {"001", "2.2.5", Basis::Stated, ""},
     "Attacker subtracts 1 from each die.", "A unit entering must stop.", "Blocks.",
     "Defender's morale rises one level for retreat checks."},
    {Terrain::Orchard, -1, MoveEffect::StopOnEntry, true, +1, false, {"001", "2.2.6", Basis::Stated, ""},
     "Attacker subtracts 1 from each die.", "A unit entering must stop.", "Blocks.",
     "Defender's morale rises one level for retreat checks."},
    {Terrain::Hill, -1, MoveEffect::StopOnEntry, true, +1, false, {"001", "2.2.7", Basis::Stated, ""},
     "Attacker subtracts 1 from each die.", "A unit entering must stop.", "Blocks.",
     "Defender's morale rises one level for retreat checks."},
    {Terrain::Town, -1, MoveEffect::None, true, +1, false, {"001", "2.2.8", Basis::Stated, ""},
     "Attacker subtracts 1 from each die.", "Enter freely.", "Blocks.",
     "Defender's morale rises one level for retreat checks."},
    {Terrain::SunkenRoad, -1, MoveEffect::None, false, +1, false, {"001", "2.2.9", Basis::Stated, ""},
     "Attacker subtracts 1 from each die.", "Enter freely.", "Does not block.",
     "Defender's morale rises one level for retreat checks."},
    {Terrain::Entrenchment, -1, MoveEffect::StopOnEntry, false, +1, false, {"001", "2.2.10", Basis::Stated, ""},
     "Attacker subtracts 1 from each die.", "A unit entering must stop.", "Does not block.",
     "Defender's morale rises one level for retreat checks."},
}};

} // namespace

const TerrainEffects& terrainEffects(Terrain t) { return kTerrain[static_cast<std::size_t>(t)]; }

std::string terrainSpellings(std::string_view sep) {
    std::string out;
    for (Terrain t : kAllTerrain) out += (out.empty() ? "" : std::string(sep)) + std::string(toString(t));
    return out;
}

} // namespace muster
