// Library dock against a temporary SQLite library: save, open, revisions, trash.
#include "editor/dialogs/revisions_dialog.h"
#include "editor/commands/document_edits.h"
#include "editor/docks/library_dock.h"
#include "editor/document/scenario_document.h"
#include "model/systems/ruleset.h"
#include "scripted_prompter.h"

#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace muster;
using muster::test::ScriptedPrompter;

namespace {
Scenario sample(const std::string& title) {
    Scenario s;
    s.title = title;
    s.date = "1862-09-17";
    s.sides[0].name = "Army of the Potomac";
    s.sides[1].name = "Army of Northern Virginia";
    s.terrain.set({3, 5}, Terrain::Woods);
    s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "Iron Brigade", Offset{4, 5}, 4, Morale::Gold, {}});
    s.units.push_back(Unit{"c1", Side::Confederate, UnitType::Infantry, "Hood", Offset{8, 2}, 3, Morale::Black, {}});
    return s;
}
} // namespace

class TestDocksLibrary : public QObject {
    Q_OBJECT
private slots:
    void saveOpenRevisionsRoundTrip() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ScenarioDocument doc(sample("The Cornfield"));
        LibraryDock dock(&doc);
        dock.setPrompter(std::make_shared<ScriptedPrompter>());
        QVERIFY2(dock.openLibrary(dir.filePath("lib.sqlite")), qPrintable(dock.lastError()));
        QCOMPARE(dock.list()->topLevelItemCount(), 0);

        // Save: a new entry, the document is tagged and clean.
        doc.undoStack()->push(new QUndoCommand); // something to make it modified
        QVERIFY(doc.isModified());
        dock.findChild<QPushButton*>("librarySave")->click();
        QVERIFY(dock.lastError().isEmpty());
        QCOMPARE(dock.list()->topLevelItemCount(), 1);
        QVERIFY(doc.libraryId());
        QVERIFY(!doc.isModified());
        const ScenarioId id = *doc.libraryId();

        // Edit and save again: a second revision of the same entry.
        Scenario edited = doc.scenario();
        edited.title = "The Cornfield, later";
        ChangeSet meta;
        meta.scenario = true;
        edit::replaceScenario(doc, edited, "title", meta);
        dock.noteBox()->setText("retitled");
        QVERIFY(dock.save());
        QVERIFY(dock.noteBox()->text().isEmpty());
        QCOMPARE(dock.library()->revisions(id).front().note, std::string("retitled"));
        QCOMPARE(*doc.libraryId(), id);
        QCOMPARE(dock.list()->topLevelItemCount(), 1);
        QCOMPARE(dock.library()->revisions(id).size(), std::size_t(2));

        // Save as: a second entry.
        QVERIFY(dock.saveAs());
        QCOMPARE(dock.list()->topLevelItemCount(), 2);
        QVERIFY(*doc.libraryId() != id);

        // Search narrows the list.
        ScenarioDocument other(sample("Henry House Hill"));
        LibraryDock dock2(&other);
        dock2.setPrompter(std::make_shared<ScriptedPrompter>());
        QVERIFY(dock2.openLibrary(dir.filePath("lib.sqlite")));
        QVERIFY(dock2.saveAs());
        dock.refresh();
        QCOMPARE(dock.list()->topLevelItemCount(), 3);
        dock.searchBox()->setText("henry");
        QCOMPARE(dock.list()->topLevelItemCount(), 1);
        dock.searchBox()->clear();

        // Open: emits the stored scenario with its id; the receiver makes it that library
        // scenario's document (the dock no longer compares contents to find out).
        ScenarioDocument target;
        LibraryDock opener(&target);
        opener.setPrompter(std::make_shared<ScriptedPrompter>());
        QVERIFY(opener.openLibrary(dir.filePath("lib.sqlite")));
        Scenario opened;
        qint64 openedId = 0;
        connect(&opener, &LibraryDock::openScenario, [&](const Scenario& s, qint64 sid) {
            opened = s;
            openedId = sid;
            target.reset(s);  // what the window's document controller does
            target.setOrigin(DocumentOrigin::library(sid));
        });
        opener.selectId(id);
        QVERIFY(opener.openSelected());
        QCOMPARE(openedId, qint64(id));
        QCOMPARE(opened, edited);
        QCOMPARE(target.libraryId(), std::optional<long long>(id));

        // Revisions: open the first one, then make it current again.
        RevisionsDialog* dlg = opener.makeRevisionsDialog();
        QVERIFY(dlg);
        QCOMPARE(dlg->list()->topLevelItemCount(), 2);
        const auto revs = opener.library()->revisions(id);
        const RevisionId first = revs.back().id; // newest first
        dlg->selectRevision(first);
        QVERIFY(dlg->openSelected());
        QCOMPARE(opened.title, std::string("The Cornfield"));
        QCOMPARE(opened, sample("The Cornfield"));
        delete dlg;
        dlg = opener.makeRevisionsDialog();
        dlg->selectRevision(first);
        QVERIFY(dlg->restoreSelected());
        QCOMPARE(dlg->list()->topLevelItemCount(), 3);
        QCOMPARE(opener.library()->load(id), sample("The Cornfield"));
        dlg->resize(560, 200);
        dlg->grab().save(QStringLiteral(MUSTER_BINARY_DIR "/docks_revisions.png"));
        delete dlg;

        // Delete goes to the trash; restore brings it back.
        dock.refresh();
        dock.selectId(id);
        dock.findChild<QPushButton*>("libraryDelete")->click();
        QCOMPARE(dock.list()->topLevelItemCount(), 2);
        dock.setShowTrash(true);
        QCOMPARE(dock.list()->topLevelItemCount(), 1);
        dock.selectId(id);
        QVERIFY(dock.restoreSelected());
        QCOMPARE(dock.list()->topLevelItemCount(), 0);
        dock.setShowTrash(false);
        QCOMPARE(dock.list()->topLevelItemCount(), 3);
        dock.resize(460, 320);
        dock.grab().save(QStringLiteral(MUSTER_BINARY_DIR "/docks_library.png"));
    }

    // A battle of another rule system is listed after the scenarios, opens through its own
    // signal (not as a scenario), follows the search and is deleted for good after asking.
    void otherSystemsBattlesListedOpenedDeleted() {
        QTemporaryDir dir;
        ScenarioDocument doc(sample("The Cornfield"));
        LibraryDock dock(&doc);
        auto prompter = std::make_shared<ScriptedPrompter>();
        dock.setPrompter(prompter);
        QVERIFY2(dock.openLibrary(dir.filePath("lib.sqlite")), qPrintable(dock.lastError()));
        QVERIFY(dock.saveAs());
        const auto imported = dock.library()->importFiles({MUSTER_TEST_DATA "/grid/crossroads.json"});
        QVERIFY(imported.at(0).battle);
        dock.refresh();
        QCOMPARE(dock.list()->topLevelItemCount(), 2);
        QTreeWidgetItem* row = dock.list()->topLevelItem(1);
        QCOMPARE(row->text(0), QStringLiteral("Crossroads"));
        QVERIFY2(row->toolTip(0).contains(QString::fromStdString(squareGridRuleset().name)), qPrintable(row->toolTip(0)));

        QSignalSpy battles(&dock, &LibraryDock::openBattle);
        QSignalSpy scenarios(&dock, &LibraryDock::openScenario);
        dock.list()->setCurrentItem(row);
        QVERIFY(!dock.selectedId());
        QCOMPARE(*dock.selectedBattleId(), *imported.at(0).battle);
        QVERIFY(dock.openSelected());
        QCOMPARE(battles.count(), 1);
        QCOMPARE(battles.at(0).at(0).toLongLong(), *imported.at(0).battle);
        QCOMPARE(scenarios.count(), 0);

        dock.searchBox()->setText("cross");
        dock.refresh();
        QCOMPARE(dock.list()->topLevelItemCount(), 1);
        dock.list()->setCurrentItem(dock.list()->topLevelItem(0));
        prompter->answer(QStringLiteral("No"));
        QVERIFY(!dock.trashSelected());
        QCOMPARE(dock.library()->battles().size(), std::size_t(1));
        prompter->answer(QStringLiteral("Yes"));
        QVERIFY(dock.trashSelected());
        QVERIFY(dock.library()->battles().empty());
        QCOMPARE(dock.library()->list().size(), std::size_t(1));  // the scenario is untouched
    }

    void badLibraryFileIsReported() {
        QTemporaryDir dir;
        const QString path = dir.filePath("not-a-library.sqlite");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("this is not sqlite at all, just text that must not be lost\n");
        f.close();
        ScenarioDocument doc;
        LibraryDock dock(&doc);
        dock.setPrompter(std::make_shared<ScriptedPrompter>());
        QVERIFY(!dock.openLibrary(path));
        QVERIFY(dock.lastError().contains("not-a-library.sqlite"));
        QVERIFY(!dock.save());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().startsWith("this is not sqlite")); // untouched
    }
};

QTEST_MAIN(TestDocksLibrary)
#include "test_docks_library.moc"
