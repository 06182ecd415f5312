// Small but visible things: tool keys while typing, the eyedropper
// going back to the brush, no morale for gunboats in the palette, the sheet's legend
// strengths, resize warnings in hex labels, no stale arrival in the Inspector.
#include "editor_test_util.h"

#include "editor/dialogs/board_resize.h"
#include "editor/docks/inspector_dock.h"
#include "editor/docks/library_dock.h"
#include "editor/document/selection.h"
#include "editor/render/exporters.h"
#include "editor/view/tool.h"

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;
using namespace muster::test;

class TestSmallItems : public QObject {
    Q_OBJECT
private slots:
    void toolKeysDoNotFireWhileTyping() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        w->activateTool("select");
        w->activateWindow();
        auto* lib = w->findChild<LibraryDock*>();
        lib->show();
        lib->raise();
        QLineEdit* search = lib->searchBox();
        search->setFocus();
        QVERIFY(turnUntil([&] { return search->hasFocus(); }));
        QTest::keyClicks(search, "bdfm");
        QCOMPARE(search->text(), QString("bdfm"));
        QCOMPARE(w->currentTool()->id(), QString("select"));
        // On the board the same key picks the tool.
        w->view()->setFocus();
        QTest::keyClick(w->view(), Qt::Key_B);
        QCOMPARE(w->currentTool()->id(), QString("brush"));
    }

    void eyedropperGoesBackToTheBrush() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        w->activateTool("eyedropper");
        clickHex(*w, {6, 6}); // the town
        turnUntil([&] { return w->currentTool()->id() == QString("brush"); });
        QCOMPARE(w->currentTool()->id(), QString("brush"));
        TCOMPARE(w->toolOptions().terrain, Terrain::Town);
    }

    void gunboatsHaveNoMoraleInThePalette() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        auto* type = w->findChild<QComboBox*>("optType");
        auto* morale = w->findChild<QComboBox*>("optMorale");
        QVERIFY(morale->isEnabled());
        type->setCurrentIndex(type->findData(int(UnitType::Gunboat)));
        emit type->activated(type->currentIndex());
        QVERIFY(!morale->isEnabled());
        w->activateTool("unit");
        QVERIFY2(!w->currentTool()->hint().contains("morale"), qPrintable(w->currentTool()->hint()));
        type->setCurrentIndex(type->findData(int(UnitType::Infantry)));
        emit type->activated(type->currentIndex());
        QVERIFY(morale->isEnabled());
    }

    void legendGivesEachTypesFullStrength() {
        QTemporaryDir dir;
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        ExportOptions opt;
        const QStringList files = w->exportTo(dir.filePath("sheet.svg"), opt);
        QVERIFY(!files.isEmpty());
        QFile f(files.front());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(f.readAll());
        QVERIFY(svg.contains("Gunboat (1 SP)"));
        QVERIFY(svg.contains("Infantry (4 SP)"));
        QVERIFY(!svg.contains("Gunboat (2 SP)"));
    }

    void resizeWarningsUseHexLabels() {
        Scenario s = sampleBattle();
        BoardGeometry g = s.board;
        g.columns = 10;
        const BoardResize r = resizeBoard(s, g);
        const QString text = describeDrops(r).join('\n');
        QVERIFY2(text.contains("Unit CSS Teaser at 1207"), qPrintable(text)); // column 12, row 7; no id
        QVERIFY2(!text.contains("[12,7]"), qPrintable(text));
    }

    void leaderShowsNoStaleArrival() {
        Scenario s = sampleBattle();
        s.units.push_back(Unit{"c9", Side::Confederate, UnitType::Cavalry, "Stuart", {}, 2, Morale::Black, Arrival{5, {13, 9}}});
        ScenarioDocument doc(s);
        InspectorDock dock(&doc);
        auto* turn = dock.findChild<QSpinBox*>("arrivalTurn");
        dock.setSelectedUnits({"c9"});
        QCOMPARE(turn->value(), 5);
        dock.setSelectedUnits({"l1"});
        QVERIFY(!turn->isEnabled());
        QCOMPARE(turn->value(), 1);
    }
};

QTEST_MAIN(TestSmallItems)
#include "test_small_items.moc"
