#pragma once
// Validation of an Eagle Games battle against 002's set-up rules and the stand-alone
// points; rule ids are listed in eagle_ruleset.cpp, readings in docs/rules-notes.md.
#include "../../rules/issue.h"
#include "eagle_scenario.h"

#include <vector>

namespace muster {

// Every issue, sorted with issueLess.
std::vector<Issue> validateEagle(const EagleScenario& s);

} // namespace muster
