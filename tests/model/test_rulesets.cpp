// The rule-system registry (model/systems): each system's geometry, vocabularies, checks
// and whether it plays; the ruleset a file names, read without reading the file; and
// how Hold the Line's validation words a scenario of another system.
#include "model/io/scenario_json.h"
#include "model/rules/validator.h"
#include "model/systems/battle_file.h"
#include "model/systems/ruleset.h"
#include "model/terrain.h"

#include <QtTest>

#include <set>

using namespace muster;

namespace {

std::vector<Issue> withRule(const std::vector<Issue>& all, const std::string& rule) {
    std::vector<Issue> out;
    for (const auto& i : all)
        if (i.rule == rule) out.push_back(i);
    return out;
}

std::string ids(const std::vector<VocabEntry>& v) {
    std::string out;
    for (const auto& e : v) out += (out.empty() ? "" : " ") + e.id;
    return out;
}

} // namespace

class TestRulesets : public QObject {
    Q_OBJECT
private slots:
    void registryHoldsThreeSystemsOnce() {
        const auto& all = allRulesets();
        QCOMPARE(all.size(), std::size_t(3));
        QCOMPARE(all.front()->id, std::string(kPlayableRuleset));
        std::set<std::string> seen, refs;
        for (const Ruleset* r : all) {
            QVERIFY(seen.insert(r->id).second);
            QVERIFY(refs.insert(r->referenceKey).second);
            QCOMPARE(findRuleset(r->id), r);
            QVERIFY(!r->terrain.empty() && !r->units.empty());
            QVERIFY2(r->canPlay || !r->whyNoPlay.empty(), r->id.c_str());
            QVERIFY(!r->canBalance || r->canPlay);
        }
        QCOMPARE(findRuleset("test-of-battle"), nullptr);
        QCOMPARE(findRuleset(""), nullptr);
        QCOMPARE(rulesetIdList(), std::string("'hold-the-line-acw', 'square-grid-v1.1' and 'eagle-games-cw-v1.8'"));
    }

    void holdTheLineIsTheHexGame() {
        const Ruleset& r = holdTheLineRuleset();
        QVERIFY(r.board == BoardKind::Hex);
        QVERIFY(r.canPlay && r.canBalance && r.buildsBattles);
        QVERIFY(r.readBattle == nullptr);
        QCOMPARE(ids(r.terrain), terrainSpellings());
        QCOMPARE(ids(r.units), std::string("infantry cavalry artillery gunboat leader"));
    }

    // Every rule the rule-test files break is in Hold the Line's check list, with the
    // severity validation gives it.
    void holdTheLineListsEveryCheckItRuns() {
        const QStringList files = QDir(MUSTER_TEST_DATA "/rules").entryList({"*.fail.json"});
        QVERIFY(files.size() >= 30);
        for (const QString& f : files) {
            const std::string rule = f.chopped(QString(".fail.json").size()).toStdString();
            const CheckInfo* c = holdTheLineRuleset().check(rule);
            QVERIFY2(c, rule.c_str());
            const Scenario s = readScenarioFile((MUSTER_TEST_DATA "/rules/" + f).toStdString());
            const auto found = withRule(validate(s), rule);
            QVERIFY2(!found.empty(), rule.c_str());
            QVERIFY2(found.front().severity == c->severity, rule.c_str());
        }
    }

    void squareGridHasItsVocabularyAndNoPlay() {
        const Ruleset& r = squareGridRuleset();
        QVERIFY(r.board == BoardKind::SquareGrid);
        QCOMPARE(r.seed, std::string("003"));
        QCOMPARE(ids(r.terrain),
                 std::string("clear hill rough-field forest built-up-area river bridge ford swamp mountain"));
        QCOMPARE(ids(r.units), std::string("line-infantry light-infantry cavalry artillery commander"));
        QVERIFY(!r.canPlay && !r.canBalance);
        QVERIFY(r.whyNoPlay.find("unit data table") != std::string::npos);
        QVERIFY(r.checks.size() >= 10);
        for (const auto& c : r.checks) {
            QVERIFY2(c.rule.rfind("grid.", 0) == 0, c.rule.c_str());
            QVERIFY2(c.section.rfind("003 ", 0) == 0, c.section.c_str());
        }
    }

    void eagleGamesIsABattleBoard() {
        const Ruleset& r = eagleGamesRuleset();
        QVERIFY(r.board == BoardKind::BattleBoard);
        QVERIFY(r.buildsBattles && r.readBattle);
        QVERIFY(!r.canPlay && !r.canBalance);
        QCOMPARE(ids(r.terrain), std::string("reserve left center right line middle"));
        QCOMPARE(ids(r.units), std::string("infantry cavalry elite-cavalry artillery leader"));
        QVERIFY(r.whyNoPlay.find("number tables") != std::string::npos);
        QVERIFY(r.check("eagle.line-empty"));
        for (const auto& c : r.checks) {
            QVERIFY2(c.rule.rfind("eagle.", 0) == 0, c.rule.c_str());
            QVERIFY2(c.section.rfind("002 ", 0) == 0, c.section.c_str());
        }
    }

    void peekFindsTheTopLevelRuleset_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("canonical") << R"({"format":"muster-scenario","ruleset":"square-grid-v1.1","board":{}})"
                                   << "square-grid-v1.1";
        QTest::newRow("absent: the default") << R"({"format":"muster-scenario","board":{"rows":3}})"
                                             << "hold-the-line-acw";
        QTest::newRow("late, after nested objects")
            << R"({"units":[{"ruleset":"x","a":[1,{"ruleset":"y"}]}],"sides":{"ruleset":"z"},"ruleset":"eagle-games-cw-v1.8"})"
            << "eagle-games-cw-v1.8";
        QTest::newRow("not a string") << R"({"ruleset": 3})" << "";
        QTest::newRow("an object") << R"({"ruleset": {"id": "square-grid-v1.1"}})" << "";
        QTest::newRow("broken JSON") << R"({"title": "x" "ruleset": "square-grid-v1.1"})" << "";
        QTest::newRow("not an object") << R"(["ruleset", "square-grid-v1.1"])" << "hold-the-line-acw";
    }
    void peekFindsTheTopLevelRuleset() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(peekRuleset(text.toStdString())), expected);
    }

    // A system with its own battle shape, and an unknown one, are each refused with a
    // message that says which case it is.
    void otherSystemsAreRefusedClearly() {
        Scenario s;
        s.ruleset = "eagle-games-cw-v1.8";
        auto found = withRule(validate(s), "scenario.ruleset");
        QCOMPARE(found.size(), std::size_t(1));
        QVERIFY2(found[0].message.find("Eagle Games") != std::string::npos, found[0].message.c_str());
        QVERIFY(found[0].message.find("number tables") != std::string::npos);
        s.ruleset = "test-of-battle";
        found = withRule(validate(s), "scenario.ruleset");
        QCOMPARE(found.size(), std::size_t(1));
        QVERIFY2(found[0].message.find("'square-grid-v1.1'") != std::string::npos, found[0].message.c_str());
        s.ruleset = std::string(kPlayableRuleset);
        QVERIFY(withRule(validate(s), "scenario.ruleset").empty());
    }
};

QTEST_GUILESS_MAIN(TestRulesets)
#include "test_rulesets.moc"
