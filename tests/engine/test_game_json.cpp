// Game files (DESIGN.md "Game file"): the strict reader names every bad value by its JSON
// path, the writer round-trips, replay is exact and refuses an illegal action whole.
#include "engine/rules/game.h"
#include "engine/io/game_json.h"
#include "model/io/scenario_json.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace muster;

namespace {

const std::string kScenario = R"({
  "format": "muster-scenario", "formatVersion": 1, "ruleset": "hold-the-line-acw",
  "title": "Game test", "board": {"columns": 13, "rows": 9, "orientation": "pointy", "stagger": "even"},
  "turns": 3, "firstSide": "union",
  "sides": {"union": {"name": "U", "commandAP": 4, "homeEdge": "north"},
            "confederate": {"name": "C", "commandAP": 4, "homeEdge": "south"}},
  "terrain": [ {"hex": [5,5], "type": "woods"} ],
  "units": [
    {"id": "u1", "side": "union", "type": "infantry", "name": "A", "hex": [3,5], "sp": 4, "morale": "black"},
    {"id": "l1", "side": "union", "type": "leader", "name": "L", "hex": [3,5]},
    {"id": "c1", "side": "confederate", "type": "infantry", "name": "B", "hex": [7,5], "sp": 4, "morale": "black"},
    {"id": "c2", "side": "confederate", "type": "cavalry", "name": "R", "sp": 2, "morale": "gold",
     "arrives": {"turn": 2, "hex": [9,9]}}
  ],
  "vpMarkers": [ {"hex": [7,3], "side": "confederate", "value": 1} ],
  "victory": {"eliminationVP": 1, "conditions": [ {"kind": "mostVPAtEnd"} ]}
})";

// A game of two actions: u1 moves one hex east, Union ends its turn.
std::string game(const std::string& actions = R"([{"do": "move", "unit": "u1", "path": [[4,5]]}, {"do": "endTurn"}])",
                 const std::string& extra = R"("seed": 7, "dice": [6, 2])") {
    return R"({"format": "muster-game", "formatVersion": 1, "scenario": )" + kScenario + ", " + extra +
           R"(, "actions": )" + actions + "}";
}

std::string replace(std::string s, const std::string& from, const std::string& to) {
    const auto at = s.find(from);
    if (at == std::string::npos) qFatal("test text has no '%s'", from.c_str());
    return s.replace(at, from.size(), to);
}

} // namespace

class TestGameJson : public QObject {
    Q_OBJECT
private slots:
    void readsAGame() {
        const GameRecord g = readGameJson(game(), "g.json");
        QCOMPARE(g.seed, std::uint64_t{7});
        QCOMPARE(g.dice, (std::vector<int>{6, 2}));
        QCOMPARE(g.actions.size(), std::size_t{2});
        QCOMPARE(g.actions[0], moveAction(0, {Offset{4, 5}}));
        QCOMPARE(g.actions[1], endTurnAction());
        QCOMPARE(g.scenario.units.size(), std::size_t{4});
    }

    void readerErrors_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("path");     // the error's JSON path
        QTest::addColumn<QString>("message");  // a part of the reason
        const std::string g = game();
        auto row = [](const char* name, const std::string& text, const char* path, const char* msg) {
            QTest::newRow(name) << QString::fromStdString(text) << path << msg;
        };
        row("not json", "{\"format\": ", "", "invalid JSON at line 1");
        row("top array", "[1]", "", "top level");
        row("unknown top key", replace(g, "\"seed\": 7", "\"seed\": 7, \"speed\": 1"), "speed", "unknown key");
        row("duplicate key", replace(g, "\"seed\": 7", "\"seed\": 7, \"seed\": 8"), "seed", "twice");
        row("format", replace(g, "muster-game", "muster-scenario"), "format", "muster-game");
        row("version", replace(g, "\"formatVersion\": 1, \"scenario\"", "\"formatVersion\": 2, \"scenario\""),
            "formatVersion", "unsupported version 2");
        row("no seed", replace(g, "\"seed\": 7, ", ""), "", "needs \"seed\"");
        row("negative seed", replace(g, "\"seed\": 7", "\"seed\": -1"), "seed", "whole number");
        row("fraction seed", replace(g, "\"seed\": 7", "\"seed\": 7.5"), "seed", "whole number");
        row("die 7", replace(g, "[6, 2]", "[6, 7]"), "dice[1]", "out of range 1..6");
        row("dice string", replace(g, "[6, 2]", "\"66\""), "dice", "d6 results");
        row("scenario field", replace(g, "\"sp\": 4, \"morale\": \"black\"}", "\"sp\": \"four\", \"morale\": \"black\"}"),
            "scenario.units[0].sp", "expected");
        row("scenario key", replace(g, "\"turns\": 3", "\"turns\": 3, \"turnz\": 3"), "scenario.turnz", "unknown key");
        row("scenario not object", R"({"format": "muster-game", "formatVersion": 1, "scenario": 3, "seed": 1, "actions": []})",
            "scenario", "scenario object");
        row("scenario invalid", replace(g, "\"hex\": [7,5], \"sp\": 4", "\"hex\": [3,5], \"sp\": 4"), "scenario",
            "stacking.mixed-sides");
        row("actions object", game("{}"), "actions", "list of actions");
        row("action number", game("[{\"do\": \"endTurn\"}, 3]"), "actions[1]", "action object");
        row("no do", game("[{\"unit\": \"u1\"}]"), "actions[0]", "needs \"do\"");
        row("unknown do", game("[{\"do\": \"charge\", \"unit\": \"u1\"}]"), "actions[0].do", "unknown action 'charge'");
        row("missing path", game("[{\"do\": \"move\", \"unit\": \"u1\"}]"), "actions[0]", "needs \"path\"");
        row("unknown unit", game("[{\"do\": \"fire\", \"unit\": \"u9\", \"at\": [7,5]}]"), "actions[0].unit", "no unit 'u9'");
        row("unit number", game("[{\"do\": \"fire\", \"unit\": 1, \"at\": [7,5]}]"), "actions[0].unit", "unit id");
        row("path hex short", game("[{\"do\": \"move\", \"unit\": \"u1\", \"path\": [[4,5],[5]]}]"), "actions[0].path[1]",
            "exactly 2 integers");
        row("path off board", game("[{\"do\": \"move\", \"unit\": \"u1\", \"path\": [[14,5]]}]"), "actions[0].path[0]",
            "off the 13x9 board");
        row("empty path", game("[{\"do\": \"move\", \"unit\": \"u1\", \"path\": []}]"), "actions[0].path", "at least one");
        row("field of another kind", game("[{\"do\": \"move\", \"unit\": \"u1\", \"path\": [[4,5]], \"at\": [7,5]}]"),
            "actions[0].at", "allowed for \"move\"");
        row("bonus text", game("[{\"do\": \"move\", \"unit\": \"u1\", \"path\": [[4,5]], \"bonus\": \"yes\"}]"),
            "actions[0].bonus", "true or false");
        row("advance both", game("[{\"do\": \"advance\", \"unit\": \"u1\", \"skip\": true}]"), "actions[0]", "not both");
        row("advance neither", game("[{\"do\": \"advance\"}]"), "actions[0]", "needs \"unit\"");
        row("rally no leader", game("[{\"do\": \"rally\", \"unit\": \"u1\"}]"), "actions[0]", "needs \"leader\"");
        row("endTurn extra", game("[{\"do\": \"endTurn\", \"unit\": \"u1\"}]"), "actions[0].unit", "unknown key");
        row("retreat at", game("[{\"do\": \"retreat\", \"unit\": \"u1\", \"at\": [3,4]}]"), "actions[0].at", "unknown key");
        const auto withPlayers = [](const std::string& players) {
            return game(R"([{"do": "endTurn"}])", R"("seed": 7, "players": )" + players);
        };
        row("players list", withPlayers("[]"), "players", "expected an object");
        row("players side key", withPlayers(R"({"north": {"player": "human"}})"), "players.north", "unknown key");
        row("player missing", withPlayers(R"({"union": {"seed": 3}})"), "players.union", "needs \"player\"");
        row("player empty", withPlayers(R"({"union": {"player": ""}})"), "players.union.player", "1 to 64");
        row("player seed", withPlayers(R"({"confederate": {"player": "greedy", "seed": -2}})"), "players.confederate.seed",
            "whole number");
        row("pace", withPlayers(R"({"paceMs": 60001})"), "players.paceMs", "out of range 0..60000");
        row("cut short", withPlayers(R"({"cutShort": 1})"), "players.cutShort", "expected true or false");
    }
    void readerErrors() {
        QFETCH(QString, text);
        QFETCH(QString, path);
        QFETCH(QString, message);
        try {
            readGameJson(text.toStdString(), "bad.json");
            QFAIL("no error");
        } catch (const GameReadError& e) {
            QCOMPARE(QString::fromStdString(e.jsonPath()), path);
            QVERIFY2(QString::fromStdString(e.reason()).contains(message), e.what());
            QCOMPARE(QString::fromStdString(e.file()), QString("bad.json"));
            QVERIFY2(QString(e.what()).startsWith(path.isEmpty() ? "bad.json: " : "bad.json: " + path + ": "), e.what());
        }
    }

    void invalidScenarioIsFlagged() {
        try {
            readGameJson(replace(game(), "\"turns\": 3", "\"turns\": 0"), "x.json");
            QFAIL("no error");
        } catch (const GameReadError& e) {
            QVERIFY(e.invalidScenario());
            QVERIFY2(QString(e.what()).contains("scenario.turns"), e.what());
        }
        try {
            readGameJson("{", "x.json");
            QFAIL("no error");
        } catch (const GameReadError& e) {
            QVERIFY(!e.invalidScenario());
        }
    }

    void roundTrip() {
        const GameRecord g = readGameJson(game(), "g.json");
        const std::string text = writeGameJson(g);
        const GameRecord back = readGameJson(text, "w.json");
        QVERIFY(back.scenario == g.scenario);
        QCOMPARE(back.seed, g.seed);
        QCOMPARE(back.dice, g.dice);
        QVERIFY(back.actions == g.actions);
        QCOMPARE(writeGameJson(back), text);
        // Every kind of action writes and reads back.
        GameRecord all = g;
        all.actions = {enterAction(3), enterAction(3, Offset{9, 9}), moveAction(0, {{4, 5}, {5, 5}}, 1, true),
                       fireAction(0, {7, 5}), moveFireAction(3, {{8, 8}}, {7, 5}), closeAction(0, {7, 5}),
                       retreatAction(2, {7, 6}), advanceAction(0), skipAdvanceAction(), rallyAction(1, 0), endTurnAction()};
        const GameRecord allBack = readGameJson(writeGameJson(all), "all.json");
        QVERIFY(allBack.actions == all.actions);
        // Who played and the pace go out and come back; without them the file is as before.
        QVERIFY(writeGameJson(g).find("\"players\"") == std::string::npos);
        GameRecord seated = g;
        seated.players = GamePlayers{};
        seated.players->seats[1] = {"greedy", 18446744073709551615ULL};
        seated.players->paceMs = 150;
        const std::string seatedText = writeGameJson(seated);
        QVERIFY2(seatedText.find(R"("players": {"union":{"player":"human"},"confederate":{"player":"greedy","seed":18446744073709551615},"paceMs":150})") !=
                     std::string::npos,
                 seatedText.c_str());
        const GameRecord seatedBack = readGameJson(seatedText, "p.json");
        QVERIFY(seatedBack.players == seated.players);
        QCOMPARE(writeGameJson(seatedBack), seatedText);
        // A game the editor's thinking cap cut short says so, and keeps saying so.
        seated.players->cutShort = true;
        const std::string cutText = writeGameJson(seated);
        QVERIFY2(cutText.find(R"("cutShort":true)") != std::string::npos, cutText.c_str());
        QVERIFY(readGameJson(cutText, "c.json").players->cutShort);
        // A large seed survives (the full unsigned 64-bit range).
        all.seed = 18446744073709551615ULL;
        QCOMPARE(readGameJson(writeGameJson(all), "s.json").seed, all.seed);
    }

    void replayIsExact() {
        const GameRecord g = readGameJson(game(), "g.json");
        GameLog log1, log2;
        const Replay a = replayGame(g, &log1);
        const Replay b = replayGame(readGameJson(writeGameJson(g), "w.json"), &log2);
        QVERIFY2(a.ok(), a.error.c_str());
        QVERIFY(b.ok());
        QCOMPARE(stateToJson(a.state, &log1).dump(), stateToJson(b.state, &log2).dump());
        // The scripted dice come first: Union's AP roll is the 6, Confederate's the 2.
        QCOMPARE(a.state.side(Side::Union).apRoll, 6);
        QCOMPARE(a.state.side(Side::Confederate).apRoll, 2);
        QVERIFY(a.state.active == Side::Confederate);
        QCOMPARE(a.state.unit(0).hex, a.setup->index({4, 5}));
    }

    void illegalActionIsRefusedWhole() {
        // u1 (infantry) cannot move three hexes; the replay stops there with the state before.
        const GameRecord g = readGameJson(
            game(R"([{"do": "move", "unit": "u1", "path": [[4,5]]}, {"do": "endTurn"}, {"do": "move", "unit": "u1", "path": [[5,5],[6,5],[6,4]]}])"),
            "g.json");
        const Replay r = replayGame(g);
        QCOMPARE(r.failedAction, 2);
        QVERIFY2(QString::fromStdString(r.error).startsWith("actions[2]: "), r.error.c_str());
        QVERIFY2(QString::fromStdString(r.error).contains("u1"), r.error.c_str());
        QCOMPARE(r.state.actionsApplied, 2);
        QCOMPARE(r.state.unit(0).hex, r.setup->index({4, 5}));
    }

    void stateJsonShape() {
        GameLog log;
        const Replay r = replayGame(readGameJson(game(), "g.json"), &log);
        const auto j = stateToJson(r.state, &log);
        std::vector<std::string> keys;
        for (const auto& [k, v] : j.items()) keys.push_back(k);
        QCOMPARE(keys, (std::vector<std::string>{"turn", "active", "ap", "over", "winner", "reason", "vp", "pending",
                                                 "units", "vpMarkers", "log"}));
        QCOMPARE(j["turn"].get<int>(), 1);
        QCOMPARE(j["active"].get<std::string>(), std::string("confederate"));
        QVERIFY(j["winner"].is_null());
        QVERIFY(j["pending"].is_null());
        QCOMPARE(j["vp"]["union"].get<int>(), 0);
        QCOMPARE(j["units"].size(), std::size_t{4});
        QCOMPARE(j["units"][0].dump(), std::string(R"({"id":"u1","hex":[4,5],"sp":4,"status":"board"})"));
        QCOMPARE(j["units"][3].dump(), std::string(R"({"id":"c2","hex":null,"sp":2,"status":"waiting"})"));
        QCOMPARE(j["vpMarkers"][0].dump(), std::string(R"({"hex":[7,3],"holder":"confederate","removed":false})"));
        QVERIFY(!j["log"].empty());
        for (const auto& e : j["log"]) {
            for (const char* k : {"action", "side", "text", "section", "dice"}) QVERIFY2(e.contains(k), k);
            QVERIFY(e["dice"].is_array());
        }
        QCOMPARE(stateToJson(r.state, nullptr)["log"].size(), std::size_t{0});
    }

    void moveOptionsJson() {
        const Replay r = replayGame(readGameJson(game("[]"), "g.json"));
        const auto moves = moveOptions(r.state, 0);
        QVERIFY(!moves.empty());
        const auto j = moveOptionsToJson(moves);
        QCOMPARE(j.size(), moves.size());
        for (std::size_t i = 0; i < moves.size(); ++i) {
            QCOMPARE(j[i]["to"][0].get<int>(), moves[i].to.col);
            QCOMPARE(j[i]["ap"].get<int>(), moves[i].ap);
            QCOMPARE(j[i]["kind"].get<std::string>(), std::string(toString(moves[i].kind)));
            QCOMPARE(j[i]["path"].size(), moves[i].path.size());
        }
    }

    void files() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("g.json").toStdString();
        const GameRecord g = readGameJson(game(), "g.json");
        writeGameFile(g, path);
        QVERIFY(readGameFile(path).actions == g.actions);
        bool isGame = false;
        QCOMPARE(readGameOrScenarioFile(path, 3, &isGame).seed, std::uint64_t{7});
        QVERIFY(isGame);
        const std::string scen = dir.filePath("s.json").toStdString();
        std::ofstream(scen) << kScenario;
        const GameRecord fromScenario = readGameOrScenarioFile(scen, 3, &isGame);
        QVERIFY(!isGame);
        QCOMPARE(fromScenario.seed, std::uint64_t{3});
        QVERIFY(fromScenario.actions.empty());
        try {
            readGameFile(dir.filePath("missing.json").toStdString());
            QFAIL("no error");
        } catch (const GameReadError& e) {
            QVERIFY2(QString(e.what()).contains("missing.json"), e.what());
        }
        // A failed save leaves the previous file whole.
        const std::string before = writeGameJson(g);
        QVERIFY_THROWS_EXCEPTION(ScenarioWriteError, writeGameFile(g, dir.filePath("no/such/dir/g.json").toStdString()));
        std::ifstream in(path);
        const std::string now((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QCOMPARE(now, before);
    }
};

QTEST_GUILESS_MAIN(TestGameJson)
#include "test_game_json.moc"
