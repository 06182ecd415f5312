#include "game_log_dock.h"

#include "editor/play/play_controller.h"
#include "editor/qstring_util.h"

#include <QLabel>
#include <QListWidget>
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
    // The log only grows between undos: append when it can, rebuild otherwise.
    if (list_->count() > static_cast<int>(entries.size())) list_->clear();
    int n = 0;
    for (int i = 0; i < list_->count(); ++i) n = list_->item(i)->data(Qt::UserRole).toInt();
    const bool atEnd = list_->count() == 0 || list_->currentRow() < 0 || list_->currentRow() == list_->count() - 1;
    for (int i = list_->count(); i < static_cast<int>(entries.size()); ++i) {
        const LogEntry& e = entries[static_cast<std::size_t>(i)];
        if (e.action >= 0) n = e.action + 1;
        QString text = e.action >= 0 ? QStringLiteral("[%1] ").arg(e.action + 1) : QStringLiteral("      ");
        text += QStringLiteral("%1: %2").arg(qs(displayName(e.side)), qs(e.text));
        if (!e.section.empty()) text += QStringLiteral("  (%1)").arg(qs(e.section));
        auto* it = new QListWidgetItem(text, list_);
        it->setData(Qt::UserRole, n);
        it->setForeground(e.side == Side::Union ? QColor(20, 50, 140) : QColor(110, 40, 30));
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
