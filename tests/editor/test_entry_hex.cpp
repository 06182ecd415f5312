// Reinforcement entry hexes: the Inspector's "Pick on board" sets the entry
// hex with one click on the board, and entry hexes are drawn as arrows with their turns on the
// board and on the setup sheet.
#include "editor_test_util.h"
#include "editor/commands/document_edits.h"

#include "editor/docks/inspector_dock.h"
#include "editor/document/selection.h"
#include "editor/render/board_painter.h"
#include "editor/render/entry_arrows.h"
#include "editor/render/piece_painter.h"
#include "editor/render/sheet_layout.h"

#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {

Scenario withReinforcement() {
    Scenario s = blankScenario();
    s.units.push_back(Unit{"r1", Side::Union, UnitType::Infantry, "Meagher", {}, 4, Morale::Gold, Arrival{3, {7, 1}}});
    s.units.push_back(Unit{"r2", Side::Union, UnitType::Cavalry, "Buford", {}, 3, Morale::Black, Arrival{5, {7, 1}}});
    return s;
}

// Pixels close to a colour inside a rect.
int near(const QImage& img, QRect r, QColor c) {
    int n = 0;
    r = r.intersected(img.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const QColor p = img.pixelColor(x, y);
            if (std::abs(p.red() - c.red()) + std::abs(p.green() - c.green()) + std::abs(p.blue() - c.blue()) < 30) ++n;
        }
    return n;
}

} // namespace

class TestEntryHex : public QObject {
    Q_OBJECT
private slots:
    void pickEntryHexOnTheBoard() {
        auto w = makeWindow(withReinforcement());
        QVERIFY(w);
        w->selection()->set({"r1"}, {});
        auto* inspector = w->findChild<InspectorDock*>();
        auto* pick = inspector->findChild<QPushButton*>("pickEntryHex");
        QVERIFY(pick);
        QVERIFY(pick->isEnabled());
        const int steps = w->document()->undoStack()->count();
        pick->click();
        QVERIFY(w->view()->isPicking());
        clickHex(*w, {1, 5});
        const Unit* u = w->document()->scenario().findUnit("r1");
        QCOMPARE(u->arrives->hex, (Offset{1, 5}));
        QCOMPARE(u->arrives->turn, 3);
        QVERIFY(!u->hex);
        QVERIFY(!pick->isChecked());
        QVERIFY(!w->view()->isPicking());
        QCOMPARE(w->document()->undoStack()->count(), steps + 1);
        // The spin boxes show the picked hex.
        QCOMPARE(inspector->findChild<QSpinBox*>("arrivalCol")->value(), 1);
        QCOMPARE(inspector->findChild<QSpinBox*>("arrivalRow")->value(), 5);
        // A unit set up on the board has no entry hex to pick.
        edit::addUnit(*w->document(), Unit{"b1", Side::Union, UnitType::Infantry, "", Offset{4, 4}, {}, Morale::Black, {}});
        w->selection()->set({"b1"}, {Offset{4, 4}});
        QVERIFY(!pick->isEnabled());
    }

    void arrowsCarryTheTurns() {
        const Scenario s = withReinforcement();
        const auto arrows = EntryArrows::arrows(s);
        QCOMPARE(arrows.size(), std::size_t(1));
        QCOMPARE(arrows[0].label(), QStringLiteral("T3, T5"));
        QVERIFY(arrows[0].edge == Edge::North); // 0701 lies on the north edge
        QCOMPARE(arrows[0].units, 2);
    }

    void arrowOnTheBoard() {
        auto w = makeWindow(withReinforcement());
        QVERIFY(w);
        const QImage img = w->view()->viewport()->grab().toImage();
        const QColor blue = PiecePainter::sideColor(Side::Union, false);
        // The hex the arrow points into (0701) and the margin above it.
        const QPoint c = w->view()->viewportPos({7, 1});
        const int s = static_cast<int>(BoardView::kBaseHexSize * w->view()->zoom());
        const QRect around(c.x() - s, c.y() - 2 * s, 2 * s, 2 * s);
        QVERIFY2(near(img, around, blue) > s, qPrintable(QString::number(near(img, around, blue))));
        // Nowhere else: an empty hex far away has no blue.
        const QPoint far = w->view()->viewportPos({7, 8});
        QCOMPARE(near(img, QRect(far.x() - s / 2, far.y() - s / 2, s, s), blue), 0);
        img.save(QStringLiteral("entry-arrow.png"));
    }

    void arrowOnTheSetupSheet() {
        auto blueOnMap = [](const Scenario& s) {
            const SheetLayout sheet(s);
            const QSizeF page = sheet.pageSizePt() * 2;
            QImage img(page.toSize(), QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::white);
            QPainter p(&img);
            sheet.paintPage(p, 0, QRectF(QPointF(0, 0), page));
            p.end();
            const QRectF m = sheet.mapRectPt();
            return near(img, QRectF(m.topLeft() * 2, m.size() * 2).toRect(), PiecePainter::sideColor(Side::Union, false));
        };
        Scenario s = withReinforcement();
        QVERIFY2(blueOnMap(s) > 20, qPrintable(QString::number(blueOnMap(s))));
        s.units.clear();
        QCOMPARE(blueOnMap(s), 0);
    }
};

QTEST_MAIN(TestEntryHex)
#include "test_entry_hex.moc"
