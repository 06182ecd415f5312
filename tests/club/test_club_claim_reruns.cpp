// Re-running claims takes as long as the games they hold (10 million greedy games are hours):
// balance verify, club check and club publish --claim print the games and the time first,
// show progress only on a terminal, and on Ctrl+C stop with exit 130, naming each claim
// that finished (with its result), the one cut short and those not checked.
#include "cli_run.h"
#include "published_club.h"
#include "pty_run.h"
#include "../turn_until.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <csignal>

using namespace muster::test;

namespace {

constexpr const char* kEstimate = "from timing the first turn";

QJsonObject objectOf(const QString& path) { return QJsonDocument::fromJson(readAll(path)).object(); }

// A run started and left going; killed if a test leaves it running.
struct Started {
    QProcess p;
    QByteArray out, err;
    explicit Started(const QStringList& args) {
        p.start(cliUnderTest(), args);
        p.waitForStarted();
    }
    ~Started() {
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished();
        }
    }
    // Waits (a generous bound, not a measure) until stderr and stdout hold what is asked.
    bool waitFor(const QByteArray& inErr, const QByteArray& inOut = {}) {
        return turnUntil(
            [&] {
                err += p.readAllStandardError();
                out += p.readAllStandardOutput();
                return err.contains(inErr) && out.contains(inOut);
            });
    }
    // Ctrl+C, then the run's exit code (-1 when it did not end normally in time).
    int interrupt() {
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        const bool ended = p.waitForFinished(120000);
        err += p.readAllStandardError();
        out += p.readAllStandardOutput();
        return ended && p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }
};

} // namespace

class TestClubClaimReruns : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    PublishedClub published_;

    QString claimPath() const { return published_.club + "/balance/" + published_.claimName; }
    // The claim, or the balance output, as one of ten million games (its figures need not hold:
    // the run is stopped long before they are compared).
    static QJsonObject tenMillion(QJsonObject o, bool claimFile) {
        QJsonObject result = claimFile ? o["result"].toObject() : o;
        result["games"] = 10000000;
        if (!claimFile) return result;
        o["result"] = result;
        o["games"] = 10000000;
        return o;
    }

private slots:
    void initTestCase() { publishClubWithClaim(dir_, published_); }

    void verifyPrintsTheGamesAndTimeFirst() {
        const Run r = cli({"balance", "verify", claimPath()});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.contains("re-running 1 claim: 4 games in all; about ") && r.err.contains(kEstimate), r.err.constData());
        QVERIFY2(!r.err.contains("games/s"), r.err.constData());  // no progress into a pipe
        const TerminalRun tty = cliOnTerminal(cliUnderTest(), {"balance", "verify", claimPath()});
        QCOMPARE(tty.code, 0);
        QVERIFY2(tty.seen.contains("of 4 games") && tty.seen.contains("games/s"), tty.seen.constData());
    }

    void verifyStopsOnCtrlC() {
        const QString huge = dir_.filePath("huge-claim.json");
        writeAll(huge, QJsonDocument(tenMillion(objectOf(claimPath()), true)).toJson());
        Started run({"balance", "verify", huge});
        QVERIFY2(run.waitFor(kEstimate), run.err.constData());
        QVERIFY2(run.err.contains("10000000 games in all"), run.err.constData());
        QCOMPARE(run.interrupt(), 130);
        QVERIFY2(run.err.contains("balance verify: stopped by Ctrl+C: 0 of 1 claim checked"), run.err.constData());
        QVERIFY2(run.err.contains("huge-claim.json: not finished (cut short after ") && run.err.contains(" of 10000000 games)"),
                 run.err.constData());
        QVERIFY2(!run.out.contains("reproduced"), run.out.constData());
    }

    // check: the claim that finished keeps its result, the one under way and the rest are named.
    void checkStopsOnCtrlC() {
        const QString club = dir_.filePath("check-club");
        QVERIFY(QDir().mkpath(club));
        QProcess cp;
        cp.start("cp", {"-a", published_.club + "/.", club});
        QVERIFY(cp.waitForFinished(60000));
        const QJsonObject claim = objectOf(claimPath());
        writeAll(club + "/balance/zz-huge.json", QJsonDocument(tenMillion(claim, true)).toJson());
        writeAll(club + "/balance/zzz-later.json", QJsonDocument(claim).toJson());
        Started run({"club", "check", club});
        const QByteArray first = "balance/" + published_.claimName.toUtf8();
        QVERIFY2(run.waitFor(kEstimate, first + ": reproduced"), (run.err + run.out).constData());
        QVERIFY2(run.err.contains("re-running 3 claims: 10000008 games in all"), run.err.constData());
        QCOMPARE(run.interrupt(), 130);
        QVERIFY2(run.err.contains("club check: stopped by Ctrl+C: 1 of 3 claims checked"), run.err.constData());
        QVERIFY2(run.err.contains("  " + first + ": reproduced (4 games)"), run.err.constData());
        QVERIFY2(run.err.contains("  balance/zz-huge.json: not finished (cut short after "), run.err.constData());
        QVERIFY2(run.err.contains("  balance/zzz-later.json: not checked"), run.err.constData());
    }

    // publish --claim: stopped before the claim is checked, nothing is written.
    void publishStopsOnCtrlCBeforeWriting() {
        const QString huge = dir_.filePath("huge-balance.json");
        writeAll(huge, QJsonDocument(tenMillion(objectOf(published_.balance), false)).toJson());
        const QString club = dir_.filePath("publish-club");
        Started run({"club", "publish", "1", "--to", club, "--db", published_.db, "--claim", huge});
        QVERIFY2(run.waitFor(kEstimate), run.err.constData());
        QCOMPARE(run.interrupt(), 130);
        QVERIFY2(run.err.contains("club publish: stopped by Ctrl+C: 0 of 1 claim checked"), run.err.constData());
        QVERIFY2(run.err.contains("huge-balance.json: not finished") && run.err.contains("nothing was published"), run.err.constData());
        QVERIFY2(!QFileInfo::exists(club + "/scenarios"), "publish wrote the battle after Ctrl+C");
    }
};

QTEST_GUILESS_MAIN(TestClubClaimReruns)
#include "test_club_claim_reruns.moc"
