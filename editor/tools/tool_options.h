#pragma once
// The tool options the toolbar edits and QSettings remembers: brush terrain and radius,
// the unit palette, the VP marker to place.
#include "model/types.h"

#include <QCoreApplication>

#include <QString>

#include <optional>

namespace muster {

struct ToolOptions {
    Terrain terrain = Terrain::Woods;
    int brushRadius = 0;          // 0, 1 or 2
    Side side = Side::Union;
    UnitType unitType = UnitType::Infantry;
    int strength = 4;             // clamped to the type's range when placing
    Morale morale = Morale::Black;
    QString leaderName = QCoreApplication::translate("muster::ToolOptions", "Leader");
    int vpValue = 1;
    QString vpLabel;
    std::optional<Side> vpSide;   // who holds a placed VP marker at the start (none: nobody)
};

} // namespace muster
