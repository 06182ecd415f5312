#pragma once
// Helpers for the per-rule engine tests: small scenarios built in code, a game started with
// scripted dice, units looked up by id, and checks that an action is accepted, or refused
// whole with a message citing the rule section.
//
// Board conventions used by the tests (pointy, even stagger, 1-based [col,row]): a hex
// (c, r) on an odd row touches (c-1, r), (c+1, r), (c-1, r-1), (c, r-1), (c-1, r+1) and
// (c, r+1). Most tests play along row 3 of a 9x5 board with the Union's home edge west and
// the Confederate's east, so a step east or west along the row is one hex.
#include "engine/rules/game.h"

#include <QString>
#include <QtTest>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace muster::test {

// A scenario written in code. Defaults: 9x5 board, 3 turns, Union first, command AP 6 for
// both, Union home edge west, Confederate east, elimination worth 1 VP, no conditions.
class ScenarioBuilder {
public:
    explicit ScenarioBuilder(int columns = 9, int rows = 5);

    ScenarioBuilder& turns(int n);
    ScenarioBuilder& firstSide(Side s);
    ScenarioBuilder& commandAP(int unionAp, int confederateAp);
    ScenarioBuilder& homeEdges(Edge unionEdge, Edge confederateEdge);
    ScenarioBuilder& terrain(Offset o, Terrain t);
    ScenarioBuilder& unit(const std::string& id, Side side, UnitType type, Offset hex, std::optional<int> sp = std::nullopt,
                          std::optional<Morale> morale = std::nullopt);
    // Combat units default to black morale and full strength.
    ScenarioBuilder& infantry(const std::string& id, Side side, Offset hex, int sp = 4, Morale m = Morale::Black);
    ScenarioBuilder& cavalry(const std::string& id, Side side, Offset hex, int sp = 2, Morale m = Morale::Black);
    ScenarioBuilder& artillery(const std::string& id, Side side, Offset hex, int sp = 2, Morale m = Morale::Black);
    ScenarioBuilder& gunboat(const std::string& id, Side side, Offset hex);
    ScenarioBuilder& leader(const std::string& id, Side side, Offset hex);
    ScenarioBuilder& reinforcement(const std::string& id, Side side, UnitType type, int turn, Offset entry);
    ScenarioBuilder& marker(Offset hex, std::optional<Side> side, int value = 1);
    ScenarioBuilder& markerMode(VpMarkerMode m);
    ScenarioBuilder& eliminationVP(int vp);
    ScenarioBuilder& reachVP(Side s, int vp);
    ScenarioBuilder& reachVPByTurn(Side s, int vp, int turn);
    ScenarioBuilder& holdAtEnd(Side s, std::vector<Offset> hexes);
    ScenarioBuilder& mostVPAtEnd();
    ScenarioBuilder& optionalRule(const std::string& id);  // "11.1" .. "11.4"

    const Scenario& scenario() const { return sc_; }
    operator const Scenario&() const { return sc_; }

private:
    Scenario sc_;
};

// One game under test.
class TestGame {
public:
    TestGame(const Scenario& sc, std::vector<int> dice, const RuleParameters& params = RuleParameters(),
             std::uint64_t seed = 1);

    std::shared_ptr<const GameSetup> setup;
    GameLog log;  // before s: newGame writes the first AP roll into it
    GameState s;

    // Unit index by id; throws std::invalid_argument for an unknown id (a test bug).
    int u(const std::string& id) const;
    int idx(Offset o) const { return setup->index(o); }
    const UnitState& unit(const std::string& id) const { return s.unit(u(id)); }
    Offset hexOf(const std::string& id) const;  // {0,0} when not on the board
    int sp(const std::string& id) const { return unit(id).sp; }
    bool eliminated(const std::string& id) const { return unit(id).status == UnitStatus::Eliminated; }
    int ap(Side side) const { return s.side(side).ap; }
    int vp(Side side) const { return s.side(side).vp; }
    std::uint64_t rolled() const { return s.dice.rolled(); }
    int distance(Offset a, Offset b) const { return setup->distance(idx(a), idx(b)); }
    bool adjacent(Offset a, Offset b) const { return distance(a, b) == 1; }

    // Applies the action, after checking that checkAction gives the same verdict.
    ApplyResult apply(const Action& a);
    // Ends the active side's turn (no decision may be pending).
    ApplyResult endTurn() { return apply(endTurnAction()); }
    // Everything an illegal action must leave alone, as one comparable string.
    std::string fingerprint() const;
    // checkAction and applyAction disagreed on the last apply() (a bug either way).
    bool checkDisagreed = false;

    // A pending retreat of `unit` that the test resolves by choosing `to`.
    bool retreatPendingFor(const std::string& id) const;
    std::vector<Offset> pendingOptions() const;
    // The owner's choice for every pending retreat that may go to `to` (8.4.1 offers a
    // choice when several hexes are equally good), as a player would make it.
    void retreatTo(Offset to);
};

// True when `error` contains one of the sections listed in `sections`, separated by '|'
// ("6.1.4|7.1.1").
bool citesAny(const std::string& error, const std::string& sections);
// "3,3 4,3" -> {{3,3},{4,3}}.
std::vector<Offset> path(const std::string& text);
QString describe(const Action& a);

// Sum of the scoring events of a side (VP must equal their causes).
int scoredVp(const GameState& s, Side side);

// Every bundled battle (scenarios/*.json) by file name, in name order, set up for play.
std::vector<std::pair<std::string, std::shared_ptr<const GameSetup>>> bundledSetups();

} // namespace muster::test

// Side and UnitStatus have muster::toString overloads that QCOMPARE's lookup would pick, so
// they are compared with QCOMPARE_SIDE / QCOMPARE_STATUS instead.
#define QCOMPARE_SIDE(actual, expected) \
    QCOMPARE(QString::fromUtf8(::muster::toString(actual).data()), QString::fromUtf8(::muster::toString(expected).data()))
#define QCOMPARE_STATUS(actual, expected) QCOMPARE_SIDE(actual, expected)

// Readable QCOMPARE failures for the engine's enums.
namespace QTest {
template <> inline char* toString(const muster::Activity& v) { return qstrdup(QByteArray::number(static_cast<int>(v)).constData()); }
template <> inline char* toString(const muster::GameResult& v) {
    static const char* names[] = {"none", "union wins", "confederate wins", "draw"};
    return qstrdup(names[static_cast<int>(v)]);
}
template <> inline char* toString(const muster::DecisionKind& v) {
    static const char* names[] = {"none", "retreat", "advance"};
    return qstrdup(names[static_cast<int>(v)]);
}
} // namespace QTest

// An action the rules allow: accepted (and checkAction agrees).
#define APPLY_OK(game, action)                                                                                   \
    do {                                                                                                          \
        const ::muster::ApplyResult r_ = (game).apply(action);                                                    \
        QVERIFY2(r_.ok, qPrintable(::muster::test::describe(action) + " refused: " + QString::fromStdString(r_.error))); \
        QVERIFY2(!(game).checkDisagreed, "checkAction and applyAction disagree");                                  \
    } while (0)

// An action the rules forbid: refused, its message cites one of `sections`, and the state
// is unchanged (never half applied).
#define APPLY_REFUSED(game, action, sections)                                                                    \
    do {                                                                                                          \
        const std::string before_ = (game).fingerprint();                                                         \
        const ::muster::ApplyResult r_ = (game).apply(action);                                                    \
        QVERIFY2(!r_.ok, qPrintable(::muster::test::describe(action) + " accepted; the rules forbid it (" + QString(sections) + ")")); \
        QVERIFY2(!(game).checkDisagreed, "checkAction and applyAction disagree");                                  \
        QVERIFY2(::muster::test::citesAny(r_.error, sections),                                                    \
                 qPrintable("message \"" + QString::fromStdString(r_.error) + "\" cites none of " + QString(sections))); \
        QCOMPARE(QString::fromStdString((game).fingerprint()), QString::fromStdString(before_));                  \
    } while (0)

#define QCOMPARE_HEX(actual, expected)                                                                            \
    do {                                                                                                          \
        const ::muster::Offset a_ = (actual), e_ = (expected);                                                    \
        QVERIFY2(a_ == e_, qPrintable(QString("hex [%1,%2], expected [%3,%4]").arg(a_.col).arg(a_.row).arg(e_.col).arg(e_.row))); \
    } while (0)
