// Opening a file, by every way the editor has (File > Open, Import, the start page's recent
// list, the Open Recent menu, drag and drop): a Hold the Line scenario becomes the main
// window's document, a square-grid or Eagle Games battle opens in its system's window
// beside it, and the file is read once (DocumentController::route).
#include "editor_test_util.h"

#include "editor/commands/document_edits.h"
#include "editor/document/eagle_document.h"
#include "editor/document/grid_document.h"
#include "editor/shell/battle_saving.h"
#include "editor/shell/document_controller.h"
#include "editor/shell/eagle_window.h"
#include "editor/shell/grid_window.h"
#include "editor/shell/start_page.h"
#include "model/systems/eagle/eagle_json.h"
#include "model/systems/grid/grid_json.h"

#include <QListWidget>
#include <QMenu>
#include <QMimeData>
#include <QTemporaryDir>
#include <QUrl>

using namespace muster;
using namespace muster::test;

namespace {

const QString kGrid = MUSTER_TEST_DATA "/grid/crossroads.json";
const QString kEagle = MUSTER_TEST_DATA "/eagle/stand_alone.json";

QList<EagleWindow*> eagleWindows() {
    QList<EagleWindow*> out;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* e = qobject_cast<EagleWindow*>(w); e && e->isVisible()) out << e;
    return out;
}

void closeBattleWindows(MainWindow& w) {
    for (GridWindow* g : w.gridWindows()) g->close();
    for (EagleWindow* e : eagleWindows()) e->close();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

void drop(MainWindow& w, const QString& path) {
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    // The drop goes where the drag entered (Qt's drag manager keeps the target).
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &enter);
    QDropEvent e(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &e);
}

// Opens `path` the way `how` names.
void openBy(MainWindow& w, const QString& how, const QString& path) {
    if (how == "open") {
        prompter(w)->fileName(path);
        w.action(QStringLiteral("actionOpen"))->trigger();
    } else if (how == "import") {
        prompter(w)->fileName(path);
        w.action(QStringLiteral("actionImport"))->trigger();
    } else if (how == "start page") {
        w.addRecent(path);
        StartPage* page = w.showStartPage();
        QListWidget* recent = page->recentFiles();
        emit recent->itemActivated(recent->item(0));
        page->close();
    } else if (how == "open recent") {
        w.addRecent(path);
        QMenu* menu = w.action(QStringLiteral("menuRecentAction"))->menu();
        menu->actions().first()->trigger();
    } else if (how == "drop") {
        drop(w, path);
    }
}

} // namespace

class TestFileRouting : public QObject {
    Q_OBJECT
private slots:
    void eachEntryPointLandsInTheRightWindow_data() {
        QTest::addColumn<QString>("how");
        QTest::addColumn<QString>("kind");
        for (const char* how : {"open", "import", "start page", "open recent", "drop"})
            for (const char* kind : {"htl", "grid", "eagle"})
                QTest::newRow(qPrintable(QStringLiteral("%1, %2").arg(how, kind))) << QString(how) << QString(kind);
    }
    void eachEntryPointLandsInTheRightWindow() {
        QFETCH(QString, how);
        QFETCH(QString, kind);
        QTemporaryDir dir;
        Scenario hex = sampleBattle();
        hex.title = "Routed";
        const QString hexFile = dir.filePath("hex.json");
        writeScenarioFile(hex, hexFile.toStdString());
        const QString path = kind == "htl" ? hexFile : kind == "grid" ? kGrid : kEagle;

        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        int reads = 0;
        w->documents()->setFileReader([&reads](const QString& p) {
            ++reads;
            return readBattleFileText(p);
        });
        openBy(*w, how, path);
        QVERIFY2(prompter(*w)->warnings().isEmpty(), qPrintable(prompter(*w)->warnings().join('\n')));
        QVERIFY2(prompter(*w)->unanswered().isEmpty(), qPrintable(prompter(*w)->unanswered().join('\n')));
        QCOMPARE(reads, 1);  // read once, by whichever way it came

        const bool imported = how == "import";
        if (kind == "htl") {
            QCOMPARE(w->document()->scenario(), hex);
            QCOMPARE(w->document()->filePath().isEmpty(), imported);
            QVERIFY(w->gridWindows().isEmpty() && eagleWindows().isEmpty());
        } else if (kind == "grid") {
            QCOMPARE(w->gridWindows().size(), 1);
            GridWindow* g = w->gridWindows().front();
            QVERIFY(g->document()->scenario() == readGridJson(readBattleFileText(kGrid), "crossroads"));
            QCOMPARE(g->document()->filePath().isEmpty(), imported);
            QVERIFY(eagleWindows().isEmpty());
            QCOMPARE(w->document()->scenario(), blankScenario());  // the main window's battle stays
        } else {
            QCOMPARE(eagleWindows().size(), 1);
            EagleWindow* e = eagleWindows().front();
            QVERIFY(e->document()->scenario() == readEagleJson(readBattleFileText(kEagle), "stand_alone"));
            QCOMPARE(e->document()->filePath().isEmpty(), imported);
            QVERIFY(w->gridWindows().isEmpty());
            QCOMPARE(w->document()->scenario(), blankScenario());
        }
        closeBattleWindows(*w);
    }

    // A battle of another system dropped on (or reopened in) a window with unsaved changes
    // opens beside it: nothing asks, nothing of the open battle is dropped.
    void otherSystemsDoNotAskAboutTheOpenBattle() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        edit::paintTerrain(*w->document(), {{{2, 2}, Terrain::Hill}});
        const Scenario edited = w->document()->scenario();
        prompter(*w)->forget(QStringLiteral("Unsaved changes"));  // asked, it would go unanswered (Cancel)
        drop(*w, kGrid);
        w->addRecent(kEagle);
        w->action(QStringLiteral("menuRecentAction"))->menu()->actions().first()->trigger();
        QVERIFY2(prompter(*w)->titles().isEmpty(), qPrintable(prompter(*w)->titles().join('\n')));
        QCOMPARE(w->gridWindows().size(), 1);
        QCOMPARE(eagleWindows().size(), 1);
        QVERIFY(w->document()->isModified());
        QCOMPARE(w->document()->scenario(), edited);
        closeBattleWindows(*w);
    }

    // A file that does not read is said once, naming it; the open battle stays.
    void unreadableFileIsNamed() {
        QTemporaryDir dir;
        const QString bad = dir.filePath("bad.json");
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"format": "muster-scenario", "version": 1, "ruleset": "square-grid-v1.1", "board": 7})");
        }
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        const Scenario before = w->document()->scenario();
        QVERIFY(!w->openFile(bad));
        QCOMPARE(prompter(*w)->warnings().size(), 1);
        QVERIFY2(prompter(*w)->warnings().front().contains("bad.json"), qPrintable(prompter(*w)->warnings().front()));
        QVERIFY(w->gridWindows().isEmpty());
        QCOMPARE(w->document()->scenario(), before);
    }
};

QTEST_MAIN(TestFileRouting)
#include "test_file_routing.moc"
