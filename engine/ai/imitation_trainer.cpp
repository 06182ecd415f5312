#include "engine/ai/imitation_trainer.h"

#include "engine/ai/greedy_player.h"
#include "engine/ai/learned_player.h"
#include "engine/ai/search_player.h"
#include "engine/players/match.h"
#include "engine/rules/game.h"

#include <algorithm>
#include <cmath>

namespace muster::ai {
namespace {

// Inputs of the logit: x[0] greedy's rank, x[1..] the feature change per AP.
constexpr std::size_t kInputs = kFeatureCount + 1;
using Inputs = std::array<double, kInputs>;

struct Example {
    std::vector<Inputs> options;  // the candidates, then ending the turn (all zero)
    std::size_t chosen = 0;
};

Inputs inputs(const CorrectionView& v, const CorrectionCandidate& c) {
    Inputs x{};
    const double per = c.ap > 0 ? 1.0 / c.ap : 1.0;
    x[0] = c.score * per;
    for (std::size_t i = 0; i < kFeatureCount; ++i) x[i + 1] = (c.after[i] - v.now[i]) * per;
    return x;
}

double dot(const Inputs& a, const std::vector<double>& phi) {
    double z = 0;
    for (std::size_t i = 0; i < kInputs; ++i) z += a[i] * phi[i];
    return z;
}

// Softmax probabilities of one example's options.
void probabilities(const Example& e, const std::vector<double>& phi, std::vector<double>& p) {
    p.resize(e.options.size());
    double top = -1e300;
    for (std::size_t a = 0; a < p.size(); ++a) top = std::max(top, p[a] = dot(e.options[a], phi));
    double sum = 0;
    for (double& v : p) sum += v = std::exp(v - top);
    for (double& v : p) v /= sum;
}

double logLikelihood(const std::vector<Example>& data, const std::vector<double>& phi, double ridge) {
    double ll = 0;
    std::vector<double> p;
    for (const Example& e : data) {
        probabilities(e, phi, p);
        ll += std::log(std::max(1e-300, p[e.chosen]));
    }
    for (std::size_t i = 1; i < kInputs; ++i) ll -= 0.5 * ridge * phi[i] * phi[i];
    return ll;
}

// Solves A x = b (A symmetric positive definite, small) by Gaussian elimination.
std::vector<double> solve(std::vector<std::vector<double>> a, std::vector<double> b) {
    const std::size_t n = b.size();
    for (std::size_t c = 0; c < n; ++c) {
        std::size_t piv = c;
        for (std::size_t r = c + 1; r < n; ++r)
            if (std::abs(a[r][c]) > std::abs(a[piv][c])) piv = r;
        std::swap(a[c], a[piv]), std::swap(b[c], b[piv]);
        if (std::abs(a[c][c]) < 1e-12) continue;
        for (std::size_t r = c + 1; r < n; ++r) {
            const double f = a[r][c] / a[c][c];
            for (std::size_t k = c; k < n; ++k) a[r][k] -= f * a[c][k];
            b[r] -= f * b[c];
        }
    }
    std::vector<double> x(n, 0.0);
    for (std::size_t c = n; c-- > 0;) {
        double v = b[c];
        for (std::size_t k = c + 1; k < n; ++k) v -= a[c][k] * x[k];
        x[c] = std::abs(a[c][c]) < 1e-12 ? 0.0 : v / a[c][c];
    }
    return x;
}

// Newton's method on the concave penalised log-likelihood, halving a step that does not gain.
std::vector<double> fit(const std::vector<Example>& data, std::vector<double> phi, double ridge, int steps) {
    std::vector<double> p;
    double ll = logLikelihood(data, phi, ridge);
    for (int it = 0; it < steps; ++it) {
        std::vector<double> grad(kInputs, 0.0);
        std::vector<std::vector<double>> hess(kInputs, std::vector<double>(kInputs, 0.0));
        for (const Example& e : data) {
            probabilities(e, phi, p);
            Inputs mean{};
            for (std::size_t a = 0; a < p.size(); ++a)
                for (std::size_t i = 0; i < kInputs; ++i) mean[i] += p[a] * e.options[a][i];
            for (std::size_t i = 0; i < kInputs; ++i) grad[i] += e.options[e.chosen][i] - mean[i];
            for (std::size_t a = 0; a < p.size(); ++a)
                for (std::size_t i = 0; i < kInputs; ++i) {
                    const double di = e.options[a][i] - mean[i];
                    if (di == 0) continue;
                    for (std::size_t j = 0; j < kInputs; ++j) hess[i][j] += p[a] * di * (e.options[a][j] - mean[j]);
                }
        }
        for (std::size_t i = 1; i < kInputs; ++i) grad[i] -= ridge * phi[i], hess[i][i] += ridge;
        for (std::size_t i = 0; i < kInputs; ++i) hess[i][i] += 1e-9;
        const std::vector<double> step = solve(hess, grad);
        double scale = 1.0;
        bool gained = false;
        for (int h = 0; h < 20 && !gained; ++h, scale *= 0.5) {
            std::vector<double> next = phi;
            for (std::size_t i = 0; i < kInputs; ++i) next[i] += scale * step[i];
            const double nll = logLikelihood(data, next, ridge);
            if (nll > ll) gained = true, phi = next, ll = nll;
        }
        if (!gained || scale < 0.99 * 1e-6) break;
    }
    return phi;
}

double agreement(const std::vector<Example>& data, const std::vector<double>& phi) {
    if (data.empty()) return 0;
    int agree = 0;
    for (const Example& e : data) {
        std::size_t best = 0;
        for (std::size_t a = 1; a < e.options.size(); ++a)
            if (dot(e.options[a], phi) > dot(e.options[best], phi) + 1e-12) best = a;
        agree += best == e.chosen;
    }
    return static_cast<double>(agree) / static_cast<double>(data.size());
}

} // namespace

LearnedWeights trainImitation(const std::vector<std::shared_ptr<const GameSetup>>& setups, const ImitationOptions& o,
                              ImitationStats* stats) {
    SplitMix64 rng(o.seed);
    LearnedWeights w;
    w.model = EvalModel::GreedyCorrection;
    LearnedOptions play;
    play.samples = o.samples, play.correctionCandidates = o.candidates;
    SearchOptions so;
    so.playouts = o.searchPlayouts;
    std::vector<Example> data;
    int outside = 0;
    std::vector<double> phi(kInputs, 0.0);
    phi[0] = 1.0;
    for (int round = 0; round < std::max(1, o.rounds); ++round) {
        for (int game = 0; game < o.games; ++game) {
            const auto& setup = setups[rng.below(setups.size())];
            GameState s = newGame(setup, rng.next());
            SplitMix64 playerRng(rng.next());
            SearchPlayer search(rng.next(), so);
            const int cap = actionCap(*setup);
            for (int n = 0; !s.over() && n < cap; ++n) {
                if (s.pending.kind == DecisionKind::None && rng.unit() < o.queryShare) {
                    const CorrectionView v = correctionView(s, o.candidates, o.samples, rng.next());
                    const Action choice = search.choose(s);
                    Example e;
                    for (const CorrectionCandidate& c : v.candidates) e.options.push_back(inputs(v, c));
                    e.options.push_back(Inputs{});  // ending the turn
                    e.chosen = e.options.size();
                    if (choice.kind == ActionKind::EndTurn) e.chosen = e.options.size() - 1;
                    for (std::size_t a = 0; a < v.candidates.size(); ++a)
                        if (v.candidates[a].action == choice) e.chosen = a;
                    if (e.chosen < e.options.size()) data.push_back(std::move(e));
                    else ++outside;
                }
                if (!applyAction(s, learnedChoice(s, w, play, playerRng)).ok) break;  // cannot happen
            }
        }
        phi = fit(data, phi, o.ridge, o.newtonSteps);
        for (std::size_t i = 0; i < kFeatureCount; ++i) w.w[i] = phi[0] > 1e-9 ? phi[i + 1] / phi[0] : 0.0;
        if (o.roundDone) o.roundDone(round + 1, static_cast<int>(data.size()), w);
    }
    for (double ridge : o.alsoRidges) {
        std::vector<double> start(kInputs, 0.0);
        start[0] = 1.0;
        const std::vector<double> other = fit(data, start, ridge, o.newtonSteps);
        LearnedWeights v;
        v.model = EvalModel::GreedyCorrection;
        for (std::size_t i = 0; i < kFeatureCount; ++i) v.w[i] = other[0] > 1e-9 ? other[i + 1] / other[0] : 0.0;
        if (o.alsoFitted) o.alsoFitted(ridge, v, agreement(data, other));
    }
    if (stats) {
        std::vector<double> greedyOnly(kInputs, 0.0);
        greedyOnly[0] = 1.0;
        stats->examples = static_cast<int>(data.size());
        stats->outside = outside;
        stats->agreeGreedy = agreement(data, greedyOnly);
        stats->agreeTrained = agreement(data, phi);
        stats->beta = phi[0];
    }
    return w;
}

} // namespace muster::ai
