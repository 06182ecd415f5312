// Crash recovery: one recovery file per document, owned
// by its editor's lock; only orphans are offered; a restored document keeps its file path
// and library id.
#include "editor_test_util.h"
#include "editor/commands/document_edits.h"

#include "editor/commands/grid_commands.h"
#include "editor/docks/library_dock.h"
#include "editor/document/eagle_document.h"
#include "editor/document/grid_document.h"
#include "editor/document/recovery_store.h"
#include "editor/shell/battle_saving.h"
#include "editor/shell/eagle_window.h"
#include "editor/shell/grid_window.h"
#include "model/systems/eagle/eagle_json.h"
#include "model/systems/grid/grid_json.h"

#include <QLineEdit>

#include <QApplication>
#include <QDir>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {

QStringList recoveryFiles() {
    return QDir(RecoveryStore::defaultDir()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

void removeAllRecoveries() {
    QDir(RecoveryStore::defaultDir()).removeRecursively();
}

// Modify the window's document and autosave it, as the one-minute timer does.
void editAndAutosave(MainWindow& w, Offset hex) {
    edit::paintTerrain(*w.document(), {{hex, Terrain::Hill}});
    w.writeRecoveryFile();
}

// Close every top-level MainWindow except `keep` (windows opened for extra orphans).
int closeOtherWindows(MainWindow* keep) {
    int n = 0;
    for (QWidget* t : QApplication::topLevelWidgets())
        if (auto* mw = qobject_cast<MainWindow*>(t); mw && mw != keep) {
            scripted(*mw);
            mw->close();
            ++n;
        }
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    return n;
}

EagleWindow* onlyEagle() {
    EagleWindow* found = nullptr;
    for (QWidget* t : QApplication::topLevelWidgets())
        if (auto* e = qobject_cast<EagleWindow*>(t); e && e->isVisible()) {
            if (found) return nullptr;
            found = e;
        }
    return found;
}

// A copy of a test battle in `dir`, so a save writes there.
QString copyOf(const QTemporaryDir& dir, const QString& from, const QString& name) {
    const QString to = dir.filePath(name);
    QFile::copy(from, to);
    QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
    return to;
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QStandardPaths::setTestModeEnabled(true);
        removeAllRecoveries();
    }
    void cleanup() { removeAllRecoveries(); }

    // Two windows (as two instances would) each have their own recovery file, and
    // neither is offered to, or deleted by, a third starting up.
    void runningEditorsKeepTheirRecovery() {
        QTemporaryDir dir;
        const QString path = dir.filePath("a.json");
        writeScenarioFile(blankScenario(), path.toStdString());
        auto a = makeWindow(blankScenario());
        QVERIFY(a && a->openFile(path));
        editAndAutosave(*a, {2, 2});
        auto b = makeWindow(blankScenario());
        QVERIFY(b);
        editAndAutosave(*b, {3, 3});
        QVERIFY(!a->recoveryFilePath().isEmpty());
        QVERIFY(a->recoveryFilePath() != b->recoveryFilePath());
        QCOMPARE(recoveryFiles().size(), 2);

        auto c = std::make_unique<MainWindow>();
        answerRecovery(*c, false);
        c->offerRecovery(); // "No" to everything offered: nothing may be offered
        QVERIFY(QFile::exists(a->recoveryFilePath()));
        QVERIFY(QFile::exists(b->recoveryFilePath()));
        answerRecovery(*c, true);
        c->offerRecovery();
        QVERIFY(!c->document()->isModified());
        QCOMPARE(closeOtherWindows(nullptr) >= 0, true);
    }

    // The same file open twice: two slots, not one shared file.
    void sameFileTwiceHasTwoSlots() {
        QTemporaryDir dir;
        const QString path = dir.filePath("a.json");
        writeScenarioFile(blankScenario(), path.toStdString());
        auto a = makeWindow(blankScenario());
        auto b = makeWindow(blankScenario());
        QVERIFY(a && b && a->openFile(path) && b->openFile(path));
        editAndAutosave(*a, {2, 2});
        editAndAutosave(*b, {3, 3});
        QVERIFY(a->recoveryFilePath() != b->recoveryFilePath());
        QCOMPARE(readScenarioFile(a->recoveryFilePath().toStdString()), a->document()->scenario());
        QCOMPARE(readScenarioFile(b->recoveryFilePath().toStdString()), b->document()->scenario());
    }

    // Another process holding a recovery's lock (a live pid on this host) keeps it; once
    // that process is gone the file is an orphan, offered and, on No, deleted.
    void otherProcessLockIsHonoured() {
        const QString rdir = RecoveryStore::defaultDir();
        QVERIFY(QDir().mkpath(rdir));
        writeScenarioFile(blankScenario(), (rdir + "/untitled-other.json").toStdString());
        QProcess sleeper;
        sleeper.start(QStringLiteral("sleep"), {QStringLiteral("60")});
        QVERIFY(sleeper.waitForStarted());
        {
            QFile lock(rdir + "/untitled-other.lock");
            QVERIFY(lock.open(QIODevice::WriteOnly));
            lock.write(QByteArray::number(sleeper.processId()) + "\nsleep\n" + QSysInfo::machineHostName().toUtf8() + "\n");
        }
        auto w = std::make_unique<MainWindow>();
        answerRecovery(*w, false);
        w->offerRecovery();
        QVERIFY2(QFile::exists(rdir + "/untitled-other.json"), "a running editor's recovery was deleted");
        sleeper.kill();
        sleeper.waitForFinished();
        answerRecovery(*w, false);
        w->offerRecovery();
        QVERIFY2(!QFile::exists(rdir + "/untitled-other.json"), "an orphan was not offered");
    }

    // Every orphan is offered: the first is restored here, the next in a new window.
    void allOrphansAreOffered() {
        Scenario first, second;
        {
            auto a = makeWindow(blankScenario());
            auto b = makeWindow(blankScenario(9, 7));
            QVERIFY(a && b);
            editAndAutosave(*a, {2, 2});
            editAndAutosave(*b, {4, 4});
            first = a->document()->scenario();
            second = b->document()->scenario();
            // "Crash": the windows go without closeEvent; their locks die with them.
        }
        auto w = std::make_unique<MainWindow>();
        answerRecovery(*w, true);
        w->offerRecovery();
        MainWindow* other = nullptr;
        for (QWidget* t : QApplication::topLevelWidgets())
            if (auto* mw = qobject_cast<MainWindow*>(t); mw && mw != w.get() && mw->document()->isModified()) other = mw;
        QVERIFY2(other, "the second orphan did not get a window");
        const Scenario here = w->document()->scenario(), there = other->document()->scenario();
        QVERIFY((here == first && there == second) || (here == second && there == first));
        // Restored documents keep their recovery until saved: a second crash loses nothing.
        QCOMPARE(recoveryFiles().size(), 2);
        closeOtherWindows(w.get());
    }

    // a library document restored after a crash saves as a new revision
    // of the same library scenario, not as a duplicate.
    void libraryDocumentKeepsItsId() {
        QTemporaryDir dir;
        const QString db = dir.filePath("lib.sqlite");
        ScenarioId id = 0;
        Scenario edited;
        {
            auto w = makeWindow(sampleBattle());
            QVERIFY(w);
            auto* dock = w->findChild<LibraryDock*>();
            QVERIFY(dock);
            QVERIFY2(dock->openLibrary(db), qPrintable(dock->lastError()));
            edit::paintTerrain(*w->document(), {{{2, 2}, Terrain::Woods}});
            QVERIFY(dock->save());
            id = *w->document()->libraryId();
            editAndAutosave(*w, {5, 5});
            edited = w->document()->scenario();
        }
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        answerRecovery(*w, true);
        w->offerRecovery();
        QCOMPARE(w->document()->scenario(), edited);
        QVERIFY(w->document()->libraryId());
        QCOMPARE(*w->document()->libraryId(), id);
        auto* dock = w->findChild<LibraryDock*>();
        QVERIFY2(dock->openLibrary(db), qPrintable(dock->lastError()));
        QVERIFY(dock->save());
        QCOMPARE(*w->document()->libraryId(), id);
        QCOMPARE(dock->library()->revisions(id).size(), std::size_t(2));
        QCOMPARE(dock->library()->load(id), edited);
        // Saved: its recovery is gone.
        QVERIFY(recoveryFiles().isEmpty());
    }

    // A file document keeps its path even when the file has gone since the crash.
    void fileDocumentKeepsItsPath() {
        QTemporaryDir dir;
        const QString path = dir.filePath("gone.json");
        writeScenarioFile(blankScenario(), path.toStdString());
        Scenario edited;
        {
            auto w = makeWindow(blankScenario());
            QVERIFY(w && w->openFile(path));
            editAndAutosave(*w, {6, 6});
            edited = w->document()->scenario();
        }
        QFile::remove(path);
        auto w = std::make_unique<MainWindow>();
        answerRecovery(*w, true);
        w->offerRecovery();
        QCOMPARE(w->document()->scenario(), edited);
        QCOMPARE(QFileInfo(w->document()->filePath()), QFileInfo(path));
        QVERIFY(w->saveFile(w->document()->filePath()));
        QCOMPARE(readScenarioFile(path.toStdString()), edited);
        QVERIFY(recoveryFiles().isEmpty());
    }

    // A square-grid and an Eagle Games battle with unsaved edits when the editor dies come
    // back at the next start, each in its system's window, modified, saving to its file.
    void battlesOfOtherSystemsAreRecovered() {
        QTemporaryDir dir;
        const QString gridFile = copyOf(dir, MUSTER_TEST_DATA "/grid/crossroads.json", "grid.json");
        const QString eagleFile = copyOf(dir, MUSTER_TEST_DATA "/eagle/stand_alone.json", "eagle.json");
        GridScenario gridEdited;
        EagleScenario eagleEdited;
        {
            auto w = makeWindow(blankScenario());
            QVERIFY(w && w->openFile(gridFile) && w->openFile(eagleFile));
            GridWindow* g = w->gridWindows().value(0);
            EagleWindow* e = onlyEagle();
            QVERIFY(g && e);
            gridedit::paintTerrain(*g->document(), {{1, 1}, {2, 1}}, GridTerrain::Forest);
            e->titleEdit()->setText(QStringLiteral("Cedar Run, as it was never saved"));
            emit e->titleEdit()->editingFinished();
            QVERIFY(g->document()->isModified() && e->document()->isModified());
            g->saving()->writeRecovery();  // as the minute's autosave does
            e->saving()->writeRecovery();
            QVERIFY(QFile::exists(g->saving()->recoveryFilePath()) && QFile::exists(e->saving()->recoveryFilePath()));
            gridEdited = g->document()->scenario();
            eagleEdited = e->document()->scenario();
            // "Crash": the windows go without closeEvent; their locks die with them.
            delete g;
            delete e;
        }
        QCOMPARE(recoveryFiles().size(), 2);
        auto w = std::make_unique<MainWindow>();
        answerRecovery(*w, true);
        w->offerRecovery();
        QCOMPARE(w->gridWindows().size(), 1);
        GridWindow* g = w->gridWindows().front();
        EagleWindow* e = onlyEagle();
        QVERIFY2(e, "the Eagle Games battle did not get its window");
        QVERIFY(g->document()->scenario() == gridEdited);
        QVERIFY(e->document()->scenario() == eagleEdited);
        QVERIFY(g->document()->isModified() && e->document()->isModified());
        QVERIFY(!w->document()->isModified());  // the Hold the Line window is not used for them
        QCOMPARE(QFileInfo(g->document()->filePath()), QFileInfo(gridFile));
        QCOMPARE(QFileInfo(e->document()->filePath()), QFileInfo(eagleFile));
        // The recovered battle is one undoable step over the saved file, as for a scenario.
        const GridScenario gridSaved = readGridJson(readBattleFileText(gridFile), "grid");
        const EagleScenario eagleSaved = readEagleJson(readBattleFileText(eagleFile), "eagle");
        QVERIFY(gridSaved != gridEdited && eagleSaved != eagleEdited);
        for (QUndoStack* stack : {g->document()->undoStack(), e->document()->undoStack()}) {
            QCOMPARE(stack->count(), 1);
            stack->undo();
        }
        QVERIFY(g->document()->scenario() == gridSaved);
        QVERIFY(e->document()->scenario() == eagleSaved);
        QVERIFY(g->document()->isModified() && e->document()->isModified());
        g->document()->undoStack()->redo();
        e->document()->undoStack()->redo();
        QVERIFY(g->document()->scenario() == gridEdited);
        QVERIFY(e->document()->scenario() == eagleEdited);
        // Kept until saved: a second crash loses nothing.
        QCOMPARE(recoveryFiles().size(), 2);
        QVERIFY(g->save());
        QVERIFY(readGridJson(readBattleFileText(gridFile), "grid") == gridEdited);
        QCOMPARE(recoveryFiles().size(), 1);
        // Closed without saving: the user dropped the changes, and their recovery with them.
        scripted(*w)->answer(QStringLiteral("Discard"));
        QVERIFY(e->close());
        QVERIFY(recoveryFiles().isEmpty());
        QVERIFY(readEagleJson(readBattleFileText(eagleFile), "eagle") != eagleEdited);
        g->close();
    }

    // A running battle window's recovery is not offered to another editor starting, and
    // "No" to an orphan of a battle deletes it.
    void runningBattleWindowKeepsItsRecovery() {
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        GridWindow* g = w->openGridWindow(GridWindow::newBattle(8, 6));
        gridedit::paintTerrain(*g->document(), {{3, 3}}, GridTerrain::Hill);
        g->saving()->writeRecovery();
        const QString mine = g->saving()->recoveryFilePath();
        auto other = std::make_unique<MainWindow>();
        answerRecovery(*other, true);
        other->offerRecovery();
        QVERIFY(other->gridWindows().isEmpty());
        QVERIFY(QFile::exists(mine));
        delete g;  // crash
        answerRecovery(*other, false);
        other->offerRecovery();
        QVERIFY(!QFile::exists(mine));
        QVERIFY(other->gridWindows().isEmpty());
    }

    // The single recovery.json of older versions is still offered.
    void legacyRecoveryIsOffered() {
        const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QVERIFY(QDir().mkpath(appData));
        Scenario s = blankScenario();
        s.title = "Legacy";
        writeScenarioFile(s, (appData + "/recovery.json").toStdString());
        auto w = std::make_unique<MainWindow>();
        answerRecovery(*w, true);
        w->offerRecovery();
        QCOMPARE(w->document()->scenario().title, std::string("Legacy"));
        QVERIFY(!QFile::exists(appData + "/recovery.json"));
    }
};

QTEST_MAIN(TestRecovery)
#include "test_recovery.moc"
