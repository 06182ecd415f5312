// muster-cli balance --people (games people played, beside the AI rungs) and
// muster-cli export --map --heat (where it is decided, drawn from a balance result), through
// the real binary.
#include "cli_run.h"
#include "duel_scenario.h"

#include "editor/render/board_painter.h"
#include "model/io/scenario_json.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>

using namespace muster;
using namespace muster::test;

namespace {

const QByteArray kConditions = R"([{"kind": "reachVP", "side": "union", "vp": 3}, {"kind": "reachVP", "side": "confederate", "vp": 3}])";

// A result as `balance --json` writes it for the duel, with one hex that decides it: the
// Union wins far more often when it holds 0504 at the end.
QByteArray heatResult(int turns, const QByteArray& markers = "[]") {
    QByteArray turnList;
    for (int t = 1; t <= turns; ++t)
        turnList += QByteArray(t > 1 ? "," : "") + R"({"turn":)" + QByteArray::number(t) +
                    R"(,"union":{"mean":0,"p10":0,"p90":0},"confederate":{"mean":0,"p10":0,"p90":0}})";
    return R"({"games":100,"ai":"greedy","vpMarkers":)" + markers + R"(,"vpByTurn":{"band":"","turns":[)" + turnList +
           R"(]},"decisiveHexes":[[5,4]],"hexes":[{"hex":[5,4],"label":"0504","objective":false,)"
           R"("union":{"held":50,"heldRate":0.5,"winRateChange":0.6,"ci95":[0.42,0.74],"lost":0},)"
           R"("confederate":{"held":40,"heldRate":0.4,"winRateChange":-0.5,"ci95":[-0.66,-0.3],"lost":1}}]})";
}

int bluish(QRgb c) { return qBlue(c) - qRed(c); }

} // namespace

class TestCliPeopleHeat : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString duel_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        duel_ = writeTemp(dir_, "duel.json", duelScenario("People", 4, 4, kConditions));
    }

    // Finished games of the battle count (a file without "players" was played by people),
    // computer-only, unfinished and other battles' games do not, a broken file is listed.
    void peopleBesideTheRungs() {
        QVERIFY(QDir(dir_.path()).mkpath("games"));
        int unionWins = 0, confederateWins = 0, draws = 0;
        for (int seed = 1; seed <= 5; ++seed) {
            const QString file = dir_.filePath(QString("games/g%1.json").arg(seed));
            const Run play = cli({"play", duel_, "--ai", "greedy", "--seed", QString::number(seed), "--out", file, "--json"});
            QVERIFY2(play.code == 0, play.err.constData());
            const QString winner = QJsonDocument::fromJson(play.out).object()["winner"].toString();
            (winner == "union" ? unionWins : winner == "confederate" ? confederateWins : draws)++;
        }
        // A computer game: its "players" say so.
        const QString ai = dir_.filePath("games/ai.json");
        QVERIFY(cli({"play", duel_, "--ai", "greedy", "--seed", "9", "--out", ai}).code == 0);
        QFile f(ai);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        text.replace("\"actions\": [", R"("players": {"union": {"player": "greedy"}, "confederate": {"player": "greedy"}},)" "\n  \"actions\": [");
        writeTemp(dir_, "games/ai.json", text);
        writeTemp(dir_, "games/broken.json", "{\"format\": \"muster-game\", \"formatVersion\": 1, \"seed\": [");

        const Run r = cli({"balance", duel_, "--ai", "greedy", "--games", "6", "--people", dir_.filePath("games"), "--no-library", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject p = QJsonDocument::fromJson(r.out).object()["people"].toObject();
        QCOMPARE(p["games"].toInt(), 5);
        QCOMPARE(p["union"].toObject()["wins"].toInt(), unionWins);
        QCOMPARE(p["confederate"].toObject()["wins"].toInt(), confederateWins);
        QCOMPARE(p["draws"].toInt(), draws);
        QCOMPARE(p["decidedUnionShare"].toObject()["ci95"].toArray().size(), 2);
        QCOMPARE(p["notCounted"].toObject()["computerOnly"].toInt(), 1);
        QCOMPARE(p["sources"].toArray()[0].toObject()["from"].toString(), dir_.filePath("games"));
        const QJsonArray skipped = p["skipped"].toArray();
        QCOMPARE(skipped.size(), 1);
        QCOMPARE(skipped[0].toObject()["file"].toString(), dir_.filePath("games/broken.json"));
        QVERIFY(!p["text"].toString().isEmpty());

        const Run t = cli({"balance", duel_, "--ai", "greedy", "--games", "6", "--people", dir_.filePath("games"), "--no-library"});
        QVERIFY2(t.code == 0, t.err.constData());
        QVERIFY2(t.out.contains("People (finished games with a person on at least one side):"), t.out.constData());
        QVERIFY2(t.out.contains("skipped " + dir_.filePath("games/broken.json").toUtf8()), t.out.constData());

        // None found: said plainly.
        const Run none = cli({"balance", duel_, "--ai", "greedy", "--games", "2", "--people", dir_.filePath("nothing-here"), "--no-library"});
        QVERIFY2(none.out.contains("none found"), none.out.constData());
        QVERIFY2(none.out.contains("no such file or folder"), none.out.constData());
    }

    void heatOnTheExportedMap() {
        const QString plain = dir_.filePath("plain.png"), heat = dir_.filePath("heat.png");
        const QString result = writeTemp(dir_, "result.json", heatResult(5));
        Run r = cli({"export", duel_, "--to", plain, "--map", "--size", "900"});
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli({"export", duel_, "--to", heat, "--map", "--size", "900", "--heat", result});
        QVERIFY2(r.code == 0, r.err.constData());
        const QImage a(plain), b(heat);
        QVERIFY(!a.isNull() && !b.isNull());
        QCOMPARE(b.width(), a.width());
        QVERIFY(b.height() > a.height());  // the legend's band under the map
        // The decisive hex is tinted in the Union's blue and outlined; a hex far from it is not.
        const Scenario s = readScenarioJson(duelScenario("People", 4, 4, kConditions).toStdString());
        BoardPainter bp(s, 40);
        const double k = 900.0 / std::max(bp.boardRect().width(), bp.boardRect().height());
        const QPoint centre = (bp.hexCentre({5, 4}) * k).toPoint() + QPoint(0, 12);
        QVERIFY2(a.pixel(centre) != b.pixel(centre) && bluish(b.pixel(centre)) > 40,
                 qPrintable(QString("plain %1, heat %2").arg(a.pixel(centre), 0, 16).arg(b.pixel(centre), 0, 16)));
        const QPoint far = (bp.hexCentre({1, 7}) * k).toPoint() + QPoint(0, 12);
        QCOMPARE(b.pixel(far), a.pixel(far));
        // The legend: a blue and a red swatch and dark text.
        bool blue = false, red = false, dark = false;
        for (int y = a.height(); y < b.height(); ++y)
            for (int x = 0; x < b.width(); ++x) {
                const QRgb c = b.pixel(x, y);
                blue |= bluish(c) > 40;
                red |= qRed(c) - qBlue(c) > 40;
                dark |= qGray(c) < 60;
            }
        QVERIFY(blue && red && dark);
    }

    void aResultOfAnotherBattleIsRefusedByName() {
        const QString out = dir_.filePath("x.png");
        // Seven turns: another battle than the five-turn duel.
        const QString other = writeTemp(dir_, "other.json", heatResult(7));
        Run r = cli({"export", duel_, "--to", out, "--map", "--heat", other});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(other.toUtf8() + ": vpByTurn.turns: 7 turns, the battle has 5"), r.err.constData());
        QVERIFY(!QFile::exists(out));
        // A VP marker the duel does not have.
        const QString marked = writeTemp(dir_, "marked.json", heatResult(5, R"([{"hex":[7,5],"label":"Church","union":0,"confederate":0}])"));
        r = cli({"export", duel_, "--to", out, "--map", "--heat", marked});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(marked.toUtf8() + ": vpMarkers: 1 VP markers, the battle has 0"), r.err.constData());
        // A hex off the board, and a malformed entry, named by their JSON path.
        QByteArray off = heatResult(5);
        off.replace(R"("hex":[5,4],"label")", R"("hex":[12,4],"label")");
        const QString offFile = writeTemp(dir_, "off.json", off);
        r = cli({"export", duel_, "--to", out, "--map", "--heat", offFile});
        QVERIFY2(r.code == 2 && r.err.contains(offFile.toUtf8() + ": hexes[0].hex: [12,4] is off the 9x7 board"), r.err.constData());
        QByteArray bad = heatResult(5);
        bad.replace(R"("ci95":[0.42,0.74])", R"("ci95":"wide")");
        const QString badFile = writeTemp(dir_, "bad.json", bad);
        r = cli({"export", duel_, "--to", out, "--map", "--heat", badFile});
        QVERIFY2(r.code == 2 && r.err.contains(badFile.toUtf8() + ": hexes[0].union.ci95: must be [low, high]"), r.err.constData());
        // --heat goes with --map.
        r = cli({"export", duel_, "--to", out, "--heat", badFile});
        QVERIFY2(r.code == 2 && r.err.contains("goes with --map"), r.err.constData());
    }

    // What `balance --json` itself writes is read back.
    void aRealResultIsAccepted() {
        const Run bal = cli({"balance", duel_, "--ai", "greedy", "--games", "8", "--json"});
        QVERIFY2(bal.code == 0, bal.err.constData());
        // Not asked for: a plain run's JSON is a function of its plan alone.
        QVERIFY(!QJsonDocument::fromJson(bal.out).object().contains("people"));
        const QString result = writeTemp(dir_, "real.json", bal.out);
        const Run r = cli({"export", duel_, "--to", dir_.filePath("real.png"), "--map", "--size", "300", "--heat", result});
        QVERIFY2(r.code == 0, r.err.constData());
    }
};

QTEST_MAIN(TestCliPeopleHeat)
#include "test_cli_people_heat.moc"
