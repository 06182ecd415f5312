#include "editor/commands/balance_change.h"

#include "editor/commands/change_value.h"
#include "editor/commands/scenario_fields.h"
#include "editor/commands/vp_commands.h"
#include "editor/document/scenario_document.h"

namespace muster {

bool applyBalanceChange(ScenarioDocument* doc, const BalanceChange& c, const QString& text) {
    const Scenario& now = doc->scenario();
    const auto index = static_cast<std::size_t>(c.index);
    switch (c.kind) {
    case BalanceChange::Kind::CommandAp:
        if (now.side(c.side).commandAP != c.from) return false;
        changeValue<fields::SideCommandAp>(doc, c.to, static_cast<int>(c.side), text, false);
        return true;
    case BalanceChange::Kind::Turns:
        if (now.turns != c.from) return false;
        changeValue<fields::Turns>(doc, c.to, 0, text, false);
        return true;
    case BalanceChange::Kind::EliminationVp:
        if (now.victory.eliminationVP != c.from) return false;
        changeValue<fields::EliminationVp>(doc, c.to, 0, text, false);
        return true;
    case BalanceChange::Kind::VictoryVp: {
        if (c.index < 0 || index >= now.victory.conditions.size() || now.victory.conditions[index].vp != c.from) return false;
        std::vector<VictoryCondition> conditions = now.victory.conditions;
        conditions[index].vp = c.to;
        changeValue<fields::VictoryConditions>(doc, std::move(conditions), 0, text, false);
        return true;
    }
    case BalanceChange::Kind::MarkerValue: {
        if (c.index < 0 || index >= now.vpMarkers.size() || now.vpMarkers[index].value != c.from) return false;
        VpMarker m = now.vpMarkers[index];
        m.value = c.to;
        auto* cmd = new ChangeVpMarkerCommand(doc, c.index, m);
        cmd->setText(text);
        doc->undoStack()->push(cmd);
        return true;
    }
    }
    return false;
}

} // namespace muster
