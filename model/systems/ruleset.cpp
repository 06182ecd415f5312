// The registry of rule systems: adding a system is its folder plus one line here.
#include "ruleset.h"

namespace muster {

std::string_view toString(BoardKind k) {
    switch (k) {
    case BoardKind::Hex: return "hex";
    case BoardKind::SquareGrid: return "square-grid";
    case BoardKind::BattleBoard: return "battle-board";
    }
    return "hex";
}

const CheckInfo* Ruleset::check(std::string_view rule) const {
    for (const auto& c : checks)
        if (c.rule == rule) return &c;
    return nullptr;
}

const std::vector<const Ruleset*>& allRulesets() {
    static const std::vector<const Ruleset*> all = {&holdTheLineRuleset(), &squareGridRuleset(),
                                                    &eagleGamesRuleset()};
    return all;
}

const Ruleset* findRuleset(std::string_view id) {
    for (const Ruleset* r : allRulesets())
        if (r->id == id) return r;
    return nullptr;
}

std::string rulesetIdList() {
    const auto& all = allRulesets();
    std::string out;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i > 0) out += i + 1 == all.size() ? " and " : ", ";
        out += "'" + all[i]->id + "'";
    }
    return out;
}

std::string notAHexScenarioText(const Ruleset& r) {
    // A battle board has spaces, not places to look between: no los.
    const char* tools = r.board == BoardKind::BattleBoard ? "validate, info and export --side" : "validate, info and los";
    std::string t = "'" + r.id + "' is a battle for " + r.name + " (seed " + r.seed + "); Muster checks it with " +
                    tools + ", and reads only Hold the Line scenarios here";
    if (!r.canPlay) t += "; it cannot be played or balanced: " + r.whyNoPlay;
    return t;
}

} // namespace muster
