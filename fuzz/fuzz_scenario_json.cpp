// libFuzzer target for the scenario reader: any bytes either give a ScenarioReadError or a
// scenario that validates without crashing, line-of-sight queries that terminate, and a
// canonical write that reads back to the same bytes. Built by fuzz/run.sh (clang only).
#include "model/io/scenario_json.h"
#include "model/los.h"
#include "model/rules/validator.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace muster;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    ReadLimits limits;
    limits.maxUnits = 2000; // keep each run fast; the limits themselves are tested elsewhere
    limits.maxTerrainEntries = 20000;
    Scenario s;
    try {
        s = readScenarioJson(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz", limits);
    } catch (const ScenarioReadError&) {
        return 0;
    }
    validate(s);
    if (s.board.sizeValid()) {
        lineOfSight(s, Offset{1, 1}, Offset{s.board.columns, s.board.rows});
        for (const auto& u : s.units)
            if (u.hex && s.board.contains(*u.hex)) lineOfSight(s, *u.hex, Offset{1, s.board.rows});
    }
    const std::string once = writeScenarioJson(s);
    const Scenario back = readScenarioJson(once, "rewrite");
    if (writeScenarioJson(back) != once) std::abort(); // canonical output must be stable
    return 0;
}
