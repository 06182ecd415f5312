// Finding one's way: the terrain combo shows swatches, the terrain palette
// picks the brush with one click, the overview (minimap) scrolls the board, Ctrl+G goes to a hex.
#include "editor_test_util.h"

#include "editor/docks/overview_dock.h"
#include "editor/docks/terrain_palette.h"
#include "editor/document/selection.h"
#include "editor/render/board_painter.h"
#include "editor/view/tool.h"

#include <QComboBox>
#include <QInputDialog>
#include <QPainter>
#include <QTimer>

#include <algorithm>
#include <QToolButton>
#include <QtTest>

#include <functional>

using namespace muster;
using namespace muster::test;

namespace {

bool visible(MainWindow& w, Offset o) { return w.view()->viewport()->rect().contains(w.view()->viewportPos(o)); }

// The Go to Hex dialog while it is open.
QInputDialog* openGoTo() {
    for (QWidget* t : QApplication::topLevelWidgets())
        if (auto* d = qobject_cast<QInputDialog*>(t); d && d->isVisible() && d->objectName() == QLatin1String("goToHexDialog")) return d;
    return nullptr;
}

// Once the dialog is open, run `act` on it (polls: exec() opens it after this returns).
void whenOpen(std::function<void(QInputDialog*)> act, int tries = 200) {
    QTimer::singleShot(10, [act, tries] {
        if (QInputDialog* d = openGoTo()) act(d);
        else if (tries > 0) whenOpen(act, tries - 1);
    });
}

// Answer the next Go to Hex dialog with `text`; if it stays open, note its label and cancel.
void answerGoTo(const QString& text, QString* labelAfter = nullptr) {
    whenOpen([text, labelAfter](QInputDialog* d) {
        d->setTextValue(text);
        d->accept();
        if (!labelAfter) return;
        whenOpen([labelAfter](QInputDialog* again) {
            *labelAfter = again->labelText();
            again->reject();
        });
    });
}

} // namespace

class TestNavigation : public QObject {
    Q_OBJECT
private slots:
    void terrainComboHasSwatches() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        auto* combo = w->findChild<QComboBox*>("optTerrain");
        QVERIFY(combo);
        QCOMPARE(combo->count(), kTerrainCount);
        for (int i = 0; i < combo->count(); ++i) QVERIFY2(!combo->itemIcon(i).isNull(), qPrintable(combo->itemText(i)));
    }

    void paletteTilePicksTheBrush() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        auto* palette = w->findChild<TerrainPalette*>();
        QVERIFY(palette);
        QVERIFY(palette->isVisible());
        int tiles = 0;
        for (Terrain t : kAllTerrain) tiles += palette->button(t) && palette->button(t)->isVisible() ? 1 : 0;
        QCOMPARE(tiles, kTerrainCount);
        w->activateTool("select");
        QToolButton* river = palette->button(Terrain::River);
        QTest::mouseClick(river, Qt::LeftButton);
        QVERIFY(w->toolOptions().terrain == Terrain::River);
        QCOMPARE(w->currentTool(), w->tool("brush"));
        QVERIFY(river->isChecked());
        QCOMPARE(w->findChild<QComboBox*>("optTerrain")->currentData().toInt(), int(Terrain::River));
        clickHex(*w, {2, 2});
        QVERIFY(w->document()->scenario().terrainAt({2, 2}) == Terrain::River);
        // The combo choosing another terrain moves the palette's mark.
        auto* combo = w->findChild<QComboBox*>("optTerrain");
        combo->setCurrentIndex(combo->findData(int(Terrain::Hill)));
        emit combo->activated(combo->currentIndex());
        QVERIFY(palette->button(Terrain::Hill)->isChecked());
    }

    void overviewScrollsTheBoard() {
        auto w = makeWindow(blankScenario(60, 40));
        QVERIFY(w);
        w->view()->setZoom(1.0);
        auto* dock = w->findChild<OverviewDock*>();
        QVERIFY(dock && dock->isVisible());
        OverviewMap* map = dock->map();
        const Offset far{55, 36};
        QVERIFY(!visible(*w, far));
        const QRectF before = map->visibleRect();
        const QPoint at = map->toWidget(w->view()->boardPainter().hexCentre(far)).toPoint();
        QVERIFY(map->rect().contains(at));
        QTest::mouseClick(map, Qt::LeftButton, {}, at);
        QVERIFY(visible(*w, far));
        QVERIFY(map->visibleRect() != before);
        QVERIFY(map->visibleRect().contains(at));
    }

    void ctrlGGoesToAHex() {
        auto w = makeWindow(blankScenario(60, 40));
        QVERIFY(w);
        w->view()->setZoom(1.0);
        const Offset target{50, 30};
        QVERIFY(!visible(*w, target));
        answerGoTo(QStringLiteral("5030"));
        QTest::keyClick(w.get(), Qt::Key_G, Qt::ControlModifier);
        QVERIFY(visible(*w, target));
        QCOMPARE(w->selection()->hexes(), std::vector<Offset>{target});
        // "column, row" works too; a hex off the board is refused with a reason.
        QVERIFY(w->goToHex(QStringLiteral("3, 4")));
        QCOMPARE(w->selection()->hexes(), (std::vector<Offset>{Offset{3, 4}}));
        QString label;
        w->activateWindow(); // back from the dialog
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        answerGoTo(QStringLiteral("9999"), &label);
        QTest::keyClick(w.get(), Qt::Key_G, Qt::ControlModifier);
        turnUntil([&] { return label.contains(QStringLiteral("not a hex")); });
        QVERIFY2(label.contains(QStringLiteral("not a hex")), qPrintable(label));
        QCOMPARE(w->selection()->hexes(), (std::vector<Offset>{Offset{3, 4}}));
    }

    void screenshot() {
        Scenario s = sampleBattle();
        auto w = makeWindow(s, {1400, 900});
        QVERIFY(w);
        auto* palette = w->findChild<TerrainPalette*>();
        auto* overview = w->findChild<OverviewDock*>();
        QTest::mouseClick(palette->button(Terrain::Woods), Qt::LeftButton);
        // The overview redraws once edits settle (its timer has fired).
        const auto timers = overview->findChildren<QTimer*>();
        QVERIFY(turnUntil([&] { return std::none_of(timers.begin(), timers.end(), [](QTimer* t) { return t->isActive(); }); }));
        const QPixmap a = palette->grab(), b = overview->grab();
        QImage img(std::max(a.width(), b.width()), a.height() + b.height(), QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::white);
        QPainter p(&img);
        p.drawPixmap(0, 0, a);
        p.drawPixmap(0, a.height(), b);
        p.end();
        QVERIFY(img.save(QStringLiteral("palette-minimap.png")));
        QVERIFY(w->grab().save(QStringLiteral("window-with-palette.png")));
    }
};

QTEST_MAIN(TestNavigation)
#include "test_navigation.moc"
