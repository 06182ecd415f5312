// The first screen: a start page with a new board of a chosen size, the
// bundled battles shown by their maps, and recent files; library rows carry a map thumbnail.
#include "play_test_util.h"
#include "editor/commands/document_edits.h"

#include "editor/docks/issues_dock.h"
#include "editor/docks/library_dock.h"
#include "editor/shell/recent_files.h"

#include "editor/shell/start_page.h"

#include <QDir>
#include <QFileInfo>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {

// Pixels of an icon that are not transparent and not the plain board background.
int drawnPixels(const QIcon& icon, QSize size) {
    const QImage img = icon.pixmap(size).toImage();
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor c = img.pixelColor(x, y);
            if (c.alpha() > 0 && c != QColor(250, 248, 240)) ++n;
        }
    return n;
}

void paintOneHexAt(MainWindow& w, Offset o) {
    edit::paintTerrain(*w.document(), {{o, w.document()->scenario().terrain.at(o) == Terrain::Woods ? Terrain::Town : Terrain::Woods}});
}

} // namespace

class TestStartPage : public QObject {
    Q_OBJECT
private slots:
    void newBattleOfAChosenSize() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        w->document()->undoStack()->clear(); // nothing to save
        StartPage* page = w->showStartPage();
        QVERIFY(page && page->isVisible());
        page->columns()->setValue(20);
        page->rows()->setValue(12);
        QTest::mouseClick(page->newButton(), Qt::LeftButton);
        QCOMPARE(w->document()->scenario().board.columns, 20);
        QCOMPARE(w->document()->scenario().board.rows, 12);
        QVERIFY(w->document()->scenario().units.empty());
    }

    // The board behind the start page (and any new board) is not a list of what a battle
    // still lacks: the checks speak from the first edit on.
    void newBoardListsNoIssuesUntilTheFirstEdit() {
        QTemporaryDir dir;
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        // From a document with another origin, as File > New from a saved battle.
        QVERIFY(w->saveFile(dir.filePath(QStringLiteral("b.json"))));
        StartPage* page = w->showStartPage();
        QTest::mouseClick(page->newButton(), Qt::LeftButton);
        QVERIFY(w->document()->origin().kind == DocumentOrigin::Kind::New);
        QVERIFY(!w->document()->issues().empty());  // the rules still see an empty battle
        auto* dock = w->findChild<IssuesDock*>();
        QVERIFY(dock);
        QCOMPARE(dock->visibleCount(), 0);
        QCOMPARE(dock->windowTitle(), QStringLiteral("Issues"));
        paintOneHexAt(*w, {2, 2});
        QCOMPARE(dock->visibleCount(), int(w->document()->issues().size()));
        QVERIFY(dock->visibleCount() > 0);
        w->document()->undoStack()->undo();  // back to the untouched board
        QCOMPARE(dock->visibleCount(), 0);
    }

    void bundledBattlesWithTheirMaps() {
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        StartPage* page = w->showStartPage();
        QListWidget* list = page->battles();
        QVERIFY2(list->count() >= 5, qPrintable(QString::number(list->count())));
        for (int i = 0; i < list->count(); ++i) {
            QVERIFY(!list->item(i)->text().isEmpty());
            QVERIFY2(drawnPixels(list->item(i)->icon(), list->iconSize()) > 1000, qPrintable(list->item(i)->text()));
        }
        // A double-click opens it.
        QListWidgetItem* item = list->item(0);
        const QString title = item->text();
        list->scrollToItem(item);
        const QPoint at = list->visualItemRect(item).center();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(QString::fromStdString(w->document()->scenario().title), title);
        QVERIFY(!page->isVisible() || page->result() == QDialog::Accepted);
    }

    void recentFilesOpen() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("recent-battle.json"));
        {
            auto w = makeWindow(sampleBattle());
            QVERIFY(w);
            QVERIFY(w->saveFile(path));
        }
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        StartPage* page = w->showStartPage();
        QListWidget* recent = page->recentFiles();
        QListWidgetItem* mine = nullptr;
        for (int i = 0; i < recent->count(); ++i)
            if (recent->item(i)->data(Qt::UserRole).toString() == path) mine = recent->item(i);
        QVERIFY2(mine, "the saved file is not among the recent files");
        emit recent->itemActivated(mine);
        QCOMPARE(w->document()->scenario().title, sampleBattle().title);
    }

    // A battle saved in the library, and a game saved to a file, are recent entries too:
    // the battle listed by its title, each opening what was saved.
    void libraryBattlesAndGamesAreRecent() {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        const QString gamePath = dir.filePath(QStringLiteral("duel-game.json"));
        qint64 id = 0;
        {
            auto w = makeWindow(duel());
            QVERIFY(w);
            auto* dock = w->findChild<LibraryDock*>();
            QVERIFY(dock && dock->openLibrary(db));
            QVERIFY(dock->save());
            id = *w->document()->libraryId();
            QVERIFY(play(*w).start(3));
            const GameState& s = play(*w).session().state();
            QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
            prompter(*w)->answer(QStringLiteral("To a File..."));
            prompter(*w)->fileName(gamePath);
            play(*w).saveGameAction()->trigger();
            QVERIFY(QFileInfo::exists(gamePath));
            // The file dialog started in a folder of the user's, not the program's own.
            const auto& asked = prompter(*w)->asked();
            QVERIFY(!asked.empty());
            const QString suggested = asked.back().question.choices.value(0);
            QVERIFY2(QFileInfo(suggested).absolutePath() != QDir::currentPath(), qPrintable(suggested));
        }
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        auto* dock = w->findChild<LibraryDock*>();
        QVERIFY(dock && dock->openLibrary(db));
        StartPage* page = w->showStartPage();
        QListWidget* recent = page->recentFiles();
        QListWidgetItem *battle = nullptr, *game = nullptr;
        for (int i = 0; i < recent->count(); ++i) {
            // Other tests share the settings: this library's battle, by its entry.
            const auto b = RecentFiles::libraryBattle(recent->item(i)->data(Qt::UserRole).toString());
            if (b && b->id == id && QFileInfo(b->library) == QFileInfo(db)) battle = recent->item(i);
            if (recent->item(i)->data(Qt::UserRole).toString() == gamePath) game = recent->item(i);
        }
        QVERIFY2(battle, "the library battle is not among the recent files");
        QVERIFY2(battle->text().startsWith(QString::fromStdString(duel().title)), qPrintable(battle->text()));
        QVERIFY2(game, "the saved game is not among the recent files");
        QVERIFY(recent->row(game) < recent->row(battle));  // newest first
        emit recent->itemActivated(battle);
        QCOMPARE(w->document()->libraryId(), std::optional<long long>(id));
        QCOMPARE(w->document()->scenario().title, duel().title);
    }

    // A game stored in the library (Save Game > In the Library, as Quit offers it) is a
    // recent entry of its own, and opening it resumes the game at its last action.
    void libraryGamesAreRecent() {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        qint64 game = 0;
        int actions = 0;
        {
            auto w = makeWindow(duel());
            QVERIFY(w);
            auto* dock = w->findChild<LibraryDock*>();
            QVERIFY(dock && dock->openLibrary(db));
            QVERIFY(dock->save());
            QVERIFY(play(*w).start(5));
            const GameState& s = play(*w).session().state();
            QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
            prompter(*w)->answer(QStringLiteral("In the Library"));
            play(*w).saveGameAction()->trigger();
            QVERIFY2(play(*w).store()->libraryGameId().has_value(), qPrintable(play(*w).lastMessage()));
            game = *play(*w).store()->libraryGameId();
            actions = play(*w).session().actionCount();
        }
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        auto* dock = w->findChild<LibraryDock*>();
        QVERIFY(dock && dock->openLibrary(db));
        StartPage* page = w->showStartPage();
        QListWidget* recent = page->recentFiles();
        QListWidgetItem* mine = nullptr;
        for (int i = 0; i < recent->count(); ++i) {
            const auto b = RecentFiles::libraryBattle(recent->item(i)->data(Qt::UserRole).toString());
            if (b && b->game == game && QFileInfo(b->library) == QFileInfo(db)) mine = recent->item(i);
        }
        QVERIFY2(mine, "the game stored in the library is not among the recent files");
        QVERIFY2(mine->text().contains(QStringLiteral("game")), qPrintable(mine->text()));
        emit recent->itemActivated(mine);
        QVERIFY(play(*w).session().active());
        QCOMPARE(play(*w).session().actionCount(), actions);
        QCOMPARE(play(*w).store()->libraryGameId(), std::optional<qint64>(game));
    }

    void libraryRowsHaveThumbnails() {
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        w->openLibrary();
        auto* list = w->findChild<QTreeWidget*>("libraryList");
        QVERIFY(list);
        QVERIFY(list->topLevelItemCount() > 0);
        for (int i = 0; i < list->topLevelItemCount(); ++i)
            QVERIFY2(drawnPixels(list->topLevelItem(i)->icon(0), list->iconSize()) > 200, qPrintable(list->topLevelItem(i)->text(0)));
    }

    void screenshot() {
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        StartPage* page = w->showStartPage();
        QVERIFY(QTest::qWaitForWindowExposed(page));
        QVERIFY(page->grab().save(QStringLiteral("start-page.png")));
    }
};

QTEST_MAIN(TestStartPage)
#include "test_start_page.moc"
