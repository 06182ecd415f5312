#include "engine/ai/learned_player.h"

#include "engine/ai/eval_weights_file.h"
#include "engine/ai/greedy_player.h"
#include "engine/ai/search_player.h"
#include "engine/rules/game.h"

#include <algorithm>
#include <stdexcept>

namespace muster::ai {
namespace {

bool rollsDice(ActionKind k) {
    switch (k) {
    case ActionKind::Fire:
    case ActionKind::MoveFire:
    case ActionKind::Close:
    case ActionKind::Rally:
    case ActionKind::EndTurn: return true;  // the next side's AP roll
    default: return false;
    }
}

// Greedy's `n` best actions per AP (engine order among equals) and the end of the turn.
std::vector<Action> greedyCandidates(const GameState& s, int n) {
    const PositionView view(s);
    std::vector<ScoredAction> scored = scoreActions(s, view);
    std::stable_sort(scored.begin(), scored.end(),
                     [](const ScoredAction& a, const ScoredAction& b) { return a.rank() > b.rank(); });
    std::vector<Action> out;
    for (const ScoredAction& a : scored)
        if (a.action.kind != ActionKind::EndTurn && static_cast<int>(out.size()) < n) out.push_back(a.action);
    out.push_back(endTurnAction());
    return out;
}

// The GreedyCorrection model's choice.
Action correctedChoice(const GameState& s, const LearnedWeights& w, const LearnedOptions& o, SplitMix64& rng) {
    const std::uint64_t base = rng.next();
    if (s.pending.kind != DecisionKind::None) return greedyChoice(s, nullptr, EvalWeights(), &rng);
    const CorrectionView view = correctionView(s, o.correctionCandidates, o.samples, base);
    std::vector<std::size_t> best;
    double bestRank = 0;  // nothing above 0: the turn ends
    for (std::size_t i = 0; i < view.candidates.size(); ++i) {
        const double rank = correctedRank(w, view.now, view.candidates[i]);
        if (rank > bestRank + 1e-9) bestRank = rank, best.assign(1, i);
        else if (!best.empty() && rank > bestRank - 1e-9) best.push_back(i);
    }
    if (best.empty()) return endTurnAction();
    return view.candidates[best.size() == 1 ? best.front() : best[rng.below(best.size())]].action;
}

// The ActionCorrection model's choice: as correctedChoice, ranked by actionRank.
Action actionCorrectedChoice(const GameState& s, const LearnedWeights& w, const LearnedOptions& o, SplitMix64& rng) {
    rng.next();  // as correctedChoice draws its dice: at zero weights both play greedy's game
    if (s.pending.kind != DecisionKind::None) return greedyChoice(s, nullptr, EvalWeights(), &rng);
    const std::vector<ActionCandidate> view = actionView(s, o.correctionCandidates);
    std::vector<std::size_t> best;
    double bestRank = 0;  // nothing above 0: the turn ends
    for (std::size_t i = 0; i < view.size(); ++i) {
        const double rank = actionRank(w, view[i]);
        if (rank > bestRank + 1e-9) bestRank = rank, best.assign(1, i);
        else if (!best.empty() && rank > bestRank - 1e-9) best.push_back(i);
    }
    if (best.empty()) return endTurnAction();
    return view[best.size() == 1 ? best.front() : best[rng.below(best.size())]].action;
}

// Greedy's `candidates` best per AP and search's assault candidates, each once.
std::vector<ScoredAction> correctionCandidates(const GameState& s, const PositionView& pv, int candidates) {
    std::vector<ScoredAction> scored = scoreActions(s, pv);
    std::vector<ScoredAction> ranked = scored;
    std::erase_if(ranked, [](const ScoredAction& a) { return a.action.kind == ActionKind::EndTurn; });
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const ScoredAction& a, const ScoredAction& b) { return a.rank() > b.rank(); });
    if (static_cast<int>(ranked.size()) > candidates) ranked.resize(static_cast<std::size_t>(std::max(0, candidates)));
    for (const Action& a : assaultCandidates(s, scored, 2, 2)) {
        if (std::any_of(ranked.begin(), ranked.end(), [&](const ScoredAction& r) { return r.action == a; })) continue;
        const auto it = std::find_if(scored.begin(), scored.end(), [&](const ScoredAction& r) { return r.action == a; });
        if (it != scored.end()) ranked.push_back(*it);
    }
    return ranked;
}

} // namespace

std::vector<ActionCandidate> actionView(const GameState& s, int candidates) {
    const PositionView pv(s);
    std::vector<ActionCandidate> out;
    for (const ScoredAction& a : correctionCandidates(s, pv, candidates))
        out.push_back({a.action, a.score, a.ap, actionFeatures(pv, a.action, a.score, a.ap)});
    return out;
}

double actionRank(const LearnedWeights& w, const ActionCandidate& c) {
    double r = c.ap > 0 ? c.score / c.ap : c.score;
    for (std::size_t i = 0; i < kActionFeatureCount; ++i) r += w.w[i] * c.x[i];
    return r;
}

CorrectionView correctionView(const GameState& s, int candidates, int samples, std::uint64_t diceBase) {
    const PositionView pv(s);
    const std::vector<ScoredAction> ranked = correctionCandidates(s, pv, candidates);
    const Side me = s.toAct();
    CorrectionView v;
    v.now = evalFeatures(s, me);
    for (const ScoredAction& a : ranked) {
        CorrectionCandidate c{a.action, a.score, a.ap, {}};
        const int n = rollsDice(a.action.kind) ? std::max(1, samples) : 1;
        for (int k = 0; k < n; ++k) {
            GameState next = s;
            next.dice = DiceStream(diceBase + 0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(k + 1));
            if (!applyAction(next, a.action).ok) continue;  // never: the actions come from the legal list
            // A finished game: its features stay those of the last position; the result
            // itself is what greedy's score and the engine's VP already count.
            const Features f = next.over() ? v.now : evalFeatures(next, me);
            for (std::size_t i = 0; i < kFeatureCount; ++i) c.after[i] += f[i] / n;
        }
        v.candidates.push_back(c);
    }
    return v;
}

double correctedRank(const LearnedWeights& w, const Features& now, const CorrectionCandidate& c) {
    double gain = c.score;
    for (std::size_t i = 0; i < kFeatureCount; ++i) gain += w.w[i] * (c.after[i] - now[i]);
    return c.ap > 0 ? gain / c.ap : gain;
}

Action learnedChoice(const GameState& s, const LearnedWeights& w, const LearnedOptions& o, SplitMix64& rng) {
    if (w.model == EvalModel::GreedyCorrection) return correctedChoice(s, w, o, rng);
    if (w.model == EvalModel::ActionCorrection) return actionCorrectedChoice(s, w, o, rng);
    const bool pending = s.pending.kind != DecisionKind::None;
    const std::vector<Action> actions = o.candidates > 0 && !pending ? greedyCandidates(s, o.candidates) : legalActions(s);
    if (actions.size() <= 1) return actions.empty() ? endTurnAction() : actions.front();
    const Side me = s.toAct();
    const std::uint64_t base = rng.next();
    const int samples = std::max(1, o.samples);
    std::vector<std::size_t> best;
    double bestValue = -1;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const int n = rollsDice(actions[i].kind) ? samples : 1;
        double v = 0;
        for (int k = 0; k < n; ++k) {
            GameState next = s;
            next.dice = DiceStream(base + 0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(k + 1));
            if (!applyAction(next, actions[i]).ok) {
                v = -1;  // never chosen; legalActions lists only legal ones
                break;
            }
            v += learnedValue(w, next, me);
        }
        v /= n;
        if (v > bestValue + 1e-12) bestValue = v, best.assign(1, i);
        else if (v > bestValue - 1e-12) best.push_back(i);
    }
    return actions[best.size() == 1 ? best.front() : best[rng.below(best.size())]];
}

std::unique_ptr<Player> makeLearnedPlayer(const WeightsLoad& w, std::uint64_t seed) {
    if (!w.weights) throw std::runtime_error("the learned player cannot start: " + w.error);
    return std::make_unique<LearnedPlayer>(seed, *w.weights);
}

std::unique_ptr<Player> makeShippedLearnedPlayer(std::uint64_t seed) { return makeLearnedPlayer(shippedWeights(), seed); }

} // namespace muster::ai
