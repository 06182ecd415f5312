// Hostile game files and integer extremes: a broken game file is reported by its own error
// (line, column, JSON path), never as "not a Muster scenario"; the reader streams (order of
// keys free, limits named); identifiers in messages are cut at a character boundary; sums
// the engine keeps stay in range for every value the reader accepts.
#include "engine/rules/game.h"
#include "engine/io/game_json.h"
#include "engine/players/match.h"
#include "model/io/scenario_json.h"

#include <QTemporaryDir>
#include <QtTest>

#include <climits>
#include <fstream>

using namespace muster;

namespace {

const std::string kScenario = R"({
  "format": "muster-scenario", "formatVersion": 1, "ruleset": "hold-the-line-acw",
  "title": "Hostile", "board": {"columns": 13, "rows": 9, "orientation": "pointy", "stagger": "even"},
  "turns": 3, "firstSide": "union",
  "sides": {"union": {"name": "U", "commandAP": 4, "homeEdge": "north"},
            "confederate": {"name": "C", "commandAP": 4, "homeEdge": "south"}},
  "units": [
    {"id": "u1", "side": "union", "type": "infantry", "name": "A", "hex": [3,5], "sp": 4, "morale": "black"},
    {"id": "c1", "side": "confederate", "type": "infantry", "name": "B", "hex": [7,5], "sp": 4, "morale": "black"}
  ],
  "vpMarkers": [ {"hex": [7,3], "side": "confederate", "value": 1} ],
  "victory": {"eliminationVP": 1, "conditions": [ {"kind": "mostVPAtEnd"} ]}
})";

std::string game(const std::string& actions = R"([{"do": "move", "unit": "u1", "path": [[4,5]]}, {"do": "endTurn"}])") {
    return R"({"format": "muster-game", "formatVersion": 1, "scenario": )" + kScenario +
           R"(, "seed": 7, "actions": )" + actions + "}";
}

std::string replace(std::string s, const std::string& from, const std::string& to) {
    const auto at = s.find(from);
    if (at == std::string::npos) qFatal("test text has no '%s'", from.c_str());
    return s.replace(at, from.size(), to);
}

bool validUtf8(const std::string& s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size())).toUtf8() == QByteArray(s.data(), qsizetype(s.size()));
}

} // namespace

class TestGameHostile : public QObject {
    Q_OBJECT
private slots:
    // Item 1: each JSON-level fault of a game file, as play/moves/balance read it.
    void brokenGameFileSaysWhatIsWrong_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expect");  // part of the message
        const std::string g = game();
        auto row = [](const char* name, const std::string& t, const char* e) {
            QTest::newRow(name) << QByteArray::fromStdString(t) << QString(e);
        };
        row("truncated", g.substr(0, g.size() - 30), "invalid JSON at line");
        row("NaN", replace(g, "\"seed\": 7", "\"seed\": NaN"), "invalid JSON at line");
        row("1e999", replace(g, "\"seed\": 7", "\"seed\": 1e999"), "seed: expected a whole number");
        row("trailing garbage", g + "]]", "invalid JSON at line");
        row("duplicate key", replace(g, "\"seed\": 7", "\"seed\": 7, \"seed\": 8"), "seed: key appears twice");
        row("nesting", game("[{\"zz\": " + std::string(100, '[') + std::string(100, ']') + ", \"do\": \"endTurn\"}]"),
            "nesting");
        row("invalid UTF-8", replace(g, "\"name\": \"A\"", "\"name\": \"A\xff\""), "invalid JSON at line");
        row("raw control", replace(g, "\"name\": \"A\"", "\"name\": \"A\x01\""), "invalid JSON at line");
        row("scenario path", replace(g, "\"sp\": 4, \"morale\": \"black\"}", "\"sp\": 4,, \"morale\": \"black\"}"),
            "inside scenario.units[0]");
        row("action path", game(R"([{"do": "move", "unit": "u1", "path": [[4,5],]}])"), "inside actions[0].path");
    }
    void brokenGameFileSaysWhatIsWrong() {
        QFETCH(QByteArray, text);
        QFETCH(QString, expect);
        QTemporaryDir dir;
        const std::string path = dir.filePath("broken.json").toStdString();
        std::ofstream(path, std::ios::binary) << text.toStdString();
        QCOMPARE(sniffFormat(text.toStdString()), FileFormat::Game);  // the editor opens it as a game
        QVERIFY(looksLikeGameJson(text.toStdString()));
        try {
            readGameOrScenarioFile(path, 1);
            QFAIL("no error");
        } catch (const GameReadError& e) {
            const QString m = QString::fromUtf8(e.what());
            QVERIFY2(!m.contains("not a Muster scenario"), e.what());
            QVERIFY2(m.contains(expect), e.what());
            QVERIFY2(m.startsWith(QString::fromStdString(path) + ": "), e.what());
        }
    }

    // A file broken before its "format" says so by its syntax error; the sniff never throws.
    void brokenBeforeFormat() {
        std::string why;
        QCOMPARE(sniffFormat("{\"format\" \"muster-game\"}", &why), FileFormat::Unknown);
        QVERIFY2(QString::fromStdString(why).contains("line 1, column 11"), why.c_str());
        QCOMPARE(sniffFormat(kScenario), FileFormat::Scenario);
        QCOMPARE(sniffFormat("{\"format\": 3}"), FileFormat::Other);
        QCOMPARE(sniffFormat("[1, 2]"), FileFormat::Other);
        QTemporaryDir dir;
        const std::string path = dir.filePath("b.json").toStdString();
        std::ofstream(path) << "{\"format\" \"muster-game\"}";
        try {
            readGameOrScenarioFile(path, 1);
            QFAIL("no error");
        } catch (const GameReadError& e) {
            QVERIFY2(QString(e.what()).contains("invalid JSON at line 1, column 11"), e.what());
        }
    }

    // Item 2: keys in any order (a second pass reads actions listed before the scenario).
    void actionsBeforeScenario() {
        const std::string text = R"({"actions": [{"do": "move", "unit": "u1", "path": [[4,5]]}, {"do": "endTurn"}],
            "seed": 9, "dice": [6], "formatVersion": 1, "format": "muster-game", "scenario": )" + kScenario + "}";
        const GameRecord g = readGameJson(text, "o.json");
        QCOMPARE(g.actions.size(), std::size_t{2});
        QCOMPARE(g.actions[0], moveAction(0, {Offset{4, 5}}));
        QCOMPARE(g.seed, std::uint64_t{9});
        QCOMPARE(g.dice, std::vector<int>{6});
        // An error in such an action still names its path.
        try {
            readGameJson(replace(text, "\"u1\"", "\"u9\""), "o.json");
            QFAIL("no error");
        } catch (const GameReadError& e) {
            QCOMPARE(QString::fromStdString(e.jsonPath()), QString("actions[0].unit"));
        }
        // "do" after the other fields is still checked against them.
        try {
            readGameJson(game(R"([{"unit": "u1", "at": [7,5], "do": "move"}])"), "d.json");
            QFAIL("no error");
        } catch (const GameReadError& e) {
            QVERIFY2(QString::fromStdString(e.jsonPath()).startsWith("actions[0]."), e.what());
            QVERIFY2(QString(e.what()).contains("allowed for \"move\""), e.what());
        }
    }

    // Item 2: the reader's limits are refusals that name themselves.
    void limitsAreNamed() {
        std::string big(257u * 1024u * 1024u, ' ');
        try {
            readGameJson(big, "big.json");
            QFAIL("no error");
        } catch (const GameReadError& e) {
            QVERIFY2(QString(e.what()).contains("larger than the limit of 256 MiB"), e.what());
        }
    }

    // Item 7: identifiers in messages are cut at a character boundary, never in one.
    void identifiersCutAtCharacters() {
        const std::string id = std::string(63, 'x') + "\xc3\xa9\xc3\xa9";  // 63 bytes, then two 2-byte é
        for (const std::string& text :
             {game(R"([{"do": "fire", "unit": ")" + id + R"(", "at": [7,5]}])"),
              game(R"([{"do": ")" + id + R"("}])"), replace(game(), "muster-game", id),
              replace(game(), "\"seed\": 7", "\"" + id + "\": 7"),
              game(R"([{"do": "endTurn", ")" + id + R"(": 1}])")}) {
            try {
                readGameJson(text, "u.json");
                QFAIL("no error");
            } catch (const GameReadError& e) {
                QVERIFY2(validUtf8(e.what()), e.what());
                QVERIFY2(QString::fromUtf8(e.what()).contains(QString(63, 'x') + "..."), e.what());
            }
        }
    }

    // Item 3: values the reader accepts but validation refuses must not wrap the engine's sums.
    void extremesDoNotOverflow() {
        std::string text = replace(kScenario, "\"turns\": 3", "\"turns\": 2147483647");
        text = replace(text, "\"commandAP\": 4, \"homeEdge\": \"north\"", "\"commandAP\": 2147483647, \"homeEdge\": \"north\"");
        text = replace(text, "\"commandAP\": 4, \"homeEdge\": \"south\"", "\"commandAP\": -2147483648, \"homeEdge\": \"south\"");
        text = replace(text, R"({"hex": [7,3], "side": "confederate", "value": 1})",
                       R"({"hex": [4,5], "side": "confederate", "value": 2147483647},
                          {"hex": [4,3], "side": "confederate", "value": 2147483647})");
        text = replace(text, R"("units": [)",
                       R"("units": [ {"id": "u2", "side": "union", "type": "infantry", "hex": [3,3], "sp": 4, "morale": "black"},)");
        const Scenario s = readScenarioJson(text, "extreme.json");  // the reader takes them; validation does not
        auto setup = std::make_shared<const GameSetup>(s);
        QVERIFY(actionCap(*setup) > 1000);  // was "no end after 0 actions"
        GameState st = newGame(setup, 1, {6, 6});
        QCOMPARE(st.side(Side::Union).apTotal, INT_MAX);  // was -2147483646
        QCOMPARE(st.side(Side::Union).ap, INT_MAX);
        QVERIFY(applyAction(st, moveAction(0, {Offset{4, 3}})));
        QCOMPARE(st.side(Side::Union).vp, INT_MAX);
        QVERIFY(applyAction(st, moveAction(1, {Offset{4, 5}})));
        QCOMPARE(st.side(Side::Union).vp, INT_MAX);  // was -2: the sum wrapped
        QVERIFY(applyAction(st, endTurnAction()));
        QCOMPARE(st.side(Side::Confederate).apTotal, 3);  // an INT_MIN command floors at 0, then the die's +3
    }
};

QTEST_GUILESS_MAIN(TestGameHostile)
#include "test_game_hostile.moc"
