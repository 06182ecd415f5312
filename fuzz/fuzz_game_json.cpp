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

#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace muster;

namespace {

// The same observable state, for "a refused action changes nothing".
bool sameState(const GameState& a, const GameState& b) {
    return a.dice.rolled() == b.dice.rolled() && stateToJson(a, nullptr) == stateToJson(b, nullptr);
}

void probe(GameState& s, const Action& a) {
    // A copy, turned into JSON only when the action is refused: building the JSON of every
    // state before and after each action was half of the target's time.
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
