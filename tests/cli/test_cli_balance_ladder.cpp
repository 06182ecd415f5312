// muster-cli balance as a ladder (DESIGN.md "Balance is a ladder"), shards merged byte for
// byte (four shards through GNU parallel), and long runs: an estimate first, progress only
// on a terminal, Ctrl+C printing the games finished so far, memory that does not grow with
// the games asked for.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

#include "cli_run.h"
#include "duel_scenario.h"
#include "pty_run.h"
#include "../turn_until.h"

using namespace muster::test;

namespace {

// The first side to 3 VP wins.
QByteArray duel(int unionAp = 4) {
    return duelScenario("Duel", unionAp, 4,
                        R"([ {"kind": "reachVP", "side": "union", "vp": 3}, {"kind": "reachVP", "side": "confederate", "vp": 3} ])");
}

long long peakKb(qint64 pid) {
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:")) return line.mid(6).trimmed().split(' ').front().toLongLong();
    return -1;
}

// A run of ten million greedy games, started and left going.
struct LongRun {
    QProcess p;
    explicit LongRun(const QString& scenario) {
        // Under AddressSanitizer (tools/sanitize.sh) freed blocks wait in a quarantine of up to
        // 256 MB that counts as resident; without it the peak is the program's own again.
        // Other builds ignore the variable.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QString asan = env.value(QStringLiteral("ASAN_OPTIONS"));
        env.insert(QStringLiteral("ASAN_OPTIONS"), (asan.isEmpty() ? QString() : asan + QLatin1Char(':')) + QStringLiteral("quarantine_size_mb=0"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(MUSTER_CLI), {"balance", scenario, "--ai", "greedy", "--games", "10000000", "--json"});
        p.waitForStarted();
    }
    ~LongRun() {
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished();
        }
    }
};

} // namespace

class TestCliBalanceLadder : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString duel_;

private slots:
    void initTestCase() { duel_ = writeTemp(dir_, QStringLiteral("duel.json"), duel()); }

    void ladderJson() {
        const Run r = cli({"balance", duel_, "--ladder", "random,greedy", "--games", "12,8", "--seed", "3", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject j = jsonObject(r.out);
        // The old fields are the strongest rung's.
        QCOMPARE(j["ai"].toString(), QStringLiteral("greedy"));
        QCOMPARE(j["games"].toInt(), 8);
        const QJsonArray ladder = j["ladder"].toArray();
        QCOMPARE(ladder.size(), 2);
        QCOMPARE(ladder[0].toObject()["ai"].toString(), QStringLiteral("random"));
        QCOMPARE(ladder[0].toObject()["games"].toInt(), 12);
        QCOMPARE(ladder[1].toObject()["games"].toInt(), 8);
        QCOMPARE(ladder[1].toObject()["union"].toObject(), j["union"].toObject());
        for (const auto& rung : ladder) {
            const QJsonObject o = rung.toObject();
            for (const char* k : {"union", "confederate", "draws", "decidedUnionShare", "drawShortfall"}) QVERIFY2(o.contains(k), k);
            const int u = o["union"].toObject()["wins"].toInt(), c = o["confederate"].toObject()["wins"].toInt();
            QCOMPARE(u + c + o["draws"].toInt(), o["games"].toInt());
            const QJsonObject share = o["decidedUnionShare"].toObject();
            if (u + c > 0) QCOMPARE(share["rate"].toDouble(), double(u) / (u + c));
            QCOMPARE(share["ci95"].toArray().size(), 2);
        }
        const double spread = j["spread"].toObject()["union"].toDouble();
        QCOMPARE(spread, ladder[1].toObject()["union"].toObject()["rate"].toDouble() -
                             ladder[0].toObject()["union"].toObject()["rate"].toDouble());
        const QJsonArray ci = j["spread"].toObject()["ci95"].toArray();
        QVERIFY(ci[0].toDouble() <= spread && spread <= ci[1].toDouble());
        QVERIFY(j["skillGain"].toObject().contains("union") && j["skillGain"].toObject().contains("confederate"));
        QCOMPARE(j["crossPairings"].toArray().size(), 2);
        QCOMPARE(j["crossPairings"].toArray()[0].toObject()["union"].toString(), QStringLiteral("greedy"));
        QVERIFY(j["drawShortfall"].toObject().contains("union"));
        const QString verdict = j["verdict"].toString();
        QVERIFY2(verdict == "even" || verdict == "lopsided" || verdict == "depends-on-players", qPrintable(verdict));
        QVERIFY(j["warnings"].isArray());
        // The text says the same.
        const Run t = cli({"balance", duel_, "--ladder", "random,greedy", "--games", "12,8", "--seed", "3"});
        QCOMPARE(t.code, 0);
        QVERIFY(t.out.contains("Spread (greedy minus random"));
        QVERIFY(t.out.contains("Verdict: "));
        QVERIFY(t.out.contains("random: ") && t.out.contains("greedy: "));
    }

    // Without --ai or --ladder, balance runs the default ladder, the strongest player last.
    void defaultIsALadder() {
        const Run r = cli({"balance", duel_, "--games", "4,2,2", "--cross-games", "1", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray ladder = jsonObject(r.out)["ladder"].toArray();
        QCOMPARE(ladder.size(), 3);
        QCOMPARE(ladder[0].toObject()["ai"].toString(), QStringLiteral("greedy"));
        QCOMPARE(ladder[1].toObject()["ai"].toString(), QStringLiteral("learned"));
        QCOMPARE(ladder[2].toObject()["ai"].toString(), QStringLiteral("search"));
    }

    // The players as the presets table gives them: the default ladder's rungs marked, each
    // measured strength with its command; the JSON has the same rows.
    void playersListing() {
        const Run t = cli({"balance", "--players"});
        QVERIFY2(t.code == 0, t.err.constData());
        QVERIFY(t.out.contains("* greedy: ") && t.out.contains("* learned: ") && t.out.contains("* search: ") && t.out.contains("  random: "));
        QVERIFY(t.out.contains("of the points against learned") && t.out.contains("measured by: bench_ai_pairs --x search --y learned"));
        QVERIFY(!t.out.contains("orders"));
        const Run j = cli({"balance", "--players", "--json"});
        QVERIFY2(j.code == 0, j.err.constData());
        const QJsonArray rows = QJsonDocument::fromJson(j.out).array();
        QStringList rungs;
        for (const QJsonValue& v : rows)
            if (v.toObject()["ladder"].toBool()) rungs << v.toObject()["name"].toString();
        QCOMPARE(rungs, QStringList({"greedy", "learned", "search"}));
        QCOMPARE(cli({"balance", "--players", duel_}).code, 2);
    }

    void badLadders() {
        Run r = cli({"balance", duel_, "--ladder", "greedy"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("two players"));
        r = cli({"balance", duel_, "--ladder", "greedy,nosuch"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("nosuch"));
        r = cli({"balance", duel_, "--ladder", "random,greedy", "--games", "1,2,3"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--games"));
        r = cli({"balance", duel_, "--ladder", "random,greedy", "--ai", "greedy"});
        QCOMPARE(r.code, 2);
        r = cli({"balance", duel_, "--ladder", "random,greedy", "--shard", "5/4", "--out", dir_.filePath("x.json")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--shard"));
        r = cli({"balance", duel_, "--ladder", "random,greedy", "--shard", "1/4"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--out"));
    }

    // Four shards on GNU parallel, merged: byte for byte the single run's JSON (and the
    // single run is the same on one or two threads).
    void fourShardsThroughGnuParallel() {
        const QString parallel = QStandardPaths::findExecutable(QStringLiteral("parallel"));
        if (parallel.isEmpty()) {
            if (qgetenv("CI") == "true") QFAIL("GNU parallel is not installed (tools/setup.sh installs it)");
            QSKIP("GNU parallel is not installed (tools/setup.sh installs it)");
        }
        const QStringList run = {"balance", duel_, "--ladder", "random,greedy", "--games", "14,9", "--seed", "5"};
        const Run single = cli(run + QStringList{"--threads", "2", "--json"});
        QVERIFY2(single.code == 0, single.err.constData());
        const Run oneThread = cli(run + QStringList{"--threads", "1", "--json"});
        QCOMPARE(oneThread.out, single.out);
        QProcess p;
        p.start(parallel, QStringList{"--will-cite", "--halt", "now,fail=1", QStringLiteral(MUSTER_CLI)} + run +
                              QStringList{"--shard", "{}/4", "--out", dir_.filePath("part{}.json"), ":::", "1", "2", "3", "4"});
        QVERIFY(p.waitForFinished(300000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QStringList parts;
        for (int k = 1; k <= 4; ++k) parts << dir_.filePath(QStringLiteral("part%1.json").arg(k));
        const Run merged = cli(QStringList{"balance", "merge"} + parts + QStringList{"--json"});
        QVERIFY2(merged.code == 0, merged.err.constData());
        QVERIFY(!merged.out.isEmpty());
        QCOMPARE(merged.out, single.out);
        // Parts given in another order merge the same.
        std::reverse(parts.begin(), parts.end());
        QCOMPARE(cli(QStringList{"balance", "merge"} + parts + QStringList{"--json"}).out, single.out);
    }

    // --suggest-ap over shards: each shard plays every AP pair the search could try, and
    // merge gives the single run's suggestion (and the novice's view) byte for byte.
    void shardedSuggestion() {
        // The Union with 1 command AP against 6, most VP at the end wins: lopsided.
        QByteArray text = duel(1);
        text.replace(R"("commandAP": 4, "homeEdge": "south")", R"("commandAP": 6, "homeEdge": "south")");
        const int from = text.indexOf(R"("conditions")"), to = text.indexOf(']', from);
        text.replace(from, to - from + 1, R"("conditions": [ {"kind": "mostVPAtEnd"} ])");
        const QString starved = writeTemp(dir_, QStringLiteral("starved.json"), text);
        const QStringList run = {"balance", starved, "--ladder", "random,greedy", "--games", "8,6", "--suggest-ap", "--json"};
        const Run single = cli(run);
        QVERIFY2(single.code == 0, single.err.constData());
        const QJsonObject ap = jsonObject(single.out)["suggestedAP"].toObject();
        QVERIFY(ap["tried"].toArray().size() >= 2);
        QVERIFY(ap.contains("novice"));
        QStringList parts;
        for (int k = 1; k <= 3; ++k) {
            parts << dir_.filePath(QStringLiteral("ap%1.json").arg(k));
            const Run r = cli(run + QStringList{"--shard", QStringLiteral("%1/3").arg(k), "--out", parts.back()});
            QVERIFY2(r.code == 0, r.err.constData());
        }
        const Run merged = cli(QStringList{"balance", "merge"} + parts + QStringList{"--json"});
        QVERIFY2(merged.code == 0, merged.err.constData());
        QCOMPARE(merged.out, single.out);
    }

    // Parts that do not belong together are refused, naming the file.
    void mergeRefusesMismatchedParts() {
        auto part = [&](const QString& name, const QString& scenario, const QString& shard, const QString& seed) {
            const QString out = dir_.filePath(name);
            const Run r = cli({"balance", scenario, "--ladder", "random,greedy", "--games", "6,4", "--seed", seed,
                               "--shard", shard, "--out", out});
            return r.code == 0 ? out : QString();
        };
        const QString other = writeTemp(dir_, QStringLiteral("other.json"), duel(5));
        const QString a = part("a.json", duel_, "1/2", "1"), b = part("b.json", duel_, "2/2", "1");
        const QString c = part("c.json", other, "2/2", "1"), d = part("d.json", duel_, "2/2", "2");
        QVERIFY(!a.isEmpty() && !b.isEmpty() && !c.isEmpty() && !d.isEmpty());
        QCOMPARE(cli({"balance", "merge", a, b}).code, 0);
        Run r = cli({"balance", "merge", a, c});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("c.json") && r.err.contains("another scenario"), r.err.constData());
        r = cli({"balance", "merge", a, d});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("d.json") && r.err.contains("seed"), r.err.constData());
        r = cli({"balance", "merge", a});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("shard 2 of 2 is missing"), r.err.constData());
        r = cli({"balance", "merge", a, b, b});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("b.json") && r.err.contains("twice"), r.err.constData());
        r = cli({"balance", "merge", a, duel_});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("duel.json") && r.err.contains("not a balance part"), r.err.constData());
    }

    // Before a run that will take hours, the estimate is printed.
    void estimateBeforeALongRun() {
        LongRun run(duel_);
        QByteArray err;
        QVERIFY(muster::test::turnUntil([&] { return (err += run.p.readAllStandardError()).contains("for 10000000 games"); }, 30000));
        QVERIFY2(err.contains("about "), err.constData());
    }

    // Ten million games asked for: memory stays small (no per-game table up front).
    void memoryDoesNotGrowWithGamesAsked() {
        LongRun run(duel_);
        // Games are being played once the time estimate is out (a table sized by the games
        // asked for would have been made before it).
        QByteArray err;
        QVERIFY(muster::test::turnUntil([&] { return (err += run.p.readAllStandardError()).contains("for 10000000 games"); }, 30000));
        QTest::qWait(1500);  // and then some games' worth of results (the child's own time)
        const long long kb = peakKb(run.p.processId());
#if defined(__SANITIZE_ADDRESS__)
        // tools/sanitize.sh: shadow memory and the allocator's caches come on top (about
        // 230 MB measured); the up-front table this guards against was 788 MB.
        constexpr long long kLimitKb = 400 * 1024;
#else
        constexpr long long kLimitKb = 150 * 1024;
#endif
        QVERIFY2(kb > 0 && kb < kLimitKb, qPrintable(QString("peak %1 kB").arg(kb)));
    }

    // Ctrl+C: the games finished so far are printed, marked as cut short.
    void ctrlCPrintsTheGamesFinished() {
        LongRun run(duel_);
        QByteArray started;  // the time estimate: the run is under way
        QVERIFY(muster::test::turnUntil([&] { return (started += run.p.readAllStandardError()).contains("for 10000000 games"); }, 30000));
        QTest::qWait(1500);  // some games finish (the child's own time)
        ::kill(static_cast<pid_t>(run.p.processId()), SIGINT);
        QVERIFY(run.p.waitForFinished(60000));
        QCOMPARE(run.p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(run.p.exitCode(), 130);
        const QByteArray err = started + run.p.readAllStandardError();
        QVERIFY2(err.contains("cut short after"), err.constData());
        const QJsonObject j = jsonObject(run.p.readAllStandardOutput());
        const QJsonObject cut = j["cutShort"].toObject();
        QCOMPARE(cut["of"].toInt(), 10000000);
        QVERIFY(cut["after"].toInt() > 0);
        QCOMPARE(j["games"].toInt(), cut["after"].toInt());
        QCOMPARE(j["union"].toObject()["wins"].toInt() + j["confederate"].toObject()["wins"].toInt() + j["draws"].toInt(),
                 j["games"].toInt());
    }

    // Progress goes to stderr only when it is a terminal.
    void progressOnlyOnATerminal() {
        const QStringList args = {"balance", duel_, "--ai", "greedy", "--games", "300"};
        const Run piped = cli(args);
        QCOMPARE(piped.code, 0);
        QVERIFY2(!piped.err.contains("games/s"), piped.err.constData());
        // The same with stderr on a pseudo-terminal.
        const TerminalRun tty = cliOnTerminal(QStringLiteral(MUSTER_CLI), args);
        QCOMPARE(tty.code, 0);
        const QByteArray& seen = tty.seen;
        QVERIFY2(seen.contains("of 300 games") && seen.contains("games/s"), seen.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliBalanceLadder)
#include "test_cli_balance_ladder.moc"
