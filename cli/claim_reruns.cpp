#include "claim_reruns.h"

#include "terminal_safe.h"

#include <algorithm>
#include <iostream>

namespace muster::cli {

ClaimReruns::ClaimReruns(std::string command, int threads)
    : command_(std::move(command)), threads_(std::max(1, threads)), interrupt_(command_, "which claims finished is printed") {}

void ClaimReruns::announce(const std::vector<const BalanceClaim*>& claims, const std::string& note) {
    double seconds = 0;
    long long games = 0;
    for (const BalanceClaim* c : claims) {
        games += claimGamesTotal(*c);
        prior_.emplace_back();
        try {
            seconds += estimateClaimSeconds(*c, threads_, &prior_.back());
        } catch (const std::exception&) {
            // A plan that cannot run fails again at its re-run, named there.
        }
    }
    std::cerr << "muster-cli " << command_ << ": re-running " << claims.size() << " claim" << (claims.size() == 1 ? "" : "s") << ": "
              << games << " games in all" << note;
    if (!claims.empty())
        std::cerr << "; " << runEstimateText(seconds, threads_) << "; Ctrl+C stops it and prints which claims finished";
    std::cerr << "\n";
}

ClaimCheck ClaimReruns::run(const BalanceClaim& c, const std::string& file) {
    ClaimRerun rerun;
    rerun.stop = interrupt_.flag();
    if (next_ < prior_.size()) rerun.priorSeconds = prior_[next_];
    ++next_;
    // The label names no file: a file name could hold control characters, and the line is
    // written past the terminal-safe stream.
    ProgressLine line("claim " + std::to_string(next_) + " of " + std::to_string(std::max(next_, prior_.size())));
    rerun.progress = [&](const RunProgress& p, std::size_t, const BalanceReport&, bool) { return line(p); };
    ClaimCheck check;
    try {
        check = verifyClaim(c, threads_, rerun);
    } catch (...) {
        line.clear();
        throw;
    }
    line.clear();
    if (!check.finished)
        results_.emplace_back(file, "not finished (cut short after " + std::to_string(check.played) + " of " +
                                        std::to_string(check.planned) + " games)");
    else if (check.reproduced)
        results_.emplace_back(file, "reproduced (" + std::to_string(check.played) + " games)");
    else
        results_.emplace_back(file, "does not reproduce (" + std::to_string(check.differences.size()) + " figure" +
                                        (check.differences.size() == 1 ? "" : "s") + " differ)");
    return check;
}

void ClaimReruns::note(const std::string& file, const std::string& result) { results_.emplace_back(file, result); }

int ClaimReruns::printStopped(const std::vector<std::string>& files, const std::string& after) const {
    std::size_t checked = 0;
    for (const auto& [file, result] : results_) checked += result.rfind("not finished", 0) != 0 && result.rfind("skipped", 0) != 0;
    std::cerr << "muster-cli " << command_ << ": stopped by Ctrl+C: " << checked << " of " << files.size() << " claim"
              << (files.size() == 1 ? "" : "s") << " checked\n";
    for (const std::string& f : files) {
        const auto it = std::find_if(results_.begin(), results_.end(), [&](const auto& r) { return r.first == f; });
        std::cerr << "  " << oneLine(f) << ": " << (it == results_.end() ? "not checked" : it->second) << "\n";
    }
    if (!after.empty()) std::cerr << after << "\n";
    return kExitInterrupted;
}

} // namespace muster::cli
