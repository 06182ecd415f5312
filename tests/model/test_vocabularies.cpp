// One table per vocabulary (model/victory_kind, optional_rule, game_result,
// terrain): the reader, the writer, the validator and the messages enumerate the table, so
// a spelling or a field list can only be said once.
#include "model/game_result.h"
#include "model/io/scenario_json.h"
#include "model/optional_rule.h"
#include "model/rules/validator.h"
#include "model/terrain.h"
#include "model/victory_kind.h"

#include <QtTest>

#include <algorithm>

using namespace muster;

namespace {

std::string scenarioWith(const std::string& victory, const std::string& optional) {
    return R"({"format": "muster-scenario", "formatVersion": 1, "ruleset": "hold-the-line-acw", "title": "V",
  "board": {"columns": 8, "rows": 8, "orientation": "pointy", "stagger": "even"}, "turns": 4, "firstSide": "union",
  "sides": {"union": {"name": "U", "commandAP": 4, "homeEdge": "north"},
            "confederate": {"name": "C", "commandAP": 4, "homeEdge": "south"}},
  "units": [{"id": "u1", "side": "union", "type": "infantry", "name": "A", "hex": [3,3], "sp": 4, "morale": "black"},
            {"id": "c1", "side": "confederate", "type": "infantry", "name": "B", "hex": [6,6], "sp": 4, "morale": "black"}],
  "victory": {"eliminationVP": 1, "conditions": [)" + victory + R"(]}, "optionalRules": [)" + optional + "]}";
}

std::string readError(const std::string& text) {
    try {
        readScenarioJson(text, "v.json");
    } catch (const ScenarioReadError& e) {
        return e.what();
    }
    return {};
}

} // namespace

class TestVocabularies : public QObject {
    Q_OBJECT
private slots:
    void victoryKinds_spellingsRoundTripAndTheReaderListsThemAll() {
        for (VictoryKind k : kAllVictoryKinds) {
            QVERIFY((victoryKindFromString(toString(k))) == (std::optional<VictoryKind>(k)));
            QVERIFY((victoryKindInfo(k).kind) == (k));
            const Scenario s = readScenarioJson(
                scenarioWith(R"({"kind": ")" + std::string(toString(k)) + R"(", "side": "union", "vp": 3, "turn": 2, "hexes": [[4,4]]})", ""));
            QVERIFY((s.victory.conditions.at(0).kind) == (k));
        }
        const std::string err = readError(scenarioWith(R"({"kind": "reachEverything"})", ""));
        for (VictoryKind k : kAllVictoryKinds)
            QVERIFY2(err.find(std::string(toString(k))) != std::string::npos, err.c_str());
    }

    // The validator asks a condition for exactly the fields the table says its kind needs.
    void victoryKinds_validatorAsksForTheTablesFields() {
        for (VictoryKind k : kAllVictoryKinds) {
            Scenario s = readScenarioJson(scenarioWith(R"({"kind": "mostVPAtEnd"})", ""));
            s.victory.conditions[0] = VictoryCondition{k, {}, {}, {}, {}};
            std::string msg;
            for (const Issue& i : validate(s))
                if (i.rule == "victory.invalid") msg = i.message;
            const VictoryKindInfo& info = victoryKindInfo(k);
            QCOMPARE(msg.find("no side") != std::string::npos, info.needsSide);
            QCOMPARE(msg.find("no VP target") != std::string::npos, info.needsVp);
            QCOMPARE(msg.find("no turn") != std::string::npos, info.needsTurn);
            QCOMPARE(msg.find("no hex") != std::string::npos, info.needsHexes);
        }
    }

    void victoryKinds_oneSentenceSaysWhenItIsJudged() {
        Scenario s = readScenarioJson(scenarioWith(R"({"kind": "mostVPAtEnd"})", ""));
        QCOMPARE(victorySentence(s, VictoryCondition{VictoryKind::ReachVP, Side::Union, 6, {}, {}}),
                 std::string("Union wins when it has 6 VP at the end of a player's turn (5.0, 10.0)."));
        QCOMPARE(victorySentence(s, VictoryCondition{VictoryKind::ReachVPByTurn, Side::Confederate, 3, {}, {}}),
                 std::string("Confederate must have 3 VP at the end of turn 4, or loses (5.0, 10.0)."));
        QCOMPARE(victorySentence(s, VictoryCondition{VictoryKind::MostVPAtEnd, {}, {}, {}, {}}),
                 std::string("If no one has won by the end of turn 4, the side with more VP wins."));
    }

    void optionalRules_readerWriterAndSetupEnumerateTheTable() {
        QCOMPARE(int(optionalRuleTable().size()), kOptionalRuleCount);
        std::string all;
        for (const OptionalRuleInfo& r : optionalRuleTable()) {
            QVERIFY((optionalRuleInfo(r.rule).id) == (r.id));
            QVERIFY((optionalRuleFromId(r.id)) == (std::optional<OptionalRule>(r.rule)));
            all += (all.empty() ? "" : ",") + ("\"" + std::string(r.id) + "\"");
        }
        const Scenario s = readScenarioJson(scenarioWith(R"({"kind": "mostVPAtEnd"})", all));
        for (const OptionalRuleInfo& r : optionalRuleTable()) QVERIFY(s.hasOptionalRule(r.rule));
        const std::string err = readError(scenarioWith(R"({"kind": "mostVPAtEnd"})", R"("11.9")"));
        QVERIFY2(err.find("11.1, 11.2, 11.3, 11.4 or 11.5") != std::string::npos, err.c_str());
        QVERIFY(!optionalRuleFromId("11.6"));
    }

    // The library stores these exact strings; changing one would make old rows unreadable.
    void gameResults_storedSpellingsArePinned() {
        QCOMPARE(gameResultInfo(GameResult::UnionWins).stored, std::string_view("union wins"));
        QCOMPARE(gameResultInfo(GameResult::ConfederateWins).stored, std::string_view("confederate wins"));
        QCOMPARE(gameResultInfo(GameResult::Draw).stored, std::string_view("draw"));
        QCOMPARE(gameResultInfo(GameResult::UnionWins).winner, std::string_view("union"));
        QCOMPARE(gameResultInfo(GameResult::Draw).winner, std::string_view("draw"));
        for (GameResult r : {GameResult::UnionWins, GameResult::ConfederateWins, GameResult::Draw}) {
            QVERIFY((gameResultFromStored(gameResultInfo(r).stored)) == (std::optional<GameResult>(r)));
            QCOMPARE(gameResultText(gameResultInfo(r).stored), gameResultInfo(r).text);
        }
        QCOMPARE(gameResultText("something else"), std::string_view("something else"));
    }

    void terrain_spellingsListEveryTerrain() {
        const std::string all = terrainSpellings();
        for (Terrain t : kAllTerrain) QVERIFY2(all.find(std::string(toString(t))) != std::string::npos, all.c_str());
        QCOMPARE(std::count(all.begin(), all.end(), ' '), std::ptrdiff_t(kTerrainCount - 1));
    }
};

QTEST_MAIN(TestVocabularies)
#include "test_vocabularies.moc"
