// Nothing lost in play: closing the window, or starting another game, with
// actions that are not saved asks first; Cancel keeps the game and the window, a save
// clears the question, and a game without new actions never asks.
#include "play_test_util.h"

#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>

using namespace muster;
using namespace muster::test;

namespace {

// Answers the next modal "Unsaved game" question with `button` and records its text.
struct Answer {
    QString text;
    int asked = 0;
    void next(QMessageBox::StandardButton button) {
        QTimer::singleShot(0, [this, button] { answer(button, 0); });
    }
    void answer(QMessageBox::StandardButton button, int tries) {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || box->windowTitle() != QStringLiteral("Unsaved game")) {
            if (tries < 200) QTimer::singleShot(10, [this, button, tries] { answer(button, tries + 1); });
            return;
        }
        ++asked;
        text = box->text();
        box->button(button)->click();
    }
};

} // namespace

class TestPlayUnsaved : public QObject {
    Q_OBJECT
private slots:
    void init() { QStandardPaths::setTestModeEnabled(true); }

    void closingAsksAndCancelKeepsTheGame() {
        auto w = makeWindow(duel());
        QVERIFY(w);
        QVERIFY(play(*w).start(true, 11));
        QVERIFY(!play(*w).gameUnsaved());  // nothing played yet: nothing to lose
        const GameState& s = play(*w).session().state();
        QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
        QVERIFY(play(*w).gameUnsaved());
        w->setAskToSave(true);
        Answer a;
        a.next(QMessageBox::Cancel);
        QVERIFY(!w->close());
        QCOMPARE(a.asked, 1);
        QVERIFY2(a.text.contains(QStringLiteral("not saved")), qPrintable(a.text));
        QVERIFY(w->isVisible());
        QVERIFY(play(*w).isPlaying());
        QCOMPARE(play(*w).session().actionCount(), 1);
        a.next(QMessageBox::Discard);
        QVERIFY(w->close());
        QCOMPARE(a.asked, 2);
    }

    void savedGameDoesNotAsk() {
        QTemporaryDir dir;
        auto w = makeWindow(duel());
        QVERIFY(w);
        QVERIFY(play(*w).start(true, 12));
        const GameState& s = play(*w).session().state();
        QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
        QVERIFY(play(*w).saveGame(dir.filePath(QStringLiteral("g.json")), true));
        QVERIFY(!play(*w).gameUnsaved());
        QVERIFY(play(*w).act(moveAction(unitIndex(s, "u2"), {Offset{7, 4}})));
        QVERIFY(play(*w).gameUnsaved());  // a new action after the save
        QVERIFY(play(*w).saveGame(dir.filePath(QStringLiteral("g.json")), true));
        w->setAskToSave(true);
        Answer a;
        a.next(QMessageBox::Cancel);
        QVERIFY(w->close());
        QCOMPARE(a.asked, 0);
    }

    void newGameOnAnEditedScenarioAsks() {
        auto w = makeWindow(duel());
        QVERIFY(w);
        QVERIFY(play(*w).start(true, 13));
        const GameState& s = play(*w).session().state();
        QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
        play(*w).stop();
        Scenario edited = duel();
        edited.turns = 4;  // another set-up: F5 cannot resume, it would start a new game
        w->loadScenario(edited);
        w->setAskToSave(true);
        Answer a;
        a.next(QMessageBox::Cancel);
        QVERIFY(!play(*w).start());
        QCOMPARE(a.asked, 1);
        QVERIFY(!play(*w).isPlaying());
        QCOMPARE(play(*w).session().actionCount(), 1);  // the old game is still there
        a.next(QMessageBox::Discard);
        QVERIFY(play(*w).start());
        QCOMPARE(a.asked, 2);
        QCOMPARE(play(*w).session().actionCount(), 0);
        w->setAskToSave(false);
    }
};

QTEST_MAIN(TestPlayUnsaved)
#include "test_play_unsaved.moc"
