// PlayTool::toolTip: what the play board's marks mean for the block or hex under the
// cursor, so a player can follow them without the legend: the unit's strength and morale
// now, whether it acted this turn (its block pale with a tick) or may still act, and the
// dashed outline of the last action's hexes.
#include "play_tool.h"

#include "editor/play/play_controller.h"
#include "editor/widgets/qstring_util.h"
#include "editor/render/board_painter.h"
#include "editor/view/board_view.h"

#include <algorithm>

namespace muster {

namespace {
QString activityWords(Activity a) {
    switch (a) {
    case Activity::None: return {};
    case Activity::Entered: return PlayTool::tr("entered the board");
    case Activity::Moved: return PlayTool::tr("moved");
    case Activity::Fired: return PlayTool::tr("fired");
    case Activity::MovedFired: return PlayTool::tr("moved and fired");
    case Activity::Closed: return PlayTool::tr("made a close combat");
    case Activity::RodeAlong: return PlayTool::tr("rode along with a unit");
    case Activity::Rallied: return PlayTool::tr("rallied a unit");
    case Activity::WasRallied: return PlayTool::tr("was rallied");
    }
    return {};
}
} // namespace

QString PlayTool::toolTip(QPointF boardPos, std::optional<Offset> hex) const {
    if (!ctx_.view || !hex || !pc_->session().active()) return {};
    const GameState& s = state();
    const BoardPainter& bp = ctx_.view->boardPainter();
    QStringList lines;
    for (const BoardPainter::Piece& piece : bp.stackAt(*hex)) {
        if (!piece.block.contains(boardPos)) continue;
        const BoardUnit& u = piece.shown;
        QString line = QStringLiteral("<b>%1</b>: %2 %3").arg(pc_->unitWords().name(u.index).toHtmlEscaped(),
                                                              qs(displayName(u.side())), qs(displayName(u.type())).toLower());
        if (u.type() != UnitType::Leader)
            line += tr(", %1 of %2 SP").arg(u.sp).arg(effectiveSp(*u.unit));
        if (u.morale) line += tr(", %1 morale").arg(qs(displayName(*u.morale)).toLower());
        lines << line;
        if (u.acted) lines << tr("Has %1 this turn: no more actions (6.1.4)").arg(activityWords(s.unit(u.index).did));
        else if (u.canAct) lines << tr("Has not acted yet this turn");
    }
    const auto& last = pc_->picture().lastActionHexes();
    if (std::find(last.begin(), last.end(), *hex) != last.end()) {
        const ActionMark* m = pc_->marks()->shown();
        lines << tr("Dashed outline: a hex of the last action ([%1] in the log)").arg(m ? m->action + 1 : 0);
    }
    return lines.join(QStringLiteral("<br>"));
}

} // namespace muster
