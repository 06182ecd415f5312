// An Eagle Games battle behind the Battle interface: what validate, info, los (which says
// there is none) and share use.
#include "eagle_battle.h"
#include "eagle_checks.h"
#include "eagle_json.h"

namespace muster {
namespace eagle {
namespace {

class EagleBattle final : public Battle {
public:
    explicit EagleBattle(EagleScenario s) : s_(std::move(s)) {}

    const EagleScenario& scenario() const { return s_; }
    const Ruleset& ruleset() const override { return eagleGamesRuleset(); }
    std::vector<Issue> validate() const override { return validateEagle(s_); }
    std::string toJson() const override { return writeEagleJson(s_); }
    std::string placeLabel(Offset o) const override {
        return "[" + std::to_string(o.col) + "," + std::to_string(o.row) + "]";
    }

    LosAnswer lineOfSight(Offset, Offset) const override {
        LosAnswer a;
        a.error = "an Eagle Games battle board has spaces, not hexes or tiles, and no line of sight: a unit fires "
                  "at the space in front of it (artillery two spaces, 002 Fire)";
        return a;
    }

    BattleFacts facts() const override {
        BattleFacts f = factsStart(s_);
        for (Side side : kAllSides) f.sides[static_cast<std::size_t>(side)] = s_.army(side).name;
        f.board = std::string(toString(eagleSize(s_))) + " battle board";
        f.units = static_cast<int>(s_.units.size());
        return f;
    }

    std::vector<std::string> summary() const override {
        std::vector<std::string> out = summaryStart(s_);
        const EagleSize size = eagleSize(s_);
        std::string b = "  Battle: " + std::string(toString(size)) + (s_.size ? " (as set)" : " (by brigade count)") +
                        " — brigades: ";
        for (Side side : kAllSides)
            b += std::string(side == Side::Union ? "" : ", ") + std::string(displayName(side)) + " " +
                 std::to_string(eagleBrigades(s_, side));
        b += "; a major battle needs " + std::to_string(kEagleMajorBrigades) + " on each side";
        out.push_back(b);
        out.push_back(s_.points ? "  Points budget: " + std::to_string(*s_.points) + " per army"
                                : std::string("  Points budget: none (armies given as a list)"));
        for (Side side : kAllSides) {
            out.push_back("  " + std::string(displayName(side)) + ": " + s_.army(side).name + " — " +
                          std::to_string(eaglePoints(s_, side)) + " points" +
                          (s_.points ? " of " + std::to_string(*s_.points) : std::string()) + ", attacker roll +" +
                          std::to_string(eagleAttackerBonus(s_, side)));
            for (const auto& sp : allEagleSpaces()) {
                const bool line = sp.space != EagleSpace::Reserve && eagleSetupSpace(size, sp.space);
                const std::string units = eagleSpaceUnitsText(s_, side, sp.space);
                if (units.empty() && !line && sp.space != EagleSpace::Reserve) continue;
                out.push_back("    " + std::string(sp.name) + ": " + (units.empty() ? "none" : units));
            }
        }
        for (const auto& n : s_.notes) out.push_back("  Note: " + n);
        summaryEnd(out);
        return out;
    }

private:
    EagleScenario s_;
};

} // namespace
} // namespace eagle


std::string eagleSpaceUnitsText(const EagleScenario& s, Side side, EagleSpace space) {
    std::string out;
    for (const auto& u : s.units) {
        if (u.side != side || u.space != space) continue;
        out += out.empty() ? "" : ", ";
        out += std::string(eagleUnitInfo(u.type).name);
        if (!u.name.empty()) out += " '" + u.name + "'";
        if (u.elite) out += " (elite)";
    }
    return out;
}

std::unique_ptr<Battle> readEagleBattle(std::string_view text, const std::string& file) {
    return std::make_unique<eagle::EagleBattle>(readEagleJson(text, file));
}

std::unique_ptr<Battle> makeEagleBattle(EagleScenario s) { return std::make_unique<eagle::EagleBattle>(std::move(s)); }

const EagleScenario* eagleScenarioOf(const Battle& b) {
    const auto* e = dynamic_cast<const eagle::EagleBattle*>(&b);
    return e ? &e->scenario() : nullptr;
}

} // namespace muster
