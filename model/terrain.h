#pragma once
// The ten Hold the Line terrain types and their effects (rulebook 2.1-2.2) as data.
#include "provenance.h"
#include "types.h"

#include <string>

namespace muster {

enum class MoveEffect { None, StopOnEntry, Impassable };

struct TerrainEffects {
    Terrain type;
    int attackerDieModifier;    // added to each attacking die when the defender is here (2.1.1)
    MoveEffect movement;        // for units entering the hex (2.1.2)
    bool blocksLineOfSight;     // 2.1.3, 8.2
    int defenderMoraleLevels;   // levels added to a defender's morale for retreat checks (2.1.4)
    bool gunboatWater;          // gunboats may only be placed here (3.1.4)
    Provenance source;
    std::string_view combatText;    // our own short wording of each effect
    std::string_view movementText;
    std::string_view losText;
    std::string_view moraleText;
};

const TerrainEffects& terrainEffects(Terrain t);

// Every terrain's file spelling in table order, `sep` between them ("clear swamp ... entrenchment").
std::string terrainSpellings(std::string_view sep = " ");

// Infantry, cavalry, artillery and leaders may not be set up or move here (2.2.2, 2.2.3).
inline bool impassableForLandUnits(Terrain t) { return terrainEffects(t).movement == MoveEffect::Impassable; }

} // namespace muster
