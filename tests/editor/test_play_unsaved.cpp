// Nothing lost in play: closing the window, or starting another game, with
// actions that are not saved asks first; Cancel keeps the game and the window, a save
// clears the question, and a game without new actions never asks.
#include "play_test_util.h"

#include <QTemporaryDir>

using namespace muster;
using namespace muster::test;

namespace {

// Answers the next "Unsaved game" questions through the window's scripted prompter.
struct Answer {
    ScriptedPrompter* p;
    explicit Answer(MainWindow& w) : p(prompter(w)) {}
    void next(const char* label) { p->answer(QString::fromLatin1(label)); }
    int asked() const { return int(p->titles().count(QStringLiteral("Unsaved game"))); }
    QString text() const { return p->asked().empty() ? QString() : p->asked().back().question.text; }
};

} // namespace

class TestPlayUnsaved : public QObject {
    Q_OBJECT
private slots:
    void init() { QStandardPaths::setTestModeEnabled(true); }

    void closingAsksAndCancelKeepsTheGame() {
        auto w = makeWindow(duel());
        QVERIFY(w);
        QVERIFY(play(*w).start(11));
        QVERIFY(!play(*w).store()->unsaved());  // nothing played yet: nothing to lose
        const GameState& s = play(*w).session().state();
        QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
        QVERIFY(play(*w).store()->unsaved());
        Answer a(*w);
        a.next("Cancel");
        QVERIFY(!w->close());
        QCOMPARE(a.asked(), 1);
        QVERIFY2(a.text().contains(QStringLiteral("not saved")), qPrintable(a.text()));
        QVERIFY(w->isVisible());
        QVERIFY(play(*w).isPlaying());
        QCOMPARE(play(*w).session().actionCount(), 1);
        a.next("Discard");
        QVERIFY(w->close());
        QCOMPARE(a.asked(), 2);
    }

    void savedGameDoesNotAsk() {
        QTemporaryDir dir;
        auto w = makeWindow(duel());
        QVERIFY(w);
        QVERIFY(play(*w).start(12));
        const GameState& s = play(*w).session().state();
        QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
        QVERIFY(play(*w).store()->saveToFile(dir.filePath(QStringLiteral("g.json"))));
        QVERIFY(!play(*w).store()->unsaved());
        QVERIFY(play(*w).act(moveAction(unitIndex(s, "u2"), {Offset{7, 4}})));
        QVERIFY(play(*w).store()->unsaved());  // a new action after the save
        QVERIFY(play(*w).store()->saveToFile(dir.filePath(QStringLiteral("g.json"))));
        Answer a(*w);
        a.next("Cancel");
        QVERIFY(w->close());
        QCOMPARE(a.asked(), 0);
    }

    void newGameOnAnEditedScenarioAsks() {
        auto w = makeWindow(duel());
        QVERIFY(w);
        QVERIFY(play(*w).start(13));
        const GameState& s = play(*w).session().state();
        QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
        play(*w).stop();
        Scenario edited = duel();
        edited.turns = 4;  // another set-up: F5 cannot resume, it would start a new game
        w->loadScenario(edited);
        Answer a(*w);
        a.next("Cancel");
        QVERIFY(!play(*w).start());
        QCOMPARE(a.asked(), 1);
        QVERIFY(!play(*w).isPlaying());
        QCOMPARE(play(*w).session().actionCount(), 1);  // the old game is still there
        a.next("Discard");
        QVERIFY(play(*w).start());
        QCOMPARE(a.asked(), 2);
        QCOMPARE(play(*w).session().actionCount(), 0);
        scripted(*w);
    }

    // Leaving the game's battle from the editing side (File > New here; Open, a library
    // battle, a share code and Revert share the same question) asks about the game first:
    // Cancel keeps battle and game, Discard is asked once and not again at Quit.
    void fileNewAsksAboutTheGameOnce() {
        auto w = makeWindow(duel());
        QVERIFY(w);
        QVERIFY(play(*w).start(14));
        const GameState& s = play(*w).session().state();
        QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
        play(*w).stop();
        auto* fileNew = w->findChild<QAction*>(QStringLiteral("actionNew"));
        QVERIFY(fileNew && fileNew->isEnabled());
        Answer a(*w);
        a.next("Cancel");
        fileNew->trigger();
        QCOMPARE(a.asked(), 1);
        QCOMPARE(w->document()->scenario().title, duel().title);
        QCOMPARE(play(*w).session().actionCount(), 1);
        QVERIFY(play(*w).store()->unsaved());
        a.next("Discard");
        fileNew->trigger();
        QCOMPARE(a.asked(), 2);
        QVERIFY(w->document()->scenario().title != duel().title);
        a.next("Cancel");
        QVERIFY(w->close());
        QCOMPARE(a.asked(), 2);
    }
};

QTEST_MAIN(TestPlayUnsaved)
#include "test_play_unsaved.moc"
