// libFuzzer target for game files and the action applier. Any bytes either give a
// GameReadError or a game that replays without crashing; the canonical write reads back to
// the same bytes; after the replay every listed legal action is accepted on a copy and a
// refused action leaves the state unchanged. Inputs starting with '!' skip the reader: each
// following 8 bytes make one raw Action (any kind with any fields, units and hexes a little
// out of range included) applied to a bundled-like generated scenario, so the applier also
// sees what no reader would produce. Built by `fuzz/run.sh SECONDS game` (clang only).
#include "engine/rules/game.h"
#include "engine/io/game_json.h"
#include "tests/support/random_scenario.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <tuple>

using namespace muster;

namespace {

// Every field of two states alike, for "a refused action changes nothing". Compared field by
// field: building the JSON of each state before and after every action was half of the
// target's time. The sizes (64-bit builds) fail the build when a field is added, so that it
// is compared too.
static_assert(sizeof(void*) != 8 ||
                  (sizeof(GameState) == 376 && sizeof(UnitState) == 24 && sizeof(SideState) == 20 &&
                   sizeof(MarkerState) == 3 && sizeof(PendingDecision) == 32 && sizeof(ScoreEvent) == 20 &&
                   sizeof(Aftermath) == 56),
              "GameState changed: compare the new field in sameState");
bool sameState(const GameState& a, const GameState& b) {
    auto all = [](const auto& xs, const auto& ys, auto key) {
        return std::equal(xs.begin(), xs.end(), ys.begin(), ys.end(), [&](const auto& x, const auto& y) { return key(x) == key(y); });
    };
    auto unit = [](const UnitState& u) { return std::tie(u.hex, u.sp, u.status, u.did, u.turnStartHex, u.firedOn, u.lostAt); };
    auto side = [](const SideState& s) { return std::tie(s.ap, s.apRoll, s.apTotal, s.leadersLost, s.vp); };
    auto marker = [](const MarkerState& m) { return std::tie(m.holder, m.removed); };
    auto score = [](const ScoreEvent& e) { return std::tie(e.side, e.vp, e.unit, e.marker, e.turn); };
    auto pending = [](const PendingDecision& p) { return std::tie(p.kind, p.side, p.unit, p.options); };
    auto after = [](const Aftermath& m) {
        return std::tie(m.active, m.attacker, m.attackerHex, m.hex, m.mayAdvance, m.retreatQueue, m.firstRetreatTo, m.leader);
    };
    auto hex = [](const GameState& g, int i) {
        const HexUnits& h = g.at(i);
        return std::tie(h.foot, h.artillery, h.leader, h.gunboat);
    };
    if (std::tie(a.turn, a.active, a.secondHalf, a.control, a.result, a.reason, a.decidingCondition, a.actionsApplied) !=
            std::tie(b.turn, b.active, b.secondHalf, b.control, b.result, b.reason, b.decidingCondition, b.actionsApplied) ||
        a.dice.rolled() != b.dice.rolled() || a.setupPtr() != b.setupPtr() || !all(a.units, b.units, unit) ||
        !all(a.sides, b.sides, side) || !all(a.markers, b.markers, marker) || !all(a.scores, b.scores, score) ||
        pending(a.pending) != pending(b.pending) || after(a.aftermath) != after(b.aftermath))
        return false;
    for (int i = 0; i < a.setup().hexCount(); ++i)
        if (hex(a, i) != hex(b, i)) return false;
    return true;
}

void probe(GameState& s, const Action& a) {
    const GameState before = s;
    const bool checked = bool(checkAction(s, a));
    const ApplyResult r = applyAction(s, a);
    if (checked != bool(r)) std::abort();           // check and apply must agree
    if (!r && (r.error.empty() || !sameState(s, before))) std::abort();  // refused whole, with a reason
}

void legalAreAccepted(const GameState& s) {
    if (s.over()) return;
    const auto legal = legalActions(s);
    for (std::size_t i = 0; i < legal.size(); i += 1 + legal.size() / 16) {
        GameState copy = s;
        if (!applyAction(copy, legal[i])) std::abort();
    }
}

int rawActions(const std::uint8_t* data, std::size_t size) {
    if (size < 2) return 0;
    static const auto setups = [] {
        std::vector<std::shared_ptr<const GameSetup>> v;
        for (std::uint64_t g = 0; g < 8; ++g) v.push_back(std::make_shared<const GameSetup>(randomScenario(g)));
        return v;
    }();
    const GameSetup& g = *setups[data[0] % setups.size()];
    GameState s = newGame(setups[data[0] % setups.size()], data[0]);
    const int n = g.unitCount();
    auto coord = [](std::uint8_t b, int max) { return static_cast<int>(b % (max + 2)); };  // 0..max+1: off by one both ways
    for (std::size_t i = 1; i + 8 <= size && !s.over(); i += 8) {
        const std::uint8_t* p = data + i;
        Action a;
        a.kind = static_cast<ActionKind>(p[0] % kActionKindCount);
        a.unit = static_cast<int>(p[1] % (n + 2)) - 1;
        a.leader = static_cast<int>(p[2] % (n + 2)) - 1;
        for (int k = 0; k < (p[3] & 3); ++k)
            a.path.push_back({coord(p[4] + 3 * k, g.board().columns), coord(p[5] + 5 * k, g.board().rows)});
        if (p[3] & 4) a.hex = Offset{coord(p[6], g.board().columns), coord(p[7], g.board().rows)};
        a.bonus = p[3] & 8;
        a.skip = p[3] & 16;
        if (p[3] & 32) {  // a legal action now and then, so the game moves on
            const auto legal = legalActions(s);
            if (!legal.empty()) a = legal[p[7] % legal.size()];
        }
        probe(s, a);
    }
    legalAreAccepted(s);
    return 0;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 0 && data[0] == '!') return rawActions(data + 1, size - 1);
    GameRecord g;
    try {
        g = readGameJson(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz");
    } catch (const GameReadError&) {
        return 0;
    }
    const std::string once = writeGameJson(g);
    const GameRecord back = readGameJson(once, "rewrite");
    if (writeGameJson(back) != once) std::abort();
    // Keep each run fast (thousands a second, not a dozen): small set-ups only (the scenario
    // reader's limits are the other target's), and a bounded replay; every prefix of a game
    // is a game, so a fault deep in a long one is still reached from a shorter input.
    if (g.scenario.board.columns * g.scenario.board.rows > 2500 || g.scenario.units.size() > 200) return 0;
    constexpr std::size_t kReplayed = 48;
    if (g.actions.size() > kReplayed) g.actions.resize(kReplayed);
    GameLog log;
    Replay r = replayGame(g, &log);
    stateToJson(r.state, &log).dump();
    legalAreAccepted(r.state);
    if (!r.ok() && static_cast<std::size_t>(r.failedAction) < g.actions.size()) probe(r.state, g.actions[r.failedAction]);
    return 0;
}
