// Share codes in the window (Edit > Copy Share Code, Ctrl+V of a code, a damaged code
// refused) and the Library dock's Clubs page on a real club folder: battles with their
// thumbnails, claims, human results and problems; search; Open into the local library with
// the origin recorded; "newer in club"; Publish, with the Balance dock's result offered as a
// claim only for the very battle and revision it was played on; Edit > Preferences > Clubs
// adding and removing club folders, followed by the dock.
#include "editor_test_util.h"
#include "editor/commands/document_edits.h"

#include "club/club.h"
#include "club/club_files.h"
#include "club/club_origin.h"
#include "club/balance_claim.h"
#include "editor/dialogs/preferences_dialog.h"
#include "editor/docks/balance_dock.h"
#include "editor/document/club_folders.h"
#include "editor/docks/club_view.h"
#include "editor/mode/window_mode.h"
#include "editor/docks/library_dock.h"
#include "editor/render/map_thumbnail_image.h"
#include "editor/shell/grid_window.h"
#include "editor/document/grid_document.h"
#include "model/io/share_code.h"
#include "model/systems/eagle/eagle_json.h"
#include "model/systems/grid/grid_battle.h"
#include "model/systems/grid/grid_json.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QListWidget>
#include <QMenu>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>

using namespace muster;

namespace {

Scenario bundled(const char* name) { return readScenarioFile(std::string(MUSTER_SCENARIOS) + "/" + name); }

ThumbnailPainter painter() {
    return [](const Scenario& s) { return mapThumbnailPng(s, QSize(160, 120)); };
}

QTreeWidgetItem* row(QTreeWidget* list, const QString& titleStart) {
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        if (list->topLevelItem(i)->text(0).startsWith(titleStart)) return list->topLevelItem(i);
    return nullptr;
}

// A small duel: a ladder of two players plays it in moments.
Scenario duel() {
    return readScenarioJson(R"({
  "format": "muster-scenario", "formatVersion": 1, "ruleset": "hold-the-line-acw",
  "title": "Club Duel", "board": {"columns": 9, "rows": 7, "orientation": "pointy", "stagger": "even"},
  "turns": 4, "firstSide": "union",
  "sides": {"union": {"name": "U", "commandAP": 3, "homeEdge": "north"},
            "confederate": {"name": "C", "commandAP": 3, "homeEdge": "south"}},
  "units": [
    {"id": "u1", "side": "union", "type": "infantry", "name": "A", "hex": [3,3], "sp": 4, "morale": "black"},
    {"id": "u2", "side": "union", "type": "infantry", "name": "B", "hex": [5,3], "sp": 4, "morale": "black"},
    {"id": "c1", "side": "confederate", "type": "infantry", "name": "X", "hex": [3,5], "sp": 4, "morale": "black"},
    {"id": "c2", "side": "confederate", "type": "infantry", "name": "Y", "hex": [5,5], "sp": 4, "morale": "black"}
  ],
  "victory": {"eliminationVP": 1, "conditions": [ {"kind": "mostVPAtEnd"} ]}
})",
                            "duel");
}

// The club folder is read off the UI thread: the event loop turns until it is read.
bool scanned(ClubView* view) {
    return test::turnUntil([&] { return !view->isScanning(); });
}

// Clicks Publish, the prompter answering the claim offer with `include` (when one is put):
// was it put?
bool publishAnswering(ClubView* view, test::ScriptedPrompter* p, bool include) {
    p->always("Publish", include ? "Include the Claim" : "Publish without It");
    const auto before = p->titles().count("Publish");
    QTest::mouseClick(view->findChild<QPushButton*>("clubPublish"), Qt::LeftButton);
    scanned(view);
    return p->titles().count("Publish") > before;
}

PreferencesDialog* openPreferences(MainWindow& w) {
    QTest::keyClick(w.view()->viewport(), Qt::Key_Comma, Qt::ControlModifier);
    PreferencesDialog* d = nullptr;
    test::turnUntil([&] { return (d = qobject_cast<PreferencesDialog*>(QApplication::activeModalWidget())) != nullptr; }, 200);
    return d;
}

QStringList items(QListWidget* list) {
    QStringList out;
    for (int i = 0; i < list->count(); ++i) out << list->item(i)->text();
    return out;
}

std::string testData(const char* rel) {
    QFile f(QStringLiteral(MUSTER_TEST_DATA "/") + QLatin1String(rel));
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

QStringList items(QComboBox* box) {
    QStringList out;
    for (int i = 0; i < box->count(); ++i) out << box->itemText(i);
    return out;
}

} // namespace

class TestClubDock : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase() {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir_.filePath("settings"));
        QSettings().remove("library/clubFolders");
    }

    void copyAndPasteShareCodes() {
        auto w = test::makeWindow(bundled("antietam.json"));
        QVERIFY(w);
        w->findChild<QAction*>("actionCopyShareCode")->trigger();
        const QString code = QGuiApplication::clipboard()->text();
        QVERIFY(code.startsWith("MUSTER1."));
        QVERIFY(decodeShareCode(code.toStdString()) == bundled("antietam.json"));

        // Another battle's code on the clipboard: Ctrl+V anywhere in the window opens it.
        QGuiApplication::clipboard()->setText(QString::fromStdString(encodeShareCode(bundled("shiloh.json"))));
        QTest::keyClick(w->view()->viewport(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(w->document()->scenario().title, bundled("shiloh.json").title);
        QVERIFY(w->document()->filePath().isEmpty()); // new and unsaved: Save asks where

        // A region copied after the code was put there is what Ctrl+V pastes.
        QTest::keyClick(w->view()->viewport(), Qt::Key_A, Qt::ControlModifier);
        w->copySelection();
        QCOMPARE(w->document()->undoStack()->count(), 0); // opening the code started afresh
        QTest::keyClick(w->view()->viewport(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(w->document()->scenario().title, bundled("shiloh.json").title);
        QCOMPARE(w->document()->undoStack()->count(), 1); // the region was pasted as an edit

        // A damaged code is refused with the reason; the open battle stays.
        std::string damaged = encodeShareCode(bundled("franklin.json"));
        damaged.resize(damaged.size() - 100);
        QGuiApplication::clipboard()->setText(QString::fromStdString(damaged));
        QTest::keyClick(w->view()->viewport(), Qt::Key_V, Qt::ControlModifier);
        const QStringList warned = test::prompter(*w)->warnings();
        const QString shown = warned.value(warned.size() - 1);
        QVERIFY2(shown.contains("cut short"), qPrintable(shown));
        QCOMPARE(w->document()->scenario().title, bundled("shiloh.json").title);
    }

    void dockShowsAClubFolder() {
        // A club with two battles, a claim, a finished human game and one broken file.
        const QString club = dir_.filePath("club");
        PublishOptions po;
        po.thumbnail = painter();
        po.claim = makeClaim(bundled("antietam.json"), "the-cornfield",
                             nlohmann::ordered_json{{"games", 4}, {"ai", "greedy"}, {"seed", 1}, {"union", {{"wins", 1}}},
                                                    {"confederate", {{"wins", 3}}}, {"draws", 0}},
                             "test");
        publishClub(club.toStdString(), bundled("antietam.json"), po);
        PublishOptions shilohOptions;
        shilohOptions.thumbnail = painter();
        publishClub(club.toStdString(), bundled("shiloh.json"), shilohOptions);
        QFile broken(club + "/scenarios/broken.json");
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{ nope");
        broken.close();

        ScenarioDocument doc(test::blankScenario());
        LibraryDock dock(&doc);
        auto prompter = std::make_shared<test::ScriptedPrompter>();
        dock.setPrompter(prompter);
        QVERIFY(dock.openLibrary(dir_.filePath("lib.sqlite")));
        dock.resize(500, 700);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        auto* tabs = dock.findChild<QTabWidget*>("librarySources");
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(1), QString("Clubs"));
        tabs->setCurrentIndex(1);
        ClubView* view = dock.clubView();
        view->addFolder(club);
        // Read off the UI thread: the window answers while a big or slow club is read.
        QVERIFY2(view->isScanning(), "the club folder was read on the UI thread");
        QVERIFY(scanned(view));
        // Publish with nothing selected in the library: the club's error goes through the
        // dock's prompter.
        QTest::mouseClick(view->findChild<QPushButton*>("clubPublish"), Qt::LeftButton);
        QCOMPARE(prompter->warnings(), QStringList{"Select a scenario in your library first, then Publish writes it into this club."});
        prompter->clear();
        QCOMPARE(QSettings().value("library/clubFolders").toStringList(), QStringList{QDir(club).absolutePath()});
        QTreeWidget* list = view->list();
        QTreeWidgetItem* corn = row(list, "The Cornfield");
        QVERIFY(corn);
        QVERIFY(row(list, "The Hornet"));
        QVERIFY(!corn->icon(0).isNull());                        // the club's thumbnail
        QVERIFY2(corn->child(0)->text(0).startsWith("Claim: greedy v greedy, 4 games (seed 1): Union 25%"), qPrintable(corn->child(0)->text(0)));
        QCOMPARE(corn->child(1)->text(0), QString("not played yet"));
        QTreeWidgetItem* problems = row(list, "Problems (1 file");
        QVERIFY(problems);
        QVERIFY(problems->child(0)->text(0).startsWith("scenarios/broken.json: "));
        QVERIFY(list->visualItemRect(corn).isValid());

        // Search narrows the list.
        view->searchBox()->setText("hornet");
        QVERIFY(!row(list, "The Cornfield"));
        QVERIFY(row(list, "The Hornet"));
        view->searchBox()->clear();

        // Open copies the battle into the library, with where it came from.
        Scenario opened;
        connect(&dock, &LibraryDock::openScenario, this, [&](const Scenario& s, qint64) { opened = s; });
        list->setCurrentItem(row(list, "The Cornfield"));
        QTest::mouseClick(view->findChild<QPushButton*>("clubOpen"), Qt::LeftButton);
        QCOMPARE(opened.title, bundled("antietam.json").title);
        QCOMPARE(dock.library()->count(), std::size_t(1));
        const ScenarioId local = dock.library()->list().front().id;
        const auto origin = clubOrigin(*dock.library(), local);
        QVERIFY(origin);
        QCOMPARE(origin->id, std::string("the-cornfield"));
        QCOMPARE(row(list, "The Cornfield")->text(3), QString("in library"));

        // At a side dock's width the titles keep the room: the other columns give way,
        // and come back when the dock is wide.
        dock.resize(320, 700);
        QVERIFY(test::turnUntil([&] {
            const int needed = list->iconSize().width() + list->fontMetrics().horizontalAdvance(QStringLiteral("The Cornfield"));
            return list->columnWidth(0) >= needed;
        }));
        QVERIFY(list->isColumnHidden(1));
        dock.resize(1400, 700);
        QVERIFY(test::turnUntil([&] { return !list->isColumnHidden(3); }));
        QCOMPARE(row(list, "The Cornfield")->text(3), QString("in library"));

        // Someone publishes a newer revision into the club: the row says so.
        Scenario newer = bundled("antietam.json");
        newer.turns = 9;
        const std::string oldSum = scanClub(club.toStdString()).battles[0].checksum;
        PublishOptions newerOptions;
        newerOptions.id = "the-cornfield";
        newerOptions.localChecksums = {oldSum};
        publishClub(club.toStdString(), newer, newerOptions);
        view->rescan();
        QVERIFY(scanned(view));
        QCOMPARE(row(list, "The Cornfield")->text(3), QString("newer in club"));
        QVERIFY(row(list, "The Cornfield")->child(0)->text(0).endsWith("[older revision]"));

        // Publish: the scenario selected in the local library goes into the club.
        Scenario mine = bundled("franklin.json");
        const ScenarioId mineId = dock.library()->save(mine, "mine");
        dock.refresh();
        dock.selectId(mineId);
        QTest::mouseClick(view->findChild<QPushButton*>("clubPublish"), Qt::LeftButton);
        QVERIFY(scanned(view));
        QVERIFY2(view->lastMessage().startsWith("Published"), qPrintable(view->lastMessage()));
        QVERIFY(QFile::exists(club + "/scenarios/" + QString::fromStdString(battleIdFromTitle(mine.title)) + ".json"));
        QVERIFY(row(list, QString::fromStdString(mine.title)));
    }

    void publishOffersTheBalanceResult() {
        auto w = test::makeWindow(duel());
        QVERIFY(w);
        auto* lib = w->findChild<LibraryDock*>();
        auto* balance = w->findChild<BalanceDock*>();
        QVERIFY(lib && balance);
        test::ScriptedPrompter* p = test::scripted(*w);  // the library dock asks through the window's prompter
        QVERIFY(lib->openLibrary(dir_.filePath("offer.sqlite")));
        const ScenarioId id = lib->library()->save(w->document()->scenario(), "first");
        lib->refresh();
        lib->selectId(id);
        ClubView* view = lib->clubView();
        const QString club = dir_.filePath("offer-club");
        view->addFolder(club);
        QVERIFY(scanned(view));

        // No result yet: nothing offered, the battle is published alone.
        QVERIFY(!publishAnswering(view, p, true));
        QVERIFY2(view->lastMessage().startsWith("Published"), qPrintable(view->lastMessage()));
        QCOMPARE(QDir(club + "/balance").entryList({"*.json"}).size(), 0);

        // A ladder (the dock's default) on this battle: offered, and written as a claim that re-runs exactly.
        balance->setLadder();
        balance->setGames(2);
        balance->setStrongerGames(2);
        balance->setThreads(1);
        QTest::mouseClick(balance->runButton(), Qt::LeftButton);
        QVERIFY(test::turnUntil([&] { return !balance->isRunning() && balance->ladder().has_value(); }));
        QVERIFY(balance->claimableResult());
        QVERIFY(publishAnswering(view, p, true));
        QVERIFY2(view->lastMessage().contains("with the Balance dock's result as a claim"), qPrintable(view->lastMessage()));
        const QStringList claims = QDir(club + "/balance").entryList({"*.json"});
        QCOMPARE(claims.size(), 1);
        const BalanceClaim c = readClaimFile((club + "/balance/" + claims[0]).toStdString());
        QVERIFY(c.ladder);
        QCOMPARE(c.ladder->players, defaultLadder());
        QCOMPARE(c.ladder->games, (std::vector<int>(defaultLadder().size(), 2)));
        QVERIFY(c.result == balance->claimableResult()->report);
        const ClaimCheck check = verifyClaim(c, 1);
        QVERIFY2(check.reproduced, check.differences.empty() ? "" : check.differences.front().c_str());
        // The club lists it under the battle.
        QTreeWidgetItem* battle = row(view->list(), "Club Duel");
        QVERIFY(battle);
        QVERIFY2(battle->child(0)->text(0).startsWith("Claim: ladder "), qPrintable(battle->child(0)->text(0)));

        // Declined: published without it (the claim already there stays).
        QVERIFY(publishAnswering(view, p, false));
        QVERIFY(!view->lastMessage().contains("as a claim"));
        // Not answered: the offer is seen, and closing it publishes without the claim.
        p->forget("Publish");
        p->clear();
        QTest::mouseClick(view->findChild<QPushButton*>("clubPublish"), Qt::LeftButton);
        QCOMPARE(p->unanswered().size(), 1);
        QVERIFY(p->unanswered().front().startsWith("Publish: The Balance dock has a result"));
        QVERIFY(!view->lastMessage().contains("as a claim"));
        QCOMPARE(QDir(club + "/balance").entryList({"*.json"}).size(), 1);

        // Stale (the document changed after the run): not offered.
        edit::paintTerrain(*w->document(), {{Offset{1, 1}, Terrain::Woods}});
        QVERIFY(!balance->claimableResult());
        QVERIFY(!publishAnswering(view, p, true));
        w->document()->undoStack()->undo();
        QVERIFY(balance->claimableResult());

        // Another revision of the battle in the library: the result is not of it, not offered.
        Scenario newer = w->document()->scenario();
        newer.turns = 5;
        lib->library()->save(newer, "longer", id);
        lib->refresh();
        lib->selectId(id);
        QVERIFY(!publishAnswering(view, p, true));
        QVERIFY2(view->lastMessage().startsWith("Published"), qPrintable(view->lastMessage()));
        QCOMPARE(QDir(club + "/balance").entryList({"*.json"}).size(), 1);
        QVERIFY(readClaimFile((club + "/balance/" + claims[0]).toStdString()).olderRevision);
    }

    void clubFolderIsChosenThroughThePrompter() {
        ClubFolders::instance()->setFolders({});
        auto w = test::makeWindow(test::blankScenario());
        test::ScriptedPrompter* p = test::prompter(*w);
        ClubView* view = w->findChild<LibraryDock*>()->clubView();
        QVERIFY(view);
        const QString club = dir_.filePath("club-picked");
        QVERIFY(QDir().mkpath(club));
        p->fileName(club);
        QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("clubAdd")), Qt::LeftButton);
        QCOMPARE(p->titles(), QStringList{QStringLiteral("Add a club folder")});
        QVERIFY(ClubFolders::instance()->folders().contains(QDir(club).absolutePath()));
    }

    void preferencesEditTheClubFolders() {
        ClubFolders::instance()->setFolders({});
        auto w = test::makeWindow(bundled("antietam.json"));
        QVERIFY(w);
        QComboBox* shown = w->findChild<LibraryDock*>()->clubView()->findChild<QComboBox*>("clubFolder");
        QVERIFY(shown);
        QAction* action = w->action("actionPreferences");
        QVERIFY(action);
        QVERIFY(w->menu("menuEdit")->actions().contains(action));
        QVERIFY(!action->shortcut().isEmpty());
        const QString a = dir_.filePath("club-a"), b = dir_.filePath("club-b");

        // Ctrl+, (the platform's Preferences key): the dialog, on its Clubs page.
        PreferencesDialog* d = openPreferences(*w);
        QVERIFY(d);
        QCOMPARE(d->pages()->currentItem()->text(), QString("Clubs"));
        test::ScriptedPrompter* p = test::scripted(*w);
        for (const QString& f : {a, b, b}) p->fileName(f);
        QTest::mouseClick(d->addClubButton(), Qt::LeftButton);
        QTest::mouseClick(d->addClubButton(), Qt::LeftButton);
        QTest::mouseClick(d->addClubButton(), Qt::LeftButton);  // the same folder twice is kept once
        QCOMPARE(p->titles().count(QStringLiteral("Add a club folder")), 3);
        QCOMPARE(items(d->clubFolders()), (QStringList{a, b}));
        QVERIFY(ClubFolders::instance()->folders().isEmpty());  // nothing until OK
        QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(QSettings().value("library/clubFolders").toStringList(), (QStringList{a, b}));
        QCOMPARE(items(shown), (QStringList{a, b}));  // the Library dock follows

        // Remove, then Cancel: nothing changes.
        d = openPreferences(*w);
        QVERIFY(d);
        d->clubFolders()->setCurrentRow(0);
        QTest::mouseClick(d->removeClubButton(), Qt::LeftButton);
        QCOMPARE(items(d->clubFolders()), QStringList{b});
        QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
        QCOMPARE(QSettings().value("library/clubFolders").toStringList(), (QStringList{a, b}));

        // Remove, then OK: gone from the settings and the dock, which shows the one left.
        shown->setCurrentIndex(0);
        d = openPreferences(*w);
        QVERIFY(d);
        d->clubFolders()->setCurrentRow(0);
        QTest::mouseClick(d->removeClubButton(), Qt::LeftButton);
        QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(QSettings().value("library/clubFolders").toStringList(), QStringList{b});
        QCOMPARE(items(shown), QStringList{b});
        QCOMPARE(shown->currentText(), b);

        // The dock's own Add… edits the same list, which a new dialog shows.
        w->findChild<LibraryDock*>()->clubView()->addFolder(a);
        d = openPreferences(*w);
        QVERIFY(d);
        QCOMPARE(items(d->clubFolders()), (QStringList{b, a}));
        d->reject();

        // Play mode turns it off (it is an editing command).
        QVERIFY(w->actionsOfMode(w->editMode()->modeId()).contains(action));
        QTimer::singleShot(0, [] {
            if (auto* m = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) m->button(QMessageBox::Yes)->click();
        });
        w->action("actionPlay")->trigger();
        QVERIFY(w->mode() != w->editMode());
        QVERIFY(!action->isEnabled());
    }

    // Battles of the other systems: a square-grid battle of a club opens in a grid window
    // (through the library's battles), and an Eagle Games battle selected in the library is
    // published into the club.
    void otherSystemsOpenAndPublish() {
        const QString club = dir_.filePath("systems-club");
        const GridScenario grid = readGridJson(testData("grid/crossroads.json"), "crossroads.json");
        publishClub(club.toStdString(), *makeGridBattle(grid), {});
        auto w = test::makeWindow(test::blankScenario());
        auto* lib = w->findChild<LibraryDock*>();
        test::ScriptedPrompter* p = test::scripted(*w);
        QVERIFY(lib->openLibrary(dir_.filePath("systems.sqlite")));
        ClubView* view = lib->clubView();
        view->addFolder(club);
        QVERIFY(scanned(view));
        QVERIFY2(view->scan().problems.empty(), view->scan().problems.empty() ? "" : view->scan().problems[0].problem.c_str());
        QTreeWidgetItem* item = row(view->list(), "Crossroads");
        QVERIFY(item);
        QCOMPARE(item->text(1), QString("10×8"));
        QVERIFY(item->toolTip(0).contains(QString::fromStdString(squareGridRuleset().name)));

        view->list()->setCurrentItem(item);
        QTest::mouseClick(view->findChild<QPushButton*>("clubOpen"), Qt::LeftButton);
        QVERIFY2(p->warnings().isEmpty(), qPrintable(p->warnings().join('\n')));
        QCOMPARE(w->gridWindows().size(), 1);
        GridWindow* g = w->gridWindows().front();
        QVERIFY(g->document()->scenario() == grid);
        QVERIFY(g->libraryBattle());
        QCOMPARE(lib->library()->battles().size(), std::size_t(1));
        QCOMPARE(lib->library()->battles().front().id, *g->libraryBattle());
        QVERIFY(g->close());
        QCoreApplication::processEvents();
        // Opened again: the same library battle, not a second copy.
        view->list()->setCurrentItem(row(view->list(), "Crossroads"));
        QTest::mouseClick(view->findChild<QPushButton*>("clubOpen"), Qt::LeftButton);
        QCOMPARE(lib->library()->battles().size(), std::size_t(1));
        for (GridWindow* open : w->gridWindows()) QVERIFY(open->close());
        QCoreApplication::processEvents();

        // Publish: the Eagle battle selected in the library goes into the club.
        const std::string eagleText = testData("eagle/stand_alone.json");
        const BattleId eagle = lib->library()->saveBattle(eagleText);
        lib->refresh();
        for (int i = 0; i < lib->list()->topLevelItemCount(); ++i)
            if (lib->list()->topLevelItem(i)->toolTip(0).contains(QString::fromStdString(eagleGamesRuleset().name)))
                lib->list()->setCurrentItem(lib->list()->topLevelItem(i));
        QCOMPARE(lib->selectedBattleId(), std::optional<BattleId>(eagle));
        QTest::mouseClick(view->findChild<QPushButton*>("clubPublish"), Qt::LeftButton);
        QVERIFY(scanned(view));
        QVERIFY2(view->lastMessage().startsWith("Published"), qPrintable(view->lastMessage()));
        const EagleScenario e = readEagleJson(eagleText, "stand_alone.json");
        const QString file = club + "/scenarios/" + QString::fromStdString(battleIdFromTitle(e.title)) + ".json";
        QFile published(file);
        QVERIFY(published.open(QIODevice::ReadOnly));
        QVERIFY(readEagleJson(published.readAll().toStdString(), "published") == e);
        QTreeWidgetItem* board = row(view->list(), QString::fromStdString(e.title));
        QVERIFY(board);
        QCOMPARE(board->text(1), QString("board"));
        QVERIFY(view->scan().problems.empty());
    }
};

QTEST_MAIN(TestClubDock)
#include "test_club_dock.moc"
