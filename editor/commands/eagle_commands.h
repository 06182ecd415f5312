#pragma once
// The edits of an Eagle Games battle (EagleDocument), each one undoable step: units added,
// deleted, renamed, moved between spaces, made elite; army names, the points budget, the
// battle's stated size and title. A battle is a few dozen units, so a step keeps the battle
// before and after it (no field-by-field bookkeeping to get wrong).
#include "model/systems/eagle/eagle_scenario.h"

#include <QString>

#include <optional>
#include <string>

namespace muster {

class EagleDocument;

namespace eagleedit {

// Add a unit: a new id ("u"/"c" and a number) and a readable name when they are empty;
// the elite flag is dropped for a type that cannot be elite. Returns the id.
std::string addUnit(EagleDocument& doc, EagleUnit u);
bool deleteUnit(EagleDocument& doc, const std::string& id);
bool renameUnit(EagleDocument& doc, const std::string& id, const std::string& name);
bool moveUnit(EagleDocument& doc, const std::string& id, EagleSpace to);
// False when unchanged or the type cannot be elite.
bool setElite(EagleDocument& doc, const std::string& id, bool elite);
bool setArmyName(EagleDocument& doc, Side side, const std::string& name);
// Successive changes (a spin-box run) merge into one step.
bool setPoints(EagleDocument& doc, std::optional<int> points);
// Empty: the size follows the brigade counts.
bool setSize(EagleDocument& doc, std::optional<EagleSize> size);
bool setTitle(EagleDocument& doc, const std::string& title);
// The whole battle replaced as one step; false when it is the same.
bool replaceBattle(EagleDocument& doc, const EagleScenario& s, const QString& text);

} // namespace eagleedit

// A unit's name for a new one of this type and army: "Union infantry 3".
std::string eagleDefaultName(const EagleScenario& s, Side side, EagleUnitType t);

} // namespace muster
