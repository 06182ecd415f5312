// Each Eagle Games (seed 002) set-up check: a change that breaks it and a near one that
// passes, both from a battle with no issues; every issue names its army, and the space
// where the check is about one.
#include "eagle_base.h"
#include "model/systems/eagle/eagle_checks.h"
#include "model/systems/ruleset.h"

#include <QtTest>

#include <functional>

using namespace muster;
using namespace muster::test;

namespace {

using Edit = std::function<void(EagleScenario&)>;
using T = EagleUnitType;
using S = EagleSpace;

struct Case {
    const char* rule;
    const char* what;
    Edit breaks, passes;
    const char* names; // a word every breaking issue's message holds (an army's name, a space)
};

EagleUnit& unit(EagleScenario& s, const std::string& id) {
    for (auto& u : s.units)
        if (u.id == id) return u;
    throw std::logic_error("no unit " + id);
}

// The Confederates down to five brigades: a minor battle, all on the one line space.
void minorBattle(EagleScenario& s) {
    std::erase_if(s.units, [](const EagleUnit& u) { return u.id == "c6"; });
    for (auto& u : s.units)
        if (u.space != S::Reserve) u.space = S::Line;
}

const std::vector<Case>& cases() {
    static const std::vector<Case> all = {
        {"eagle.duplicate-id", "two units c1 / c1 and c9",
         [](EagleScenario& s) { s.units.push_back(eagleUnit("c1", Side::Confederate, T::Infantry, S::Reserve)); },
         [](EagleScenario& s) { s.units.push_back(eagleUnit("c9", Side::Confederate, T::Infantry, S::Reserve)); },
         "Army of Northern Virginia"},
        {"eagle.battle-size", "set major with 5 Confederate brigades / set major with 6",
         [](EagleScenario& s) {
             s.size = EagleSize::Major;
             std::erase_if(s.units, [](const EagleUnit& u) { return u.id == "c6"; });
         },
         [](EagleScenario& s) { s.size = EagleSize::Major; }, "Army of Northern Virginia"},
        {"eagle.battle-size", "set minor with 6 brigades a side / minor with 5 Confederate",
         [](EagleScenario& s) { s.size = EagleSize::Minor; },
         [](EagleScenario& s) {
             s.size = EagleSize::Minor;
             minorBattle(s);
         },
         "Army of the Potomac"},
        {"eagle.space-size", "5 Confederate brigades on left/center/right / on the one line",
         [](EagleScenario& s) { std::erase_if(s.units, [](const EagleUnit& u) { return u.id == "c6"; }); },
         minorBattle, "minor battle"},
        {"eagle.space-size", "6 a side with a brigade on the merged line / on the left line",
         [](EagleScenario& s) { unit(s, "u6").space = S::Line; }, [](EagleScenario& s) { unit(s, "u6").space = S::Left; },
         "Army of the Potomac"},
        {"eagle.setup-space", "a brigade in the middle / in the reserve",
         [](EagleScenario& s) { unit(s, "c6").space = S::Middle; }, [](EagleScenario& s) { unit(s, "c6").space = S::Reserve; },
         "Army of Northern Virginia"},
        {"eagle.line-empty", "the Union right line with no brigade / with the reserve infantry moved in",
         [](EagleScenario& s) { unit(s, "u3").space = S::Reserve; },
         [](EagleScenario& s) {
             unit(s, "u3").space = S::Reserve;
             unit(s, "u6").space = S::Right;
         },
         "right line space"},
        {"eagle.line-empty", "only a leader on the Union left / a leader with the brigade",
         [](EagleScenario& s) {
             unit(s, "u1").space = S::Reserve;
             unit(s, "u7").space = S::Left;
         },
         [](EagleScenario& s) { unit(s, "u7").space = S::Left; }, "left line space"},
        {"eagle.line-empty", "minor battle: no Confederate brigade on the line / one there",
         [](EagleScenario& s) {
             minorBattle(s);
             for (auto& u : s.units)
                 if (u.side == Side::Confederate && u.type != T::Leader) u.space = S::Reserve;
         },
         [](EagleScenario& s) {
             minorBattle(s);
             for (auto& u : s.units)
                 if (u.side == Side::Confederate && u.type != T::Leader && u.id != "c1") u.space = S::Reserve;
         },
         "the line space"},
        {"eagle.leader-modifier", "two Union leaders in the center / one in the center, one in reserve",
         [](EagleScenario& s) {
             s.points = 40;
             s.units.push_back(eagleUnit("u8", Side::Union, T::Leader, S::Center));
         },
         [](EagleScenario& s) {
             s.points = 40;
             s.units.push_back(eagleUnit("u8", Side::Union, T::Leader, S::Reserve));
         },
         "center line space"},
        {"eagle.elite", "an elite leader / elite infantry", [](EagleScenario& s) { unit(s, "u7").elite = true; },
         [](EagleScenario& s) { unit(s, "u1").elite = true; }, "Army of the Potomac"},
        {"eagle.elite", "cavalry flagged elite / elite artillery", [](EagleScenario& s) { unit(s, "c5").elite = true; },
         [](EagleScenario& s) { unit(s, "c4").elite = true; }, "reserve"},
        {"eagle.points", "Confederates at 22 of 21 (elite cavalry at 5) / at 22 of 22",
         [](EagleScenario& s) {
             s.points = 21;
             unit(s, "c5").type = T::EliteCavalry; // 20 - 3 + 5
         },
         [](EagleScenario& s) {
             s.points = 22;
             unit(s, "c5").type = T::EliteCavalry;
         },
         "Army of Northern Virginia"},
        {"eagle.points", "a budget of 0 / no budget", [](EagleScenario& s) { s.points = 0; },
         [](EagleScenario& s) { s.points.reset(); }, "budget"},
    };
    return all;
}

std::vector<Issue> withRule(const std::vector<Issue>& all, const char* rule) {
    std::vector<Issue> out;
    for (const auto& i : all)
        if (i.rule == rule) out.push_back(i);
    return out;
}

} // namespace

class TestEagleChecks : public QObject {
    Q_OBJECT
private slots:
    void baseHasNoIssue() {
        const EagleScenario s = eagleBase();
        const auto issues = validateEagle(s);
        for (const auto& i : issues) qWarning("%s: %s", i.rule.c_str(), i.message.c_str());
        QVERIFY(issues.empty());
        QVERIFY(eagleSize(s) == EagleSize::Major);
        QCOMPARE(eaglePoints(s, Side::Union), 2 * 4 + 4 + 3 + 5);
    }

    void eachCheck_data() {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < cases().size(); ++i)
            QTest::newRow((std::string(cases()[i].rule) + ": " + cases()[i].what).c_str()) << int(i);
    }
    void eachCheck() {
        QFETCH(int, index);
        const Case& c = cases()[static_cast<std::size_t>(index)];
        const CheckInfo* info = eagleGamesRuleset().check(c.rule);
        QVERIFY2(info, c.rule);

        EagleScenario broken = eagleBase();
        c.breaks(broken);
        const auto found = withRule(validateEagle(broken), c.rule);
        QVERIFY2(!found.empty(), c.rule);
        for (const Issue& i : found) {
            QVERIFY(i.severity == info->severity);
            QCOMPARE(i.section, info->section);
            QVERIFY2(i.section.rfind("002 ", 0) == 0, i.section.c_str());
            QVERIFY2(i.message.find(c.names) != std::string::npos, (std::string(c.names) + " not in: " + i.message).c_str());
        }

        EagleScenario near = eagleBase();
        c.passes(near);
        const auto left = withRule(validateEagle(near), c.rule);
        for (const auto& i : left) qWarning("%s", i.message.c_str());
        QVERIFY(left.empty());
    }

    // Every check the registry lists is exercised above, so none is listed but never run.
    void everyListedCheckHasACase() {
        for (const auto& info : eagleGamesRuleset().checks) {
            const bool covered = std::any_of(cases().begin(), cases().end(),
                                             [&](const Case& c) { return info.rule == c.rule; });
            QVERIFY2(covered, info.rule.c_str());
        }
    }

    // 002: major when each side has at least six brigades; leaders are not brigades.
    void sizeFollowsTheBrigadeCount() {
        EagleScenario s = eagleBase();
        QVERIFY(eagleDerivedSize(s) == EagleSize::Major);
        s.units.push_back(eagleUnit("c8", Side::Confederate, T::Leader, S::Reserve));
        std::erase_if(s.units, [](const EagleUnit& u) { return u.id == "c6"; });
        QCOMPARE(eagleBrigades(s, Side::Confederate), 5);
        QVERIFY(eagleDerivedSize(s) == EagleSize::Minor);
        s.units.push_back(eagleUnit("c9", Side::Confederate, T::EliteCavalry, S::Reserve));
        QVERIFY(eagleDerivedSize(s) == EagleSize::Major);
    }

    // One per leader and per cavalry unit, elite cavalry included (002 Stand-Alone Battle).
    void attackerBonusCountsLeadersAndCavalry() {
        EagleScenario s = eagleBase();
        QCOMPARE(eagleAttackerBonus(s, Side::Union), 2);
        unit(s, "u6").type = T::EliteCavalry;
        s.units.push_back(eagleUnit("u8", Side::Union, T::Leader, S::Reserve));
        QCOMPARE(eagleAttackerBonus(s, Side::Union), 4);
        QCOMPARE(eagleAttackerBonus(s, Side::Confederate), 2);
    }
};

QTEST_GUILESS_MAIN(TestEagleChecks)
#include "test_eagle_checks.moc"
