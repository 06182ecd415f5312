#pragma once
// What the long muster-cli runs share (balance, and the claim re-runs of balance verify,
// club check and club publish --claim): the time estimate printed first, a progress line
// on stderr only when it is a terminal, and Ctrl+C that stops the games so the command can
// print what finished (exit 130).
#include "engine/balance/balance_runner.h"

#include <atomic>
#include <chrono>
#include <string>

namespace muster::cli {

// The exit status of a run stopped by Ctrl+C (128 + SIGINT, as a shell reports it).
inline constexpr int kExitInterrupted = 130;

// "45 s", "12 min", "4 h 40 min", "39.2 days".
std::string durationText(double seconds);

// "about 4 h 40 min for 10000000 games on 2 threads (from timing the first turn)"; without
// the games when `games` is negative.
std::string runEstimateText(double seconds, int threads, long long games = -1);

// While it lives, the first Ctrl+C sets stopped() and prints "muster-cli COMMAND: stopping;
// the games in flight finish, then AFTERWARDS (Ctrl+C again quits at once)"; a second one
// ends the program the usual way. One at a time.
class InterruptStop {
public:
    InterruptStop(const std::string& command, const std::string& afterwards);
    ~InterruptStop();
    InterruptStop(const InterruptStop&) = delete;
    InterruptStop& operator=(const InterruptStop&) = delete;
    const std::atomic<bool>* flag() const;
    bool stopped() const { return flag()->load(); }
};

// The progress line on stderr, redrawn at most twice a second, only on a terminal:
// "LABEL: 120 of 400 games (30%), 2.50 games/s, about 2 min left".
class ProgressLine {
public:
    explicit ProgressLine(std::string label);
    void setLabel(std::string label) { label_ = std::move(label); }
    bool operator()(const RunProgress& p);  // always true: it never stops the run
    void clear();                           // wipes the line, before other output

private:
    std::string label_;
    bool on_;
    bool shown_ = false;
    std::chrono::steady_clock::time_point last_{};
};

} // namespace muster::cli
