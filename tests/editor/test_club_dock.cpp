// Share codes in the window (Edit > Copy Share Code, Ctrl+V of a code, a damaged code
// refused) and the Library dock's Clubs page on a real club folder: battles with their
// thumbnails, claims, human results and problems; search; Open into the local library with
// the origin recorded; "newer in club"; Publish.
#include "editor_test_util.h"

#include "club/club.h"
#include "club/club_files.h"
#include "club/club_origin.h"
#include "editor/docks/club_view.h"
#include "editor/docks/library_dock.h"
#include "editor/render/map_thumbnail_image.h"
#include "model/io/share_code.h"

#include <QApplication>
#include <QClipboard>
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
        publishClub(club.toStdString(), bundled("shiloh.json"), {.thumbnail = painter()});
        QFile broken(club + "/scenarios/broken.json");
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{ nope");
        broken.close();

        ScenarioDocument doc(test::blankScenario());
        LibraryDock dock(&doc);
        dock.setPrompter(std::make_shared<test::ScriptedPrompter>());
        QVERIFY(dock.openLibrary(dir_.filePath("lib.sqlite")));
        dock.resize(500, 700);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        auto* tabs = dock.findChild<QTabWidget*>("librarySources");
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(1), QString("Clubs"));
        tabs->setCurrentIndex(1);
        ClubView* view = dock.clubView();
        view->setQuiet(true);
        view->addFolder(club);
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

        // Someone publishes a newer revision into the club: the row says so.
        Scenario newer = bundled("antietam.json");
        newer.turns = 9;
        const std::string oldSum = scanClub(club.toStdString()).battles[0].checksum;
        publishClub(club.toStdString(), newer, {.id = "the-cornfield", .localChecksums = {oldSum}});
        view->rescan();
        QCOMPARE(row(list, "The Cornfield")->text(3), QString("newer in club"));
        QVERIFY(row(list, "The Cornfield")->child(0)->text(0).endsWith("[older revision]"));

        // Publish: the scenario selected in the local library goes into the club.
        Scenario mine = bundled("franklin.json");
        const ScenarioId mineId = dock.library()->save(mine, "mine");
        dock.refresh();
        dock.selectId(mineId);
        QTest::mouseClick(view->findChild<QPushButton*>("clubPublish"), Qt::LeftButton);
        QVERIFY2(view->lastMessage().startsWith("Published"), qPrintable(view->lastMessage()));
        QVERIFY(QFile::exists(club + "/scenarios/" + QString::fromStdString(battleIdFromTitle(mine.title)) + ".json"));
        QVERIFY(row(list, QString::fromStdString(mine.title)));
    }
};

QTEST_MAIN(TestClubDock)
#include "test_club_dock.moc"
