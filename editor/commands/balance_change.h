#pragma once
// A change suggested by a balance search (engine/balance/balance_suggest.h) made to the open
// scenario as one undo step, through the command of the field it touches (ChangeValue for
// command AP, turns, elimination VP and victory conditions; ChangeVpMarkerCommand for a
// marker's value), so History names it and undo takes it back.
#include "engine/balance/balance_suggest.h"

#include <QString>

namespace muster {

class ScenarioDocument;

// False, changing nothing, when the scenario no longer holds the change's starting value
// (or the condition or marker it names).
bool applyBalanceChange(ScenarioDocument* doc, const BalanceChange& c, const QString& text);

} // namespace muster
