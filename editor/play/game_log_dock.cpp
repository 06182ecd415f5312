#include "game_log_dock.h"

#include "editor/play/play_controller.h"
#include "editor/play/log_words.h"
#include "editor/widgets/qstring_util.h"

#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace muster {

GameLogDock::GameLogDock(PlayController* pc, QWidget* parent) : QDockWidget(tr("Game Log"), parent), pc_(pc) {
    setObjectName(QStringLiteral("PlayLogDock"));
    auto* w = new QWidget(this);
    auto* lay = new QVBoxLayout(w);
    lay->setContentsMargins(2, 2, 2, 2);
    banner_ = new QLabel(w);
    banner_->setWordWrap(true);
    banner_->setStyleSheet(QStringLiteral("background: #fff3c0; padding: 3px;"));
    banner_->hide();
    lay->addWidget(banner_);
    list_ = new QListWidget(w);
    list_->setObjectName(QStringLiteral("gameLog"));
    list_->setWordWrap(true);
    list_->setUniformItemSizes(false);
    lay->addWidget(list_);
    setWidget(w);
    connect(pc_, &PlayController::stateChanged, this, &GameLogDock::rebuild);
    connect(list_, &QListWidget::itemClicked, this, [this](QListWidgetItem* it) {
        pc_->viewAfter(it->data(Qt::UserRole).toInt());
    });
}

int GameLogDock::actionsAt(int row) const {
    const auto* it = list_->item(row);
    return it ? it->data(Qt::UserRole).toInt() : -1;
}

void GameLogDock::rebuild() {
    if (!pc_->session().active()) return;
    const auto& entries = pc_->session().log().entries;
    const std::optional<Side> hidden = pc_->moraleHiddenFrom();
    // While the screen is being passed either player may be looking: no side's colours.
    const bool covered = pc_->handOverShown();
    // Rebuilt whole each time: what hidden morale lets the screen see changes with the
    // player at it, and an action's lines are reordered once all of them are in.
    const std::vector<const LogEntry*> order = readingOrder(entries);
    const bool atEnd = list_->count() == 0 || list_->currentRow() < 0 || list_->currentRow() == list_->count() - 1;
    const QSignalBlocker block(list_);
    list_->clear();
    int shown = -1;
    for (const LogEntry* e : order) {
        // One number per action, on its first line; the AP roll that starts the next side's
        // turn belongs to no action of a player and has none.
        const bool numbered = e->action >= 0 && e->action != shown && e->roll != RollKind::ApRoll;
        if (numbered) shown = e->action;
        QString text = numbered ? QStringLiteral("[%1] ").arg(e->action + 1) : QStringLiteral("      ");
        text += QStringLiteral("%1: %2").arg(qs(displayName(e->side)), logWords(*e, covered ? std::optional<Side>(e->side) : hidden, &pc_->unitWords()));
        if (!e->section.empty()) text += QStringLiteral("  (%1)").arg(qs(e->section));
        auto* it = new QListWidgetItem(text, list_);
        it->setData(Qt::UserRole, e->action + 1);  // the replay point: after this action
        if (!e->section.empty()) it->setToolTip(tr("Rules: %1").arg(qs(e->section)));
        it->setForeground(e->side == Side::Union ? QColor(20, 50, 140) : QColor(110, 40, 30));
    }
    // The row of the action on the board follows Alt+Left/Right and clicks alike.
    if (pc_->viewingPast()) {
        const int n = pc_->viewedActions();
        int row = -1;
        for (int i = 0; i < list_->count(); ++i)
            if (list_->item(i)->data(Qt::UserRole).toInt() == n && list_->item(i)->text().startsWith(QLatin1Char('['))) row = i;
        list_->setCurrentRow(row);
        if (row >= 0) list_->scrollToItem(list_->item(row), QAbstractItemView::PositionAtCenter);
    } else if (atEnd) {
        list_->setCurrentRow(list_->count() - 1);
    }
    if (pc_->viewingPast()) {
        banner_->setText(tr("Showing the board after action %1 of %2 (read-only). Alt+Left/Alt+Right step, "
                            "Alt+End returns to the present.").arg(pc_->viewedActions()).arg(pc_->session().actionCount()));
        banner_->show();
    } else {
        banner_->hide();
        if (atEnd) list_->scrollToBottom();
    }
}

} // namespace muster
