#pragma once
// Validation rule ids ("stacking.combat-units", part of the file and CLI contract) as the
// plain words the Issues dock shows; the id itself stays in the tooltip.
#include <QString>

#include <string>

namespace muster {

// "Too many combat units in a hex"; an id this list does not know becomes words from its
// own parts ("Board: off the edge" style), never the bare id.
QString ruleName(const std::string& ruleId);

} // namespace muster
