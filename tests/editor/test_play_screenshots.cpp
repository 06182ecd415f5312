// Screenshots of play mode (QWidget::grab to PNG in the build tree's screenshots/ folder):
// a unit's moves lit, a target with its odds and line of sight, a retreat choice, the end
// of a game. Run once plain and once with QT_SCALE_FACTOR=2 for the 200% set (ctest does
// both). Each scene also checks what it shows.
#include "play_test_util.h"

#include "editor/render/board_painter.h"

#include "editor/document/scenario_document.h"
#include "editor/play/play_panel.h"

#include <QApplication>
#include <QDir>
#include <QMouseEvent>
#include <QGuiApplication>
#include <QImage>
#include <QPixmap>

#include <algorithm>

using namespace muster;
using namespace muster::test;

namespace {
QString shot(QWidget& w, const QString& name) {
    const double dpr = w.devicePixelRatioF();
    const QString dir = QStringLiteral(MUSTER_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    const QString path = QStringLiteral("%1/play-%2-%3x.png").arg(dir, name).arg(qRound(dpr));
    // The dice as the user reads them, not a frame of their tumble ("Rolling...").
    const auto dice = w.findChildren<DicePanel*>();
    if (!turnUntil([&] { return std::none_of(dice.begin(), dice.end(), [](DicePanel* d) { return d->animating(); }); }))
        return {};
    QCoreApplication::processEvents();
    const QPixmap px = w.grab();
    if (!px.save(path)) return {};
    return path;
}

void checkShot(const QString& path, QWidget& w) {
    QVERIFY(!path.isEmpty());
    const QImage img(path);
    QVERIFY(!img.isNull());
    QCOMPARE(img.width(), qRound(w.width() * w.devicePixelRatioF()));
}
} // namespace

class TestPlayScreenshots : public QObject {
    Q_OBJECT
private slots:
    void movesLit();
    void targetWithOddsAndSight();
    void retreatChoice();
    void endOfGame();
    void actedAndLastAction();
};

void TestPlayScreenshots::movesLit() {
    auto w = makeWindow(blankScenario(), {1300, 820});
    QVERIFY(w->openFile(QStringLiteral(MUSTER_SOURCE_DIR "/scenarios/antietam.json")));
    QVERIFY(play(*w).start(11));
    const GameState& s = play(*w).session().state();
    int pick = -1;
    for (int u = 0; u < s.setup().unitCount() && pick < 0; ++u)
        if (s.sideOf(u) == s.active && s.typeOf(u) == UnitType::Cavalry && moveOptions(s, u).size() > 3) pick = u;
    for (int u = 0; u < s.setup().unitCount() && pick < 0; ++u)
        if (s.sideOf(u) == s.active && moveOptions(s, u).size() > 1) pick = u;
    QVERIFY(pick >= 0);
    clickPlayHex(*w, s.setup().offset(s.unit(pick).hex));
    QVERIFY(play(*w).tool()->selected() >= 0);
    QVERIFY(!play(*w).tool()->lit().empty());
    checkShot(shot(*w, QStringLiteral("moves")), *w);
}

void TestPlayScreenshots::targetWithOddsAndSight() {
    Scenario sc = duel();
    sc.terrain.set({5, 6}, Terrain::Woods);
    sc.terrain.set({7, 3}, Terrain::Hill);
    sc.terrain.set({6, 6}, Terrain::Orchard);
    sc.units.push_back(Unit{"c3", Side::Confederate, UnitType::Infantry, "Law", Offset{8, 6}, 3, Morale::Black, {}});
    auto w = makeWindow(sc, {1300, 820});
    QVERIFY(play(*w).start(2, {5}));
    clickPlayHex(*w, {4, 5});
    // A plain move event: QTest::mouseMove goes through the cursor, which misses under QT_SCALE_FACTOR.
    const QPointF at = play(*w).board()->viewportPos({6, 5});
    QMouseEvent move(QEvent::MouseMove, at, playVp(*w)->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(playVp(*w), &move);
    QCoreApplication::processEvents();
    QVERIFY(play(*w).board()->hoveredHex() == (Offset{6, 5}));
    const auto& lit = play(*w).tool()->lit();
    QVERIFY(std::any_of(lit.begin(), lit.end(), [](const PlayTool::Lit& l) { return l.target && !l.odds.isEmpty(); }));
    // Each target's odds stay on its own hex: a firer next to it is never covered.
    const BoardPainter& bp = play(*w).board()->boardPainter();
    for (const PlayTool::Lit& l : lit) {
        if (!l.target) continue;
        const QRectF r = play(*w).tool()->targetChip(l).rect;
        const QPolygonF hex = bp.hexPolygon(l.hex);
        for (QPointF corner : {r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()})
            QVERIFY2(hex.containsPoint(corner, Qt::OddEvenFill), qPrintable(l.odds));
    }
    checkShot(shot(*w, QStringLiteral("target")), *w);
}

void TestPlayScreenshots::retreatChoice() {
    auto w = makeWindow(duel(), {1300, 820});
    QVERIFY(play(*w).start(1, {6, 4, 4, 4, 1, 1, 1}));
    const GameState& s = play(*w).session().state();
    QVERIFY(play(*w).act(closeAction(unitIndex(s, "u2"), {6, 5})));
    QVERIFY(s.pending.kind == DecisionKind::Retreat);
    checkShot(shot(*w, QStringLiteral("retreat")), *w);
}

void TestPlayScreenshots::endOfGame() {
    auto w = makeWindow(blankScenario(), {1300, 820});
    QVERIFY(w->openFile(QStringLiteral(MUSTER_SOURCE_DIR "/scenarios/antietam.json")));
    QVERIFY(play(*w).start(5));
    play(*w).setPace(0);
    play(*w).setPlayer(Side::Union, QStringLiteral("random"));
    play(*w).setPlayer(Side::Confederate, QStringLiteral("random"));
    QVERIFY(turnUntil([&] { return play(*w).session().state().over(); }, 120000));
    QVERIFY(!play(*w).resultText().isEmpty());
    checkShot(shot(*w, QStringLiteral("end")), *w);
}

void TestPlayScreenshots::actedAndLastAction() {
    // Two Union units act (a move, then a fire that costs Hays two SP): both pale with a
    // tick, the fire's hexes outlined, the legend under the turn says what the marks mean.
    auto w = makeWindow(duel(), {1300, 820});
    QVERIFY(play(*w).start(1, {6, 6, 6, 1}));
    const GameState& s = play(*w).session().state();
    QVERIFY(play(*w).act(moveAction(unitIndex(s, "u2"), {Offset{7, 4}})));
    QVERIFY(play(*w).act(fireAction(unitIndex(s, "u1"), {6, 5})));
    QCOMPARE(s.unit(unitIndex(s, "c1")).sp, 2);
    QVERIFY(play(*w).picture().findUnit("u1")->acted && play(*w).picture().findUnit("u2")->acted);
    checkShot(shot(*w, QStringLiteral("acted")), *w);
}

QTEST_MAIN(TestPlayScreenshots)
#include "test_play_screenshots.moc"
