#include "play_tool.h"

#include "editor/widgets/qstring_util.h"
#include "editor/play/play_controller.h"
#include "editor/tools/tool_icons.h"
#include "editor/render/board_painter.h"
#include "editor/view/board_view.h"
#include "engine/queries/play_queries.h"

#include <QCursor>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace muster {

namespace {
QString pct(double p) { return QStringLiteral("%1%").arg(qRound(p * 100)); }

QString fireOddsText(const HtlFireOdds& o) {
    return QObject::tr("%1 hits, %2 elim").arg(o.expectedHits, 0, 'f', 2).arg(pct(o.eliminated));
}
QString hexesText(int n) { return n == 1 ? QObject::tr("1 hex") : QObject::tr("%1 hexes").arg(n); }

QString closeOddsText(const HtlCloseOdds& o) {
    return QObject::tr("close: %1 elim, %2 retreat").arg(pct(o.eliminated), pct(o.retreat));
}
} // namespace

PlayTool::PlayTool(const ToolContext& ctx, PlayController* pc, QObject* parent)
    : Tool({QStringLiteral("play"), tr("Play"), toolicons::letters(tr("Play")), {}}, ctx, parent), pc_(pc) {}

const GameState& PlayTool::state() const { return pc_->shownState(); }

QString PlayTool::hint() const {
    return tr("Click a unit of the side to act, then a lit hex; right-click for more (leader along, "
              "move and fire, rally, close combat, enter)");
}

void PlayTool::select(int unit, Mode mode) {
    const auto before = paintedHexes();
    unit_ = unit;
    mode_ = mode;
    if (mode != Mode::MoveFireAt) {
        moveFirePath_.clear();
        moveFireLeader_ = -1;
    }
    recompute();
    repaintHexes(before);
}

std::vector<Offset> PlayTool::paintedHexes() const {
    std::vector<Offset> out;
    for (const Lit& l : lit_) out.push_back(l.hex);
    const GameState& s = state();
    if (unit_ >= 0 && unit_ < s.setup().unitCount() && s.unit(unit_).status == UnitStatus::Board)
        out.push_back(s.setup().offset(s.unit(unit_).hex));
    if (!moveFirePath_.empty()) out.push_back(moveFirePath_.back());
    out.insert(out.end(), drag_.begin(), drag_.end());
    if (hover_ && unit_ >= 0) out.push_back(*hover_);
    return out;
}

void PlayTool::repaintHexes(std::vector<Offset> before) const {
    if (!ctx_.view) return;
    const auto now = paintedHexes();
    before.insert(before.end(), now.begin(), now.end());
    // Labels and odds chips overhang their hex: a margin of two hex radii covers them.
    const int rad = static_cast<int>(BoardView::kBaseHexSize * ctx_.view->zoom() * 2.0) + 2;
    QRect r;
    for (Offset o : before)
        if (state().setup().contains(o)) {
            const QPoint c = ctx_.view->viewportPos(o);
            r |= QRect(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad);
        }
    if (!r.isNull()) ctx_.view->viewport()->update(r);
}

void PlayTool::refresh() {
    if (unit_ >= 0 && (!pc_->humanMayAct() || legalActionsFor(state(), unit_).empty())) {
        unit_ = -1;
        mode_ = Mode::Normal;
    }
    recompute();
    emit overlayChanged();
}

int PlayTool::apCost(const GameState& s, const Action& a) {
    GameState copy = s;
    const Side side = s.active;
    const int before = copy.side(side).ap;
    if (!applyAction(copy, a)) return -1;
    return before - copy.side(side).ap;
}

void PlayTool::addLit(Lit l) {
    for (Lit& other : lit_)
        if (other.hex == l.hex && other.target == l.target) {
            if (l.ap >= 0 && (other.ap < 0 || l.ap < other.ap)) other = std::move(l);
            return;
        }
    lit_.push_back(std::move(l));
}

const PlayTool::Lit* PlayTool::litAt(Offset hex) const {
    for (const Lit& l : lit_)
        if (l.hex == hex) return &l;
    return nullptr;
}

void PlayTool::recompute() {
    lit_.clear();
    if (unit_ < 0 || !pc_->humanMayAct()) return;
    const GameState& s = state();
    const GameSetup& g = s.setup();
    const std::vector<Action> acts = legalActionsFor(s, unit_);
    auto leaderName = [&](int l) { return pc_->unitWords().name(l); };
    // A move's lit hex: AP measured, a short label and the long words.
    auto addMove = [&](const Action& a, MoveKind kind) {
        Lit l{a.path.back(), a, {}, {}, false, apCost(s, a), {}, kind};
        if (l.ap < 0) return;
        const QString ap = QString::number(l.ap);
        const int steps = static_cast<int>(a.path.size());
        if (a.kind == ActionKind::MoveFire) {
            l.label = tr("%1F").arg(ap);
            l.longText = tr("Move here, then pick a target to fire at: %1 AP (6.2.3)").arg(ap);
        } else if (kind == MoveKind::ForceMarch) {
            l.label = tr("%1FM").arg(ap);
            l.longText = tr("Force march here: %1 for %2 AP (7.3)").arg(hexesText(steps), ap);
        } else if (a.bonus) {
            l.label = tr("%1+L").arg(ap);
            l.longText = tr("Move here with %1's extra hex: %2 for %3 AP (9.1.2)")
                             .arg(a.leader >= 0 ? leaderName(a.leader) : tr("the leader"), hexesText(steps), ap);
        } else if (a.leader >= 0) {
            l.label = tr("%1L").arg(ap);
            l.longText = tr("Move here with %1 riding along: %2 for %3 AP").arg(leaderName(a.leader), hexesText(steps), ap);
        } else {
            l.label = ap;
            l.longText = tr("Move here: %1 for %2 AP").arg(hexesText(steps), ap);
        }
        addLit(std::move(l));
    };
    auto addTarget = [&](const Action& a, int fromHex) {
        Lit l{*a.hex, a, {}, {}, true, apCost(s, a), {}, MoveKind::Move};
        if (a.kind == ActionKind::Close) {
            if (auto o = playCloseOdds(s, unit_, *a.hex)) l.odds = closeOddsText(*o);
        } else if (auto o = playFireOdds(s, unit_, fromHex, *a.hex)) {
            l.odds = fireOddsText(*o);
        }
        l.label = a.kind == ActionKind::Close ? tr("close") : tr("fire");
        l.longText = (a.kind == ActionKind::Close ? tr("Close combat at %1: %2 AP (8.3)") : tr("Fire at %1: %2 AP (8.1)"))
                         .arg(qs(hexLabel(*a.hex, g.board())))
                         .arg(l.ap) +
                     (l.odds.isEmpty() ? QString() : QStringLiteral("; ") + QString(l.odds).replace('\n', QStringLiteral("; ")));
        for (Lit& other : lit_)
            if (other.target && other.hex == l.hex) {  // fire and close at one hex: click fires
                if (a.kind == ActionKind::Close) {
                    other.odds += QStringLiteral("\n") + l.odds;
                    other.longText += tr("; Ctrl+click or right-click for close combat (%1 AP)").arg(l.ap);
                } else {
                    l.odds += QStringLiteral("\n") + other.odds;
                    l.longText += tr("; Ctrl+click or right-click for close combat (%1 AP)").arg(other.ap);
                    other = l;
                }
                return;
            }
        lit_.push_back(std::move(l));
    };
    switch (mode_) {
    case Mode::Normal:
    case Mode::Enter:
        // Entering alone first, then on from the entry hex (the aid: the entry hex is the
        // first hex of the move), one lit hex per destination.
        for (bool on : {false, true})
            for (const Action& a : acts)
                if (a.kind == ActionKind::Enter && a.hex && a.leader < 0 && a.path.empty() != on) {
                    const Offset to = on ? a.path.back() : *a.hex;
                    if (litAt(to)) continue;
                    const int steps = static_cast<int>(a.path.size());
                    Lit l{to, a, on ? tr("E+%1").arg(steps) : tr("E"), {}, false, apCost(s, a), {}, MoveKind::Move};
                    l.longText = on ? tr("Enter and move on %1: %2 AP").arg(hexesText(steps)).arg(l.ap)
                                    : tr("Enter here: %1 AP").arg(l.ap);
                    addLit(std::move(l));
                }
        if (mode_ == Mode::Enter) break;
        for (const MoveOption& m : moveOptions(s, unit_)) {
            auto it = std::find_if(acts.begin(), acts.end(), [&](const Action& a) {
                return a.kind == ActionKind::Move && a.path == m.path && (m.kind == MoveKind::Bonus ? a.bonus : a.leader < 0);
            });
            if (it != acts.end()) addMove(*it, m.kind);
        }
        for (const Action& a : acts)
            if (a.kind == ActionKind::Fire || a.kind == ActionKind::Close) addTarget(a, s.unit(unit_).hex);
        break;
    case Mode::RideAlong:
        for (const Action& a : acts)
            if (a.kind == ActionKind::Move && a.leader >= 0) addMove(a, a.bonus ? MoveKind::Bonus : MoveKind::Move);
            else if (a.kind == ActionKind::Enter && a.leader >= 0) {
                const Offset to = a.path.empty() ? *a.hex : a.path.back();
                if (litAt(to)) continue;
                Lit l{to, a, tr("EL"), {}, false, apCost(s, a), {}, MoveKind::Move};
                l.longText = tr("Enter here with %1 riding along: %2 AP").arg(leaderName(a.leader)).arg(l.ap);
                addLit(std::move(l));
            }
        break;
    case Mode::MoveFire:
    case Mode::MoveFireRide:
        for (const Action& a : acts)
            if (a.kind == ActionKind::MoveFire && (a.leader >= 0) == (mode_ == Mode::MoveFireRide) && !litAt(a.path.back()))
                addMove(a, MoveKind::Move);
        break;
    case Mode::MoveFireAt:
        for (const Action& a : acts)
            if (a.kind == ActionKind::MoveFire && a.path == moveFirePath_ && a.leader == moveFireLeader_) {
                Lit l{*a.hex, a, tr("fire"), {}, true, apCost(s, a), {}, MoveKind::Move};
                if (auto o = playFireOdds(s, unit_, g.index(a.path.back()), *a.hex)) l.odds = fireOddsText(*o);
                l.longText = tr("Move, then fire at %1: %2 AP (6.2.3)").arg(qs(hexLabel(*a.hex, g.board()))).arg(l.ap) +
                             (l.odds.isEmpty() ? QString() : QStringLiteral("; ") + l.odds);
                lit_.push_back(std::move(l));
            }
        break;
    }
}

std::optional<Action> PlayTool::actionAt(Offset hex, bool preferClose) const {
    for (const Lit& l : lit_)
        if (l.hex == hex) {
            if (preferClose && l.action.kind == ActionKind::Fire) {
                for (const Action& a : legalActionsFor(state(), unit_))
                    if (a.kind == ActionKind::Close && a.hex == hex) return a;
            }
            return l.action;
        }
    return std::nullopt;
}

int PlayTool::unitToSelect(Offset hex) const {
    const GameState& s = state();
    if (!s.setup().contains(hex)) return -1;
    const HexUnits& h = s.at(s.setup().index(hex));
    std::vector<int> mine;
    for (int u : {h.foot, h.artillery, h.leader, h.gunboat})
        if (u >= 0 && s.sideOf(u) == s.active) mine.push_back(u);
    if (mine.empty()) return -1;
    auto it = std::find(mine.begin(), mine.end(), unit_);  // a second click picks the next one
    return it == mine.end() ? mine.front() : mine[static_cast<std::size_t>((it - mine.begin() + 1) % mine.size())];
}

void PlayTool::clickHex(Offset hex, Qt::KeyboardModifiers mods) {
    if (!pc_->humanMayAct()) {
        pc_->showMessage(pc_->viewingPast() ? tr("Viewing the game as it was: return to the present to act (Alt+End)")
                                            : state().over() ? tr("The game is over")
                                                             : tr("The computer is playing this side"));
        return;
    }
    const GameState& s = state();
    const GameSetup& g = s.setup();
    if (s.pending.kind == DecisionKind::Retreat) {
        const Action a = retreatAction(s.pending.unit, hex);
        if (!pc_->act(a)) return;
        select(-1);
        return;
    }
    if (s.pending.kind == DecisionKind::Advance) {
        if (!s.pending.options.empty() && g.index(hex) == s.pending.options.front()) pc_->act(advanceAction(s.pending.unit));
        else pc_->showMessage(tr("Click the vacated hex %1 to advance, or choose \"Do not advance\" (8.3.4)")
                                  .arg(s.pending.options.empty() ? QString() : qs(hexName(s, s.pending.options.front()))));
        return;
    }
    if (unit_ >= 0) {
        if (auto a = actionAt(hex, mods & Qt::ControlModifier)) {
            if (mode_ == Mode::MoveFire || mode_ == Mode::MoveFireRide) {
                const auto before = paintedHexes();
                moveFirePath_ = a->path;
                moveFireLeader_ = a->leader;
                mode_ = Mode::MoveFireAt;
                recompute();
                repaintHexes(before);
                return;
            }
            const int u = unit_;
            if (pc_->act(*a)) select(-1);
            else select(u, mode_);
            return;
        }
    }
    if (const int u = unitToSelect(hex); u >= 0) {
        select(u);
        if (lit_.empty()) {
            const ApplyResult why = checkAction(s, fireAction(u, hex));
            pc_->showMessage(why ? tr("%1 has nothing it may do now").arg(pc_->unitWords().name(u)) : qs(why.error));
        } else {
            pc_->showMessage(tr("%1: %n action(s) lit", nullptr, static_cast<int>(lit_.size())).arg(pc_->unitWords().name(u)));
        }
        return;
    }
    if (unit_ >= 0) {
        explainRefusal(hex);
        return;
    }
    pc_->showMessage(tr("Select a unit of the %1 side (it is their turn)").arg(qs(displayName(s.active))));
}

void PlayTool::explainRefusal(Offset hex) {
    const GameState& s = state();
    const GameSetup& g = s.setup();
    const int target = g.index(hex);
    ApplyResult why;
    if (s.occupant(target) && *s.occupant(target) != s.active) {
        why = checkAction(s, mode_ == Mode::MoveFireAt ? moveFireAction(unit_, moveFirePath_, hex, moveFireLeader_) : fireAction(unit_, hex));
    } else if (s.unit(unit_).status == UnitStatus::Waiting) {
        why = checkAction(s, enterAction(unit_, hex));
    } else {
        // The straightest path there, so the engine names the first rule in the way.
        std::vector<Offset> path;
        int at = s.unit(unit_).hex;
        while (at != target && path.size() < 64) {
            int best = -1;
            for (int nb : g.neighbours(at))
                if (nb >= 0 && (best < 0 || g.distance(nb, target) < g.distance(best, target))) best = nb;
            at = best;
            path.push_back(g.offset(at));
        }
        why = checkAction(s, moveAction(unit_, path, mode_ == Mode::RideAlong ? s.at(s.unit(unit_).hex).leader : -1));
    }
    pc_->showMessage(why ? tr("%1 cannot do that here").arg(pc_->unitWords().name(unit_)) : qs(why.error));
}

void PlayTool::press(const ToolEvent& e) {
    if (!e.hex) return;
    if (e.button == Qt::RightButton) {
        const auto items = menuFor(*e.hex);
        if (items.empty()) return;
        QMenu menu;
        for (const MenuItem& it : items) {
            QAction* a = menu.addAction(it.text);
            connect(a, &QAction::triggered, this, [this, it] { runMenuItem(it); });
        }
        menu.exec(QCursor::pos());
        return;
    }
    if (e.button != Qt::LeftButton) return;
    dragging_ = unit_ >= 0 && state().unit(unit_).status == UnitStatus::Board &&
                state().setup().offset(state().unit(unit_).hex) == *e.hex;
    drag_.clear();
    if (!dragging_) clickHex(*e.hex, e.modifiers);
}

void PlayTool::move(const ToolEvent& e) {
    if (!dragging_ || !e.hex) return;
    const GameSetup& g = state().setup();
    const Offset last = drag_.empty() ? g.offset(state().unit(unit_).hex) : drag_.back();
    if (*e.hex == last) return;
    const auto before = paintedHexes();
    if (drag_.size() >= 2 && drag_[drag_.size() - 2] == *e.hex) drag_.pop_back();  // stepping back
    else if (g.adjacent(g.index(last), g.index(*e.hex))) drag_.push_back(*e.hex);
    repaintHexes(before);
}

void PlayTool::release(const ToolEvent& e) {
    if (!dragging_) return;
    dragging_ = false;
    if (drag_.empty() || !e.hex) {
        if (e.hex) clickHex(*e.hex, e.modifiers);
        return;
    }
    // The path dragged, as the engine judges it (with the lit move's leader and bonus).
    Action a = moveAction(unit_, drag_);
    if (auto lit = actionAt(drag_.back()); lit && lit->kind == ActionKind::Move) {
        a.leader = lit->leader;
        a.bonus = lit->bonus;
    }
    drag_.clear();
    const int u = unit_;
    if (pc_->act(a)) select(-1);
    else select(u, mode_);
}

void PlayTool::cancel() {
    dragging_ = false;
    drag_.clear();
    select(-1);
}

std::vector<Offset> PlayTool::preview(Offset hover) const {
    if (hover_ != hover) {
        const auto before = paintedHexes();
        hover_ = hover;
        if (unit_ >= 0) repaintHexes(before);  // the sight line follows the mouse
        // A lit hex's long words: the chip on the board is only "2+L".
        const Lit* l = litAt(hover);
        if (ctx_.view) ctx_.view->viewport()->setToolTip(l ? l->longText : QString());
        if (l && ctx_.view)
            if (auto* mw = qobject_cast<QMainWindow*>(ctx_.view->window())) mw->statusBar()->showMessage(l->longText, 6000);
    }
    return {};
}

} // namespace muster
