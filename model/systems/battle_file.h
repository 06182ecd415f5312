#pragma once
// Which rule system a scenario file is for, and reading the files of systems that have
// their own battle shape. Hold the Line scenarios are read by readScenarioJson.
#include "battle.h"
#include "../scenario.h"

#include <memory>
#include <string>
#include <string_view>

namespace muster {

// The top-level `ruleset` of a scenario file, without reading the rest; the default
// (hold-the-line-acw) when the key is absent. Empty when the text is not a JSON object
// or the value is not a string: the full reader then says what is wrong.
std::string peekRuleset(std::string_view text);

// The battle in `text` when its ruleset is a system with its own reader; null when the
// file is for the hex scenario reader (Hold the Line, or a system Muster cannot build:
// validation then reports scenario.ruleset). Throws ScenarioReadError on a bad file.
std::unique_ptr<Battle> readSystemBattleJson(std::string_view text, const std::string& file);

// A scenario file of any system Muster builds battles for, its text read once: Hold the
// Line's as a Scenario in `hex`, another system's in `other` (then `hex` is unused).
struct AnyScenario {
    Scenario hex;
    std::unique_ptr<Battle> other;
};
AnyScenario readAnyScenarioJson(std::string_view text, const std::string& file);
AnyScenario readAnyScenarioFile(const std::string& path);

} // namespace muster
