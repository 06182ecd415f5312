// The editor's shell, driven through real widgets and keys: a bundled battle is a template
// (Ctrl+S never writes the shipped file), a library document saves as a new revision (Ctrl+S
// and the "Save changes?" question alike), a resumed game keeps who plays each side and the
// pace, hot-seat Undo stops at the other side's decision, and Play > New Game / Restart
// name the game they would drop.
#include "play_test_util.h"

#include "db/library.h"
#include "model/io/scenario_json.h"
#include "model/io/share_code.h"
#include "editor/shell/document_controller.h"
#include "editor/shell/start_page.h"
#include "editor/docks/library_dock.h"
#include "editor/play/play_panel.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QDir>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

using namespace muster;
using namespace muster::test;

namespace {

// Answers the next question titled `title` through the window's scripted prompter and
// reads back what was asked since: how often that question came, its text, and how many
// file dialogs opened (none of these paths may ask for a file).
struct Answer {
    ScriptedPrompter* p;
    std::size_t from;
    QString title;
    explicit Answer(MainWindow& w) : p(prompter(w)), from(p->asked().size()) {}
    void next(const QString& t, const QString& label) {
        title = t;
        if (!label.isEmpty()) p->answer(label);
    }
    std::vector<ScriptedPrompter::Asked> since() const { return {p->asked().begin() + from, p->asked().end()}; }
    int asked() const {
        int n = 0;
        for (const auto& a : since()) n += a.question.title == title;
        return n;
    }
    QString text() const {
        QString t;
        for (const auto& a : since())
            if (a.question.title == title) t = a.question.text;
        return t;
    }
    int fileDialogs() const {
        int n = 0;
        for (const auto& a : since()) n += a.question.text == QStringLiteral("(file dialog)");
        return n;
    }
};

QByteArray bytesOf(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Puts a shipped file back as it was, whatever the test did to it.
struct KeepFile {
    QString path;
    QByteArray bytes;
    ~KeepFile() {
        if (path.isEmpty() || bytesOf(path) == bytes) return;
        QFile f(path);
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate)) f.write(bytes);
    }
};

void paintOneHex(MainWindow& w, Offset o, Terrain t) {
    w.toolOptions().terrain = t;
    w.toolOptions().brushRadius = 0;
    QVERIFY(w.activateTool(QStringLiteral("brush")));
    clickHex(w, o);
}

void ctrlS(MainWindow& w) { QTest::keyClick(w.view()->viewport(), Qt::Key_S, Qt::ControlModifier); }

} // namespace

class TestShell : public QObject {
    Q_OBJECT
private slots:
    void init() { QStandardPaths::setTestModeEnabled(true); }

    void bundledBattleIsATemplate() {
        QSettings().remove(QStringLiteral("files/recent"));
        QTemporaryDir dir;
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        w->document()->undoStack()->clear();
        QVERIFY(w->libraryDock());
        StartPage* page = w->showStartPage();
        QListWidget* list = page->battles();
        QListWidgetItem* cornfield = nullptr;
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->data(Qt::UserRole).toString().endsWith(QStringLiteral("/antietam.json"))) cornfield = list->item(i);
        QVERIFY2(cornfield, "The Cornfield is not among the bundled battles");
        const QString shipped = cornfield->data(Qt::UserRole).toString();
        KeepFile keep{shipped, bytesOf(shipped)};
        QVERIFY(!keep.bytes.isEmpty());
        list->scrollToItem(cornfield);
        const QPoint at = list->visualItemRect(cornfield).center();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(QString::fromStdString(w->document()->scenario().title), QStringLiteral("The Cornfield"));
        // Into a library of the test's own, so the question's "library" answer has a place.
        QVERIFY(w->libraryDock()->openLibrary(dir.filePath(QStringLiteral("lib.sqlite"))));
        paintOneHex(*w, {1, 1}, w->document()->scenario().terrain.at({1, 1}) == Terrain::Swamp ? Terrain::Town : Terrain::Swamp);
        QVERIFY(w->document()->isModified());
        Answer a(*w);
        a.next(QStringLiteral("Save battle"), QStringLiteral("In the Library"));
        ctrlS(*w);
        QVERIFY(turnUntil([&] { return a.asked() > 0 || bytesOf(shipped) != keep.bytes; }));
        QVERIFY2(bytesOf(shipped) == keep.bytes, "Ctrl+S overwrote the shipped battle");
        QCOMPARE(a.asked(), 1);
        QCOMPARE(a.fileDialogs(), 0);
        QVERIFY(!w->document()->isModified());
        QVERIFY(w->document()->libraryId().has_value());
        QVERIFY(w->document()->filePath().isEmpty());
        const QStringList recent = QSettings().value(QStringLiteral("files/recent")).toStringList();
        QVERIFY2(!recent.contains(shipped), qPrintable(recent.join(QLatin1Char(' '))));
    }

    // Saving a shipped battle into a library that already holds one of its name asks
    // whether it is that battle's next revision or a battle of its own, so the list never
    // shows two rows no one can tell apart.
    void bundledBattleSavedBesideItsLibraryCopy() {
        for (const QString& choice : {QStringLiteral("As Its Next Revision"), QStringLiteral("As a Separate Battle")}) {
            QTemporaryDir dir;
            const QString shipped = QStringLiteral(MUSTER_SOURCE_DIR "/scenarios/antietam.json");
            auto w = makeWindow(blankScenario());
            QVERIFY(w->libraryDock()->openLibrary(dir.filePath(QStringLiteral("lib.sqlite"))));
            Library* lib = w->libraryDock()->library();
            const ScenarioId seeded = lib->save(readScenarioFile(shipped.toStdString()), "", std::nullopt);
            QVERIFY(w->openFile(shipped));
            QVERIFY(w->document()->origin().kind == DocumentOrigin::Kind::Bundled);
            paintOneHex(*w, {1, 1}, w->document()->scenario().terrain.at({1, 1}) == Terrain::Swamp ? Terrain::Town : Terrain::Swamp);
            Answer a(*w);
            a.next(QStringLiteral("Save battle"), QStringLiteral("In the Library"));
            prompter(*w)->answer(choice);
            ctrlS(*w);
            QVERIFY(turnUntil([&] { return !w->document()->isModified(); }));
            QCOMPARE(a.asked(), 2);
            QVERIFY2(a.text().contains(QStringLiteral("The Cornfield (2)")), qPrintable(a.text()));
            const auto rows = lib->list();
            QStringList titles;
            for (const ScenarioSummary& r : rows) titles << QString::fromStdString(r.title);
            QVERIFY2(titles.removeDuplicates() == 0, qPrintable(titles.join(QLatin1Char('|'))));
            if (choice.contains(QStringLiteral("Revision"))) {
                QCOMPARE(int(rows.size()), 1);
                QCOMPARE(*w->document()->libraryId(), seeded);
                QCOMPARE(int(lib->revisions(seeded).size()), 2);
            } else {
                QCOMPARE(int(rows.size()), 2);
                QVERIFY(*w->document()->libraryId() != seeded);
                QCOMPARE(QString::fromStdString(w->document()->scenario().title), QStringLiteral("The Cornfield (2)"));
                QVERIFY(w->document()->undoStack()->canUndo());  // the new title is an edit of its own
            }
        }
    }

    // A battle opened from a share code is unsaved; the battle opened after it (here from
    // the library) is not: its title shows no "*" and leaving it asks nothing.
    void battleOpenedAfterAShareCodeIsNotModified() {
        QTemporaryDir dir;
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        LibraryDock* dock = w->libraryDock();
        QVERIFY(dock->openLibrary(dir.filePath(QStringLiteral("lib.sqlite"))));
        const ScenarioId id = dock->library()->save(sampleBattle());
        QVERIFY(w->openShareCode(QString::fromStdString(encodeShareCode(duel()))));
        QVERIFY(w->document()->isModified());
        Answer a(*w);
        a.next(QStringLiteral("Unsaved changes"), QStringLiteral("Discard"));
        QVERIFY(w->documents()->maybeSave());
        w->documents()->loadFromLibrary(dock->library()->load(id), id);
        QVERIFY(!w->document()->isModified());
        QVERIFY(!w->isWindowModified());  // no "*" in the title
    }

    void ctrlSOnALibraryDocumentAddsARevision() {
        QTemporaryDir dir;
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        LibraryDock* dock = w->libraryDock();
        QVERIFY(dock->openLibrary(dir.filePath(QStringLiteral("lib.sqlite"))));
        QVERIFY(dock->save());
        const auto id = w->document()->libraryId();
        QVERIFY(id);
        QCOMPARE(dock->library()->revisions(*id).size(), std::size_t(1));
        paintOneHex(*w, {1, 9}, Terrain::Woods);
        QVERIFY(w->document()->isModified());
        dock->noteBox()->clear();
        QTest::keyClicks(dock->noteBox(), QStringLiteral("woods at 0109"));
        Answer guard(*w);  // no question expected: only a file dialog would be refused
        guard.next(QStringLiteral("(none)"), {});
        ctrlS(*w);
        QVERIFY(turnUntil([&] { return dock->library()->revisions(*id).size() == std::size_t(2); }));
        QCOMPARE(guard.fileDialogs(), 0);
        QVERIFY(guard.since().empty());
        QCOMPARE(QString::fromStdString(dock->library()->revisions(*id).front().note), QStringLiteral("woods at 0109"));
        QVERIFY(!w->document()->isModified());
        QVERIFY(w->document()->filePath().isEmpty());

        // "Save changes?" on close saves the same way.
        paintOneHex(*w, {2, 9}, Terrain::Woods);
        QVERIFY(w->document()->isModified());
        Answer a(*w);
        a.next(QStringLiteral("Unsaved changes"), QStringLiteral("Save"));
        QVERIFY(w->close());
        QCOMPARE(a.asked(), 1);
        QCOMPARE(a.fileDialogs(), 0);
        QCOMPARE(dock->library()->revisions(*id).size(), std::size_t(3));
    }

    void resumedGameKeepsItsPlayersAndPace() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QString players;
        {
            auto w = makeWindow(duel());
            QVERIFY(w);
            QVERIFY(play(*w).start(21));
            QComboBox* conf = play(*w).panel()->playerCombo(static_cast<int>(Side::Confederate));
            const int greedy = conf->findData(QStringLiteral("greedy"));
            QVERIFY(greedy >= 0);
            conf->setCurrentIndex(greedy);
            emit conf->activated(greedy);
            auto* pace = play(*w).panel()->findChild<QComboBox*>(QStringLiteral("playPace"));
            pace->setCurrentIndex(pace->findData(500));
            emit pace->activated(pace->currentIndex());
            QCOMPARE(play(*w).pace(), 500);
            const GameState& s = play(*w).session().state();
            QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
            QVERIFY(play(*w).store()->saveToFile(path));
            const QByteArray text = bytesOf(path);
            QVERIFY2(text.contains("\"players\""), text.left(200).constData());
            QVERIFY(text.contains("\"greedy\""));
        }
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        QVERIFY(w->openFile(path));
        QVERIFY(play(*w).isPlaying());
        QCOMPARE(play(*w).player(Side::Confederate), QStringLiteral("greedy"));
        QCOMPARE(play(*w).player(Side::Union), QStringLiteral("human"));
        QCOMPARE(play(*w).pace(), 500);
        auto* combo = play(*w).panel()->playerCombo(static_cast<int>(Side::Confederate));
        QCOMPARE(combo->currentData().toString(), QStringLiteral("greedy"));
        // The same seats and seeds go back out: saved again, the file is unchanged.
        const QString again = dir.filePath(QStringLiteral("again.json"));
        QVERIFY(play(*w).store()->saveToFile(again));
        QCOMPARE(bytesOf(again), bytesOf(path));

        // The library stores them too.
        QVERIFY(w->libraryDock()->openLibrary(dir.filePath(QStringLiteral("lib.sqlite"))));
        QVERIFY(w->libraryDock()->save());
        QVERIFY(play(*w).store()->saveToLibrary());
        const auto gameId = play(*w).store()->libraryGameId();
        QVERIFY(gameId);
        const std::string stored = w->libraryDock()->library()->loadGameJson(*gameId);
        QVERIFY2(stored.find("\"greedy\"") != std::string::npos, stored.substr(0, 200).c_str());
        auto w2 = makeWindow(blankScenario());
        QVERIFY(w2->libraryDock()->openLibrary(dir.filePath(QStringLiteral("lib.sqlite"))));
        QVERIFY(play(*w2).store()->openFromLibrary(*gameId));
        QCOMPARE(play(*w2).player(Side::Confederate), QStringLiteral("greedy"));
        QCOMPARE(play(*w2).pace(), 500);
    }

    void hotSeatUndoStopsAtTheOtherSidesDecision() {
        auto w = makeWindow(duel());
        QVERIFY(w);
        // AP 6; close combat 4 4 4 -> 3 hits; morale 1 1 1 -> Hays (green) retreats.
        QVERIFY(play(*w).start(1, {6, 4, 4, 4, 1, 1, 1}));
        const GameState& s = play(*w).session().state();
        play(*w).tool()->select(unitIndex(s, "u2"));
        auto a = play(*w).tool()->actionAt({6, 5}, true);
        QVERIFY(a && a->kind == ActionKind::Close);
        QVERIFY(play(*w).act(*a));
        QVERIFY(s.pending.kind == DecisionKind::Retreat && s.pending.side == Side::Confederate);
        const Offset to = s.setup().offset(s.pending.options.back());
        clickPlayHex(*w, to);  // the Confederate player chooses the retreat
        QCOMPARE(unitHex(s, "c1"), to);
        QVERIFY(s.pending.kind == DecisionKind::Advance);
        QVERIFY(s.toAct() == Side::Union);
        // This very game, for a look by hand (muster build/screenshots/hot-seat-retreat.json).
        QDir().mkpath(QStringLiteral(MUSTER_BINARY_DIR "/screenshots"));
        QVERIFY(play(*w).store()->saveToFile(QStringLiteral(MUSTER_BINARY_DIR "/screenshots/hot-seat-retreat.json")));
        const int before = play(*w).session().actionCount();
        // Undo Last Action looks off, and its tip says why.
        auto* undo = w->findChild<QAction*>(QStringLiteral("actionPlayUndo"));
        QVERIFY(undo);
        QVERIFY2(!undo->isEnabled(), "Undo Last Action looks enabled where it takes nothing back");
        QVERIFY2(undo->toolTip().contains(QStringLiteral("Confederate")), qPrintable(undo->toolTip()));
        // The Union player presses Ctrl+Z: the Confederate choice stays.
        QTest::keyClick(play(*w).board()->viewport(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(play(*w).session().actionCount(), before);
        QCOMPARE(unitHex(s, "c1"), to);
        QVERIFY2(play(*w).lastMessage().contains(QStringLiteral("Confederate")), qPrintable(play(*w).lastMessage()));
    }

    void newGameAndRestartNameTheGame() {
        auto w = makeWindow(duel());
        QVERIFY(w);
        auto* newGame = w->findChild<QAction*>(QStringLiteral("actionNewGame"));
        auto* restart = w->findChild<QAction*>(QStringLiteral("actionRestartGame"));
        QVERIFY2(newGame && restart, "Play > New Game and Restart are missing");
        QVERIFY(play(*w).start(5));
        const GameState& s = play(*w).session().state();
        QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
        QVERIFY(restart->isEnabled());
        Answer a(*w);
        a.next(QStringLiteral("Unsaved game"), QStringLiteral("Discard"));
        restart->trigger();
        QCOMPARE(a.asked(), 1);
        QVERIFY2(a.text().contains(QStringLiteral("Duel")), qPrintable(a.text()));
        QVERIFY2(a.text().contains(QStringLiteral("in progress")), qPrintable(a.text()));
        QVERIFY(play(*w).isPlaying());
        QCOMPARE(play(*w).session().actionCount(), 0);
        QCOMPARE(play(*w).session().record().seed == 5, false);  // a new game: a new seed

        // A finished game is not "in progress".
        Scenario quick = duel();
        quick.title = "Quick end";
        quick.turns = 1;
        scripted(*w);
        play(*w).stop();
        w->loadScenario(quick);
        QVERIFY(play(*w).start(6));
        QVERIFY(play(*w).act(endTurnAction()));
        QVERIFY(play(*w).act(endTurnAction()));
        QVERIFY(play(*w).session().state().over());
        Answer b(*w);
        b.next(QStringLiteral("Unsaved game"), QStringLiteral("Discard"));
        newGame->trigger();
        QCOMPARE(b.asked(), 1);
        QVERIFY2(b.text().contains(QStringLiteral("Quick end")), qPrintable(b.text()));
        QVERIFY2(!b.text().contains(QStringLiteral("in progress")), qPrintable(b.text()));
        QVERIFY(b.text().contains(QStringLiteral("finished")));
    }
};

QTEST_MAIN(TestShell)
#include "test_shell.moc"
