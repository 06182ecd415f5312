// The turn summary's record of the computer: its last side turn stays whole when it takes
// a decision (a retreat) during the other side's turn; such decisions are kept apart, and
// both give way when its next turn begins.
#include "editor/play/computer_turn_log.h"

#include <QtTest>

using namespace muster;

namespace {
LogEntry entry(int action, Side side, const char* text, RollKind roll = RollKind::None) {
    LogEntry e;
    e.action = action;
    e.side = side;
    e.text = text;
    e.roll = roll;
    return e;
}
} // namespace

class TestComputerTurnLog : public QObject {
    Q_OBJECT
private slots:
    void decisionsDuringYourTurnKeepTheTurnWhole() {
        ComputerTurnLog log;
        const Side cpu = Side::Confederate, you = Side::Union;
        // Turn 1, the computer's own side turn: two actions, the second ends it (your AP roll
        // after it is not part of its turn).
        const std::vector<LogEntry> a0{entry(4, cpu, "Hood moves to 0605")};
        const std::vector<LogEntry> a1{entry(5, cpu, "Confederate ends its turn"), entry(-1, you, "Union rolls 5 AP", RollKind::ApRoll)};
        log.note(cpu, cpu, 1, 4, a0);
        log.note(cpu, cpu, 1, 5, a1);
        QCOMPARE(log.lastTurn().actions, 2);
        QCOMPARE(log.lastTurn().entries.size(), std::size_t(2));
        // Your turn 2: your close combat makes Hood retreat; the computer chooses where.
        const std::vector<LogEntry> retreat{entry(8, cpu, "Hood retreats to 0707")};
        log.note(cpu, you, 2, 8, retreat);
        QCOMPARE(log.lastTurn().actions, 2);  // its turn 1 is still there, whole
        QCOMPARE(log.lastTurn().turn, 1);
        QCOMPARE(log.decisionsSince().actions, 1);
        QCOMPARE(log.decisionsSince().turn, 2);
        QCOMPARE(QString::fromStdString(log.decisionsSince().entries.front().text), QStringLiteral("Hood retreats to 0707"));
        // Its turn 2 begins: a new record, the decision of your turn is history.
        log.note(cpu, cpu, 2, 10, a0);
        QCOMPARE(log.lastTurn().turn, 2);
        QCOMPARE(log.lastTurn().actions, 1);
        QVERIFY(log.decisionsSince().empty());
    }
};

QTEST_APPLESS_MAIN(TestComputerTurnLog)
#include "test_computer_turn_log.moc"
