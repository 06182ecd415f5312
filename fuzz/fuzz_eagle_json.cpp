// libFuzzer target for the Eagle Games battle reader (model/systems/eagle): any bytes either
// give a ScenarioReadError or a battle that validates without crashing, whose summary and
// points are computed, and whose canonical write reads back to the same values and bytes.
// Built by fuzz/run.sh eagle (clang only); its seeds are replayed by the fuzz_replay_eagle_json ctest.
#include "model/io/scenario_json.h"
#include "model/systems/eagle/eagle_battle.h"
#include "model/systems/eagle/eagle_checks.h"
#include "model/systems/eagle/eagle_json.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace muster;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    EagleScenario s;
    try {
        s = readEagleJson(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz");
    } catch (const ScenarioReadError&) {
        return 0;
    }
    validateEagle(s);
    for (Side side : kAllSides) {
        eaglePoints(s, side);
        eagleAttackerBonus(s, side);
    }
    const std::string once = writeEagleJson(s);
    const EagleScenario back = readEagleJson(once, "rewrite");
    if (!(back == s) || writeEagleJson(back) != once) std::abort();
    makeEagleBattle(back)->summary();
    return 0;
}
