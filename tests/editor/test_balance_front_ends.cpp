// One balance plan, three front ends, the same bytes: `muster-cli balance --json`, a direct
// engine call (runBalancePlan), the Balance dock's result, and a club claim made from the
// dock's result re-run by verifyClaim all give the JSON of balanceOutcomeJson byte for byte.
#include "club/balance_claim.h"
#include "editor/docks/balance_dock.h"
#include "editor/document/scenario_document.h"
#include "engine/balance/balance_plan.h"
#include "model/io/scenario_json.h"
#include "tests/support/duel_scenario.h"
#include "../turn_until.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {

Scenario duel(int unionAp, int confederateAp) {
    test::DuelOptions o{unionAp, confederateAp};
    o.vpMarkers = R"([{"hex": [4,4], "value": 1}])";
    return test::duelScenario(o);
}

// What `muster-cli balance` prints on stdout (its last newline dropped).
QByteArray cli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(MUSTER_CLI), args);
    if (!p.waitForFinished(600000) || p.exitCode() != 0) {
        qWarning() << p.readAllStandardError();
        return {};
    }
    return p.readAllStandardOutput().trimmed();
}

} // namespace

class TestBalanceFrontEnds : public QObject {
    Q_OBJECT
private slots:
    // The default ladder (the dock's own), small game counts.
    void ladderSameBytesEverywhere() {
        const Scenario sc = duel(4, 4);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("duel.json"));
        writeScenarioFile(sc, file.toStdString());
        BalancePlan plan;  // stopped sequentially, as the dock plays: at most 6 games, then 2 a rung
        plan.maxGames = {6, 2, 2};
        const std::string engine = balanceOutcomeJson(runBalancePlan(sc, plan, 2)).dump();
        const QByteArray fromCli = cli({"balance", file, "--max-games", "6,2,2", "--threads", "2", "--json"});
        QVERIFY(!fromCli.isEmpty());
        QCOMPARE(fromCli.toStdString(), engine);

        ScenarioDocument doc(sc);
        BalanceDock dock(&doc);
        dock.setLadder();
        dock.setGames(6);
        dock.setStrongerGames(2);
        dock.setThreads(1);
        dock.start();
        QVERIFY(test::turnUntil([&] { return !dock.isRunning(); }, 400000));
        QCoreApplication::processEvents();
        const std::optional<BalanceResult> fromDock = dock.claimableResult();
        QVERIFY(fromDock);
        QCOMPARE(fromDock->report.dump(), engine);

        const BalanceClaim claim = makeClaim(fromDock->battle, "duel", fromDock->report, "dock");
        const ClaimCheck check = verifyClaim(claim, 2);
        QVERIFY2(check.reproduced, check.differences.empty() ? "" : check.differences.front().c_str());
    }

    // One pairing with the command-AP suggestion, a case of the change search.
    void pairingWithApSuggestionSameBytes() {
        const Scenario sc = duel(1, 6);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("starved.json"));
        writeScenarioFile(sc, file.toStdString());
        BalancePlan plan;
        plan.ladder.clear();
        plan.games = {12};
        plan.seed = 7;
        plan.suggest = PlanSuggest::CommandAp;
        const BalanceOutcome out = runBalancePlan(sc, plan, 1);
        QVERIFY(out.ap);
        QCOMPARE(out.ap->tried.size(), candidateChanges(sc, true).size() + 1);  // every AP step, the battle's own pair first
        const QByteArray fromCli = cli({"balance", file, "--ai", "greedy", "--games", "12", "--seed", "7", "--suggest-ap", "--json"});
        QVERIFY(!fromCli.isEmpty());
        QCOMPARE(fromCli.toStdString(), balanceOutcomeJson(out).dump());
    }
};

QTEST_MAIN(TestBalanceFrontEnds)
#include "test_balance_front_ends.moc"
