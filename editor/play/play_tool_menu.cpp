// PlayTool's context menu: what a right-click on a hex offers (the selected unit's fire and
// close combat at an enemy hex; a unit's other actions: a leader riding along, move and
// fire, rally, close combat, entry; end turn).
#include "play_tool.h"

#include "editor/play/play_controller.h"
#include "editor/widgets/qstring_util.h"

#include <algorithm>

namespace muster {

std::vector<PlayTool::MenuItem> PlayTool::menuFor(Offset hex) const {
    std::vector<MenuItem> out;
    if (!pc_->humanMayAct()) return out;
    const GameState& s = state();
    const GameSetup& g = s.setup();
    if (!g.contains(hex)) return out;
    if (s.pending.kind == DecisionKind::Advance) {
        out.push_back({tr("Advance %1").arg(pc_->unitWords().name(s.pending.unit)), advanceAction(s.pending.unit)});
        out.push_back({tr("Do not advance"), skipAdvanceAction()});
        return out;
    }
    if (s.pending.kind == DecisionKind::Retreat) return out;
    const HexUnits& h = s.at(g.index(hex));
    // An enemy hex with a unit selected: what the selected unit may do at it, first.
    if (unit_ >= 0 && s.occupant(g.index(hex)) && *s.occupant(g.index(hex)) != s.active) {
        const QString name = pc_->unitWords().name(unit_);
        for (const Action& a : legalActionsFor(s, unit_)) {
            if (!a.hex || *a.hex != hex) continue;
            const int ap = apCost(s, a);
            if (a.kind == ActionKind::Fire) out.push_back({tr("%1: fire at %2 (%3 AP)").arg(name, qs(hexLabel(hex, g.board()))).arg(ap), a});
            if (a.kind == ActionKind::Close)
                out.push_back({tr("%1: close combat at %2 (%3 AP)").arg(name, qs(hexLabel(hex, g.board()))).arg(ap), a});
            if (a.kind == ActionKind::MoveFire && mode_ == Mode::MoveFireAt && a.path == moveFirePath_ && a.leader == moveFireLeader_)
                out.push_back({tr("%1: move, then fire at %2 (%3 AP)").arg(name, qs(hexLabel(hex, g.board()))).arg(ap), a});
        }
    }
    for (int u : {h.foot, h.artillery, h.leader, h.gunboat}) {
        if (u < 0 || s.sideOf(u) != s.active) continue;
        const auto acts = legalActionsFor(s, u);
        if (acts.empty()) continue;
        const QString name = pc_->unitWords().name(u);
        out.push_back({tr("Select %1").arg(name), std::nullopt, u, Mode::Normal});
        if (std::any_of(acts.begin(), acts.end(), [](const Action& a) { return a.kind == ActionKind::Move && a.leader >= 0; }))
            out.push_back({tr("Move %1 with %2 riding along").arg(name, pc_->unitWords().name(h.leader)), std::nullopt, u, Mode::RideAlong});
        if (std::any_of(acts.begin(), acts.end(), [](const Action& a) { return a.kind == ActionKind::MoveFire; }))
            out.push_back({tr("Move and fire with %1").arg(name), std::nullopt, u, Mode::MoveFire});
        if (std::any_of(acts.begin(), acts.end(), [](const Action& a) { return a.kind == ActionKind::MoveFire && a.leader >= 0; }))
            out.push_back({tr("Move and fire with %1, %2 riding along").arg(name, pc_->unitWords().name(h.leader)), std::nullopt, u, Mode::MoveFireRide});
        for (const Action& a : acts) {
            if (a.kind == ActionKind::Rally)
                out.push_back({tr("%1 rallies %2").arg(name, pc_->unitWords().name(a.unit)), a});
            if (a.kind == ActionKind::Close) out.push_back({tr("%1: close combat at %2").arg(name, qs(hexLabel(*a.hex, g.board()))), a});
            if (a.kind == ActionKind::Fire) out.push_back({tr("%1: fire at %2").arg(name, qs(hexLabel(*a.hex, g.board()))), a});
        }
    }
    for (int u = 0; u < g.unitCount(); ++u) {
        if (s.unit(u).status != UnitStatus::Waiting || s.sideOf(u) != s.active) continue;
        const auto acts = legalActionsFor(s, u);
        for (const Action& a : acts)
            if (a.kind == ActionKind::Enter && a.hex == hex && a.path.empty()) {
                out.push_back({a.leader < 0 ? tr("Enter %1 here").arg(pc_->unitWords().name(u))
                                            : tr("Enter %1 here with %2 riding along").arg(pc_->unitWords().name(u), pc_->unitWords().name(a.leader)),
                               a});
                if (a.leader < 0 && std::any_of(acts.begin(), acts.end(), [&](const Action& b) { return b.kind == ActionKind::Enter && b.hex == hex && !b.path.empty(); }))
                    out.push_back({tr("Enter %1 here and move on").arg(pc_->unitWords().name(u)), std::nullopt, u, Mode::Enter});
            }
    }
    if (checkAction(s, endTurnAction())) out.push_back({tr("End turn"), endTurnAction()});
    return out;
}

void PlayTool::runMenuItem(const MenuItem& item) {
    if (item.action) {
        if (pc_->act(*item.action)) select(-1);
        return;
    }
    select(item.unit, item.mode);
    if (lit_.empty()) pc_->showMessage(tr("Nothing is lit for that: no legal hex"));
}

} // namespace muster
