#include "play_panel.h"

#include "editor/widgets/qstring_util.h"
#include "editor/widgets/wheel_guard.h"
#include "editor/play/computer_turns.h"
#include "editor/play/play_controller.h"
#include "editor/play/play_tool.h"
#include "editor/play/turn_summary.h"
#include "editor/render/board_painter.h"
#include "editor/render/scenario_text.h"
#include "engine/players/player.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

namespace muster {

namespace {
QString sideColour(Side s) { return s == Side::Union ? QStringLiteral("#1f3c8c") : QStringLiteral("#7a2a1e"); }
} // namespace

PlayPanel::PlayPanel(PlayController* pc, QWidget* parent) : QWidget(parent), pc_(pc) {
    auto* lay = new QVBoxLayout(this);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("playStatus"));
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::RichText);
    lay->addWidget(status_);
    pending_ = new QLabel(this);
    pending_->setWordWrap(true);
    pending_->setStyleSheet(QStringLiteral("background: #ffe9a8; padding: 3px;"));
    lay->addWidget(pending_);

    auto* buttons = new QHBoxLayout;
    endTurn_ = new QPushButton(tr("End Turn"), this);
    endTurn_->setObjectName(QStringLiteral("endTurnButton"));
    undo_ = new QPushButton(tr("Undo"), this);
    undo_->setObjectName(QStringLiteral("undoButton"));
    skipAdvance_ = new QPushButton(tr("Do Not Advance"), this);
    skipAdvance_->setObjectName(QStringLiteral("skipAdvanceButton"));
    buttons->addWidget(endTurn_);
    buttons->addWidget(undo_);
    buttons->addWidget(skipAdvance_);
    lay->addLayout(buttons);
    connect(endTurn_, &QPushButton::clicked, pc_, &PlayController::endTurn);
    connect(undo_, &QPushButton::clicked, pc_, &PlayController::undo);
    connect(skipAdvance_, &QPushButton::clicked, pc_, [this] { pc_->act(skipAdvanceAction()); });

    legend_ = new QLabel(this);
    legend_->setObjectName(QStringLiteral("boardLegend"));
    legend_->setWordWrap(true);
    legend_->setTextFormat(Qt::RichText);
    legend_->setToolTip(tr("Hover a block on the board for its strength, morale and what it did this turn"));
    lay->addWidget(legend_);

    dice_ = new DicePanel(pc_, this);
    lay->addWidget(dice_);

    victory_ = new QLabel(this);
    victory_->setObjectName(QStringLiteral("playVictory"));
    victory_->setWordWrap(true);
    victory_->setTextFormat(Qt::RichText);
    lay->addWidget(victory_);

    auto* form = new QFormLayout;
    for (Side s : kAllSides) {
        auto* c = new QComboBox(this);
        c->setObjectName(s == Side::Union ? QStringLiteral("playerUnion") : QStringLiteral("playerConfederate"));
        c->addItem(tr("Human"), humanSeat());
        for (const std::string& n : playerNames()) c->addItem(tr("Computer: %1").arg(qs(n)), qs(n));
        connect(c, &QComboBox::activated, pc_, [this, c, s] { pc_->setPlayer(s, c->currentData().toString()); });
        players_[static_cast<int>(s)] = c;
        form->addRow(qs(displayName(s)), c);
    }
    pace_ = new QComboBox(this);
    pace_->setObjectName(QStringLiteral("playPace"));
    // Slow leaves time to read the dice and the board's marks; Step waits for Next action.
    pace_->addItem(tr("Slow"), 2800);
    pace_->addItem(tr("Readable"), 1500);
    pace_->addItem(tr("Faster"), 500);
    pace_->addItem(tr("At once"), 0);
    pace_->addItem(tr("Step (Next action)"), PlayController::kStepPace);
    pace_->setCurrentIndex(std::max(0, pace_->findData(pc_->pace())));
    connect(pace_, &QComboBox::activated, pc_, [this] { pc_->setPace(pace_->currentData().toInt()); });
    form->addRow(tr("Computer pace"), pace_);
    cap_ = new QComboBox(this);
    cap_->setObjectName(QStringLiteral("playThinkCap"));
    cap_->setToolTip(tr("The longest the computer thinks in one turn. When the cap cuts its search short it plays "
                        "its best move so far, and the game no longer repeats from its seed"));
    for (int s : {1, 3, 10, 30}) cap_->addItem(tr("%1 s").arg(s), s * 1000);
    cap_->addItem(tr("No limit (repeatable)"), PlayController::kNoThinkCap);
    if (cap_->findData(pc_->thinkCap()) < 0) cap_->addItem(tr("%1 s").arg(pc_->thinkCap() / 1000.0), pc_->thinkCap());
    cap_->setCurrentIndex(cap_->findData(pc_->thinkCap()));
    connect(cap_, &QComboBox::activated, pc_, [this] { pc_->setThinkCap(cap_->currentData().toInt()); });
    form->addRow(tr("Computer thinks at most"), cap_);
    next_ = new QPushButton(tr("Next action"), this);
    next_->setObjectName(QStringLiteral("nextActionButton"));
    next_->setToolTip(tr("Let the computer make its next action now (N)"));
    connect(next_, &QPushButton::clicked, pc_, &PlayController::nextAction);
    form->addRow(next_);
    hidden_ = new QCheckBox(tr("Hidden morale (hot seat)"), this);
    hidden_->setObjectName(QStringLiteral("hiddenMorale"));
    hidden_->setToolTip(tr("The player aid keeps flag colours hidden in two-player games: each player sees "
                           "only their own, with a hand-over screen between turns"));
    connect(hidden_, &QCheckBox::toggled, pc_, &PlayController::setHiddenMorale);
    form->addRow(hidden_);
    lay->addLayout(form);
    guardWheel(this);  // the player and pace combos: no change by a passing wheel

    summary_ = new TurnSummary(pc_, this);
    lay->addWidget(summary_, 1);

    reinf_ = new QTreeWidget(this);
    reinf_->setObjectName(QStringLiteral("playReinforcements"));
    reinf_->setHeaderLabels({tr("Reinforcements waiting"), tr("Entry")});
    reinf_->header()->setStretchLastSection(true);
    reinf_->setToolTip(tr("Double-click a unit due now to light its entry hexes"));
    connect(reinf_, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* it) {
        const int u = it->data(0, Qt::UserRole).toInt();
        if (u >= 0 && it->childCount() == 0) pc_->tool()->select(u, PlayTool::Mode::Enter);
    });
    lay->addWidget(reinf_, 1);
    connect(pc_, &PlayController::stateChanged, this, &PlayPanel::update);
}

void PlayPanel::update() {
    if (!pc_->session().active()) return;
    const GameState& s = pc_->shownState();
    const GameSetup& g = s.setup();
    const Scenario& sc = g.scenario();
    QString t = QStringLiteral("<b>%1</b><br>").arg(qs(sc.title).toHtmlEscaped());
    t += tr("Turn %1 of %2").arg(s.turn).arg(sc.turns);
    if (s.over()) {
        t += QStringLiteral("<br><b style='font-size:14pt'>%1</b>").arg(pc_->resultText().toHtmlEscaped());
    } else {
        const Side a = s.toAct();
        const QString doing = pc_->computerThinking() ? tr("(computer thinking)")
                              : s.pending.kind != DecisionKind::None ? tr("to decide (%1's turn)").arg(qs(displayName(s.active)))
                                                                     : tr("to act");
        t += QStringLiteral("<br><b style='color:%1'>%2</b> %3").arg(sideColour(a), qs(displayName(a)).toHtmlEscaped(), doing);
        const SideState& ss = s.side(s.active);
        t += QStringLiteral("<br>") + tr("%1 AP left: <b>%2</b> of %3").arg(qs(displayName(s.active))).arg(ss.ap).arg(ss.apTotal) + tr(" (command %1 + roll %2 -> +%3%4)")
                                          .arg(sc.sides[static_cast<std::size_t>(s.active)].commandAP)
                                          .arg(ss.apRoll).arg(htlRandomAp(ss.apRoll))
                                          .arg(ss.leadersLost ? tr(", %1 leader(s) lost").arg(ss.leadersLost) : QString());
    }
    t += QStringLiteral("<br>") + tr("VP: <span style='color:%1'>Union %2</span>, <span style='color:%3'>Confederate %4</span>")
                                      .arg(sideColour(Side::Union)).arg(s.side(Side::Union).vp)
                                      .arg(sideColour(Side::Confederate)).arg(s.side(Side::Confederate).vp);
    if (pc_->computer()->cutShort())
        t += QStringLiteral("<br><i>") + tr("The thinking cap cut a computer turn short: this game no longer repeats from its seed") +
             QStringLiteral("</i>");
    if (pc_->viewingPast()) t += QStringLiteral("<br><i>") + tr("Viewing after action %1 (read-only)").arg(pc_->viewedActions()) + QStringLiteral("</i>");
    status_->setText(t);

    // The legend counts what the board shows (the same picture the board paints).
    int acted = 0, mayAct = 0;
    pc_->picture().forEachUnit([&](const BoardUnit& u) {
        acted += u.acted ? 1 : 0;
        mayAct += u.canAct ? 1 : 0;
    });
    const QString teal = BoardPainter::lastActionColor().name();
    QString legend = tr("<b>Board:</b> pale block with a tick = acted this turn (%1); %2 of %3's units may still act.")
                         .arg(acted).arg(mayAct).arg(qs(displayName(s.active)));
    if (!pc_->picture().lastActionHexes().empty())
        legend += QStringLiteral(" ") + tr("<span style='color:%1'><b>Dashed outline</b></span> = hexes of the last action.").arg(teal);
    legend_->setText(legend);

    // Victory conditions in the sheet's words (they say when each is judged), and the
    // distance to each.
    QStringList v;
    for (const VictoryCondition& c : sc.victory.conditions) {
        const int vp = c.side ? s.side(*c.side).vp : 0;
        QString now;
        switch (c.kind) {
        case VictoryKind::ReachVP:
            now = tr("has %1 (%2 to go)").arg(vp).arg(std::max(0, c.vp.value_or(0) - vp));
            break;
        case VictoryKind::ReachVPByTurn:
            now = tr("has %1").arg(vp);
            break;
        case VictoryKind::HoldAtEnd: {
            int held = 0;
            for (Offset h : c.hexes)
                if (c.side && s.holderOf(h) == *c.side) ++held;
            now = tr("holds %1 of %2").arg(held).arg(c.hexes.size());
            break;
        }
        case VictoryKind::MostVPAtEnd:
            break;
        }
        v << text::victoryCondition(sc, c).toHtmlEscaped() + (now.isEmpty() ? QString() : QStringLiteral(" <i>(%1)</i>").arg(now));
    }
    victory_->setText(v.isEmpty() ? tr("<i>No victory conditions: most VP decide at the end</i>")
                                  : QStringLiteral("<b>%1</b><br>").arg(tr("Victory")) + v.join(QStringLiteral("<br>")));

    pending_->setVisible(s.pending.kind != DecisionKind::None && !s.over());
    if (s.pending.kind == DecisionKind::Retreat)
        pending_->setText(tr("%1 must choose where %2 retreats: click a lit hex (8.4)").arg(qs(displayName(s.pending.side)), pc_->unitWords().name(s.pending.unit)));
    else if (s.pending.kind == DecisionKind::Advance)
        pending_->setText(tr("%1 may advance %2 into the vacated hex: click it, or Do Not Advance (8.3.4)").arg(qs(displayName(s.pending.side)), pc_->unitWords().name(s.pending.unit)));
    const bool may = pc_->humanMayAct();
    endTurn_->setEnabled(may && s.pending.kind == DecisionKind::None);
    undo_->setEnabled(pc_->mayUndo());
    undo_->setToolTip(undo_->isEnabled() ? tr("Take back the last action") : pc_->undoRefusal());
    skipAdvance_->setVisible(s.pending.kind == DecisionKind::Advance);
    skipAdvance_->setEnabled(may);
    next_->setEnabled(pc_->computerWaiting());
    if (const int i = pace_->findData(pc_->pace()); i >= 0) pace_->setCurrentIndex(i);  // a resumed game's pace
    for (Side side : kAllSides) {
        QComboBox* c = players_[static_cast<int>(side)];
        c->setCurrentIndex(std::max(0, c->findData(pc_->player(side))));
    }

    // Reinforcements by turn of arrival.
    reinf_->clear();
    std::map<int, std::vector<int>> byTurn;
    for (int u = 0; u < g.unitCount(); ++u)
        if (s.unit(u).status == UnitStatus::Waiting && g.unit(u).arrives) byTurn[g.unit(u).arrives->turn].push_back(u);
    for (const auto& [turn, units] : byTurn) {
        auto* top = new QTreeWidgetItem(reinf_, {turn <= s.turn ? tr("Turn %1 (due)").arg(turn) : tr("Turn %1").arg(turn)});
        top->setData(0, Qt::UserRole, -1);
        for (int u : units) {
            auto* it = new QTreeWidgetItem(top, {QStringLiteral("%1 (%2)").arg(pc_->unitWords().name(u), qs(displayName(g.unit(u).side))),
                                                 qs(hexLabel(g.unit(u).arrives->hex, g.board()))});
            it->setData(0, Qt::UserRole, u);
        }
    }
    reinf_->expandAll();
    reinf_->resizeColumnToContents(0);
    dice_->update();
}

} // namespace muster
