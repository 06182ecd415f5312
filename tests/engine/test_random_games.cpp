// invariants over many random games on the bundled scenarios and on
// generated boards, legal actions equal to what the engine accepts, and games written by
// the random player replaying to the identical state.
//   MUSTER_RANDOM_GAMES=N   games for the invariant run (default 2000; 100000 for the long run)
//   MUSTER_PROBE_GAMES=N    games whose every state is probed for legal = accepted (default 120)
// Long runs need QTEST_FUNCTION_TIMEOUT=86400000, or Qt's 5-minute watchdog aborts them.
// A failure names the scenario and the game seed; `muster-cli play SCENARIO --ai random
// --seed S` replays a bundled one (generated ones: randomScenario(G) with the seed given).
#include "engine/rules/game.h"
#include "engine/io/game_json.h"
#include "engine/players/match.h"
#include "engine/players/random_player.h"
#include "tests/support/generated_boards.h"
#include "tests/support/random_scenario.h"
#include "model/io/scenario_json.h"
#include "model/rules/validator.h"
#include "model/terrain.h"

#include <QDir>
#include <QtTest>

#include <set>

using namespace muster;

namespace {

struct Board {
    std::string name;  // scenario file, or "generated G"
    std::shared_ptr<const GameSetup> setup;
};

std::vector<Board> bundled() {
    std::vector<Board> out;
    const QStringList files = QDir(MUSTER_SCENARIOS).entryList({"*.json"}, QDir::Files, QDir::Name);
    for (const QString& f : files) {
        const std::string path = std::string(MUSTER_SCENARIOS) + "/" + f.toStdString();
        out.push_back({path, std::make_shared<const GameSetup>(readScenarioFile(path))});
    }
    return out;
}

Board generated(std::uint64_t g) {
    return {"generated " + std::to_string(g), std::make_shared<const GameSetup>(randomScenario(g))};
}

// Game i of a run: bundled scenarios and generated boards alternate.
Board boardFor(const std::vector<Board>& scen, std::uint64_t i) {
    if (i % 2 == 0) return scen[(i / 2) % scen.size()];
    return generated(1000 + i);
}

std::uint64_t gamesFromEnv(std::uint64_t fallback) {
    const QByteArray v = qgetenv("MUSTER_RANDOM_GAMES");
    bool ok = false;
    const qulonglong n = v.toULongLong(&ok);
    return ok && n > 0 ? n : fallback;
}

// Everything observable in a state; "" when equal, else the first difference.
std::string stateDiff(const GameState& a, const GameState& b) {
    auto f = [](const char* what) { return std::string(what); };
    if (a.turn != b.turn) return f("turn");
    if (a.active != b.active) return f("active");
    if (a.secondHalf != b.secondHalf) return f("secondHalf");
    for (std::size_t i = 0; i < a.units.size(); ++i) {
        const UnitState &x = a.units[i], &y = b.units[i];
        if (x.hex != y.hex || x.sp != y.sp || x.status != y.status || x.did != y.did ||
            x.turnStartHex != y.turnStartHex || x.firedOn != y.firedOn)
            return "unit " + a.setup().unitId(static_cast<int>(i));
    }
    for (std::size_t i = 0; i < 2; ++i) {
        const SideState &x = a.sides[i], &y = b.sides[i];
        if (x.ap != y.ap || x.apRoll != y.apRoll || x.apTotal != y.apTotal || x.leadersLost != y.leadersLost ||
            x.vp != y.vp)
            return "side " + std::to_string(i);
    }
    for (std::size_t i = 0; i < a.markers.size(); ++i)
        if (a.markers[i].holder != b.markers[i].holder || a.markers[i].removed != b.markers[i].removed)
            return "marker " + std::to_string(i);
    if (a.control != b.control) return f("control");
    if (a.pending.kind != b.pending.kind || a.pending.side != b.pending.side || a.pending.unit != b.pending.unit ||
        a.pending.options != b.pending.options)
        return f("pending");
    if (a.result != b.result || a.reason != b.reason || a.decidingCondition != b.decidingCondition) return f("result");
    if (a.scores.size() != b.scores.size()) return f("scores");
    for (std::size_t i = 0; i < a.scores.size(); ++i) {
        const ScoreEvent &x = a.scores[i], &y = b.scores[i];
        if (x.side != y.side || x.vp != y.vp || x.unit != y.unit || x.marker != y.marker || x.turn != y.turn)
            return f("scores");
    }
    if (a.dice.rolled() != b.dice.rolled()) return f("dice rolled");
    if (a.actionsApplied != b.actionsApplied) return f("actionsApplied");
    for (int h = 0; h < a.setup().hexCount(); ++h) {
        const HexUnits &x = a.at(h), &y = b.at(h);
        if (x.foot != y.foot || x.artillery != y.artillery || x.leader != y.leader || x.gunboat != y.gunboat)
            return "grid " + hexName(a, h);
    }
    return {};
}

// The issue's invariants after one action (`before` is the state it was applied to).
std::string invariants(const GameState& s, const GameState& before, const GameState& start, const Action& a) {
    const GameSetup& g = s.setup();
    std::vector<HexUnits> seen(static_cast<std::size_t>(g.hexCount()));
    std::vector<int> sideAt(static_cast<std::size_t>(g.hexCount()), -1);
    for (int i = 0; i < g.unitCount(); ++i) {
        const UnitState& u = s.unit(i);
        const std::string who = unitName(s, i);
        if (u.sp < 0 || u.sp > start.unit(i).sp)
            return who + " has " + std::to_string(u.sp) + " SP (start " + std::to_string(start.unit(i).sp) + ")";
        if (before.unit(i).status == UnitStatus::Eliminated && u.status != UnitStatus::Eliminated)
            return who + " came back from elimination";
        if (u.status != UnitStatus::Board) continue;
        if (u.hex < 0 || u.hex >= g.hexCount()) return who + " on the board at no hex";
        const Terrain t = g.terrain(u.hex);
        const bool bad = s.typeOf(i) == UnitType::Gunboat ? !terrainEffects(t).gunboatWater : impassableForLandUnits(t);
        if (bad) return who + " on impassable " + std::string(displayName(t)) + " at " + hexName(s, u.hex);
        HexUnits& h = seen[static_cast<std::size_t>(u.hex)];
        int& slot = s.typeOf(i) == UnitType::Leader      ? h.leader
                    : s.typeOf(i) == UnitType::Gunboat   ? h.gunboat
                    : s.typeOf(i) == UnitType::Artillery ? h.artillery
                                                         : h.foot;
        if (slot >= 0) return "stacking broken at " + hexName(s, u.hex) + ": " + who + " with " + unitName(s, slot);
        slot = i;
        int& side = sideAt[static_cast<std::size_t>(u.hex)];
        if (side >= 0 && side != static_cast<int>(s.sideOf(i))) return "both sides in " + hexName(s, u.hex);
        side = static_cast<int>(s.sideOf(i));
    }
    for (int h = 0; h < g.hexCount(); ++h) {
        const HexUnits &x = seen[static_cast<std::size_t>(h)], &y = s.at(h);
        if (x.foot != y.foot || x.artillery != y.artillery || x.leader != y.leader || x.gunboat != y.gunboat)
            return "board index out of step with the units at " + hexName(s, h);
    }
    for (Side side : kAllSides) {
        if (s.side(side).ap < 0) return std::string(toString(side)) + " AP " + std::to_string(s.side(side).ap);
        int sum = 0;
        for (const ScoreEvent& e : s.scores)
            if (e.side == side) sum += e.vp;
        if (sum != s.side(side).vp)
            return std::string(toString(side)) + " VP " + std::to_string(s.side(side).vp) + " but scoring events sum to " +
                   std::to_string(sum);
    }
    for (int who : {a.unit, a.leader})
        if (who >= 0 && before.unit(who).status == UnitStatus::Eliminated && a.kind != ActionKind::EndTurn)
            return "eliminated " + unitName(s, who) + " acted (" + std::string(toString(a.kind)) + ")";
    if (s.turn > g.scenario().turns) return "turn " + std::to_string(s.turn) + " past the last";
    return {};
}

// Legal actions compared by what they do, not by the path taken (legalActions lists one
// path a hex; the engine may accept another to the same hex).
using ActionKey = std::tuple<int, int, int, bool, bool, int, int>;
ActionKey keyOf(const GameSetup& g, const Action& a) {
    const int hex = a.hex ? g.index(*a.hex) : -1;
    const int end = a.path.empty() ? -1 : g.index(a.path.back());
    return {static_cast<int>(a.kind), a.unit, a.leader, a.bonus, a.skip, hex, end};
}

// A random action with the fields its kind takes (as a game file can hold), aimed near
// the unit often enough that the rules' checks are exercised, not just "off the board".
Action randomAction(const GameState& s, SplitMix64& rng) {
    const GameSetup& g = s.setup();
    auto anyUnit = [&] { return static_cast<int>(rng.below(static_cast<std::uint64_t>(g.unitCount()))); };
    auto anyHex = [&] { return g.offset(static_cast<int>(rng.below(static_cast<std::uint64_t>(g.hexCount())))); };
    Action a;
    a.kind = static_cast<ActionKind>(rng.below(kActionKindCount));
    if (a.kind == ActionKind::EndTurn) return a;
    a.unit = anyUnit();
    const int from = s.unit(a.unit).hex;
    auto nearHex = [&](int idx) {
        const int n = idx >= 0 && rng.below(4) != 0 ? g.neighbours(idx)[rng.below(6)] : -1;
        return n >= 0 ? g.offset(n) : anyHex();
    };
    switch (a.kind) {
    case ActionKind::Enter:
        if (rng.below(2)) a.hex = anyHex();
        // The hexes after the entry hex (aid: entering is the first hex), from a named hex.
        if (a.hex && rng.below(3) == 0) {
            int at = g.index(*a.hex);
            for (int k = 0, n = 1 + static_cast<int>(rng.below(2)); k < n; ++k) {
                a.path.push_back(nearHex(at));
                at = g.index(a.path.back());
            }
        }
        if (rng.below(4) == 0) a.leader = anyUnit();
        break;
    case ActionKind::Move:
    case ActionKind::MoveFire: {
        int at = from;
        for (int k = 0, n = 1 + static_cast<int>(rng.below(3)); k < n; ++k) {
            a.path.push_back(nearHex(at));
            at = g.index(a.path.back());
        }
        if (a.kind == ActionKind::MoveFire) {
            a.hex = nearHex(at);
            if (rng.below(3) == 0) a.leader = anyUnit();
        } else {
            if (rng.below(3) == 0) a.leader = anyUnit();
            a.bonus = rng.below(4) == 0;
        }
        break;
    }
    case ActionKind::Fire:
    case ActionKind::Close:
    case ActionKind::Retreat: a.hex = nearHex(from); break;
    case ActionKind::Advance:
        if (rng.below(2)) {
            a.unit = -1;
            a.skip = true;
        }
        break;
    case ActionKind::Rally: a.leader = anyUnit(); break;
    case ActionKind::EndTurn: break;
    }
    return a;
}

struct Played {
    std::string failure;
    std::vector<Action> actions;
    std::optional<GameState> final;
};

// One random game, checking the invariants after every action. With `probe`, every legal
// action is also applied on a copy, and random actions are tried against the list.
Played play(const Board& b, std::uint64_t seed, bool probe) {
    Played out;
    const std::string where = b.name + ", game seed " + std::to_string(seed) + ": ";
    RandomPlayer up(playerSeed(seed, Side::Union)), cp(playerSeed(seed, Side::Confederate));
    GameState s = newGame(b.setup, seed);
    const GameState start = s;
    SplitMix64 probeRng(seed * 31 + 7);
    const int cap = actionCap(*b.setup);
    while (!s.over()) {
        if (static_cast<int>(out.actions.size()) >= cap) {
            out.failure = where + "no end after " + std::to_string(cap) + " actions";
            return out;
        }
        if (probe) {
            const std::vector<Action> legal = legalActions(s);
            std::set<ActionKey> keys;
            for (const Action& a : legal) {
                keys.insert(keyOf(*b.setup, a));
                // "enter" without a hex means the entry hex (or the nearest vacant one).
                if (a.kind == ActionKind::Enter) keys.insert(keyOf(*b.setup, enterAction(a.unit)));
                GameState copy = s;
                const ApplyResult r = applyAction(copy, a);
                if (!r || !checkAction(s, a)) {
                    out.failure = where + "listed action " + actionToJson(b.setup->scenario(), a).dump() +
                                  " refused: " + r.error;
                    return out;
                }
            }
            for (int k = 0; k < 6; ++k) {
                const Action a = randomAction(s, probeRng);
                GameState copy = s;
                const ApplyResult r = applyAction(copy, a);
                if (bool(r) != bool(checkAction(s, a))) {
                    out.failure = where + "checkAction and applyAction disagree on " + actionToJson(b.setup->scenario(), a).dump();
                    return out;
                }
                // An enter without "hex" takes the default hex: the listed action names it.
                Action named = a;
                if (r && a.kind == ActionKind::Enter && !a.hex) named.hex = b.setup->offset(copy.unit(a.unit).hex);
                if (r && !keys.count(keyOf(*b.setup, named))) {
                    out.failure = where + "accepted an action legalActions does not list: " +
                                  actionToJson(b.setup->scenario(), a).dump() + "; listed for the unit:";
                    for (const Action& l : legal)
                        if (l.unit == a.unit && std::get<6>(keyOf(*b.setup, l)) == std::get<6>(keyOf(*b.setup, a))) out.failure += " " + actionToJson(b.setup->scenario(), l).dump();
                    return out;
                }
                if (!r && (r.error.empty() || !stateDiff(copy, s).empty())) {
                    out.failure = where + "refused action changed the state (" + stateDiff(copy, s) + ") or gave no reason: " +
                                  actionToJson(b.setup->scenario(), a).dump();
                    return out;
                }
            }
        }
        Player& p = s.toAct() == Side::Union ? static_cast<Player&>(up) : cp;
        const Action a = p.choose(s);
        const GameState before = s;
        const ApplyResult r = applyAction(s, a);
        if (!r) {
            out.failure = where + "random player's action " + actionToJson(b.setup->scenario(), a).dump() + " refused: " + r.error;
            return out;
        }
        out.actions.push_back(a);
        if (const std::string bad = invariants(s, before, start, a); !bad.empty()) {
            out.failure = where + "after actions[" + std::to_string(out.actions.size() - 1) + "] " +
                          actionToJson(b.setup->scenario(), a).dump() + ": " + bad;
            return out;
        }
    }
    if (s.turn > b.setup->scenario().turns) out.failure = where + "ended on turn " + std::to_string(s.turn);
    out.final = s;
    return out;
}

} // namespace

class TestRandomGames : public QObject {
    Q_OBJECT
private slots:
    void generatedScenariosValidate() {
        for (std::uint64_t g = 0; g < 300; ++g) {
            const Scenario s = randomScenario(g);
            for (const Issue& i : validate(s))
                QVERIFY2(i.severity != Severity::Error,
                         qPrintable(QString("generated %1: %2 %3").arg(g).arg(i.rule.c_str(), i.message.c_str())));
            QCOMPARE(randomScenario(g), s);  // same seed, same scenario
        }
    }

    // Generated battles of the bundled kind: valid, repeatable, the markers the defender's
    // in its half of the board, a VP total for the attacker; evening sets the command AP
    // whose greedy share it reports.
    void generatedBattles() {
        int evenedCloser = 0;
        for (std::uint64_t g = 0; g < 60; ++g) {
            Scenario s = randomScenario(g, kBattleShape);
            for (const Issue& i : validate(s))
                QVERIFY2(i.severity != Severity::Error,
                         qPrintable(QString("battle %1: %2 %3").arg(g).arg(i.rule.c_str(), i.message.c_str())));
            QCOMPARE(randomScenario(g, kBattleShape), s);
            QCOMPARE(s.board.columns, 13);
            QCOMPARE(s.victory.eliminationVP, 1);
            QVERIFY2(!s.vpMarkers.empty(), qPrintable(QString("battle %1 has no VP marker").arg(g)));
            const Side defender = *s.vpMarkers.front().side;
            const Edge home = s.side(defender).homeEdge;
            for (const VpMarker& m : s.vpMarkers) {
                QVERIFY(*m.side == defender);
                const bool half = home == Edge::North ? 2 * m.hex.row <= s.board.rows + 1
                                  : home == Edge::South ? 2 * m.hex.row > s.board.rows
                                  : home == Edge::West  ? 2 * m.hex.col <= s.board.columns + 1
                                                        : 2 * m.hex.col > s.board.columns;
                QVERIFY2(half, qPrintable(QString("battle %1: a marker outside the defender's half").arg(g)));
            }
            QVERIFY(std::any_of(s.victory.conditions.begin(), s.victory.conditions.end(), [&](const VictoryCondition& c) {
                return c.kind == VictoryKind::ReachVP && c.side && *c.side != defender;
            }));
            if (g >= 12) continue;
            Scenario even = s;
            const double share = evenCommandAp(even, 10);
            QCOMPARE(greedyUnionShare(even, 10), share);  // the AP it sets give the share it reports
            const int total = even.side(Side::Union).commandAP + even.side(Side::Confederate).commandAP;
            QVERIFY(total >= 7 && total <= 9);
            if (even.side(Side::Union).commandAP != 4 || even.side(Side::Confederate).commandAP != 4) ++evenedCloser;
        }
        QVERIFY2(evenedCloser > 0, "evening never moved the command AP off 4 and 4");
    }

    // the invariants after every action of many random games.
    void invariantsOverRandomGames() {
        const auto scen = bundled();
        QVERIFY(scen.size() >= 5);
        const std::uint64_t games = gamesFromEnv(2000);
        std::uint64_t actions = 0, decided = 0;
        for (std::uint64_t i = 0; i < games; ++i) {
            const Played p = play(boardFor(scen, i), i, false);
            QVERIFY2(p.failure.empty(), p.failure.c_str());
            actions += p.actions.size();
            if (p.final->result != GameResult::Draw) ++decided;
        }
        qInfo("%llu random games, %llu actions, %llu won by a side", static_cast<unsigned long long>(games),
              static_cast<unsigned long long>(actions), static_cast<unsigned long long>(decided));
        QVERIFY(actions > games * 10);  // the games are played, not ended at once
    }

    // Every listed action is accepted; random others are accepted only when they do what a
    // listed one does, and otherwise refused with a reason and no change.
    void legalActionsEqualAccepted() {
        const auto scen = bundled();
        const QByteArray env = qgetenv("MUSTER_PROBE_GAMES");  // default 120
        const std::uint64_t games = env.isEmpty() ? 120 : std::max(1ULL, env.toULongLong());
        for (std::uint64_t i = 0; i < games; ++i) {
            const Played p = play(boardFor(scen, i), 50000 + i, true);
            QVERIFY2(p.failure.empty(), p.failure.c_str());
        }
    }

    // Every game the random player writes replays, through the file, to the identical state.
    void writtenGamesReplay() {
        const auto scen = bundled();
        for (std::uint64_t i = 0; i < 200; ++i) {
            const Board b = boardFor(scen, i);
            const std::uint64_t seed = 90000 + i;
            const Played p = play(b, seed, false);
            QVERIFY2(p.failure.empty(), p.failure.c_str());
            GameRecord g{b.setup->scenario(), seed, {}, p.actions, {}};
            const std::string text = writeGameJson(g);
            const GameRecord back = readGameJson(text, b.name);
            QCOMPARE(writeGameJson(back), text);
            const Replay r = replayGame(back);
            QVERIFY2(r.ok(), r.error.c_str());
            const std::string diff = stateDiff(r.state, *p.final);
            QVERIFY2(diff.empty(), qPrintable(QString("%1 seed %2: replay differs in %3").arg(b.name.c_str()).arg(seed).arg(diff.c_str())));
        }
    }

    // playGame (the CLI's loop) plays the same game as the checked loop above.
    void playGameMatchesCheckedLoop() {
        const auto scen = bundled();
        for (std::uint64_t i = 0; i < 20; ++i) {
            const Board b = boardFor(scen, i);
            const Played p = play(b, i, false);
            RandomPlayer up(playerSeed(i, Side::Union)), cp(playerSeed(i, Side::Confederate));
            std::vector<Action> record;
            GameLog log;
            const MatchResult m = playGame(b.setup, i, up, cp, &log, &record);
            QVERIFY2(m.ok(), m.error.c_str());
            QVERIFY(record == p.actions);
            QVERIFY(stateDiff(m.state, *p.final).empty());
            QVERIFY(!log.entries.empty());
            checkLogStructure(m.state, log, b.name, i);
        }
    }

    // Each entry says where it names a unit, and that is the engine's name of the unit;
    // scores carry their VP and morale rolls their result without dice.
    static void checkLogStructure(const GameState& s, const GameLog& log, const std::string& name, std::uint64_t seed) {
        int scored = 0, scoredEntries = 0;
        for (const LogEntry& e : log.entries) {
            const QString where = QString("%1 seed %2: \"%3\"").arg(name.c_str()).arg(seed).arg(e.text.c_str());
            std::size_t after = 0;
            for (const UnitMention& m : e.units) {
                QVERIFY2(m.at >= after && m.at + m.length <= e.text.size(), qPrintable(where));
                QVERIFY2(e.text.substr(m.at, m.length) == unitName(s, m.unit), qPrintable(where));
                after = m.at + m.length;
            }
            const bool namesFirst = e.roll != RollKind::None && e.roll != RollKind::ApRoll;
            if (namesFirst) QVERIFY2(!e.units.empty() && e.units.front().at == 0, qPrintable(where));
            const bool judged = e.roll == RollKind::Morale || e.roll == RollKind::AttackerMorale || e.roll == RollKind::Rally;
            QVERIFY2(judged == !e.outcome.empty(), qPrintable(where));
            if (judged) QVERIFY2(e.text.find(" -> ") != std::string::npos, qPrintable(where));
            scored += e.vp;
            scoredEntries += e.vp != 0;
        }
        QCOMPARE(scored, s.side(Side::Union).vp + s.side(Side::Confederate).vp);
        QCOMPARE(scoredEntries, int(s.scores.size()));
    }
};

QTEST_GUILESS_MAIN(TestRandomGames)
#include "test_random_games.moc"
