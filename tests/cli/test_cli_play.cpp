// muster-cli play and moves (DESIGN.md "Playing a scenario"): the real binary, its JSON,
// exit codes 0/1/2 and messages naming the file and the JSON path or actions[i].
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include "cli_run.h"

using namespace muster::test;

namespace {

const QString kAntietam = QStringLiteral(MUSTER_SCENARIOS "/antietam.json");

const QByteArray kScenario = R"({
  "format": "muster-scenario", "formatVersion": 1, "ruleset": "hold-the-line-acw",
  "title": "Play test", "board": {"columns": 13, "rows": 9, "orientation": "pointy", "stagger": "even"},
  "turns": 3, "firstSide": "union",
  "sides": {"union": {"name": "U", "commandAP": 4, "homeEdge": "north"},
            "confederate": {"name": "C", "commandAP": 4, "homeEdge": "south"}},
  "units": [
    {"id": "u1", "side": "union", "type": "infantry", "name": "A", "hex": [3,5], "sp": 4, "morale": "black"},
    {"id": "c1", "side": "confederate", "type": "infantry", "name": "B", "hex": [7,5], "sp": 4, "morale": "black"},
    {"id": "c2", "side": "confederate", "type": "cavalry", "name": "R", "sp": 2, "morale": "gold",
     "arrives": {"turn": 2, "hex": [9,9]}}
  ],
  "victory": {"eliminationVP": 1, "conditions": [ {"kind": "mostVPAtEnd"} ]}
})";

QByteArray game(const QByteArray& actions) {
    return R"({"format": "muster-game", "formatVersion": 1, "scenario": )" + kScenario +
           R"(, "seed": 3, "actions": )" + actions + "}";
}

} // namespace

class TestCliPlay : public QObject {
    Q_OBJECT
private slots:
    // A whole game between random players, written with --out, replays to the same state.
    void aiGameWritesAndReplays() {
        QTemporaryDir dir;
        const QString out = dir.filePath("g.json");
        const Run r = cli({"play", kAntietam, "--ai", "union=random,confederate=random", "--seed", "5", "--out", out, "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject s = jsonObject(r.out);
        const QStringList keys = {"turn", "active", "ap", "over", "winner", "reason", "vp", "pending", "units", "vpMarkers", "log"};
        QCOMPARE(s.keys().size(), keys.size());
        for (const QString& k : keys) QVERIFY2(s.contains(k), qPrintable(k));
        QVERIFY(s["over"].toBool());
        QVERIFY(QStringList({"union", "confederate", "draw"}).contains(s["winner"].toString()));
        QVERIFY(!s["reason"].toString().isEmpty());
        QVERIFY(s["log"].toArray().size() > 10);
        const QJsonObject u0 = s["units"].toArray()[0].toObject();
        for (const char* k : {"id", "hex", "sp", "status"}) QVERIFY2(u0.contains(k), k);

        const Run replay = cli({"play", out, "--json"});
        QVERIFY2(replay.code == 0, replay.err.constData());
        QCOMPARE(replay.out, r.out);  // the identical state and log
        // One name for both sides is the same as naming each.
        const Run both = cli({"play", kAntietam, "--ai", "random", "--seed", "5", "--json"});
        QCOMPARE(both.out, r.out);
        // Another seed, another game.
        QVERIFY(cli({"play", kAntietam, "--ai", "random", "--seed", "6", "--json"}).out != r.out);
        // Text output names the scenario and the result.
        const Run text = cli({"play", out});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("game over"), text.out.right(400).constData());
    }

    void replayPrintsState() {
        QTemporaryDir dir;
        const QString g = writeTemp(dir, "g.json", game(R"([{"do":"move","unit":"u1","path":[[4,5]]},{"do":"endTurn"}])"));
        const Run r = cli({"play", g, "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject s = jsonObject(r.out);
        QCOMPARE(s["turn"].toInt(), 1);
        QCOMPARE(s["active"].toString(), QString("confederate"));
        QVERIFY(s["winner"].isNull());
        QVERIFY(s["pending"].isNull());
        const QJsonArray units = s["units"].toArray();
        QCOMPARE(units[0].toObject()["hex"].toArray(), QJsonArray({4, 5}));
        QVERIFY(units[2].toObject()["hex"].isNull());
        QCOMPARE(units[2].toObject()["status"].toString(), QString("waiting"));
    }

    void exitCodes() {
        QTemporaryDir dir;
        // An illegal action: exit 1, the message names the file and actions[i].
        const QString illegal = writeTemp(dir, "illegal.json",
            game(R"([{"do":"endTurn"},{"do":"move","unit":"u1","path":[[4,5]]}])"));
        Run r = cli({"play", illegal});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("illegal.json") && r.err.contains("actions[1]: "), r.err.constData());
        // Malformed: exit 2 with the JSON path.
        const QString bad = writeTemp(dir, "bad.json", game(R"([{"do":"move","unit":"u1","path":[[4,5],[5]]}])"));
        r = cli({"play", bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("bad.json") && r.err.contains("actions[0].path[1]"), r.err.constData());
        const QString unknownUnit = writeTemp(dir, "unit.json", game(R"([{"do":"fire","unit":"zz","at":[7,5]}])"));
        r = cli({"play", unknownUnit});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("actions[0].unit") && r.err.contains("'zz'"), r.err.constData());
        QCOMPARE(cli({"play", dir.filePath("missing.json")}).code, 2);
        QCOMPARE(cli({"play"}).code, 2);
        // A scenario with validation errors: exit 1, the issues listed.
        const QString invalid = writeTemp(dir, "invalid.json", QByteArray(kScenario).replace("\"turns\": 3", "\"turns\": 0"));
        r = cli({"play", invalid, "--ai", "random"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("scenario.turns"), r.err.constData());
        // Usage errors.
        r = cli({"play", kAntietam, "--ai", "union=random,confederate=nobody"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("nobody") && r.err.contains("random"), r.err.constData());
        QCOMPARE(cli({"play", kAntietam, "--ai", "union=random"}).code, 2);
        QCOMPARE(cli({"play", kAntietam, "--ai", "north=random,south=random"}).code, 2);
        QCOMPARE(cli({"play", kAntietam, "--out", dir.filePath("x.json")}).code, 2);
        QCOMPARE(cli({"play", kAntietam, "--ai", "random", "--seed", "-3"}).code, 2);
        QCOMPARE(cli({"play", illegal, "--ai", "random"}).code, 2);
        // A failed --out leaves nothing half written and says so.
        r = cli({"play", kAntietam, "--ai", "random", "--out", dir.filePath("no/such/dir/g.json")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("no/such/dir"), r.err.constData());
    }

    // A scenario of another rule system (scenario.ruleset, rule 1.0 names the game) is never
    // played, listed or balanced as Hold the Line: exit 1, naming the file and the value.
    void ruleset_1_0_otherSystemRefused() {
        QTemporaryDir dir;
        const QString other = writeTemp(dir, "eagle.json",
                                        QByteArray(kScenario).replace("hold-the-line-acw", "eagle-games-civil-war"));
        for (const QStringList& args : {QStringList{"play", other, "--ai", "random"}, QStringList{"play", other},
                                        QStringList{"moves", other, "--unit", "u1"},
                                        QStringList{"balance", other, "--games", "2"}}) {
            const Run r = cli(args);
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains("eagle.json") && r.err.contains("eagle-games-civil-war") &&
                         r.err.contains("scenario.ruleset"),
                     qPrintable(args.join(' ') + ": " + r.err));
        }
        const QString game = writeTemp(dir, "g.json",
                                       R"({"format": "muster-game", "formatVersion": 1, "scenario": )" +
                                           QByteArray(kScenario).replace("hold-the-line-acw", "eagle-games-civil-war") +
                                           R"(, "seed": 3, "actions": []})");
        const Run r = cli({"play", game});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("g.json") && r.err.contains("eagle-games-civil-war"), r.err.constData());
    }

    void moves() {
        Run r = cli({"moves", kAntietam, "--unit", "u1", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray moves = QJsonDocument::fromJson(r.out).array();
        QVERIFY(!moves.isEmpty());
        for (const auto& v : moves) {
            const QJsonObject m = v.toObject();
            QCOMPARE(m.keys().size(), 4);
            QVERIFY(QStringList({"move", "forceMarch", "bonus"}).contains(m["kind"].toString()));
            QVERIFY(m["ap"].toInt() >= 1);
            const QJsonArray path = m["path"].toArray();
            QVERIFY(!path.isEmpty());
            QCOMPARE(path.last().toArray(), m["to"].toArray());
        }
        // Text: one line per hex.
        r = cli({"moves", kAntietam, "--unit", "u1"});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.count("\n  "), moves.size());
        // From a game file: after Union's move, u1 cannot move again this turn.
        QTemporaryDir dir;
        const QString g = writeTemp(dir, "g.json", game(R"([{"do":"move","unit":"u1","path":[[4,5]]}])"));
        r = cli({"moves", g, "--unit", "u1", "--json"});
        QCOMPARE(r.code, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 0);
        r = cli({"moves", g, "--unit", "c1", "--json"});  // not Confederate's turn
        QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 0);
        QCOMPARE(cli({"moves", g, "--unit", "nobody"}).code, 2);
        QCOMPARE(cli({"moves", g}).code, 2);
        const QString illegal = writeTemp(dir, "illegal.json", game(R"([{"do":"endTurn"},{"do":"endTurn"},{"do":"fire","unit":"c1","at":[1,1]}])"));
        r = cli({"moves", illegal, "--unit", "u1"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("actions[2]"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliPlay)
#include "test_cli_play.moc"

