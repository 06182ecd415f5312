// Experiment: is the learned correction limited by its linear form? Collects search's
// choices as train_eval --method imitation does (the shipped player plays generated boards,
// search is asked at a quarter of the decisions), fits a linear and a one-hidden-layer
// correction to them by the same conditional logit, prints held-out log-likelihoods, and
// plays both against greedy on the bundled battles (paired, sides swapped, same dice).
//   mlp_probe [--games N] [--hidden H] [--epochs N] [--seeds N] [--first-seed N] [--battle 1]
// --battle 1: generated battles of the bundled kind, command AP evened (generated_boards.h).
#include "engine/ai/eval_weights_file.h"
#include "engine/ai/greedy_player.h"
#include "engine/ai/learned_player.h"
#include "engine/ai/search_player.h"
#include "engine/balance/balance.h"
#include "engine/players/match.h"
#include "engine/queries/rule_queries.h"
#include "engine/rules/game.h"
#include "model/io/scenario_json.h"
#include "tests/support/generated_boards.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <string>
#include <vector>

using namespace muster;

namespace {

constexpr int D = ai::kActionFeatureCount;

struct Example {
    std::vector<std::array<double, D + 1>> options;  // [0] greedy's rank, then inputs; last: end turn (zeros)
    std::size_t chosen = 0;
};

struct Model {
    int hidden = 0;
    double beta = 1;
    std::vector<double> w;  // linear: D; mlp: hidden*(D+1) + hidden
    std::vector<double> spread;
    // The correction in logit units (relative to ending the turn: g(0) = 0).
    double g(const double* x) const {
        if (hidden == 0) {
            double z = 0;
            for (int i = 0; i < D; ++i) z += w[static_cast<std::size_t>(i)] * x[i] / spread[static_cast<std::size_t>(i)];
            return z;
        }
        double z = 0;
        for (int h = 0; h < hidden; ++h) {
            const double* row = &w[static_cast<std::size_t>(h * (D + 1))];
            double a = row[D];
            for (int i = 0; i < D; ++i) a += row[i] * x[i] / spread[static_cast<std::size_t>(i)];
            z += w[static_cast<std::size_t>(hidden * (D + 1) + h)] * (std::tanh(a) - std::tanh(row[D]));
        }
        return z;
    }
    double rank(double greedyRank, const double* x) const { return greedyRank + g(x) / beta; }
};

// Mean negative log-likelihood and its gradient (params: beta, then w).
double loss(const std::vector<Example>& data, const Model& m, std::vector<double>* grad, double ridge) {
    const std::size_t np = 1 + m.w.size();
    if (grad) grad->assign(np, 0.0);
    double total = 0;
    std::vector<double> z, p;
    std::vector<double> act;
    for (const Example& e : data) {
        const std::size_t n = e.options.size();
        z.assign(n, 0), p.assign(n, 0);
        for (std::size_t a = 0; a < n; ++a) z[a] = m.beta * e.options[a][0] + m.g(&e.options[a][1]);
        const double top = *std::max_element(z.begin(), z.end());
        double sum = 0;
        for (std::size_t a = 0; a < n; ++a) sum += p[a] = std::exp(z[a] - top);
        for (double& v : p) v /= sum;
        total -= std::log(std::max(1e-300, p[e.chosen]));
        if (!grad) continue;
        for (std::size_t a = 0; a < n; ++a) {
            const double d = p[a] - (a == e.chosen ? 1.0 : 0.0);  // dLoss/dz_a
            if (d == 0) continue;
            const double* x = &e.options[a][1];
            (*grad)[0] += d * e.options[a][0];
            if (m.hidden == 0) {
                for (int i = 0; i < D; ++i) (*grad)[1 + static_cast<std::size_t>(i)] += d * x[i] / m.spread[static_cast<std::size_t>(i)];
                continue;
            }
            for (int h = 0; h < m.hidden; ++h) {
                const std::size_t r = static_cast<std::size_t>(h * (D + 1));
                double pre = m.w[r + D];
                for (int i = 0; i < D; ++i) pre += m.w[r + static_cast<std::size_t>(i)] * x[i] / m.spread[static_cast<std::size_t>(i)];
                const double th = std::tanh(pre), t0 = std::tanh(m.w[r + D]);
                const std::size_t vi = static_cast<std::size_t>(m.hidden * (D + 1) + h);
                const double v = m.w[vi];
                (*grad)[1 + vi] += d * (th - t0);
                const double dpre = d * v * (1 - th * th);
                for (int i = 0; i < D; ++i) (*grad)[1 + r + static_cast<std::size_t>(i)] += dpre * x[i] / m.spread[static_cast<std::size_t>(i)];
                (*grad)[1 + r + D] += dpre - d * v * (1 - t0 * t0);
            }
        }
    }
    const double n = static_cast<double>(std::max<std::size_t>(1, data.size()));
    total /= n;
    for (double w : m.w) total += 0.5 * ridge * w * w;
    if (grad) {
        for (double& g : *grad) g /= n;
        for (std::size_t i = 0; i < m.w.size(); ++i) (*grad)[1 + i] += ridge * m.w[i];
    }
    return total;
}

// Adam, full batch, a fixed number of epochs (deterministic).
void fit(const std::vector<Example>& data, Model& m, int epochs, double rate, double ridge) {
    const std::size_t np = 1 + m.w.size();
    std::vector<double> mo(np, 0), ve(np, 0), g;
    for (int t = 1; t <= epochs; ++t) {
        loss(data, m, &g, ridge);
        for (std::size_t i = 0; i < np; ++i) {
            mo[i] = 0.9 * mo[i] + 0.1 * g[i];
            ve[i] = 0.999 * ve[i] + 0.001 * g[i] * g[i];
            const double step = rate * (mo[i] / (1 - std::pow(0.9, t))) / (std::sqrt(ve[i] / (1 - std::pow(0.999, t))) + 1e-8);
            if (i == 0) m.beta = std::max(1e-3, m.beta - step);
            else m.w[i - 1] -= step;
        }
    }
}

class ProbePlayer : public Player {
public:
    ProbePlayer(std::uint64_t seed, const Model& m) : rng_(seed), m_(m) {}
    std::string name() const override { return "probe"; }
    Action choose(const GameState& s) override {
        if (s.pending.kind != DecisionKind::None) return ai::greedyChoice(s, nullptr, ai::EvalWeights(), &rng_);
        const std::vector<ai::ActionCandidate> view = ai::actionView(s, 8);
        double best = 0;
        const Action* pick = nullptr;
        for (const ai::ActionCandidate& c : view) {
            const double r = m_.rank(c.ap > 0 ? c.score / c.ap : c.score, c.x.data());
            if (r > best + 1e-9) best = r, pick = &c.action;
        }
        return pick ? *pick : endTurnAction();
    }

private:
    SplitMix64 rng_;
    const Model& m_;
};

} // namespace

int main(int argc, char** argv) {
    int games = 300, hidden = 16, epochs = 400, seeds = 100, firstSeed = 10000;
    double ridge = 1e-4, rate = 0.01;
    bool battle = false;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string k = argv[i];
        const double v = std::atof(argv[i + 1]);
        if (k == "--games") games = static_cast<int>(v);
        else if (k == "--hidden") hidden = static_cast<int>(v);
        else if (k == "--epochs") epochs = static_cast<int>(v);
        else if (k == "--seeds") seeds = static_cast<int>(v);
        else if (k == "--first-seed") firstSeed = static_cast<int>(v);
        else if (k == "--ridge") ridge = v;
        else if (k == "--rate") rate = v;
        else if (k == "--battle") battle = v != 0;
    }
    const std::vector<std::shared_ptr<const GameSetup>> boards =
        battle ? generatedBoards(400, 1000000, kBattleShape, true) : generatedBoards(400, 1000000);
    const ai::LearnedWeights shipped = *ai::shippedWeights().weights;
    SplitMix64 rng(1);
    std::vector<Example> data;
    const std::clock_t t0 = std::clock();
    for (int g = 0; g < games; ++g) {
        const auto& setup = boards[rng.below(boards.size())];
        GameState s = newGame(setup, rng.next());
        SplitMix64 playerRng(rng.next());
        ai::SearchPlayer search(rng.next());
        for (int n = 0; !s.over() && n < actionCap(*setup); ++n) {
            if (s.pending.kind == DecisionKind::None && rng.unit() < 0.25) {
                Example e;
                std::vector<Action> actions;
                for (const ai::ActionCandidate& c : ai::actionView(s, 8)) {
                    std::array<double, D + 1> o{};
                    o[0] = c.ap > 0 ? c.score / c.ap : c.score;
                    std::copy(c.x.begin(), c.x.end(), o.begin() + 1);
                    e.options.push_back(o), actions.push_back(c.action);
                }
                e.options.push_back({});
                const Action choice = search.choose(s);
                e.chosen = choice.kind == ActionKind::EndTurn ? e.options.size() - 1 : e.options.size();
                for (std::size_t a = 0; a < actions.size(); ++a)
                    if (actions[a] == choice) e.chosen = a;
                if (e.chosen < e.options.size()) data.push_back(std::move(e));
            }
            if (!applyAction(s, ai::learnedChoice(s, shipped, ai::LearnedOptions(), playerRng)).ok) break;
        }
    }
    std::printf("examples %zu, CPU %.1f s\n", data.size(), static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC);
    std::vector<double> spread(D, 0.0);
    long long rows = 0;
    for (const Example& e : data)
        for (const auto& o : e.options) {
            for (int i = 0; i < D; ++i) spread[static_cast<std::size_t>(i)] += o[static_cast<std::size_t>(i + 1)] * o[static_cast<std::size_t>(i + 1)];
            ++rows;
        }
    for (double& v : spread) v = v > 0 ? std::sqrt(v / static_cast<double>(rows)) : 1.0;
    const std::size_t cut = data.size() * 4 / 5;
    const std::vector<Example> train(data.begin(), data.begin() + static_cast<long>(cut)), held(data.begin() + static_cast<long>(cut), data.end());
    Model lin{0, 1.0, std::vector<double>(D, 0.0), spread};
    Model mlp{hidden, 1.0, std::vector<double>(static_cast<std::size_t>(hidden * (D + 1) + hidden), 0.0), spread};
    SplitMix64 init(7);
    for (std::size_t i = 0; i < static_cast<std::size_t>(hidden * (D + 1)); ++i) mlp.w[i] = (init.unit() - 0.5) * 0.2;
    Model rankOnly{0, 1.0, std::vector<double>(D, 0.0), spread};
    fit(train, rankOnly, epochs, rate, 1e6);
    fit(train, lin, epochs, rate, ridge);
    fit(train, mlp, epochs, rate, ridge);
    for (const auto& [name, m] : {std::pair<const char*, const Model*>{"rank only", &rankOnly}, {"linear", &lin}, {"mlp", &mlp}})
        std::printf("%-9s beta %.3f  train NLL %.4f  held-out NLL %.4f\n", name, m->beta, loss(train, *m, nullptr, 0),
                    loss(held, *m, nullptr, 0));
    std::fflush(stdout);
    // Refit on everything for play.
    fit(data, lin, epochs / 2, rate, ridge);
    fit(data, mlp, epochs / 2, rate, ridge);
    registerPlayer("lin", [&](std::uint64_t seed) { return std::make_unique<ProbePlayer>(seed, lin); });
    registerPlayer("mlp", [&](std::uint64_t seed) { return std::make_unique<ProbePlayer>(seed, mlp); });
    std::string dir = "scenarios";
    if (!std::filesystem::is_directory(dir)) dir = "../" + dir;
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(dir))
        if (e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const char* name : {"lin", "mlp"}) {
        std::vector<double> pairs;
        for (const auto& f : files) {
            auto setup = std::make_shared<const GameSetup>(readScenarioFile(f.string()));
            for (int p = 0; p < seeds; ++p) {
                const GameSeeds gs = gameSeeds(13, firstSeed + p, false);
                double pts = 0;
                for (const bool xUnion : {true, false}) {
                    const GameOutcome o = playOne(setup, xUnion ? name : "greedy", xUnion ? "greedy" : name, gs);
                    if (o.result == GameResult::UnionWins) pts += xUnion ? 1 : 0;
                    else if (o.result == GameResult::ConfederateWins) pts += xUnion ? 0 : 1;
                    else pts += 0.5;
                }
                pairs.push_back(pts / 2);
            }
        }
        double mean = 0, var = 0;
        for (double v : pairs) mean += v;
        mean /= static_cast<double>(pairs.size());
        for (double v : pairs) var += (v - mean) * (v - mean);
        var /= static_cast<double>(pairs.size() - 1);
        const double half = 1.96 * std::sqrt(var / static_cast<double>(pairs.size()));
        std::printf("%s vs greedy: %.1f%% (%.1f-%.1f) over %zu games\n", name, 100 * mean, 100 * (mean - half),
                    100 * (mean + half), 2 * pairs.size());
        std::fflush(stdout);
    }
    return 0;
}
