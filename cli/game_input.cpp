#include "game_input.h"

#include "cli_util.h"
#include "command_registry.h"

#include <iostream>

namespace muster::cli {

std::optional<GameInput> readGameInput(const char* command, const std::string& file,
                                       const std::optional<std::string>& seedText, int& exitCode) {
    std::uint64_t seed = 1;
    if (seedText && !parseWhole(*seedText, seed)) {
        std::cerr << "muster-cli " << command << ": --seed takes a whole number from 0 to 18446744073709551615\n";
        exitCode = kExitUsage;
        return std::nullopt;
    }
    GameInput in;
    try {
        in.game = readGameOrScenarioFile(file, seed, &in.isGame);
    } catch (const GameReadError& e) {
        std::cerr << e.what() << "\n";
        exitCode = e.invalidScenario() ? kExitRuleErrors : kExitUsage;
        return std::nullopt;
    }
    return in;
}

} // namespace muster::cli
