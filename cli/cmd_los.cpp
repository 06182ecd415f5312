// muster-cli los FILE --from C,R --to C,R [--json]
#include "cli_util.h"
#include "command_registry.h"

#include "model/io/scenario_json.h"
#include "model/los.h"
#include "model/systems/battle_file.h"

#include <iostream>

namespace muster::cli {
namespace {

// The JSON answer, the same for every system's board.
int printLosJson(bool clear, int distance, const std::vector<Offset>& blockedBy) {
    nlohmann::ordered_json j;
    j["clear"] = clear;
    j["distance"] = distance;
    j["blockedBy"] = nlohmann::ordered_json::array();
    for (Offset o : blockedBy) j["blockedBy"].push_back(hexToJson(o));
    std::cout << j.dump() << "\n";
    return kExitOk;
}

// Line of sight in a system with its own board (the square grid): the same output.
int printOtherLos(const Battle& battle, const std::string& file, Offset from, Offset to, bool json) {
    const LosAnswer r = battle.lineOfSight(from, to);
    if (!r.error.empty()) {
        std::cerr << file << ": " << r.error << "\n";
        return r.boardInvalid ? kExitRuleErrors : kExitUsage;
    }
    if (json) return printLosJson(r.clear, r.distance, r.blockedBy);
    std::cout << battle.placeLabel(from) << " -> " << battle.placeLabel(to) << ": distance " << r.distance
              << ", line of sight " << (r.clear ? "clear" : "BLOCKED");
    if (!r.blockedBy.empty()) {
        std::cout << " by";
        for (std::size_t i = 0; i < r.blockedBy.size(); ++i)
            std::cout << " " << battle.placeLabel(r.blockedBy[i]) << " (" << r.blockerNames[i] << ")";
    }
    std::cout << "\n";
    return kExitOk;
}

int runLos(const std::vector<std::string>& argsIn) {
    auto args = argsIn;
    const bool json = takeFlag(args, "--json");
    const auto from = takeOption(args, "--from");
    const auto to = takeOption(args, "--to");
    if (args.size() != 1 || !from || !to) {
        std::cerr << "usage: muster-cli los FILE --from C,R --to C,R [--json]\n";
        return kExitUsage;
    }
    const std::string& file = args[0];
    const auto a = parseHexArg(*from), b = parseHexArg(*to);
    if (!a || !b) {
        std::cerr << "muster-cli los: hexes are written C,R (1-based column and row), e.g. --from 4,5\n";
        return kExitUsage;
    }
    AnyScenario any;
    try {
        any = readAnyScenarioFile(file);
    } catch (const ScenarioReadError& e) {
        std::cerr << e.what() << "\n";
        return kExitUsage;
    }
    if (any.other) return printOtherLos(*any.other, file, *a, *b, json);
    const Scenario& s = any.hex;
    if (!s.board.sizeValid()) {
        std::cerr << file << ": board: " << s.board.columns << "x" << s.board.rows
                  << " is outside " << boardSideRange() << " columns and rows (board.size)\n";
        return kExitRuleErrors;
    }
    for (Offset o : {*a, *b})
        if (!s.board.contains(o)) {
            std::cerr << file << ": hex [" << o.col << "," << o.row << "] is off the "
                      << s.board.columns << "x" << s.board.rows << " board\n";
            return kExitUsage;
        }
    const LosResult r = lineOfSight(s, *a, *b);
    if (json) {
        printLosJson(r.clear, r.distance, r.blockedBy);
    } else {
        std::cout << hexLabel(*a, s.board) << " -> " << hexLabel(*b, s.board) << ": distance "
                  << r.distance << ", line of sight " << (r.clear ? "clear" : "BLOCKED");
        if (!r.blockedBy.empty()) {
            std::cout << " by";
            for (Offset o : r.blockedBy)
                std::cout << " " << hexLabel(o, s.board) << " (" << displayName(s.terrainAt(o)) << ")";
        }
        std::cout << "\n";
    }
    return kExitOk;
}

const Registrar reg("los", "los FILE --from C,R --to C,R [--json]   line of sight between two hexes",
                    runLos);

} // namespace
} // namespace muster::cli
