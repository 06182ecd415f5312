// muster-cli balance (DESIGN.md "Balance"): the real binary's JSON keys, the Wilson interval
// it prints, the same figures for any thread count, --suggest-ap never below 0 AP, and the
// exit codes of bad input.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include "cli_run.h"
#include "duel_scenario.h"

using namespace muster::test;

namespace {

const QString kAntietam = QStringLiteral(MUSTER_SCENARIOS "/antietam.json");

// A small duel where the Union has 1 command AP and the Confederates 6: lopsided on purpose.
QByteArray lopsided(int unionAp, int confederateAp) {
    return duelScenario("Lopsided", unionAp, confederateAp, R"([ {"kind": "mostVPAtEnd"} ])");
}

// Wilson score interval, written out here so the test does not trust the code under test.
std::pair<double, double> wilson(int k, int n) {
    const double z = 1.959963984540054, p = double(k) / n, z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
    return {centre - half, centre + half};
}

} // namespace

class TestCliBalance : public QObject {
    Q_OBJECT
private slots:
    void jsonKeysAndWilsonInterval() {
        const Run r = cli({"balance", kAntietam, "--games", "12", "--ai", "greedy", "--seed", "4", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject j = jsonObject(r.out);
        for (const char* k : {"games", "ai", "seed", "union", "confederate", "draws", "turns", "vp"})
            QVERIFY2(j.contains(k), k);
        QVERIFY(!j.contains("suggestedAP"));  // only with --suggest-ap
        QCOMPARE(j["games"].toInt(), 12);
        QCOMPARE(j["ai"].toString(), QStringLiteral("greedy"));
        QCOMPARE(j["seed"].toInt(), 4);
        int decided = 0;
        for (const char* side : {"union", "confederate"}) {
            const QJsonObject s = j[side].toObject();
            for (const char* k : {"wins", "rate", "ci95"}) QVERIFY2(s.contains(k), k);
            const int wins = s["wins"].toInt();
            decided += wins;
            QCOMPARE(s["rate"].toDouble(), wins / 12.0);
            const QJsonArray ci = s["ci95"].toArray();
            QCOMPARE(ci.size(), 2);
            const auto [lo, hi] = wilson(wins, 12);
            QVERIFY2(std::abs(ci[0].toDouble() - lo) < 1e-9, qPrintable(QString::number(ci[0].toDouble())));
            QVERIFY2(std::abs(ci[1].toDouble() - hi) < 1e-9, qPrintable(QString::number(ci[1].toDouble())));
            // (the bounds at 0 or n wins are 0 or 1 up to rounding)
            QVERIFY(ci[0].toDouble() <= s["rate"].toDouble() + 1e-12 && s["rate"].toDouble() <= ci[1].toDouble() + 1e-12);
        }
        QCOMPARE(decided + j["draws"].toInt(), 12);
        const double turns = j["turns"].toObject()["mean"].toDouble();
        QVERIFY2(turns >= 1 && turns <= 8, qPrintable(QString::number(turns)));
        for (const char* side : {"union", "confederate"}) {
            const QJsonObject vp = j["vp"].toObject()[side].toObject();
            QVERIFY2(vp.contains("mean"), side);
            QVERIFY(vp["mean"].toDouble() >= 0);
        }
        // The text form says the same figures in words.
        const Run t = cli({"balance", kAntietam, "--games", "12", "--ai", "greedy", "--seed", "4"});
        QCOMPARE(t.code, 0);
        QVERIFY(t.out.contains("Union wins:"));
        QVERIFY(t.out.contains("95% CI"));
        QVERIFY(t.out.contains(QByteArray::number(j["union"].toObject()["wins"].toInt()) + " ("));
    }

    // Why a side wins and where, in the JSON and in words: VP by source adding up to the
    // mean VP, one band per turn, each side's wins by condition, the hexes in board order.
    void explainsWhyAndWhere() {
        const Run r = cli({"balance", kAntietam, "--games", "12", "--ai", "greedy", "--seed", "4", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject j = jsonObject(r.out);
        for (const char* k : {"wins", "vpSources", "vpByTurn", "decisiveHexes", "hexes"}) QVERIFY2(j.contains(k), k);
        for (const char* side : {"union", "confederate"}) {
            const QJsonObject src = j["vpSources"].toObject()[side].toObject();
            double sum = src["eliminations"].toDouble();
            for (const auto& m : src["markers"].toArray()) sum += m.toObject()["vp"].toDouble();
            QVERIFY2(std::abs(sum - j["vp"].toObject()[side].toObject()["mean"].toDouble()) < 1e-9, side);
            const QJsonObject w = j["wins"].toObject()[side].toObject();
            QCOMPARE(w["games"].toInt(), j[side].toObject()["wins"].toInt());
            int byCondition = 0;
            for (const auto& c : w["conditions"].toArray()) {
                byCondition += c.toObject()["games"].toInt();
                QVERIFY(!c.toObject()["text"].toString().contains(QStringLiteral("reachVP")));  // words, not ids
            }
            QCOMPARE(byCondition, w["games"].toInt());
        }
        const QJsonArray turns = j["vpByTurn"].toObject()["turns"].toArray();
        QCOMPARE(turns.size(), 8);  // Antietam's turns
        for (const auto& t : turns) {
            const QJsonObject u = t.toObject()["union"].toObject();
            QVERIFY(u["p10"].toInt() <= u["mean"].toDouble() + 1e-9 && u["mean"].toDouble() <= u["p90"].toInt() + 1e-9);
        }
        const QJsonArray hexes = j["hexes"].toArray();
        QVERIFY(!hexes.isEmpty());
        for (const auto& h : hexes) {
            const QJsonObject u = h.toObject()["union"].toObject();
            QVERIFY(u["held"].toInt() >= 0 && u["held"].toInt() <= 12);
            QCOMPARE(u["ci95"].toArray().size(), 2);
        }
        const Run t = cli({"balance", kAntietam, "--games", "12", "--ai", "greedy", "--seed", "4"});
        QCOMPARE(t.code, 0);
        for (const char* words : {"Where the VP come from", "VP by the end of each turn", "Where units fell"})
            QVERIFY2(t.out.contains(words), words);
    }

    // --suggest on Little Round Top with the Union starved of command AP (1 to 6): a command
    // AP change is among the best; --suggest and --suggest-ap exclude each other.
    void suggestFindsTheChange() {
        QTemporaryDir dir;
        QFile f(QStringLiteral(MUSTER_SCENARIOS "/gettysburg_little_round_top.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject sc = QJsonDocument::fromJson(f.readAll()).object();
        QJsonObject sides = sc["sides"].toObject();
        for (const auto& [side, ap] : {std::pair{"union", 1}, std::pair{"confederate", 6}}) {
            QJsonObject s = sides[side].toObject();
            s["commandAP"] = ap;
            sides[side] = s;
        }
        sc["sides"] = sides;
        const QString path = writeTemp(dir, QStringLiteral("lop.json"), QJsonDocument(sc).toJson());
        const Run r = cli({"balance", path, "--games", "40", "--seed", "3", "--ai", "greedy", "--suggest", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject j = jsonObject(r.out);
        QVERIFY(!j.contains("suggestedAP"));
        const QJsonArray s = j["suggestions"].toArray();
        QCOMPARE(s.size(), 3);
        bool apAmongBest = false;
        for (const auto& c : s) {
            const QJsonObject ch = c.toObject()["change"].toObject();
            apAmongBest |= ch["kind"].toString() == QStringLiteral("commandAP") &&
                           ((ch["side"] == QStringLiteral("union") && ch["to"].toInt() > 1) ||
                            (ch["side"] == QStringLiteral("confederate") && ch["to"].toInt() < 6));
        }
        QVERIFY(apAmongBest);
        QVERIFY(s[0].toObject()["decidedUnionShare"].toObject()["ci95"].toArray().size() == 2);
        QVERIFY(j["suggestionSearch"].toObject()["tried"].toInt() >= 10);
        const Run both = cli({"balance", path, "--games", "4", "--ai", "greedy", "--suggest", "--suggest-ap"});
        QCOMPARE(both.code, 2);
        const Run text = cli({"balance", path, "--games", "40", "--seed", "3", "--ai", "greedy", "--suggest"});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains("Changes that bring it closest to even"));
        QVERIFY(text.out.contains("command AP"));
    }

    // Game i takes its seeds from (seed, i) only: one or two threads, the same output.
    void threadsGiveIdenticalOutput() {
        for (const char* ai : {"greedy", "union=random,confederate=greedy"}) {
            const Run a = cli({"balance", kAntietam, "--games", "10", "--ai", ai, "--seed", "9", "--threads", "1", "--json"});
            const Run b = cli({"balance", kAntietam, "--games", "10", "--ai", ai, "--seed", "9", "--threads", "2", "--json"});
            QVERIFY2(a.code == 0 && b.code == 0, (a.err + b.err).constData());
            QVERIFY(!a.out.isEmpty());
            QCOMPARE(a.out, b.out);
            // A different seed plays other games (else the comparison above proves nothing).
            const Run c = cli({"balance", kAntietam, "--games", "10", "--ai", ai, "--seed", "10", "--threads", "2", "--json"});
            QCOMPARE(c.code, 0);
            QVERIFY(jsonObject(c.out)["seed"].toInt() == 10);
        }
    }

    // With --suggest-ap: the pair and every pair tried are 0 AP or more, on a scenario built
    // so that the suggestion has to take AP away from the favoured side.
    void suggestApNeverNegative() {
        QTemporaryDir dir;
        for (const auto& [u, c] : {std::pair{1, 6}, std::pair{0, 5}}) {
            const QString path = writeTemp(dir, QStringLiteral("lop%1%2.json").arg(u).arg(c), lopsided(u, c));
            const Run r = cli({"balance", path, "--games", "16", "--ai", "greedy", "--suggest-ap", "--json"});
            QVERIFY2(r.code == 0, r.err.constData());
            const QJsonObject ap = jsonObject(r.out)["suggestedAP"].toObject();
            for (const char* k : {"union", "confederate", "unionRate"}) QVERIFY2(ap.contains(k), k);
            QVERIFY(ap["union"].toInt() >= 0);
            QVERIFY(ap["confederate"].toInt() >= 0);
            const QJsonArray tried = ap["tried"].toArray();
            QVERIFY(tried.size() >= 2);  // the scenario's own pair and at least one other
            QCOMPARE(tried[0].toObject()["union"].toInt(), u);
            QCOMPARE(tried[0].toObject()["confederate"].toInt(), c);
            for (const auto& t : tried) {
                QVERIFY(t.toObject()["union"].toInt() >= 0);
                QVERIFY(t.toObject()["confederate"].toInt() >= 0);
            }
            // The suggestion is one of the pairs tried.
            bool found = false;
            for (const auto& t : tried)
                found |= t.toObject()["union"].toInt() == ap["union"].toInt() &&
                         t.toObject()["confederate"].toInt() == ap["confederate"].toInt();
            QVERIFY(found);
        }
    }

    // Sequential stopping, the default: a battle the Union always wins stops after one block
    // of 40 games and says why; --fixed plays the fixed default count; the options that
    // exclude each other are refused.
    void sequentialStoppingOptions() {
        QTemporaryDir dir;
        // The Union wins by holding its own hex; the Confederates have no AP to take it.
        const QString path = writeTemp(dir, QStringLiteral("oneSided.json"),
                                       duelScenario("OneSided", 3, 0, R"([{"kind": "holdAtEnd", "side": "union", "hexes": [[3,3]]}])"));
        Run r = cli({"balance", path, "--ai", "greedy", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonObject j = jsonObject(r.out);
        QCOMPARE(j["games"].toInt(), 40);
        QCOMPARE(j["stopped"].toString(), QStringLiteral("precise"));
        QCOMPARE(j["stopping"].toObject()["rule"].toString(), QStringLiteral("sequential"));
        QCOMPARE(j["stopping"].toObject()["precision"].toDouble(), 0.07);
        r = cli({"balance", path, "--ai", "greedy", "--precision", "2", "--max-games", "160", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        j = jsonObject(r.out);
        QCOMPARE(j["games"].toInt(), 80);  // not within +-2 points, but after two blocks wholly over two thirds
        QCOMPARE(j["stopped"].toString(), QStringLiteral("settled"));
        r = cli({"balance", path, "--ai", "greedy", "--fixed", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        j = jsonObject(r.out);
        QCOMPARE(j["games"].toInt(), 200);
        QVERIFY(!j.contains("stopping") && !j.contains("stopped"));
        r = cli({"balance", path, "--ai", "greedy"});
        QVERIFY2(r.code == 0 && r.out.contains("after 40 games") && r.out.contains("precise enough"), r.out.constData());
        for (const QStringList& bad : {QStringList{"--games", "10", "--max-games", "10"}, QStringList{"--precision", "0"},
                                       QStringList{"--precision", "50"}, QStringList{"--precision", "x"},
                                       QStringList{"--fixed", "--precision", "5"}, QStringList{"--games", "10", "--max-games", "0"},
                                       QStringList{"--max-games", "40", "--shard", "1/2", "--out", dir.filePath("p.json")}}) {
            r = cli(QStringList{"balance", path, "--ai", "greedy"} + bad);
            QVERIFY2(r.code == 2, qPrintable(bad.join(' ')));
            QVERIFY2(r.err.contains(bad.front().toUtf8()) || r.err.contains("--max-games"), r.err.constData());
        }
    }

    void exitCodes() {
        QTemporaryDir dir;
        Run r = cli({"balance", kAntietam, "--games", "2", "--ai", "nosuchplayer"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("nosuchplayer") && r.err.contains("greedy"), r.err.constData());
        r = cli({"balance", kAntietam, "--games", "2", "--ai", "union=greedy,confederate=nosuch"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("nosuch"));
        r = cli({"balance", kAntietam, "--games", "2", "--ai", "union=greedy"});
        QCOMPARE(r.code, 2);
        r = cli({"balance", kAntietam, "--games", "0"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--games"));
        r = cli({"balance", kAntietam, "--threads", "x"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--threads"));
        r = cli({"balance"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("usage"));
        r = cli({"balance", dir.filePath("missing.json")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("missing.json"));
        r = cli({"balance", writeTemp(dir, "broken.json", "{ not json")});
        QVERIFY(r.code == 1 || r.code == 2);
        QVERIFY(r.err.contains("broken.json"));
        // The good run of the same shape exits 0 (so the codes above are the input's doing).
        r = cli({"balance", kAntietam, "--games", "2", "--ai", "random"});
        QCOMPARE(r.code, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliBalance)
#include "test_cli_balance.moc"

