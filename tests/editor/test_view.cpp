// The board view: zoom keys and wheel, fit, middle-drag pan, rubber-band selection,
// repainting only what an edit changed, and the remaining placing tools.
#include "editor_test_util.h"
#include "editor/commands/document_edits.h"

#include "editor/document/selection.h"
#include "editor/view/tool.h"
#include "editor/dialogs/shortcuts_dialog.h"

#include <QComboBox>
#include <QAbstractButton>
#include <QLabel>
#include <QMap>
#include <QLineEdit>
#include <QMenuBar>
#include <QTableWidget>
#include <QMessageBox>
#include <QAbstractButton>
#include "editor/widgets/prompter.h"
#include <QTimer>
#include <QMimeData>
#include <QUrl>
#include <QSettings>
#include <QScrollBar>
#include <QStatusBar>
#include <QtTest>

using namespace muster;
using namespace muster::test;

class TestView : public QObject {
    Q_OBJECT
private slots:
    void zoomKeysAndWheel();
    void fitShowsWholeBoard();
    void middleDragPans();
    void rubberBandSelects();
    void editRepaintsOnlyChangedHexes();
    void newIssueRepaintsOnlyItsOutline();
    void placeLeaderVpAndErase();
    void hoverShowsHexInStatus();
    void settingsRememberToolAndOptions();
    void farZoomOverviewFollowsEdits();
    void acceptsDroppedJsonOnly();
    void closeAsksBeforeLosingChanges();
    void titleShowsNoControlCharacters();
    void messageBoxPrompterAsks();
    void aboutGoesThroughThePrompter();
    void helpListsTheRealShortcuts();
    void toolOptionFieldsKeepTheirWidth();
    void ctrlEExportsWhileTypingInAField();
    void brushTipNamesTheChosenTerrain();
};

void TestView::zoomKeysAndWheel() {
    auto w = makeWindow(blankScenario(40, 30));
    QVERIFY(w);
    BoardView* v = w->view();
    v->setZoom(1.0);
    QTest::keyClick(w.get(), Qt::Key_Equal, Qt::ControlModifier);
    QVERIFY(v->zoom() > 1.0);
    const double z = v->zoom();
    QTest::keyClick(w.get(), Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(w.get(), Qt::Key_Minus, Qt::ControlModifier);
    QVERIFY(v->zoom() < z);
    QVERIFY(v->zoom() < 1.0);
    // Wheel zoom keeps the hex under the mouse under the mouse.
    v->setZoom(1.0);
    const QPoint at = v->viewportPos({10, 10});
    QWheelEvent wheel(QPointF(at), v->viewport()->mapToGlobal(QPointF(at)), QPoint(), QPoint(0, 240),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(v->viewport(), &wheel);
    QVERIFY(v->zoom() > 1.2);
    QCOMPARE(v->hexAt(at), std::optional<Offset>(Offset{10, 10}));
}

void TestView::fitShowsWholeBoard() {
    auto w = makeWindow(blankScenario(60, 45));
    QVERIFY(w);
    BoardView* v = w->view();
    v->setZoom(3.0);
    QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
    const QRect vp = v->viewport()->rect();
    QVERIFY(vp.contains(v->viewportPos({1, 1})));
    QVERIFY(vp.contains(v->viewportPos({60, 45})));
    QVERIFY(vp.contains(v->viewportPos({60, 1})));
    QVERIFY(vp.contains(v->viewportPos({1, 45})));
    // Fitted means nothing to scroll, whatever the window's shape (the sample's 13x9 board
    // once left a one-pixel horizontal range at 1600x1000).
    for (QSize size : {QSize(1600, 1000), QSize(1200, 800), QSize(1000, 1000)}) {
        auto sw = makeWindow(sampleBattle(), size);
        QVERIFY(sw);
        sw->view()->fitToWindow();
        QCoreApplication::processEvents();
        QCOMPARE(sw->view()->horizontalScrollBar()->maximum() + sw->view()->verticalScrollBar()->maximum(), 0);
    }
}

void TestView::middleDragPans() {
    auto w = makeWindow(blankScenario(80, 60));
    QVERIFY(w);
    BoardView* v = w->view();
    v->setZoom(1.0);
    const QPoint start(300, 300);
    const auto before = v->hexAt(start);
    QTest::mousePress(v->viewport(), Qt::MiddleButton, {}, start);
    QMouseEvent move(QEvent::MouseMove, QPointF(start - QPoint(200, 150)), v->viewport()->mapToGlobal(QPointF(start - QPoint(200, 150))),
                     Qt::NoButton, Qt::MiddleButton, Qt::NoModifier);
    QApplication::sendEvent(v->viewport(), &move);
    QTest::mouseRelease(v->viewport(), Qt::MiddleButton, {}, start - QPoint(200, 150));
    QVERIFY(v->horizontalScrollBar()->value() > 0);
    QVERIFY(v->verticalScrollBar()->value() > 0);
    // The hex that was under the mouse moved with it.
    QCOMPARE(v->hexAt(start - QPoint(200, 150)), before);
    QCOMPARE(w->document()->undoStack()->count(), 0);
}

void TestView::rubberBandSelects() {
    Scenario s = blankScenario();
    s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "A", Offset{4, 4}, 4, Morale::Gold, {}});
    s.units.push_back(Unit{"u2", Side::Union, UnitType::Infantry, "B", Offset{10, 8}, 4, Morale::Gold, {}});
    auto w = makeWindow(s);
    QVERIFY(w);
    w->activateTool("select");
    BoardView* v = w->view();
    // From the middle of 0303 to the middle of 0505: rows 3 and 5 give columns 3-5; row 4
    // is shifted half a hex right (even rows), so its column 5 centre lies outside.
    const QPoint a = v->viewportPos({3, 3}) - QPoint(2, 2), b = v->viewportPos({5, 5}) + QPoint(2, 2);
    QTest::mousePress(v->viewport(), Qt::LeftButton, {}, a);
    QTest::mouseMove(v->viewport(), (a + b) / 2);
    QTest::mouseMove(v->viewport(), b);
    QTest::mouseRelease(v->viewport(), Qt::LeftButton, {}, b);
    const auto& hexes = w->selection()->hexes();
    const std::vector<Offset> expected{{3, 3}, {4, 3}, {5, 3}, {3, 4}, {4, 4}, {3, 5}, {4, 5}, {5, 5}};
    QCOMPARE(hexes, expected);
    QCOMPARE(w->selection()->units(), std::vector<std::string>{"u1"});
    // Shift-click adds a hex and its unit.
    clickHex(*w, {10, 8}, Qt::ShiftModifier);
    QCOMPARE(w->selection()->units(), (std::vector<std::string>{"u1", "u2"}));
    // Delete removes the selected units in one step.
    QTest::keySequence(w.get(), QKeySequence::Delete);
    QVERIFY(w->document()->scenario().units.empty());
    QCOMPARE(w->document()->undoStack()->count(), 1);
}

void TestView::editRepaintsOnlyChangedHexes() {
    auto w = makeWindow(blankScenario(100, 100));
    QVERIFY(w);
    BoardView* v = w->view();
    v->setZoom(1.0);
    v->centreOn({Offset{50, 50}});
    QCoreApplication::processEvents();
    const int before = v->paintCount();
    edit::paintTerrain(*w->document(), {{{50, 50}, Terrain::Woods}});
    QCoreApplication::processEvents();
    QVERIFY(v->paintCount() > before);
    const QRect r = v->lastPaintRect();
    QVERIFY(r.contains(v->viewportPos({50, 50})));
    // About one hex (plus a margin for overhanging pieces), not the viewport.
    QVERIFY(r.width() < 4 * BoardView::kBaseHexSize);
    QVERIFY(r.height() < 4 * BoardView::kBaseHexSize);
}

// With many outlined hexes in view, a new finding repaints its own hex, not every outline.
void TestView::newIssueRepaintsOnlyItsOutline() {
    Scenario s = blankScenario(100, 100);
    for (int r = 40; r <= 60; r += 4)
        for (int c = 40; c <= 60; c += 4)
            s.units.push_back(Unit{"l" + std::to_string(r * 100 + c), Side::Union, UnitType::Leader, "", Offset{c, r}, {}, {}, {}});
    auto w = makeWindow(s);
    QVERIFY(w);
    BoardView* v = w->view();
    v->setZoom(1.0);
    v->centreOn({Offset{50, 50}});
    QCoreApplication::processEvents();
    const int before = v->paintCount();
    edit::addUnit(*w->document(), Unit{"lone", Side::Union, UnitType::Leader, "", Offset{50, 51}, {}, {}, {}});
    QCoreApplication::processEvents();
    QVERIFY(v->paintCount() > before);
    const QRect r = v->lastPaintRect();
    QVERIFY(r.contains(v->viewportPos({50, 51})));
    QVERIFY2(r.width() < 4 * BoardView::kBaseHexSize && r.height() < 4 * BoardView::kBaseHexSize,
             qPrintable(QStringLiteral("%1x%2").arg(r.width()).arg(r.height())));
}

void TestView::placeLeaderVpAndErase() {
    Scenario s = blankScenario();
    s.terrain.set({2, 2}, Terrain::Woods);
    auto w = makeWindow(s);
    QVERIFY(w);
    w->toolOptions().leaderName = "Sedgwick";
    w->toolOptions().side = Side::Confederate;
    QTest::keyClick(w.get(), Qt::Key_K);  // leader tool shortcut
    QCOMPARE(w->currentTool()->id(), QString("leader"));
    clickHex(*w, {3, 3});
    w->toolOptions().vpValue = 2;
    w->toolOptions().vpLabel = "Ford";
    QTest::keyClick(w.get(), Qt::Key_P);
    clickHex(*w, {5, 5});
    QTest::keyClick(w.get(), Qt::Key_E);
    clickHex(*w, {2, 2});
    const Scenario& a = w->document()->scenario();
    QCOMPARE(a.units.size(), std::size_t(1));
    TCOMPARE(a.units[0].type, UnitType::Leader);
    QCOMPARE(a.units[0].name, std::string("Sedgwick"));
    TCOMPARE(a.units[0].side, Side::Confederate);
    QVERIFY(!a.units[0].sp && !a.units[0].morale);
    QCOMPARE(a.vpMarkers.size(), std::size_t(1));
    QCOMPARE(a.vpMarkers[0].value, 2);
    QCOMPARE(a.vpMarkers[0].label, std::string("Ford"));
    QCOMPARE(a.vpMarkers[0].hex, Offset({5, 5}));
    QVERIFY(a.terrain.empty());
    QCOMPARE(w->document()->undoStack()->count(), 3);
}

void TestView::hoverShowsHexInStatus() {
    Scenario s = blankScenario();
    s.terrain.set({7, 4}, Terrain::Orchard);
    auto w = makeWindow(s);
    QVERIFY(w);
    QTest::mouseMove(vp(*w), w->view()->viewportPos({7, 4}));
    QCOMPARE(w->view()->hoveredHex(), std::optional<Offset>(Offset{7, 4}));
    bool found = false;
    for (QLabel* l : w->statusBar()->findChildren<QLabel*>())
        found = found || l->text() == "0704";
    QVERIFY(found);
}

void TestView::settingsRememberToolAndOptions() {
    QCoreApplication::setOrganizationName("MusterTest");
    QCoreApplication::setApplicationName("muster-test-view");
    QSettings().clear();
    {
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        w->activateTool("fill");
        w->toolOptions().terrain = Terrain::Orchard;
        w->toolOptions().brushRadius = 2;
        w->toolOptions().leaderName = "Meade";
        QVERIFY(w->close());  // closing writes the settings
    }
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    QCOMPARE(w->currentTool()->id(), QString("fill"));
    TCOMPARE(w->toolOptions().terrain, Terrain::Orchard);
    QCOMPARE(w->toolOptions().brushRadius, 2);
    QCOMPARE(w->toolOptions().leaderName, QString("Meade"));
    // The option bar shows them too.
    auto* combo = w->findChild<QComboBox*>("optTerrain");
    QVERIFY(combo);
    QCOMPARE(combo->currentText(), QString("Orchard"));
    QSettings().clear();
}

void TestView::farZoomOverviewFollowsEdits() {
    // A board big enough that fit-to-window draws from the cached overview image.
    auto w = makeWindow(blankScenario(300, 200));
    QVERIFY(w);
    BoardView* v = w->view();
    v->fitToWindow();
    QVERIFY(v->zoom() * BoardView::kBaseHexSize < 8);
    QCoreApplication::processEvents();
    const QImage before = v->viewport()->grab().toImage();
    std::vector<std::pair<Offset, Terrain>> cells;
    for (int r = 90; r <= 110; ++r)
        for (int c = 140; c <= 160; ++c) cells.push_back({{c, r}, Terrain::River});
    edit::paintTerrain(*w->document(), cells);
    QCoreApplication::processEvents();
    const QImage after = v->viewport()->grab().toImage();
    const QPoint centre = v->viewportPos({150, 100});
    QVERIFY(before.pixel(centre) != after.pixel(centre));
    // Far from the edit nothing changed.
    const QPoint far = v->viewportPos({20, 20});
    QCOMPARE(after.pixel(far), before.pixel(far));
    w->document()->undoStack()->undo();
    QCoreApplication::processEvents();
    QCOMPARE(v->viewport()->grab().toImage(), before);
}

void TestView::acceptsDroppedJsonOnly() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    auto enter = [&](const QString& file) {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(file)});
        QDragEnterEvent e(QPoint(100, 100), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        e.setAccepted(false);
        QApplication::sendEvent(w.get(), &e);
        return e.isAccepted();
    };
    QVERIFY(enter("/tmp/some battle.json"));
    QVERIFY(enter("/tmp/BATTLE.JSON"));
    QVERIFY(!enter("/tmp/notes.txt"));
    QVERIFY(w->acceptDrops());
}

// A title from a file cannot break or reorder the window's title bar.
void TestView::titleShowsNoControlCharacters() {
    Scenario s = blankScenario();
    s.title = "Bull Run\nFAKE\x1b[2J\xe2\x80\xae" "evil\x7f";
    auto w = makeWindow(s);
    QVERIFY(w);
    const QString title = w->windowTitle();
    for (const QChar c : title)
        QVERIFY2(c.category() != QChar::Other_Control && c.unicode() != 0x202E, qPrintable(title));
    QVERIFY2(title.startsWith(QStringLiteral("Bull Run\\u000aFAKE\\u001b[2J\\u202eevil\\u007f")), qPrintable(title));
}

void TestView::closeAsksBeforeLosingChanges() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    ScriptedPrompter* prompts = prompter(*w);
    QVERIFY(w->windowTitle().contains("[*]"));
    edit::paintTerrain(*w->document(), {{{3, 3}, Terrain::Hill}});
    QVERIFY(w->isWindowModified());
    // Answer the question with Cancel: the window stays and keeps the edit.
    prompts->answer(QStringLiteral("Cancel"));
    QVERIFY(!w->close());
    QCOMPARE(prompts->titles(), QStringList{QStringLiteral("Unsaved changes")});
    QVERIFY(w->isVisible());
    QVERIFY(w->document()->isModified());
    // Discard closes.
    prompts->answer(QStringLiteral("Discard"));
    QVERIFY(w->close());
    QCOMPARE(prompts->asked().size(), std::size_t(2));
    // Unmodified: no question.
    auto w2 = makeWindow(blankScenario());
    QVERIFY(w2);
    QVERIFY(w2->close());
    QVERIFY(prompter(*w2)->asked().empty());
}

// The running editor's prompter puts a real message box with the question's buttons, and
// the button clicked is the answer (Cancel is -1).
void TestView::messageBoxPrompterAsks() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    MessageBoxPrompter real(w.get());
    auto clickLater = [](const QString& label) {
        QTimer::singleShot(0, [label] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            for (QAbstractButton* b : box->buttons())
                if (b->text().remove(QLatin1Char('&')) == label) b->click();
        });
    };
    clickLater(QStringLiteral("To a File..."));
    QCOMPARE(real.choose(QStringLiteral("Save battle"), QStringLiteral("Where?"),
                         {QStringLiteral("In the &Library"), QStringLiteral("To a &File...")}),
             1);
    clickLater(QStringLiteral("Cancel"));
    QVERIFY(real.ask(QStringLiteral("Unsaved changes"), QStringLiteral("Save them?")) == Prompter::Save::Cancel);
    clickLater(QStringLiteral("Discard"));
    QVERIFY(real.ask(QStringLiteral("Unsaved changes"), QStringLiteral("Save them?")) == Prompter::Save::Discard);
    clickLater(QStringLiteral("Yes"));
    QVERIFY(real.confirm(QStringLiteral("Restore?"), QStringLiteral("Restore it?")));
    // A confirmation with details: the list is the box's detailed text, No by Cancel.
    QString details;
    QTimer::singleShot(0, [&details] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        details = box->detailedText();
        for (QAbstractButton* b : box->buttons())
            if (b->text() == QStringLiteral("Cancel")) b->click();
    });
    QVERIFY(!real.confirmWithDetails(QStringLiteral("Change the board"), QStringLiteral("Drops 2 units"),
                                     QStringLiteral("Unit u1\nUnit u2"), QStringLiteral("Drop them"), QStringLiteral("Cancel")));
    QCOMPARE(details, QStringLiteral("Unit u1\nUnit u2"));
}

// Help > About goes through the window's prompter: scripted, it is recorded with the
// version; the real prompter shows it as a message box.
void TestView::aboutGoesThroughThePrompter() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    test::ScriptedPrompter* p = test::scripted(*w);
    w->action(QStringLiteral("actionAbout"))->trigger();
    QCOMPARE(p->titles(), QStringList{QStringLiteral("About Muster")});
    QVERIFY(p->asked().front().question.kind == Question::Kind::About);
    QVERIFY(p->asked().front().question.text.contains(QStringLiteral("<b>Muster ")));
    QVERIFY(p->unanswered().isEmpty());

    w->setPrompter(std::make_shared<MessageBoxPrompter>(w.get()));
    QString shown;
    QTimer::singleShot(0, [&shown] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        shown = box->windowTitle() + QStringLiteral(": ") + box->text();
        box->accept();
    });
    w->action(QStringLiteral("actionAbout"))->trigger();
    QVERIFY2(shown.startsWith(QStringLiteral("About Muster: <b>Muster ")), qPrintable(shown));
}

// Help > Keyboard Shortcuts (F1) lists the window's own actions with their keys, and filters.
void TestView::helpListsTheRealShortcuts() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    auto* action = w->findChild<QAction*>(QStringLiteral("actionShortcuts"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    QMap<QString, QString> keys; // action text -> keys, as the dialog lists them
    QStringList shownWhenFiltered;
    bool opened = false;
    QTimer::singleShot(50, [&] {
        auto* d = qobject_cast<muster::ShortcutsDialog*>(QApplication::activeModalWidget());
        if (!d) return;
        opened = true;
        QTableWidget* t = d->table();
        for (int r = 0; r < t->rowCount(); ++r) keys[t->item(r, 0)->text()] = t->item(r, 1)->text();
        d->findChild<QLineEdit*>(QStringLiteral("filter"))->setText(QStringLiteral("zoom"));
        for (int r = 0; r < t->rowCount(); ++r)
            if (!t->isRowHidden(r)) shownWhenFiltered << t->item(r, 0)->text();
        d->reject(); // before any check, so a failure cannot leave the dialog open
    });
    action->trigger();
    QVERIFY(opened);
    const auto native = [](QKeySequence::StandardKey k) { return QKeySequence(k).toString(QKeySequence::NativeText); };
    QCOMPARE(keys.value(QStringLiteral("Save")), native(QKeySequence::Save));
    QVERIFY2(keys.value(QStringLiteral("Undo")).contains(native(QKeySequence::Undo)), qPrintable(keys.value("Undo")));
    // Keys a PC keyboard lacks (Sun's F14 "Undo" that X11's standard bindings add) are
    // not listed: the same action as on an X11 desktop.
    QMenuBar bar;
    QAction* undo = bar.addMenu(QStringLiteral("Edit"))->addAction(QStringLiteral("Undo"));
    undo->setShortcuts({QKeySequence(QStringLiteral("Ctrl+Z")), QKeySequence(Qt::Key_F14)});
    muster::ShortcutsDialog sun(&bar);
    QCOMPARE(sun.table()->rowCount(), 1);
    QCOMPARE(sun.table()->item(0, 1)->text(), QKeySequence(QStringLiteral("Ctrl+Z")).toString(QKeySequence::NativeText));
    int tools = 0;
    for (QAction* a : w->findChildren<QAction*>())
        if (a->objectName().startsWith(QLatin1String("tool_"))) {
            ++tools;
            QCOMPARE(keys.value(a->text()), a->shortcut().toString(QKeySequence::NativeText));
        }
    QVERIFY(tools >= 10);
    QVERIFY2(shownWhenFiltered.size() >= 2, qPrintable(shownWhenFiltered.join(", ")));
    for (const QString& name : shownWhenFiltered) QVERIFY2(name.contains(QLatin1String("Zoom")), qPrintable(name));
}

// A window as narrow as a full-HD screen at 200%: the tool options bar overflows, and
// every field shows its whole longest value rather than "Sunken ...d/fence" or "ader".
void TestView::toolOptionFieldsKeepTheirWidth() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    w->resize(960, 540);
    QCoreApplication::processEvents();
    auto* terrain = w->findChild<QComboBox*>(QStringLiteral("optTerrain"));
    QVERIFY(terrain);
    int longest = 0;
    for (int i = 0; i < terrain->count(); ++i)
        longest = std::max(longest, terrain->fontMetrics().horizontalAdvance(terrain->itemText(i)));
    QVERIFY2(terrain->width() >= longest + terrain->iconSize().width(),
             qPrintable(QStringLiteral("terrain combo %1 px for %2 px of text").arg(terrain->width()).arg(longest)));
    for (const char* name : {"optLeader", "optVpLabel"}) {
        auto* e = w->findChild<QLineEdit*>(QLatin1String(name));
        QVERIFY(e);
        QVERIFY2(e->minimumWidth() >= e->fontMetrics().horizontalAdvance(e->placeholderText()), name);
    }
}

namespace {
// A line edit as on an X11 desktop, where it claims Ctrl+E for "end of line" (offscreen
// runs have no such key binding).
class X11LineEdit : public QLineEdit {
public:
    using QLineEdit::QLineEdit;
    bool event(QEvent* e) override {
        if (e->type() == QEvent::ShortcutOverride) {
            auto* k = static_cast<QKeyEvent*>(e);
            if (k->key() == Qt::Key_E && k->modifiers() == Qt::ControlModifier) {
                e->accept();
                return true;
            }
        }
        return QLineEdit::event(e);
    }
};
} // namespace

// Ctrl+E (File > Export) while the cursor is in a text field: the window's command, not
// the field's Emacs-style "end of line"; Ctrl+A still selects the field's text.
void TestView::ctrlEExportsWhileTypingInAField() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    auto* title = new X11LineEdit(w->statusBar());
    w->statusBar()->addWidget(title);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    auto* exportAction = w->findChild<QAction*>(QStringLiteral("actionExport"));
    QVERIFY(title && exportAction);
    QVERIFY(exportAction->shortcuts().contains(QKeySequence(QStringLiteral("Ctrl+E"))));
    int exported = 0;
    connect(exportAction, &QAction::triggered, w.get(), [&] { ++exported; });
    // The Export dialog it opens is closed at once, so the test never waits on it.
    QTimer closer;
    connect(&closer, &QTimer::timeout, [] {
        if (QWidget* d = QApplication::activeModalWidget()) d->close();
    });
    closer.start(20);
    title->activateWindow();
    title->setFocus();
    title->setText(QStringLiteral("Antietam"));
    title->setCursorPosition(0);
    QCoreApplication::processEvents();
    QVERIFY(title->hasFocus());
    QTest::keyClick(title, Qt::Key_E, Qt::ControlModifier);
    QCOMPARE(exported, 1);  // the shortcut runs inside keyClick
    QCOMPARE(title->cursorPosition(), 0);  // the field did not take the key
    QTest::keyClick(title, Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(title->selectedText(), QStringLiteral("Antietam"));
}

// The Brush button's tip (shown in the status bar on hover) names the terrain chosen in
// the options bar, not the one chosen when the window opened.
void TestView::brushTipNamesTheChosenTerrain() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    auto* combo = w->findChild<QComboBox*>(QStringLiteral("optTerrain"));
    QVERIFY(combo);
    combo->setCurrentIndex(combo->findData(int(Terrain::Town)));
    emit combo->activated(combo->currentIndex());
    QAction* brush = nullptr;
    for (QAction* a : w->findChildren<QAction*>())
        if (a->data().toString() == QLatin1String("brush")) brush = a;
    QVERIFY(brush);
    QVERIFY2(brush->statusTip().contains(QStringLiteral("town"), Qt::CaseInsensitive), qPrintable(brush->statusTip()));
    QVERIFY2(!brush->statusTip().contains(QStringLiteral("woods"), Qt::CaseInsensitive), qPrintable(brush->statusTip()));
}

QTEST_MAIN(TestView)
#include "test_view.moc"
