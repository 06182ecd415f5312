#include "long_run.h"

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <unistd.h>

namespace muster::cli {
namespace {

std::atomic<bool> gStop{false};
// The message the handler writes: formatted before the handler is installed, as a
// signal handler may only call async-signal-safe functions.
char gMessage[400];
std::size_t gMessageLength = 0;

extern "C" void onInterrupt(int) {
    gStop.store(true);
    [[maybe_unused]] const ssize_t n = ::write(2, gMessage, gMessageLength);
}

} // namespace

std::string durationText(double seconds) {
    const long long s = static_cast<long long>(seconds + 0.5);
    char b[64];
    if (s < 90) std::snprintf(b, sizeof b, "%lld s", s);
    else if (s < 5400) std::snprintf(b, sizeof b, "%lld min", (s + 30) / 60);
    else if (s < 2 * 86400) std::snprintf(b, sizeof b, "%lld h %02lld min", s / 3600, (s % 3600) / 60);
    else std::snprintf(b, sizeof b, "%.1f days", seconds / 86400);
    return b;
}

std::string runEstimateText(double seconds, int threads, long long games) {
    return "about " + durationText(seconds) + (games < 0 ? "" : " for " + std::to_string(games) + " games") + " on " +
           std::to_string(threads) + " thread" +
           (threads == 1 ? "" : "s") + " (from timing the first turn)";
}

InterruptStop::InterruptStop(const std::string& command, const std::string& afterwards) {
    const int n = std::snprintf(gMessage, sizeof gMessage,
                                "\nmuster-cli %s: stopping; the games in flight finish, then %s (Ctrl+C again quits at once)\n",
                                command.c_str(), afterwards.c_str());
    gMessageLength = n < 0 ? 0 : std::min<std::size_t>(std::size_t(n), sizeof gMessage - 1);
    gStop = false;
    struct sigaction sa {};
    sa.sa_handler = onInterrupt;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESETHAND;  // a second Ctrl+C ends the program the usual way
    sigaction(SIGINT, &sa, nullptr);
}

InterruptStop::~InterruptStop() { std::signal(SIGINT, SIG_DFL); }

const std::atomic<bool>* InterruptStop::flag() const { return &gStop; }

ProgressLine::ProgressLine(std::string label) : label_(std::move(label)), on_(::isatty(2) == 1) {}

bool ProgressLine::operator()(const RunProgress& p) {
    if (!on_) return true;
    const auto now = std::chrono::steady_clock::now();
    if (p.done < p.total && now - last_ < std::chrono::milliseconds(500)) return true;
    last_ = now;
    char b[160];
    const double rate = p.elapsed > 0 ? p.done / p.elapsed : 0;
    std::snprintf(b, sizeof b, ": %lld of %lld games (%.0f%%), %.2f games/s, ", p.done, p.total,
                  p.total ? 100.0 * p.done / p.total : 0.0, rate);
    const std::string left = p.remaining < 0 ? "estimating the time left" : "about " + durationText(p.remaining) + " left";
    std::fputs(("\r" + label_ + b + left + "\x1b[K").c_str(), stderr);
    std::fflush(stderr);
    shown_ = true;
    return true;
}

void ProgressLine::clear() {
    if (shown_) std::fputs("\r\x1b[K", stderr);
    shown_ = false;
}

} // namespace muster::cli
