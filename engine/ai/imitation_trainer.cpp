#include "engine/ai/imitation_trainer.h"

#include "engine/ai/greedy_player.h"
#include "engine/ai/learned_player.h"
#include "engine/ai/playout.h"
#include "engine/ai/search_player.h"
#include "engine/players/match.h"
#include "engine/rules/game.h"

#include <algorithm>
#include <cmath>

namespace muster::ai {
namespace {

// Inputs of the logit: x[0] greedy's rank, x[1..] the model's features: the feature change
// per AP (GreedyCorrection) or the action's own inputs (ActionCorrection).
using Inputs = std::vector<double>;

struct Example {
    std::vector<Inputs> options;  // the candidates, then ending the turn (all zero)
    std::size_t chosen = 0;       // search's choice; with value labels the highest-valued option
    std::vector<double> values;   // value labels: the options' rollout values
    std::vector<ActionKind> kinds;  // of the options
    int phase = 0;                  // third of the game: 0, 1, 2
};

Inputs inputs(const CorrectionView& v, const CorrectionCandidate& c) {
    Inputs x(kFeatureCount + 1, 0.0);
    const double per = c.ap > 0 ? 1.0 / c.ap : 1.0;
    x[0] = c.score * per;
    for (std::size_t i = 0; i < kFeatureCount; ++i) x[i + 1] = (c.after[i] - v.now[i]) * per;
    return x;
}

Inputs inputs(const ActionCandidate& c) {
    Inputs x(kActionFeatureCount + 1, 0.0);
    x[0] = c.ap > 0 ? c.score / c.ap : c.score;
    for (std::size_t i = 0; i < kActionFeatureCount; ++i) x[i + 1] = c.x[i];
    return x;
}

double dot(const Inputs& a, const std::vector<double>& phi) {
    double z = 0;
    for (std::size_t i = 0; i < a.size(); ++i) z += a[i] * phi[i];
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

// Every action's mean rollout (search's continuation, horizon and score) over `pairs`
// antithetic dice pairs, the same dice for every action (common random numbers).
std::vector<double> rolloutValues(const GameState& s, const std::vector<Action>& actions, int pairs, std::uint64_t seed) {
    const SearchOptions so;
    SplitMix64 rng(seed);
    std::vector<double> v(actions.size(), 0.0);
    for (int p = 0; p < pairs; ++p) {
        const auto dice = antitheticDice(rng, so.scriptedDice);
        for (std::size_t a = 0; a < actions.size(); ++a)
            v[a] += rollout(s, actions[a], dice.first, so.playout) + rollout(s, actions[a], dice.second, so.playout);
    }
    for (double& x : v) x /= 2.0 * std::max(1, pairs);
    return v;
}

double logLikelihood(const std::vector<Example>& data, const std::vector<double>& phi, double ridge) {
    double ll = 0;
    std::vector<double> p;
    for (const Example& e : data) {
        probabilities(e, phi, p);
        ll += std::log(std::max(1e-300, p[e.chosen]));
    }
    for (std::size_t i = 1; i < phi.size(); ++i) ll -= 0.5 * ridge * phi[i] * phi[i];
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
    const std::size_t width = phi.size();
    std::vector<double> p;
    double ll = logLikelihood(data, phi, ridge);
    for (int it = 0; it < steps; ++it) {
        std::vector<double> grad(width, 0.0);
        std::vector<std::vector<double>> hess(width, std::vector<double>(width, 0.0));
        for (const Example& e : data) {
            probabilities(e, phi, p);
            Inputs mean(width, 0.0);
            for (std::size_t a = 0; a < p.size(); ++a)
                for (std::size_t i = 0; i < width; ++i) mean[i] += p[a] * e.options[a][i];
            for (std::size_t i = 0; i < width; ++i) grad[i] += e.options[e.chosen][i] - mean[i];
            for (std::size_t a = 0; a < p.size(); ++a)
                for (std::size_t i = 0; i < width; ++i) {
                    const double di = e.options[a][i] - mean[i];
                    if (di == 0) continue;
                    for (std::size_t j = 0; j < width; ++j) hess[i][j] += p[a] * di * (e.options[a][j] - mean[j]);
                }
        }
        for (std::size_t i = 1; i < width; ++i) grad[i] -= ridge * phi[i], hess[i][i] += ridge;
        for (std::size_t i = 0; i < width; ++i) hess[i][i] += 1e-9;
        const std::vector<double> step = solve(hess, grad);
        double scale = 1.0;
        bool gained = false;
        for (int h = 0; h < 20 && !gained; ++h, scale *= 0.5) {
            std::vector<double> next = phi;
            for (std::size_t i = 0; i < width; ++i) next[i] += scale * step[i];
            const double nll = logLikelihood(data, next, ridge);
            if (nll > ll) gained = true, phi = next, ll = nll;
        }
        if (!gained || scale < 0.99 * 1e-6) break;
    }
    return phi;
}

// Value labels are fitted by the expected regret: the mean over decisions of
// sum_a p(a) (best - value(a)), p = softmax(sharpness * (greedy's rank + w . x)), plus
// ridge / 2 * |w|^2 (phi = sharpness * (1, w)). Unlike a logit on the best option (or on
// softmax(value / T)), a decision where every option is worth about the same adds almost
// nothing, and one where greedy's rank is far off costs its value lost, not a log-loss
// growing with the rank's gap: the logit fits on these labels gave greedy's rank a weight
// near 0 and scored below greedy (docs/ai-history.md). Not convex, hence the fixed
// schedule below from w = 0 (greedy).
double expectedRegret(const std::vector<Example>& data, const std::vector<double>& phi, double ridge,
                      std::vector<double>* grad = nullptr) {
    const std::size_t width = phi.size();
    if (grad) grad->assign(width, 0.0);
    double sum = 0;
    std::vector<double> p;
    for (const Example& e : data) {
        probabilities(e, phi, p);
        Inputs mean(width, 0.0);
        double lost = 0;
        for (std::size_t a = 0; a < p.size(); ++a) {
            lost += p[a] * (e.values[e.chosen] - e.values[a]);
            for (std::size_t i = 0; i < width; ++i) mean[i] += p[a] * e.options[a][i];
        }
        sum += lost;
        if (grad)  // d/dw of sum_a p(a) r(a) = sharpness * sum_a p(a) (r(a) - lost) (x(a) - mean)
            for (std::size_t a = 0; a < p.size(); ++a) {
                const double c = phi[0] * p[a] * (e.values[e.chosen] - e.values[a] - lost);
                for (std::size_t i = 1; i < width; ++i) (*grad)[i] += c * (e.options[a][i] - mean[i]);
            }
    }
    const double n = static_cast<double>(std::max<std::size_t>(1, data.size()));
    double penalty = 0;
    for (std::size_t i = 1; i < width; ++i) {
        const double w = phi[i] / phi[0];
        penalty += 0.5 * ridge * w * w;
        if (grad) (*grad)[i] = (*grad)[i] / n + ridge * w;
    }
    return sum / n + penalty;
}

// Minimises expectedRegret over w by gradient steps scaled per input by its square summed
// over a decision's options (the inputs' scales differ), from w = 0: each step halved until
// it gains, the next one tried twice as long; `steps` steps at most.
constexpr int kRegretSteps = 200;
std::vector<double> fitRegret(const std::vector<Example>& data, std::size_t width, double sharpness, double ridge,
                              int steps) {
    std::vector<double> w(width, 0.0), scale(width, 1e-9), grad;
    w[0] = 1.0;
    for (const Example& e : data)
        for (const Inputs& x : e.options)
            for (std::size_t i = 1; i < width; ++i) scale[i] += x[i] * x[i];
    auto phiOf = [&](const std::vector<double>& v) {
        std::vector<double> phi(v);
        for (double& x : phi) x *= sharpness;
        return phi;
    };
    double loss = expectedRegret(data, phiOf(w), ridge, &grad);
    double rate = 1.0;
    for (int it = 0; it < steps; ++it) {
        bool gained = false;
        for (int h = 0; h < 30 && !gained; ++h) {
            std::vector<double> next = w;
            for (std::size_t i = 1; i < width; ++i) next[i] -= rate * grad[i] * static_cast<double>(data.size()) / scale[i];
            std::vector<double> g;
            const double l = expectedRegret(data, phiOf(next), ridge, &g);
            if (l < loss) gained = true, w = next, loss = l, grad = g, rate *= 2;
            else rate *= 0.5;
        }
        if (!gained) break;
    }
    return phiOf(w);
}

std::size_t argmax(const Example& e, const std::vector<double>& phi);

// The averaged perceptron on the choice itself, greedy's rank kept at weight 1: wherever
// the current weights pick another option than search, they move towards search's choice.
// It aims at agreeing with search (the argmax), where the logit fits the whole softmax.
std::vector<double> fitPerceptron(const std::vector<Example>& data, std::vector<double> phi, int epochs, double rate) {
    std::vector<double> sum(phi.size(), 0.0);
    long long steps = 0;
    for (int epoch = 0; epoch < epochs; ++epoch)
        for (const Example& e : data) {
            const std::size_t pick = argmax(e, phi);
            if (pick != e.chosen)
                for (std::size_t i = 1; i < phi.size(); ++i) phi[i] += rate * (e.options[e.chosen][i] - e.options[pick][i]);
            for (std::size_t i = 0; i < phi.size(); ++i) sum[i] += phi[i];
            ++steps;
        }
    if (steps > 0)
        for (std::size_t i = 0; i < phi.size(); ++i) phi[i] = sum[i] / static_cast<double>(steps);
    return phi;
}

std::size_t argmax(const Example& e, const std::vector<double>& phi) {
    std::size_t best = 0;
    for (std::size_t a = 1; a < e.options.size(); ++a)
        if (dot(e.options[a], phi) > dot(e.options[best], phi) + 1e-12) best = a;
    return best;
}

// Value labels: the mean value lost by the weights' pick against the best option.
double regret(const std::vector<Example>& data, const std::vector<double>& phi) {
    double sum = 0;
    int n = 0;
    for (const Example& e : data)
        if (!e.values.empty()) sum += e.values[e.chosen] - e.values[argmax(e, phi)], ++n;
    return n > 0 ? sum / n : 0.0;
}

double agreement(const std::vector<Example>& data, const std::vector<double>& phi) {
    if (data.empty()) return 0;
    int agree = 0;
    for (const Example& e : data) agree += argmax(e, phi) == e.chosen;
    return static_cast<double>(agree) / static_cast<double>(data.size());
}

LearnedWeights weightsOf(EvalModel model, const std::vector<double>& phi) {
    LearnedWeights w = zeroWeights(model);
    for (std::size_t i = 0; i < w.w.size(); ++i) w.w[i] = phi[0] > 1e-9 ? phi[i + 1] / phi[0] : 0.0;
    return w;
}

// Labels `e`, whose options are `actions` (ending the turn last): search's choice (past
// the options when it chose none of them), or every option's value and the best one.
void label(Example& e, const GameState& s, const std::vector<Action>& actions, const ImitationOptions& o,
           SearchPlayer& search, std::uint64_t diceBase) {
    if (o.labels == ImitationLabels::Values) {
        e.values = rolloutValues(s, actions, o.valuePairs, diceBase);
        e.chosen = static_cast<std::size_t>(std::max_element(e.values.begin(), e.values.end()) - e.values.begin());
    } else if (const Action choice = search.choose(s); choice.kind == ActionKind::EndTurn) {
        e.chosen = actions.size() - 1;
    } else {
        e.chosen = static_cast<std::size_t>(std::find(actions.begin(), actions.end(), choice) - actions.begin());
    }
}

} // namespace

LearnedWeights trainImitation(const std::vector<std::shared_ptr<const GameSetup>>& setups, const ImitationOptions& o,
                              ImitationStats* stats) {
    SplitMix64 rng(o.seed);
    const bool local = o.model == EvalModel::ActionCorrection;
    const EvalModel model = local ? EvalModel::ActionCorrection : EvalModel::GreedyCorrection;
    LearnedWeights w = zeroWeights(model);
    LearnedOptions play;
    play.samples = o.samples, play.correctionCandidates = o.candidates;
    SearchOptions so;
    so.playouts = o.searchPlayouts;
    std::vector<Example> data;
    int outside = 0;
    const std::size_t inputCount = featureCount(model) + 1;
    std::vector<double> phi(inputCount, 0.0);
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
                    // The dice base is drawn for either model, so both see the same games.
                    const std::uint64_t diceBase = rng.next();
                    Example e;
                    std::vector<Action> actions;
                    if (local) {
                        for (const ActionCandidate& c : actionView(s, o.candidates))
                            e.options.push_back(inputs(c)), actions.push_back(c.action);
                    } else {
                        const CorrectionView v = correctionView(s, o.candidates, o.samples, diceBase);
                        for (const CorrectionCandidate& c : v.candidates)
                            e.options.push_back(inputs(v, c)), actions.push_back(c.action);
                    }
                    e.options.push_back(Inputs(inputCount, 0.0));  // ending the turn
                    actions.push_back(endTurnAction());
                    for (const Action& a : actions) e.kinds.push_back(a.kind);
                    const int turns = std::max(1, setup->scenario().turns);
                    e.phase = std::clamp(3 * (s.turn - 1) / turns, 0, 2);
                    label(e, s, actions, o, search, diceBase);
                    if (e.chosen < e.options.size()) data.push_back(std::move(e));
                    else ++outside;
                }
                if (!applyAction(s, learnedChoice(s, w, play, playerRng)).ok) break;  // cannot happen
            }
        }
        if (o.labels == ImitationLabels::Values) phi = fitRegret(data, inputCount, o.sharpness, o.ridge, kRegretSteps);
        else phi = o.epochs > 0 ? fitPerceptron(data, phi, o.epochs, o.rate) : fit(data, phi, o.ridge, o.newtonSteps);
        w = weightsOf(model, phi);
        if (o.roundDone) o.roundDone(round + 1, static_cast<int>(data.size()), w);
    }
    for (double ridge : o.alsoRidges) {
        std::vector<double> start(inputCount, 0.0);
        start[0] = 1.0;
        std::vector<double> other;
        if (o.labels == ImitationLabels::Values) other = fitRegret(data, inputCount, o.sharpness, ridge, kRegretSteps);
        else other = fit(data, start, ridge, o.newtonSteps);
        if (o.alsoFitted) o.alsoFitted(ridge, weightsOf(model, other), agreement(data, other), regret(data, other));
    }
    for (double rate : o.alsoRates) {
        std::vector<double> start(inputCount, 0.0);
        start[0] = 1.0;
        const std::vector<double> other = fitPerceptron(data, start, std::max(1, o.epochs), rate);
        if (o.alsoPerceptron) o.alsoPerceptron(rate, weightsOf(model, other), agreement(data, other));
    }
    if (stats) {
        std::vector<double> greedyOnly(inputCount, 0.0);
        greedyOnly[0] = 1.0;
        stats->examples = static_cast<int>(data.size());
        stats->outside = outside;
        stats->agreeGreedy = agreement(data, greedyOnly);
        stats->agreeTrained = agreement(data, phi);
        stats->regretGreedy = regret(data, greedyOnly);
        stats->regretTrained = regret(data, phi);
        double spread = 0;
        for (const Example& e : data)
            if (!e.values.empty())
                spread += *std::max_element(e.values.begin(), e.values.end()) - *std::min_element(e.values.begin(), e.values.end());
        stats->valueSpread = data.empty() ? 0.0 : spread / static_cast<double>(data.size());
        stats->beta = phi[0];
        // The baseline: greedy's rank alone with its best temperature (the features held at 0
        // by an overwhelming ridge).
        const std::vector<double> rankOnly = fit(data, greedyOnly, 1e12, o.newtonSteps);
        const double n = std::max<std::size_t>(1, data.size());
        stats->logLikelihoodRankOnly = logLikelihood(data, rankOnly, 0) / n;
        stats->logLikelihoodTrained = logLikelihood(data, phi, 0) / n;
        stats->decisions.clear();
        for (const Example& e : data)
            stats->decisions.push_back({e.kinds[e.chosen], e.kinds[argmax(e, greedyOnly)], e.kinds[argmax(e, phi)],
                                        argmax(e, greedyOnly) == e.chosen, argmax(e, phi) == e.chosen, e.phase});
    }
    return w;
}

} // namespace muster::ai
