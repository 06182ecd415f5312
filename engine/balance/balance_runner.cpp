#include "engine/balance/balance_runner.h"

#include "engine/rules/game.h"
#include "engine/rules/game_setup.h"
#include "engine/players/player.h"
#include "engine/balance/balance_ladder.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace muster {
namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

bool swapsPairs(const BalanceOptions& o) { return o.unionAi == o.confederateAi; }

// The games a job plays (its shard of them, from its first game).
int owned(const BalanceOptions& o) { return shardGames(o.games, swapsPairs(o), o.shardIndex, o.shardCount) - o.firstGame; }

} // namespace

std::vector<BalanceReport> runBalanceJobs(const std::vector<BalanceJob>& jobs, int threadsWanted,
                                          const std::atomic<bool>* stop, const JobsProgress& progress,
                                          const std::vector<double>& priorSeconds) {
    std::vector<BalanceReport> reports(jobs.size());
    // Per job: games handed out, games open to hand out (a sequential run opens one block at
    // a time), games being played.
    struct Flow {
        int issued = 0, open = 0, inFlight = 0;
        bool sequential = false;
    };
    std::vector<Flow> flow(jobs.size());
    long long total = 0;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const BalanceOptions& o = jobs[j].options;
        if (o.games < 1) throw std::invalid_argument("the number of games must be at least 1");
        if (o.shardCount < 1 || o.shardIndex < 0 || o.shardIndex >= o.shardCount)
            throw std::invalid_argument("shard " + std::to_string(o.shardIndex + 1) + " of " +
                                        std::to_string(o.shardCount) + " does not exist");
        if ((o.firstGame != 0 || o.stopHalfWidth > 0) && o.shardCount > 1)
            throw std::invalid_argument("a run stopped sequentially or started past game 0 does not split into shards");
        if (o.firstGame < 0 || o.firstGame % 2 != 0 || o.firstGame >= o.games)
            throw std::invalid_argument("the first game must be even and below the games asked");
        for (const std::string* n : {&o.unionAi, &o.confederateAi})
            if (!makePlayer(*n, 0)) throw std::invalid_argument("unknown player '" + *n + "'");
        BalanceReport& r = reports[j];
        r.options = o;
        r.swapped = swapsPairs(o);
        r.planned = owned(o);
        r.prepare(jobs[j].setup->scenario());
        flow[j].sequential = o.stopHalfWidth > 0;
        flow[j].open = flow[j].sequential ? std::min(r.planned, kStopBlockGames) : r.planned;
        total += r.planned;
    }
    std::atomic<bool> cancelled{false};
    std::mutex lock;
    std::condition_variable wake;
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
    // At the end of a sequential job's block (every game before it played): stop, or open the next.
    auto blockEnd = [&](std::size_t j) {
        Flow& f = flow[j];
        BalanceReport& r = reports[j];
        if (!f.sequential || f.inFlight > 0 || f.issued < f.open || r.stopped != RunStop::Fixed) return;
        if (const std::optional<RunStop> why = sequentialStop(r, r.options.stopHalfWidth)) {
            r.stopped = *why;
            total -= r.planned - r.games;
            r.planned = f.open = r.games;
        } else if (f.open >= r.planned) {
            r.stopped = RunStop::Cap;
        } else {
            f.open = std::min(r.planned, f.open + kStopBlockGames);
        }
    };
    auto worker = [&] {
        std::unique_lock guard(lock);
        for (;;) {
            if (cancelled.load() || (stop && stop->load())) break;
            // The first job with a game open; none: wait while a block may still open more.
            std::size_t j = 0;
            while (j < jobs.size() && flow[j].issued >= flow[j].open) ++j;
            if (j == jobs.size()) {
                bool more = false;
                for (std::size_t k = 0; k < jobs.size(); ++k) more |= flow[k].inFlight > 0 && flow[k].open < reports[k].planned;
                if (!more) break;
                wake.wait(guard);
                continue;
            }
            const BalanceOptions& o = jobs[j].options;
            const int game = o.firstGame + shardGame(flow[j].issued++, swapsPairs(o), o.shardIndex, o.shardCount);
            ++flow[j].inFlight;
            guard.unlock();
            const auto t = Clock::now();
            const GameOutcome g = playOne(jobs[j].setup, o.unionAi, o.confederateAi, gameSeeds(o.seed, game, swapsPairs(o)));
            const double took = since(t);
            guard.lock();
            reports[j].add(g, game);
            busy[j] += took;
            ++done;
            --flow[j].inFlight;
            blockEnd(j);
            if (progress) {
                const RunProgress p{done, total, since(start), remaining()};
                if (!progress(p, j, reports[j])) cancelled = true;
            }
            wake.notify_all();
        }
        wake.notify_all();  // a waiting thread sees the stop, or that nothing more opens
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
