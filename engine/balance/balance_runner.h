#pragma once
// The loop under every balance run: the games of several runs (ladder rungs, cross
// pairings, AP pairs) played on one pool of threads, each game's result added to its run's
// running totals as it finishes (nothing is kept per game), a stop flag for Ctrl+C or a
// Cancel button, and the time it will take, before and during the run. Wall-clock time
// only ever feeds these estimates, never a result.
#include "engine/balance/balance.h"

#include <vector>

namespace muster {

class GameSetup;

// One run: a scenario (its command AP included) and two players.
struct BalanceJob {
    std::shared_ptr<const GameSetup> setup;
    BalanceOptions options;  // games, players, seed and shard; threads and stop come from the call
};

struct RunProgress {
    long long done = 0, total = 0;  // games, over all jobs
    double elapsed = 0;             // seconds since the start
    double remaining = -1;          // estimated seconds left; -1 while unknown
};
// Called under a lock after each game; return false to stop (games in flight finish).
using JobsProgress = std::function<bool(const RunProgress&, std::size_t job, const BalanceReport& jobPartial)>;

// Plays the jobs' games (each job's shard of them); reports in job order, finished. A job
// whose games were cut short has games < planned. `priorSeconds` (per job, optional) is a
// guess of one game's time used for the remaining time until a game of that job finishes.
// Throws std::invalid_argument for an unknown player or a bad count.
std::vector<BalanceReport> runBalanceJobs(const std::vector<BalanceJob>& jobs, int threads,
                                          const std::atomic<bool>* stop, const JobsProgress& progress = {},
                                          const std::vector<double>& priorSeconds = {});

// Seconds one game of the job is likely to take, from timing its players through the first
// turn (both sides) of game 0 and scaling by the scenario's turns. A rough guess: later
// turns can cost more or less than the first.
double probeSecondsPerGame(const BalanceJob& job);

// probeSecondsPerGame for each job; a job of two different players takes the mean of the
// two players' own (self-play) jobs when the list has them, as a ladder's cross pairings do.
std::vector<double> probeJobs(const std::vector<BalanceJob>& jobs);

// The wall time of all the jobs' games (their shards) on `threads` threads, from
// per-job guesses of one game's seconds.
double estimateRunSeconds(const std::vector<BalanceJob>& jobs, const std::vector<double>& secondsPerGame, int threads);

} // namespace muster
