#pragma once
// The Help pages of a VASSAL module: one HTML page per battle (briefing, sides, victory
// conditions in plain words, VP markers, special and optional rules, order of battle,
// historical notes) and a short Hold the Line rules summary with the module's dice.
#include "model/scenario.h"

#include <QString>

namespace muster {
class RuleParameters;
}

namespace muster::vassal {

QString battleHelpHtml(const Scenario& s, const QString& sheetFile);
QString rulesSummaryHtml(const RuleParameters& params);
// "3 green, 2 black, 1 gold: 1-3 green, 4-5 black, 6 gold" from the rules data.
QString moraleFacesText(const RuleParameters& params);

} // namespace muster::vassal
