#include "action_mark.h"

#include <algorithm>

namespace muster {

ActionMark markOf(const GameState& before, const Action& a, const GameState& after, int index) {
    ActionMark m;
    m.action = index;
    const GameSetup& g = before.setup();
    m.side = before.toAct();
    const int mover = a.kind == ActionKind::Rally ? -1 : a.unit;
    const bool moves = a.kind == ActionKind::Move || a.kind == ActionKind::MoveFire || a.kind == ActionKind::Enter ||
                       a.kind == ActionKind::Advance || a.kind == ActionKind::Retreat;
    if (mover >= 0 && mover < g.unitCount() && moves) {
        const UnitState& b = before.unit(mover);
        const UnitState& e = after.unit(mover);
        if (b.status == UnitStatus::Board) m.path.push_back(g.offset(b.hex));
        for (Offset o : a.path) m.path.push_back(o);
        if (a.kind == ActionKind::Enter && a.path.empty() && e.status == UnitStatus::Board) m.path.push_back(g.offset(e.hex));
        if ((a.kind == ActionKind::Advance || a.kind == ActionKind::Retreat) && e.status == UnitStatus::Board &&
            b.status == UnitStatus::Board && e.hex != b.hex)
            m.path.push_back(g.offset(e.hex));
        if (m.path.size() < 2 && a.kind != ActionKind::Enter) m.path.clear();
    }
    if ((a.kind == ActionKind::Fire || a.kind == ActionKind::MoveFire || a.kind == ActionKind::Close) && a.hex) {
        m.at = *a.hex;
        m.close = a.kind == ActionKind::Close;
        const UnitState& b = before.unit(a.unit);
        if (a.kind == ActionKind::MoveFire && !a.path.empty()) m.from = a.path.back();
        else if (b.status == UnitStatus::Board) m.from = g.offset(b.hex);
    }
    // Every unit that lost strength, died or was pushed (retreats, and a leader's too).
    for (int u = 0; u < g.unitCount(); ++u) {
        const UnitState& b = before.unit(u);
        const UnitState& e = after.unit(u);
        if (b.status != UnitStatus::Board) continue;
        const bool dead = e.status == UnitStatus::Eliminated;
        if (dead || e.sp < b.sp) m.losses.push_back({g.offset(b.hex), b.sp - (dead ? 0 : e.sp), dead});
        if (!dead && e.status == UnitStatus::Board && e.hex != b.hex && u != mover && u != a.leader)
            m.retreats.push_back({g.offset(b.hex), g.offset(e.hex)});
    }
    // The retreat decision's unit moves by the owner's choice: shown as a retreat too.
    if (a.kind == ActionKind::Retreat && m.path.size() >= 2) {
        m.retreats.push_back({m.path.front(), m.path.back()});
        m.path.clear();
    }
    return m;
}

std::vector<Offset> ActionMark::hexes() const {
    std::vector<Offset> out = path;
    if (from) out.push_back(*from);
    if (at) out.push_back(*at);
    for (const Loss& l : losses) out.push_back(l.hex);
    for (const Step& s : retreats) out.insert(out.end(), {s.from, s.to});
    std::vector<Offset> unique;
    for (Offset o : out)
        if (std::find(unique.begin(), unique.end(), o) == unique.end()) unique.push_back(o);
    return unique;
}

} // namespace muster
