#pragma once
// Balance claims re-run one after another for balance verify, club check and club publish
// --claim, as `balance` runs its games (long_run.h): the games and time first, progress on
// a terminal, and Ctrl+C, after which the command prints which claims finished, with their
// result, and which were not checked, and exits 130.
#include "long_run.h"

#include "club/balance_claim.h"

#include <string>
#include <vector>

namespace muster::cli {

class ClaimReruns {
public:
    // Catches Ctrl+C until it is destroyed.
    ClaimReruns(std::string command, int threads);

    // Times each claim's players through a first turn and prints on stderr "muster-cli
    // COMMAND: re-running N claims: G games in all NOTE; about T on K threads (...)".
    void announce(const std::vector<const BalanceClaim*>& claims, const std::string& note = {});

    // Re-runs the next claim announced, its result recorded under `file`.
    ClaimCheck run(const BalanceClaim& c, const std::string& file);
    // A result the command settled without a re-run ("skipped", "cannot be re-run: ...").
    void note(const std::string& file, const std::string& result);

    bool stopped() const { return interrupt_.stopped(); }
    // After a stop: "muster-cli COMMAND: stopped by Ctrl+C: K of N claims checked", each
    // claim of `files` with its result, "not finished (...)" or "not checked", and `after`.
    // Returns kExitInterrupted.
    int printStopped(const std::vector<std::string>& files, const std::string& after = {}) const;

private:
    std::string command_;
    int threads_;
    InterruptStop interrupt_;
    std::vector<std::vector<double>> prior_;  // per announced claim
    std::size_t next_ = 0;
    std::vector<std::pair<std::string, std::string>> results_;  // file, result
};

} // namespace muster::cli
