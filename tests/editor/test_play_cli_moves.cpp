// proof: what play mode lights for a unit (destination and AP cost) equals what
// `muster-cli moves` prints for the same state, read back from the game file play mode
// saved. Two programs, one engine: this catches the editor filtering or relabelling moves.
#include "play_test_util.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <map>

using namespace muster;
using namespace muster::test;

namespace {

using Reach = std::map<std::pair<int, int>, int>;  // destination -> AP

Reach cliMoves(const QString& game, const std::string& unitId) {
    QProcess p;
    p.start(QStringLiteral(MUSTER_BINARY_DIR "/cli/muster-cli"),
            {QStringLiteral("moves"), game, QStringLiteral("--unit"), QString::fromStdString(unitId), QStringLiteral("--json")});
    Reach out;
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        qWarning() << "muster-cli moves failed:" << p.readAllStandardError();
        out[{-1, -1}] = -1;
        return out;
    }
    for (const QJsonValue& v : QJsonDocument::fromJson(p.readAllStandardOutput()).array()) {
        const QJsonArray to = v.toObject().value(QStringLiteral("to")).toArray();
        out[{to.at(0).toInt(), to.at(1).toInt()}] = v.toObject().value(QStringLiteral("ap")).toInt();
    }
    return out;
}

} // namespace

class TestPlayCliMoves : public QObject {
    Q_OBJECT
private slots:
    void litMovesEqualCliMoves() {
        QTemporaryDir dir;
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        QVERIFY(w->openFile(QStringLiteral(MUSTER_SOURCE_DIR "/scenarios/antietam.json")));
        QVERIFY(play(*w).start(7));
        const GameState& s = play(*w).session().state();
        // Two moves first, so the state is not the opening one.
        int moved = 0;
        for (int u = 0; u < s.setup().unitCount() && moved < 2; ++u) {
            if (s.sideOf(u) != s.toAct() || s.unit(u).status != UnitStatus::Board) continue;
            const auto opts = moveOptions(s, u);
            if (opts.empty() || opts.front().ap > s.side(s.toAct()).ap) continue;
            if (play(*w).act(moveAction(u, opts.front().path))) ++moved;
        }
        QCOMPARE(moved, 2);
        const QString game = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(play(*w).store()->saveToFile(game));
        int compared = 0, nonEmpty = 0;
        for (int u = 0; u < s.setup().unitCount(); ++u) {
            if (s.sideOf(u) != s.toAct() || s.unit(u).status != UnitStatus::Board) continue;
            play(*w).tool()->select(u);
            Reach lit;
            for (const auto& l : play(*w).tool()->lit())
                if (!l.target && l.action.kind == ActionKind::Move)
                    lit[{l.hex.col, l.hex.row}] = l.ap;  // the AP the click spends, as the label shows it
            const Reach cli = cliMoves(game, s.setup().scenario().units[static_cast<std::size_t>(u)].id);
            QVERIFY2(lit == cli, qPrintable(QStringLiteral("unit %1: %2 lit, %3 from muster-cli")
                                                .arg(u).arg(lit.size()).arg(cli.size())));
            ++compared;
            if (!cli.empty()) ++nonEmpty;
        }
        QVERIFY(compared > 3);
        QVERIFY(nonEmpty > 0);
    }
};

QTEST_MAIN(TestPlayCliMoves)
#include "test_play_cli_moves.moc"
