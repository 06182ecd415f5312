// The play board draws the game state itself (a GameBoard read by the board painter), not
// a scenario made of it: the painted pieces show strength after a combat (also for a unit
// set up without an explicit strength), the units that acted this turn are pale with a
// tick, the last action's hexes are outlined, and the tooltip and legend say so. Pixels are
// read from the real widget's grab; the waits count event-loop turns.
#include "play_test_util.h"

#include "editor/play/play_panel.h"
#include "editor/view/board_view.h"

#include <QApplication>
#include <QHelpEvent>
#include <QImage>
#include <QToolTip>

using namespace muster;
using namespace muster::test;

namespace {

// Turns of the event loop until the play board has painted again (at most `limit`).
int turnsUntilPainted(BoardView* v, int limit = 10) {
    const int before = v->paintCount();
    int turns = 0;
    while (v->paintCount() == before && turns < limit) {
        QCoreApplication::processEvents();
        ++turns;
    }
    return turns;
}

// The play board as painted, and the rectangle of a unit's block in it (device pixels).
struct Shot {
    QImage image;
    double dpr = 1;
};

Shot grabBoard(MainWindow& w) {
    BoardView* v = play(w).board();
    v->viewport()->update();
    turnsUntilPainted(v);
    Shot s;
    s.image = v->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    s.dpr = s.image.devicePixelRatio();
    return s;
}

QRectF blockOf(MainWindow& w, const char* id) {
    BoardView* v = play(w).board();
    const GameState& s = play(w).session().state();
    for (const auto& piece : v->boardPainter().stackAt(unitHex(s, id)))
        if (piece.unit->id == id) return QRectF(v->toViewport(piece.block.topLeft()), v->toViewport(piece.block.bottomRight()));
    return {};
}

// The strength pips of a unit's block as painted: runs of near-white pixels along the
// line through the pips' middle (PiecePainter draws one pale square per SP there).
int paintedPips(const Shot& shot, const QRectF& block) {
    const double side = block.width();
    const double pip = side * 0.15;
    const int y = qRound((block.bottom() - side * 0.08 - pip / 2) * shot.dpr);
    int runs = 0;
    bool in = false;
    for (int x = qRound(block.left() * shot.dpr) + 2; x < qRound(block.right() * shot.dpr) - 2; ++x) {
        const QColor c = shot.image.pixelColor(x, y);
        const bool pale = c.red() > 225 && c.green() > 225 && c.blue() > 220;
        if (pale && !in) ++runs;
        in = pale;
    }
    return runs;
}

// Mean lightness of the middle half of a block (clear of the tick in its corner).
double middleLightness(const Shot& shot, const QRectF& block) {
    const QRectF m = block.adjusted(block.width() / 4, block.height() / 4, -block.width() / 4, -block.height() / 4);
    double sum = 0;
    int n = 0;
    for (int y = qRound(m.top() * shot.dpr); y < qRound(m.bottom() * shot.dpr); ++y)
        for (int x = qRound(m.left() * shot.dpr); x < qRound(m.right() * shot.dpr); ++x, ++n)
            sum += shot.image.pixelColor(x, y).lightness();
    return n ? sum / n : 0;
}

// Pixels of the last action's outline colour inside a hex.
int outlinePixels(MainWindow& w, const Shot& shot, Offset hex) {
    BoardView* v = play(w).board();
    const QRectF b = v->boardPainter().hexBounds(hex);
    const QRect r = QRectF(v->toViewport(b.topLeft()) * shot.dpr, v->toViewport(b.bottomRight()) * shot.dpr).toRect();
    const QColor want = BoardPainter::lastActionColor();
    int n = 0;
    for (int y = std::max(0, r.top()); y <= std::min(shot.image.height() - 1, r.bottom()); ++y)
        for (int x = std::max(0, r.left()); x <= std::min(shot.image.width() - 1, r.right()); ++x) {
            const QColor c = shot.image.pixelColor(x, y);
            if (std::abs(c.red() - want.red()) < 20 && std::abs(c.green() - want.green()) < 20 && std::abs(c.blue() - want.blue()) < 20) ++n;
        }
    return n;
}

std::unique_ptr<MainWindow> playDuel(std::vector<int> dice) {
    Scenario sc = duel();
    sc.units[2].sp.reset();  // Hays at full strength without a strength in the file (4.2)
    auto w = makeWindow(sc, {1300, 820});
    if (!w || !play(*w).start(1, std::move(dice))) return nullptr;
    // Big blocks: the pips are a dozen pixels wide.
    play(*w).board()->setZoom(2.5);
    play(*w).board()->centreOn({Offset{5, 5}});
    QCoreApplication::processEvents();
    return w;
}

} // namespace

class TestPlayBoard : public QObject {
    Q_OBJECT
private slots:
    void theGameStateIsWhatThePainterReads();
    void strengthAfterCombatIsPainted();
    void actedUnitsAndLastActionAreMarked();
    void farZoomImageFollowsTheGame();
};

void TestPlayBoard::theGameStateIsWhatThePainterReads() {
    auto w = playDuel({6});
    QVERIFY(w);
    PlayController& pc = play(*w);
    // The painter's board is the play mode's GameBoard, pointing at the session's own state.
    QCOMPARE(&pc.board()->boardPainter().board(), static_cast<const BoardContext*>(&pc.picture()));
    QCOMPARE(&pc.board()->picture(), static_cast<const BoardContext*>(&pc.picture()));
    QVERIFY(pc.picture().isGame());
    QCOMPARE(pc.picture().state(), &pc.session().state());
    const int id = unitIndex(pc.session().state(), "u1");
    QVERIFY(pc.act(moveAction(id, {Offset{4, 4}})));
    QCOMPARE(pc.picture().state(), &pc.session().state());
    QVERIFY(pc.picture().findUnit("u1")->hex == (Offset{4, 4}));
    // Viewing the past shows that state, and the present again after it.
    pc.viewAfter(0);
    QCOMPARE(pc.picture().state(), &pc.shownState());
    QVERIFY(pc.picture().findUnit("u1")->hex == (Offset{4, 5}));
    pc.viewAfter(1);
    QCOMPARE(pc.picture().state(), &pc.session().state());
}

void TestPlayBoard::strengthAfterCombatIsPainted() {
    // AP 6; u1 fires at Hays two hexes away: 6 6 1 -> two hits.
    auto w = playDuel({6, 6, 6, 1});
    QVERIFY(w);
    PlayController& pc = play(*w);
    const GameState& s = pc.session().state();
    const Shot before = grabBoard(*w);
    QCOMPARE(paintedPips(before, blockOf(*w, "c1")), 4);
    QVERIFY(pc.act(fireAction(unitIndex(s, "u1"), {6, 5})));
    QCOMPARE(s.unit(unitIndex(s, "c1")).sp, 2);
    QVERIFY(turnsUntilPainted(pc.board()) <= 2);  // the action itself asks for the repaint
    const Shot after = grabBoard(*w);
    QCOMPARE(paintedPips(after, blockOf(*w, "c1")), 2);
    QCOMPARE(pc.picture().findUnit("c1")->sp, 2);
}

void TestPlayBoard::actedUnitsAndLastActionAreMarked() {
    auto w = playDuel({6, 6, 6, 1});
    QVERIFY(w);
    PlayController& pc = play(*w);
    const GameState& s = pc.session().state();
    const Shot before = grabBoard(*w);
    const double u1Before = middleLightness(before, blockOf(*w, "u1"));
    const double u2Before = middleLightness(before, blockOf(*w, "u2"));
    QCOMPARE(outlinePixels(*w, before, {6, 5}), 0);
    QVERIFY(pc.act(fireAction(unitIndex(s, "u1"), {6, 5})));
    const Shot after = grabBoard(*w);
    // u1 fired: its block is pale; u2 has not acted and looks as it did.
    const double u1After = middleLightness(after, blockOf(*w, "u1"));
    QVERIFY2(u1After > u1Before + 40, qPrintable(QStringLiteral("u1 lightness %1 -> %2").arg(u1Before).arg(u1After)));
    QVERIFY(std::abs(middleLightness(after, blockOf(*w, "u2")) - u2Before) < 3);
    QVERIFY(pc.picture().findUnit("u1")->acted);
    QVERIFY(!pc.picture().findUnit("u1")->canAct);
    QVERIFY(!pc.picture().findUnit("u2")->acted);
    QVERIFY(pc.picture().findUnit("u2")->canAct);
    // The fire's hexes (firer and target) are outlined.
    QVERIFY(outlinePixels(*w, after, {6, 5}) > 20);
    QVERIFY(outlinePixels(*w, after, {4, 5}) > 20);
    QCOMPARE(outlinePixels(*w, after, {10, 8}), 0);
    // The tooltip and the legend say what the marks mean.
    const QRectF b = blockOf(*w, "u1");
    const QPointF at = pc.board()->toBoard(b.center());
    const QString tip = pc.tool()->toolTip(at, pc.board()->boardPainter().hexAt(at));
    QVERIFY2(tip.contains(QStringLiteral("Has fired this turn")) && tip.contains(QStringLiteral("last action")), qPrintable(tip));
    // The view shows it as a tooltip when the widget asks for one (a hover's help event).
    QHelpEvent help(QEvent::ToolTip, b.center().toPoint(), pc.board()->viewport()->mapToGlobal(b.center().toPoint()));
    QApplication::sendEvent(pc.board()->viewport(), &help);
    QCOMPARE(QToolTip::text(), tip);
    const QPointF c1 = pc.board()->toBoard(blockOf(*w, "c1").center());
    const QString tipC1 = pc.tool()->toolTip(c1, pc.board()->boardPainter().hexAt(c1));
    QVERIFY2(tipC1.contains(QStringLiteral("2 of 4 SP")), qPrintable(tipC1));
    const QString legend = pc.panel()->legend()->text();
    QVERIFY2(legend.contains(QStringLiteral("acted this turn (1)")) && legend.contains(QStringLiteral("1 of Union's units may still act")) &&
                 legend.contains(QStringLiteral("last action")),
             qPrintable(legend));
    // A new side turn: the marks of the Union's turn are gone.
    pc.endTurn();
    QVERIFY(!pc.picture().findUnit("u1")->acted);
}

void TestPlayBoard::farZoomImageFollowsTheGame() {
    // A board of over 20,000 hexes seen whole is painted from one image, which an action
    // redraws only where pieces changed: it must look as the image redrawn whole does.
    Scenario sc = duel();
    sc.board.columns = 160;
    sc.board.rows = 130;
    auto w = makeWindow(sc, {1300, 820});
    QVERIFY(w);
    PlayController& pc = play(*w);
    QVERIFY(pc.start(1, {6, 6, 6, 1}));
    pc.board()->setZoom(0.18);  // hexes of about 6 px: the image is used
    pc.board()->centreOn({Offset{5, 5}});
    const Shot before = grabBoard(*w);
    const GameState& s = pc.session().state();
    QVERIFY(pc.act(moveAction(unitIndex(s, "u2"), {Offset{7, 4}})));
    QVERIFY(pc.act(fireAction(unitIndex(s, "u1"), {6, 5})));
    const Shot after = grabBoard(*w);
    QVERIFY(after.image != before.image);
    pc.board()->setShowLabels(pc.board()->showLabels());  // throws the image away
    const Shot whole = grabBoard(*w);
    QVERIFY(after.image == whole.image);

    // A game of another battle on a board of the same size: its own terrain is drawn.
    pc.stop();
    Scenario other = sc;
    for (int col = 1; col <= 40; ++col) other.terrain.set({col, 8}, Terrain::Woods);
    w->loadScenario(other);
    QVERIFY(pc.start(2));
    pc.board()->setZoom(0.18);
    pc.board()->centreOn({Offset{5, 5}});
    const Shot next = grabBoard(*w);
    pc.board()->setShowLabels(pc.board()->showLabels());
    QVERIFY(next.image == grabBoard(*w).image);
}

QTEST_MAIN(TestPlayBoard)
#include "test_play_board.moc"
