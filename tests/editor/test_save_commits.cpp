// Text typed into a dock field and not yet committed (focus still in the field, the
// one-second pause not over) is part of what Save, Save As, autosave and the library
// save write.
#include "editor_test_util.h"

#include "editor/document/selection.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "db/library.h"
#include "editor/docks/library_dock.h"

using namespace muster;
using namespace muster::test;

namespace {
// Type into a field the way a user does: focus stays there, nothing committed yet.
void typeInto(MainWindow& w, const char* field, const QString& text) {
    auto* e = w.findChild<QLineEdit*>(field);
    QVERIFY(e);
    e->setFocus();
    e->selectAll();
    QTest::keyClicks(e, text);
}
} // namespace

class TestSaveCommits : public QObject {
    Q_OBJECT
private slots:
    void saveWritesTheFieldBeingTyped() {
        QTemporaryDir dir;
        const QString path = dir.filePath("battle.json");
        writeScenarioFile(sampleBattle(), path.toStdString());
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        QVERIFY(w->openFile(path));
        typeInto(*w, "title", "Retitled in the field");
        QVERIFY(w->document()->scenario().title != "Retitled in the field"); // still pending
        w->findChild<QAction*>("actionSave")->trigger();
        QCOMPARE(readScenarioFile(path.toStdString()).title, std::string("Retitled in the field"));
        QVERIFY(!w->document()->isModified());
    }

    // Save As suggests a file name from the title: the one being typed.
    void saveAsNamesTheFileFromTheTitleBeingTyped() {
        QTemporaryDir dir;
        const QString path = dir.filePath("copy.json");
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        typeInto(*w, "title", "Harpers Ferry");
        prompter(*w)->fileName(path);
        w->findChild<QAction*>("actionSaveAs")->trigger();
        QVERIFY(!prompter(*w)->asked().empty());
        const QString suggested = prompter(*w)->asked().back().question.choices.value(0);
        QCOMPARE(QFileInfo(suggested).fileName(), QString("harpers-ferry.json"));
        QVERIFY(QFile::exists(path));
        QCOMPARE(readScenarioFile(path.toStdString()).title, std::string("Harpers Ferry"));
    }

    void autosaveWritesTheUnitNameBeingTyped() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        w->selection()->set({"u1"}, {});
        QCoreApplication::processEvents();
        typeInto(*w, "unitName", "Black Hats");
        QVERIFY(!w->document()->isModified());
        w->writeRecoveryFile(); // what the one-minute timer does
        const Scenario recovered = readScenarioFile(w->recoveryFilePath().toStdString());
        QCOMPARE(recovered.findUnit("u1")->name, std::string("Black Hats"));
        QVERIFY(w->document()->isModified());
        QFile::remove(w->recoveryFilePath());
    }

    void librarySaveWritesTheFieldBeingTyped() {
        QTemporaryDir dir;
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        auto* lib = w->findChild<LibraryDock*>();
        QVERIFY(lib);
        QVERIFY2(lib->openLibrary(dir.filePath("lib.sqlite")), qPrintable(lib->lastError()));
        typeInto(*w, "title", "Library title typed");
        lib->findChild<QPushButton*>("librarySave")->click();
        QVERIFY2(lib->lastError().isEmpty(), qPrintable(lib->lastError()));
        QVERIFY(w->document()->libraryId());
        QCOMPARE(lib->library()->load(*w->document()->libraryId()).title, std::string("Library title typed"));
        QVERIFY(!w->document()->isModified());
    }
};

QTEST_MAIN(TestSaveCommits)
#include "test_save_commits.moc"
