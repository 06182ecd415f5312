#include "piece_tools.h"

#include "tool_options.h"

#include "editor/document/scenario_document.h"
#include "model/unittype.h"

#include <algorithm>

namespace muster {

QString PlaceUnitTool::id() const { return leader_ ? QStringLiteral("leader") : QStringLiteral("unit"); }
QString PlaceUnitTool::name() const { return leader_ ? QStringLiteral("Leader") : QStringLiteral("Unit"); }

QString PlaceUnitTool::hint() const {
    const auto& o = *ctx_.options;
    if (leader_)
        return QStringLiteral("Leader: click a hex to place %1 leader \"%2\"")
            .arg(QString::fromUtf8(displayName(o.side).data()), o.leaderName);
    const auto& info = unitTypeInfo(o.unitType);
    const QString what = tr("Unit: click a hex to place %1 %2, %3 SP")
                             .arg(QString::fromUtf8(displayName(o.side).data()),
                                  QString::fromUtf8(displayName(o.unitType).data()).toLower())
                             .arg(std::clamp(o.strength, info.minSp, info.maxSp));
    // Gunboats have no morale (3.1.4): the hint does not promise one.
    if (!info.hasMorale) return what;
    return tr("%1, %2 morale").arg(what, QString::fromUtf8(displayName(o.morale).data()).toLower());
}

Unit PlaceUnitTool::unitFor(Offset hex) const {
    const auto& o = *ctx_.options;
    Unit u;
    u.side = o.side;
    u.hex = hex;
    if (leader_) {
        u.type = UnitType::Leader;
        u.id = ctx_.document->newUnitId("l");
        u.name = o.leaderName.toStdString();
        return u;
    }
    u.type = o.unitType == UnitType::Leader ? UnitType::Infantry : o.unitType;
    u.id = ctx_.document->newUnitId("u");
    const auto& info = unitTypeInfo(u.type);
    u.sp = std::clamp(o.strength, info.minSp, info.maxSp);
    if (info.hasMorale) u.morale = o.morale;
    return u;
}

void PlaceUnitTool::press(const ToolEvent& e) {
    if (e.button != Qt::LeftButton || !e.hex) return;
    ctx_.document->addUnit(unitFor(*e.hex));
}

void PlaceVpTool::press(const ToolEvent& e) {
    if (e.button != Qt::LeftButton || !e.hex) return;
    const auto& o = *ctx_.options;
    VpMarker m;
    m.hex = *e.hex;
    m.value = std::max(1, o.vpValue);
    m.label = o.vpLabel.toStdString();
    m.side = o.vpSide;
    ctx_.document->addVpMarker(m);
}

} // namespace muster
