// Trains the learned evaluation (engine/ai/learned_eval.h) and writes its weights file. One
// thread; the same options give the same file byte for byte.
//   train_eval [--method td|imitation|self-play] [--games N] [--seed N]
//              [--alpha X] [--lambda X] [--epsilon X]                       (td)
//              [--rounds N] [--query-share X] [--playouts N] [--candidates N]
//              [--samples N] [--ridge X] [--also-ridges X,Y,...]
//              [--model global|action] [--epochs N --rate X] [--also-rates X,Y,...]
//              [--start FILE] [--iterations N] [--pairs N] [--perturb X] [--step X] (self-play)
//              [--boards generated|bundled|both] [--scenarios DIR] [--board-pool N]
//              [--board-shape any|battle]
//              [--out FILE] [--checkpoint-every N]
// td: the logistic value by TD(lambda) on greedy self-play (td_trainer.h). imitation: the
// correction on greedy fitted to search's choices (imitation_trainer.h); --games is per
// round, and every round writes FILE.r<round>.json. --model action fits the correction over
// per-action inputs (action_features.h, model "action-correction") instead of the change
// of the global features (the default); it also prints where the fit and search disagree.
// --epochs N fits by the averaged perceptron (N passes, step --rate) instead of the logit.
// self-play: tunes the action-correction weights in FILE (--start) on results against greedy
// (self_play_tuner.h); the new file keeps the start file's recipe under "start".
// Generated boards come from tests/support/random_scenario.h with seeds 1,000,000 and up,
// which no test or benchmark uses; --board-shape battle gives them the bundled battles'
// shape and kind of victory conditions, command AP evened (tests/support/generated_boards.h).
// --checkpoint-every N also writes FILE.<games>.json every N games (td) or FILE.<steps>.json
// every N steps (self-play), and prints the held-out prediction error (td) or the recent
// score (self-play).
#include "engine/ai/eval_weights_file.h"
#include "engine/ai/imitation_trainer.h"
#include "engine/ai/self_play_tuner.h"
#include "engine/ai/td_trainer.h"
#include "engine/queries/rule_queries.h"
#include "model/io/scenario_json.h"
#include "tests/support/generated_boards.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

using namespace muster;

namespace {

constexpr std::uint64_t kBoardSeedBase = 1000000;

std::vector<std::shared_ptr<const GameSetup>> bundled(std::string dir) {
    if (!std::filesystem::is_directory(dir)) dir = "../" + dir;
    std::vector<std::filesystem::path> files;
    if (std::filesystem::is_directory(dir))
        for (const auto& e : std::filesystem::directory_iterator(dir))
            if (e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    std::vector<std::shared_ptr<const GameSetup>> out;
    for (const auto& f : files) out.push_back(std::make_shared<const GameSetup>(readScenarioFile(f.string())));
    return out;
}

bool writeFile(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    return static_cast<bool>(out);
}

// Where the fit and search disagree: per kind of search's choice and third of the game,
// how often greedy and the trained model pick the same action, and what the model took instead.
void printDisagreement(const ai::ImitationStats& st) {
    struct Row {
        int n = 0, greedy = 0, trained = 0;
        std::map<std::string, int> instead;
    };
    std::map<std::string, Row> rows;
    for (const ai::ImitationDecision& d : st.decisions) {
        for (const std::string& key : {std::string(toString(d.search)) + " (all)",
                                       std::string(toString(d.search)) + " / phase " + std::to_string(d.phase + 1)}) {
            Row& r = rows[key];
            ++r.n, r.greedy += d.greedyAgrees, r.trained += d.trainedAgrees;
            if (!d.trainedAgrees) ++r.instead[std::string(toString(d.trained))];
        }
    }
    std::printf("search's choice | examples | greedy agrees | trained agrees | trained took instead\n");
    for (const auto& [key, r] : rows) {
        std::string instead;
        for (const auto& [kind, n] : r.instead) instead += kind + " " + std::to_string(n) + " ";
        std::printf("%s | %d | %.1f%% | %.1f%% | %s\n", key.c_str(), r.n, 100.0 * r.greedy / r.n, 100.0 * r.trained / r.n,
                    instead.c_str());
    }
}

// The start file's own recipe is kept inside the new one, so the chain can be re-run.
int tuneBySelfPlay(const std::vector<std::shared_ptr<const GameSetup>>& setups, ai::SelfPlayTuneOptions sp,
                   const std::string& start, nlohmann::json how, int every, const std::string& out) {
    const ai::WeightsLoad from = ai::loadWeightsFile(start);
    if (!from.weights || from.weights->model != ai::EvalModel::ActionCorrection) {
        std::fprintf(stderr, "train_eval: %s\n", from.weights ? (start + ": not an action-correction model").c_str() : from.error.c_str());
        return 2;
    }
    std::ifstream in(start, std::ios::binary);
    how["start"] = {{"file", std::filesystem::path(start).filename().string()},
                    {"training", nlohmann::json::parse(in).value("training", nlohmann::json::object())}};
    const std::clock_t t0 = std::clock();
    if (every > 0) {
        sp.checkpointEvery = every;
        sp.checkpoint = [&](int steps, const ai::LearnedWeights& w, double meanScore) {
            nlohmann::json h = how;
            h["stepsDone"] = steps;  // of a run planned for "iterations": the step sizes depend on it
            writeFile(out + "." + std::to_string(steps) + ".json", ai::writeWeights(w, h));
            std::printf("steps %d  CPU %.1f s  pushed-forward score %.3f\n", steps,
                        static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC, meanScore);
            std::fflush(stdout);
        };
    }
    const ai::LearnedWeights w = ai::tuneBySelfPlay(setups, *from.weights, sp);
    if (!writeFile(out, ai::writeWeights(w, how))) {
        std::fprintf(stderr, "train_eval: cannot write %s\n", out.c_str());
        return 1;
    }
    std::printf("wrote %s (CPU %.1f s)\n", out.c_str(), static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    ai::TdOptions o;
    ai::ImitationOptions im;
    std::string method = "td";
    std::string boards = "generated", dir = "scenarios", out = "learned_eval.json";
    int pool = 400, every = 0;
    std::string boardShape = "any";
    ai::SelfPlayTuneOptions sp;
    std::string start;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string k = argv[i];
        const char* v = argv[i + 1];
        if (k == "--games") o.games = std::max(1, std::atoi(v));
        else if (k == "--seed") o.seed = std::strtoull(v, nullptr, 10);
        else if (k == "--alpha") o.alpha = std::atof(v);
        else if (k == "--lambda") o.lambda = std::atof(v);
        else if (k == "--epsilon") o.epsilon = std::atof(v);
        else if (k == "--method") method = v;
        else if (k == "--rounds") im.rounds = std::max(1, std::atoi(v));
        else if (k == "--query-share") im.queryShare = std::atof(v);
        else if (k == "--playouts") im.searchPlayouts = std::max(1, std::atoi(v));
        else if (k == "--candidates") im.candidates = std::max(1, std::atoi(v));
        else if (k == "--samples") im.samples = std::max(1, std::atoi(v));
        else if (k == "--ridge") im.ridge = std::atof(v);
        else if (k == "--epochs") im.epochs = std::max(0, std::atoi(v));
        else if (k == "--rate") im.rate = std::atof(v);
        else if (k == "--also-rates") {  // comma-separated: FILE.rate<X>.json each
            for (const char* p = v; *p;) {
                char* end = nullptr;
                im.alsoRates.push_back(std::strtod(p, &end));
                if (end == p) break;
                p = *end == ',' ? end + 1 : end;
            }
        }
        else if (k == "--model") {
            if (std::string(v) == "action") im.model = ai::EvalModel::ActionCorrection;
            else if (std::string(v) == "global") im.model = ai::EvalModel::GreedyCorrection;
            else {
                std::fprintf(stderr, "train_eval: --model is global or action, not %s\n", v);
                return 2;
            }
        }
        else if (k == "--also-ridges") {  // comma-separated: FILE.ridge<X>.json each
            for (const char* p = v; *p;) {
                char* end = nullptr;
                im.alsoRidges.push_back(std::strtod(p, &end));
                if (end == p) break;
                p = *end == ',' ? end + 1 : end;
            }
        }
        else if (k == "--boards") boards = v;
        else if (k == "--scenarios") dir = v;
        else if (k == "--board-pool") pool = std::max(1, std::atoi(v));
        else if (k == "--board-shape") {
            boardShape = v;
            if (boardShape != "any" && boardShape != "battle") {
                std::fprintf(stderr, "train_eval: --board-shape is any or battle, not %s\n", v);
                return 2;
            }
        }
        else if (k == "--out") out = v;
        else if (k == "--start") start = v;
        else if (k == "--iterations") sp.iterations = std::max(1, std::atoi(v));
        else if (k == "--pairs") sp.pairs = std::max(1, std::atoi(v));
        else if (k == "--perturb") sp.perturb = std::atof(v);
        else if (k == "--step") sp.step = std::atof(v);
        else if (k == "--checkpoint-every") every = std::max(0, std::atoi(v));
        else {
            std::fprintf(stderr, "train_eval: unknown option %s (see the comment at the top of the file)\n", argv[i]);
            return 2;
        }
    }
    if (argc % 2 == 0) {
        std::fprintf(stderr, "train_eval: %s needs a value\n", argv[argc - 1]);
        return 2;
    }
    std::vector<std::shared_ptr<const GameSetup>> setups;
    const bool battle = boardShape == "battle";
    const RandomScenarioSpec spec = battle ? kBattleShape : RandomScenarioSpec{};
    if (boards == "generated" || boards == "both") setups = generatedBoards(pool, kBoardSeedBase, spec, battle);
    if (boards == "bundled" || boards == "both")
        for (auto& s : bundled(dir)) setups.push_back(s);
    if (setups.empty()) {
        std::fprintf(stderr, "train_eval: no boards (--boards generated|bundled|both, --scenarios DIR)\n");
        return 2;
    }
    if (method == "imitation") {
        im.games = o.games, im.seed = o.seed;
        nlohmann::json how = {{"program", "train_eval"}, {"method", "imitation of search, conditional logit"},
                              {"seed", im.seed}, {"gamesPerRound", im.games}, {"rounds", im.rounds},
                              {"queryShare", im.queryShare}, {"playouts", im.searchPlayouts},
                              {"candidates", im.candidates}, {"samples", im.samples}, {"ridge", im.ridge},
                              {"boards", boards}, {"boardPool", pool}};
        if (battle) how["boardShape"] = boardShape;
        if (im.model == ai::EvalModel::ActionCorrection) how["model"] = "action", how.erase("samples");
        if (im.epochs > 0) how["fit"] = "averaged perceptron", how["epochs"] = im.epochs, how["rate"] = im.rate, how.erase("ridge");
        const std::clock_t t0 = std::clock();
        im.roundDone = [&](int round, int examples, const ai::LearnedWeights& w) {
            nlohmann::json h = how;
            h["rounds"] = round;
            writeFile(out + ".r" + std::to_string(round) + ".json", ai::writeWeights(w, h));
            std::printf("round %d  examples %d  CPU %.1f s\n", round, examples,
                        static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC);
            std::fflush(stdout);
        };
        im.alsoFitted = [&](double ridge, const ai::LearnedWeights& w, double agreement) {
            nlohmann::json h = how;
            h["ridge"] = ridge;
            char name[64];
            std::snprintf(name, sizeof name, ".ridge%g.json", ridge);
            writeFile(out + name, ai::writeWeights(w, h));
            std::printf("ridge %g: agreement with search %.3f\n", ridge, agreement);
        };
        im.alsoPerceptron = [&](double rate, const ai::LearnedWeights& w, double agreement) {
            nlohmann::json h = how;
            h["fit"] = "averaged perceptron", h["epochs"] = std::max(1, im.epochs), h["rate"] = rate, h.erase("ridge");
            char name[64];
            std::snprintf(name, sizeof name, ".rate%g.json", rate);
            writeFile(out + name, ai::writeWeights(w, h));
            std::printf("perceptron rate %g: agreement with search %.3f\n", rate, agreement);
        };
        ai::ImitationStats st;
        const ai::LearnedWeights w = ai::trainImitation(setups, im, &st);
        if (!writeFile(out, ai::writeWeights(w, how))) {
            std::fprintf(stderr, "train_eval: cannot write %s\n", out.c_str());
            return 1;
        }
        std::printf("wrote %s (%d examples, %d outside the candidates; agreement with search: greedy %.3f, "
                    "trained %.3f; beta %.3f; CPU %.1f s)\n",
                    out.c_str(), st.examples, st.outside, st.agreeGreedy, st.agreeTrained, st.beta,
                    static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC);
        std::printf("mean log-likelihood of search's choices: greedy's rank alone %.4f, trained %.4f\n",
                    st.logLikelihoodRankOnly, st.logLikelihoodTrained);
        printDisagreement(st);
        return 0;
    }
    if (method == "self-play") {
        if (start.empty()) {
            std::fprintf(stderr, "train_eval: --method self-play needs --start FILE (the weights it tunes from)\n");
            return 2;
        }
        sp.seed = o.seed;
        nlohmann::json how = {{"program", "train_eval"}, {"method", "SPSA on self-play results"}, {"seed", sp.seed},
                              {"iterations", sp.iterations}, {"pairs", sp.pairs}, {"perturb", sp.perturb},
                              {"step", sp.step}, {"opponent", "greedy"},
                              {"boards", boards}, {"boardPool", pool}};
        if (battle) how["boardShape"] = boardShape;
        return tuneBySelfPlay(setups, sp, start, how, every, out);
    }
    if (method != "td") {
        std::fprintf(stderr, "train_eval: --method is td, imitation or self-play, not %s\n", method.c_str());
        return 2;
    }
    // Held out: generated boards of the training boards' kind that no training game uses.
    const auto heldOut = generatedBoards(50, kBoardSeedBase + 500000, spec, battle);
    nlohmann::json how = {{"program", "train_eval"}, {"method", "TD(lambda), greedy self-play"},
                          {"seed", o.seed}, {"games", o.games}, {"alpha", o.alpha}, {"lambda", o.lambda},
                          {"epsilon", o.epsilon}, {"boards", boards}, {"boardPool", pool}};
    if (battle) how["boardShape"] = boardShape;
    const std::clock_t t0 = std::clock();
    if (every > 0) {
        o.checkpointEvery = every;
        o.checkpoint = [&](int games, const ai::LearnedWeights& w) {
            nlohmann::json h = how;
            h["games"] = games;
            writeFile(out + "." + std::to_string(games) + ".json", ai::writeWeights(w, h));
            std::printf("games %d  CPU %.1f s  held-out MSE %.4f\n", games,
                        static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC, ai::predictionError(heldOut, w, 100, 7));
            std::fflush(stdout);
        };
        std::printf("games 0  held-out MSE %.4f\n", ai::predictionError(heldOut, ai::LearnedWeights{}, 100, 7));
    }
    const ai::LearnedWeights w = ai::trainTd(setups, o);
    if (!writeFile(out, ai::writeWeights(w, how))) {
        std::fprintf(stderr, "train_eval: cannot write %s\n", out.c_str());
        return 1;
    }
    std::printf("wrote %s (%d games, CPU %.1f s)\n", out.c_str(), o.games,
                static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC);
    return 0;
}
