#include "engine/balance/balance_runner.h"

#include "engine/rules/game.h"
#include "engine/rules/game_setup.h"
#include "engine/players/player.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace muster {
namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

bool swapsPairs(const BalanceOptions& o) { return o.unionAi == o.confederateAi; }

int owned(const BalanceOptions& o) { return shardGames(o.games, swapsPairs(o), o.shardIndex, o.shardCount); }

} // namespace

std::vector<BalanceReport> runBalanceJobs(const std::vector<BalanceJob>& jobs, int threadsWanted,
                                          const std::atomic<bool>* stop, const JobsProgress& progress,
                                          const std::vector<double>& priorSeconds) {
    std::vector<BalanceReport> reports(jobs.size());
    std::vector<long long> first(jobs.size() + 1, 0);  // virtual index of each job's first game
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const BalanceOptions& o = jobs[j].options;
        if (o.games < 1) throw std::invalid_argument("the number of games must be at least 1");
        if (o.shardCount < 1 || o.shardIndex < 0 || o.shardIndex >= o.shardCount)
            throw std::invalid_argument("shard " + std::to_string(o.shardIndex + 1) + " of " +
                                        std::to_string(o.shardCount) + " does not exist");
        for (const std::string* n : {&o.unionAi, &o.confederateAi})
            if (!makePlayer(*n, 0)) throw std::invalid_argument("unknown player '" + *n + "'");
        BalanceReport& r = reports[j];
        r.options = o;
        r.swapped = swapsPairs(o);
        r.planned = owned(o);
        r.prepare(jobs[j].setup->scenario());
        first[j + 1] = first[j] + r.planned;
    }
    const long long total = first.back();
    std::atomic<long long> next{0};
    std::atomic<bool> cancelled{false};
    std::mutex lock;
    long long done = 0;
    std::vector<double> busy(jobs.size(), 0);  // seconds spent on each job's finished games
    const int threads = std::clamp(threadsWanted, 1, 64);
    const auto start = Clock::now();
    auto remaining = [&]() -> double {
        double left = 0;
        for (std::size_t j = 0; j < jobs.size(); ++j) {
            const BalanceReport& r = reports[j];
            const double per = r.games > 0 ? busy[j] / r.games : (j < priorSeconds.size() ? priorSeconds[j] : -1);
            if (r.games < r.planned && per < 0) return -1;
            left += (r.planned - r.games) * std::max(0.0, per);
        }
        return left / threads;
    };
    auto worker = [&] {
        for (;;) {
            if (cancelled.load() || (stop && stop->load())) return;
            const long long v = next.fetch_add(1);
            if (v >= total) return;
            const std::size_t j = static_cast<std::size_t>(std::upper_bound(first.begin(), first.end(), v) - first.begin() - 1);
            const BalanceOptions& o = jobs[j].options;
            const int game = shardGame(static_cast<int>(v - first[j]), swapsPairs(o), o.shardIndex, o.shardCount);
            const auto t = Clock::now();
            const GameOutcome g = playOne(jobs[j].setup, o.unionAi, o.confederateAi, gameSeeds(o.seed, game, swapsPairs(o)));
            const double took = since(t);
            std::lock_guard guard(lock);
            reports[j].add(g, game);
            busy[j] += took;
            ++done;
            if (progress) {
                const RunProgress p{done, total, since(start), remaining()};
                if (!progress(p, j, reports[j])) cancelled = true;
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
    for (auto& t : pool) t.join();
    for (BalanceReport& r : reports) r.finish();
    return reports;
}

double probeSecondsPerGame(const BalanceJob& job) {
    const BalanceOptions& o = job.options;
    const GameSeeds seeds = gameSeeds(o.seed, 0, swapsPairs(o));
    auto u = makePlayer(o.unionAi, seeds.unionPlayer);
    auto c = makePlayer(o.confederateAi, seeds.confederatePlayer);
    if (!u || !c) throw std::invalid_argument("unknown player '" + (u ? o.confederateAi : o.unionAi) + "'");
    const auto t = Clock::now();
    GameState s = newGame(job.setup, seeds.dice);
    int actions = 0;
    const int cap = 4 * static_cast<int>(job.setup->unitCount()) + 64;
    while (!s.over() && s.turn == 1 && actions < 2 * cap) {
        Player& p = s.toAct() == Side::Union ? *u : *c;
        if (!applyAction(s, p.choose(s))) break;
        ++actions;
    }
    const double firstTurn = since(t);
    return firstTurn * std::max(1, job.setup->scenario().turns);
}

std::vector<double> probeJobs(const std::vector<BalanceJob>& jobs) {
    std::vector<double> out(jobs.size(), 0);
    std::map<std::string, double> selfPlay;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        if (!swapsPairs(jobs[j].options)) continue;
        // One probe per player: the same player on the scenario at other command AP costs about the same.
        const auto known = selfPlay.find(jobs[j].options.unionAi);
        out[j] = known != selfPlay.end() ? known->second : (selfPlay[jobs[j].options.unionAi] = probeSecondsPerGame(jobs[j]));
    }
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const BalanceOptions& o = jobs[j].options;
        if (swapsPairs(o)) continue;
        const auto u = selfPlay.find(o.unionAi), c = selfPlay.find(o.confederateAi);
        out[j] = u != selfPlay.end() && c != selfPlay.end() ? (u->second + c->second) / 2 : probeSecondsPerGame(jobs[j]);
    }
    return out;
}

double estimateRunSeconds(const std::vector<BalanceJob>& jobs, const std::vector<double>& secondsPerGame, int threads) {
    double sum = 0;
    for (std::size_t j = 0; j < jobs.size() && j < secondsPerGame.size(); ++j)
        sum += owned(jobs[j].options) * secondsPerGame[j];
    return sum / std::clamp(threads, 1, 64);
}

} // namespace muster
