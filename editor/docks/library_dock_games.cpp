// LibraryDock: the games stored beside each scenario (db/library.h "games"), shown as the
// scenario's child rows: whose turn, which turn, when saved. Opening one asks the window
// to resume it in play mode; deleting one removes it for good (a game is a save slot).
#include "library_dock.h"
#include "editor/widgets/qstring_util.h"
#include "editor/widgets/prompter.h"
#include "model/game_result.h"

#include <QMessageBox>
#include <QTreeWidget>

#include <map>

namespace muster {
namespace {
// The first column and roles of library_dock.cpp; kGameRole marks a game row.
enum Column { ColTitle };
constexpr int kIdRole = Qt::UserRole;
constexpr int kGameRole = Qt::UserRole + 1;

// A stored game's side to act ("union"), as every other side name in the editor shows it.
QString sideWord(const std::string& side) {
    const auto s = sideFromString(side);
    return s ? qs(displayName(*s)) : qs(side);
}
} // namespace

void LibraryDock::addGameRows() {
    std::map<ScenarioId, QTreeWidgetItem*> rows;
    for (int i = 0; i < list_->topLevelItemCount(); ++i)
        rows[list_->topLevelItem(i)->data(ColTitle, kIdRole).toLongLong()] = list_->topLevelItem(i);
    bool any = false;
    for (const GameInfo& g : lib()->games()) {
        const auto it = rows.find(g.scenario);
        if (it == rows.end()) continue;  // scenario filtered out by the search
        auto* item = new QTreeWidgetItem(it->second);
        const QString state = g.result.empty() ? tr("Turn %1/%2, %3 to act").arg(g.turn).arg(g.turns).arg(sideWord(g.toAct))
                                               : tr("Game over: %1").arg(tr(std::string(gameResultText(g.result)).c_str()));
        // One line across the columns: a dock is narrow, and the title column alone would
        // elide it to "Ga...".
        const QString saved = qs(g.savedAt).replace(QLatin1Char('T'), QLatin1Char(' ')).left(16);
        item->setText(ColTitle, tr("%1 \u00b7 %2").arg(state, saved.mid(5)));
        item->setFirstColumnSpanned(true);
        QString tip = tr("Saved game \"%1\": %2, saved %3").arg(qs(g.title), state, saved) + QLatin1Char('\n') +
                      tr("%n action(s)", nullptr, g.actions) + QLatin1Char('\n');
        tip += g.revision ? tr("Started from revision %1").arg(g.revisionNumber)
                          : tr("Played on a set-up that was not saved as a revision (the game keeps its own copy)");
        item->setToolTip(ColTitle, tip);
        item->setData(ColTitle, kIdRole, qint64(g.scenario));
        item->setData(ColTitle, kGameRole, qint64(g.id));
        any = true;
    }
    list_->setRootIsDecorated(any);
    list_->expandAll();
}

std::optional<GameId> LibraryDock::selectedGameId() const {
    const auto* item = list_->currentItem();
    if (!item || !item->data(ColTitle, kGameRole).isValid()) return std::nullopt;
    return item->data(ColTitle, kGameRole).toLongLong();
}

void LibraryDock::selectGame(GameId id) {
    for (int i = 0; i < list_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* top = list_->topLevelItem(i);
        for (int c = 0; c < top->childCount(); ++c)
            if (top->child(c)->data(ColTitle, kGameRole).toLongLong() == id) list_->setCurrentItem(top->child(c));
    }
}

bool LibraryDock::deleteSelectedGame() {
    const auto id = selectedGameId();
    if (!lib() || !id) return false;
    if (!prompter_->confirm(tr("Delete game"), tr("Delete this saved game for good? The scenario is not affected.")))
        return false;
    try {
        lib()->deleteGame(*id);
        refresh();
        return true;
    } catch (const std::exception& e) {
        return fail(tr("Cannot delete game %1").arg(*id), e);
    }
}

} // namespace muster
