#include "engine/queries/combat_preview.h"

#include "engine/rules/game.h"
#include "engine/queries/play_queries.h"
#include "engine/queries/rule_queries.h"

#include <algorithm>

namespace muster {

CombatPreview previewCombat(const Scenario& sc, const std::string& attackerId, Offset target, const RuleParameters& params) {
    CombatPreview p;
    const Unit* a = sc.findUnit(attackerId);
    if (!a || !a->hex || !sc.board.sizeValid() || !sc.board.contains(*a->hex) || !sc.board.contains(target)) return p;
    // The scenario as a game would start from it, units placed off the board (mid-edit) left out.
    Scenario s = sc;
    std::erase_if(s.units, [&](const Unit& u) { return u.hex && !s.board.contains(*u.hex); });
    const bool empty = std::none_of(s.units.begin(), s.units.end(), [&](const Unit& u) { return u.hex == target; });
    if (empty) {
        // The dock also answers "what if an enemy stood there": an enemy infantry of full strength.
        std::string id = "?";
        while (s.findUnit(id)) id += "?";
        s.units.push_back(Unit{id, otherSide(a->side), UnitType::Infantry, "", target, 4, Morale::Black, {}});
        p.hypothetical = true;
    }
    const auto setup = std::make_shared<const GameSetup>(std::move(s), params);
    GameState st(setup, DiceStream(0, {}));
    st.active = a->side;
    st.side(a->side).ap = 99;
    const int unit = setup->unitIndex(attackerId);
    if (unit < 0) return p;
    p.ready = true;
    const HexUnits& h = st.at(setup->index(target));
    const int def = h.foot >= 0 ? h.foot : h.artillery;
    if (def >= 0 && !p.hypothetical && st.sideOf(def) != a->side) p.defender = setup->unit(def).id;
    p.leader = h.leader >= 0 && st.sideOf(h.leader) != a->side;
    p.fromHill = firesFromHill(st, unit, st.unit(unit).hex);
    p.fireRefused = checkAction(st, fireAction(unit, target)).error;
    p.closeRefused = checkAction(st, closeAction(unit, target)).error;
    if (p.fireRefused.empty()) p.fire = playFireQuery(st, unit, st.unit(unit).hex, target);
    if (p.closeRefused.empty()) p.close = playCloseQuery(st, unit, target);
    return p;
}

CombatPreview previewFreeCombat(UnitType attacker, int range, Terrain terrain, bool fromHill, const RuleParameters& params) {
    Scenario s;  // 13 x 9, pointy: along a row the distance is the column difference
    const Offset from{2, 5};
    const Offset to{from.col + std::clamp(range, 1, s.board.columns - from.col), from.row};
    s.units.push_back(Unit{"a", Side::Union, attacker, "", from, {}, Morale::Black, {}});
    s.terrain.set(to, terrain);
    if (fromHill) {
        s.terrain.set(from, Terrain::Hill);
        s.optionalRules.emplace_back(optionalRuleInfo(OptionalRule::HillRange).id);
    }
    return previewCombat(s, "a", to, params);
}

} // namespace muster
