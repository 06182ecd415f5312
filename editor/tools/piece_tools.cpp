#include "piece_tools.h"
#include "editor/commands/document_edits.h"
#include "editor/widgets/qstring_util.h"

#include "tool_icons.h"
#include "tool_options.h"

#include "editor/document/scenario_document.h"
#include "model/marker_holder.h"
#include "model/unit_names.h"
#include "model/unittype.h"

#include <algorithm>

namespace muster {

PlaceUnitTool::PlaceUnitTool(const ToolContext& ctx, bool leader, QObject* parent)
    : Tool(leader ? ToolLook{QStringLiteral("leader"), tr("Leader"), toolicons::leader(), QKeySequence(Qt::Key_K)}
                  : ToolLook{QStringLiteral("unit"), tr("Unit"), toolicons::unit(), QKeySequence(Qt::Key_U)},
           ctx, parent),
      leader_(leader) {}

QString PlaceUnitTool::hint() const {
    const auto& o = *ctx_.options;
    if (leader_)
        return tr("Leader: click a hex to place %1 leader \"%2\"")
            .arg(qs(displayName(o.side)), qs(leaderName()));
    const auto& info = unitTypeInfo(o.unitType);
    const QString what = tr("Unit: click a hex to place %1 %2, %3 SP")
                             .arg(qs(displayName(o.side)),
                                  qs(displayName(o.unitType)).toLower())
                             .arg(std::clamp(o.strength, info.minSp, info.maxSp));
    // Gunboats have no morale (3.1.4): the hint does not promise one.
    if (!info.hasMorale) return what;
    return tr("%1, %2 morale").arg(what, qs(displayName(o.morale)).toLower());
}

std::string PlaceUnitTool::leaderName() const {
    const auto& o = *ctx_.options;
    const auto& units = ctx_.document->scenario().units;
    // The name typed in the toolbar, unless it is the placeholder or taken already.
    const QString typed = o.leaderName.trimmed();
    if (typed.isEmpty() || typed == ToolOptions{}.leaderName || unitNameUsed(units, typed.toStdString()))
        return defaultUnitName(units, o.side, UnitType::Leader);
    return typed.toStdString();
}

Unit PlaceUnitTool::unitFor(Offset hex) const {
    const auto& o = *ctx_.options;
    const auto& units = ctx_.document->scenario().units;
    Unit u;
    u.side = o.side;
    u.hex = hex;
    if (leader_) {
        u.type = UnitType::Leader;
        u.id = ctx_.document->newUnitId("l");
        u.name = leaderName();
        return u;
    }
    u.type = o.unitType == UnitType::Leader ? UnitType::Infantry : o.unitType;
    u.id = ctx_.document->newUnitId("u");
    u.name = defaultUnitName(units, u.side, u.type);
    const auto& info = unitTypeInfo(u.type);
    u.sp = std::clamp(o.strength, info.minSp, info.maxSp);
    if (info.hasMorale) u.morale = o.morale;
    return u;
}

void PlaceUnitTool::press(const ToolEvent& e) {
    if (e.button != Qt::LeftButton || !e.hex) return;
    edit::addUnit(*ctx_.document, unitFor(*e.hex));
    // The hint names the next leader, which this one may just have taken.
    if (leader_) emit optionsChanged();
}

PlaceVpTool::PlaceVpTool(const ToolContext& ctx, QObject* parent)
    : Tool({QStringLiteral("vp"), tr("VP marker"), toolicons::vpMarker(), QKeySequence(Qt::Key_P)}, ctx, parent) {}

void PlaceVpTool::press(const ToolEvent& e) {
    if (e.button != Qt::LeftButton || !e.hex) return;
    const auto& o = *ctx_.options;
    VpMarker m;
    m.hex = *e.hex;
    m.value = std::max(1, o.vpValue);
    m.label = o.vpLabel.toStdString();
    m.side = o.vpSide ? o.vpSide : automaticMarkerHolder(ctx_.document->scenario(), m.hex);
    edit::addVpMarker(*ctx_.document, m);
}

} // namespace muster
