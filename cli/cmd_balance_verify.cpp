// muster-cli balance verify CLAIM.json: plays a published balance claim's games again and
// exits 1 when any figure differs (club/balance_claim.h). Dispatched from `balance`. The
// games and time first, progress on a terminal, Ctrl+C prints what finished (exit 130).
#include "claim_reruns.h"
#include "command_registry.h"

#include "club/balance_claim.h"
#include "engine/io/game_json.h"
#include "engine/queries/rule_queries.h"

#include <cstdlib>
#include <iostream>
#include <thread>

namespace muster::cli {

int runBalanceVerify(const std::vector<std::string>& args) {
    if (args.size() != 1 || args[0].rfind("--", 0) == 0) {
        std::cerr << "usage: muster-cli balance verify CLAIM.json\n";
        return kExitUsage;
    }
    BalanceClaim c;
    try {
        c = readClaimFile(args[0]);
    } catch (const ClaimError& e) {
        std::cerr << "muster-cli balance verify: " << e.what() << "\n";
        return kExitUsage;
    }
    if (const std::string errs = playBlockers(c.scenario); !errs.empty()) {
        std::cerr << args[0] << ": the battle breaks the rules: " << errs << "\n";
        return kExitRuleErrors;
    }
    ClaimReruns reruns("balance verify", static_cast<int>(std::max(1u, std::thread::hardware_concurrency())));
    reruns.announce({&c});
    const ClaimCheck check = reruns.run(c, args[0]);
    if (reruns.stopped()) return reruns.printStopped({args[0]});
    if (!check.reproduced) {
        std::cerr << args[0] << ": does not reproduce (" << claimGamesTotal(c) << " games, seed " << c.seed << ", made by Muster " << c.muster
                  << ", re-run by " << musterVersion() << "):\n";
        for (const auto& d : check.differences) std::cerr << "  " << d << "\n";
        return kExitRuleErrors;
    }
    if (c.ladder) {
        std::string rungs;
        for (const std::string& p : c.ladder->players) rungs += (rungs.empty() ? "" : ", ") + p;
        std::cout << args[0] << ": reproduced: " << c.title << ", a ladder of " << rungs << ", " << claimGamesTotal(c)
                  << " games, seed " << c.seed << ", verdict " << c.result.value("verdict", std::string()) << "\n";
        return kExitOk;
    }
    std::cout << args[0] << ": reproduced: " << c.title << ", " << c.games << " games, seed " << c.seed << ", Union "
              << check.report.unionWins << ", Confederate " << check.report.confederateWins << ", draws " << check.report.draws
              << "\n";
    return kExitOk;
}

} // namespace muster::cli
