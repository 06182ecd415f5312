// LibraryDock: battles of the other rule systems (db/library.h "battles": the square grid,
// the Eagle Games battle board), listed after the scenarios with their system named. Opening
// one asks the window to open it in its system's editor; deleting one removes it for good
// (these battles have no revisions or trash yet).
#include "library_dock.h"
#include "editor/widgets/qstring_util.h"
#include "editor/widgets/prompter.h"
#include "model/systems/ruleset.h"

#include <QTreeWidget>

namespace muster {
namespace {
// The first column of library_dock.cpp; kBattleRole marks a battle row.
enum Column { ColTitle, ColDate, ColBoard, ColModified };
constexpr int kBattleRole = Qt::UserRole + 2;

QString systemName(const std::string& ruleset) {
    const Ruleset* r = findRuleset(ruleset);
    return r ? qs(r->name) : qs(ruleset);
}
} // namespace

int LibraryDock::addBattleRows(const QString& filter) {
    int shown = 0;
    for (const BattleInfo& b : lib()->battles()) {
        const QString title = b.title.empty() ? tr("(untitled)") : qs(b.title);
        if (!filter.isEmpty() && !title.contains(filter, Qt::CaseInsensitive)) continue;
        auto* item = new QTreeWidgetItem(list_);
        item->setText(ColTitle, title);
        item->setText(ColModified, qs(b.savedAt).replace(QLatin1Char('T'), QLatin1Char(' ')).left(16));
        item->setText(ColBoard, findRuleset(b.ruleset) && findRuleset(b.ruleset)->board == BoardKind::BattleBoard
                                    ? tr("board") : tr("grid"));
        const QString tip = tr("%1\nA battle for %2 · saved %3").arg(title, systemName(b.ruleset), item->text(ColModified));
        for (int c = 0; c <= ColModified; ++c) item->setToolTip(c, tip);
        item->setData(ColTitle, kBattleRole, qint64(b.id));
        ++shown;
    }
    return shown;
}

std::optional<BattleId> LibraryDock::selectedBattleId() const {
    const auto* item = list_->currentItem();
    if (!item || !item->data(ColTitle, kBattleRole).isValid()) return std::nullopt;
    return item->data(ColTitle, kBattleRole).toLongLong();
}

bool LibraryDock::deleteSelectedBattle() {
    const auto id = selectedBattleId();
    if (!lib() || !id) return false;
    if (!prompter_->confirm(tr("Delete battle"), tr("Delete this battle from the library for good?")))
        return false;
    try {
        lib()->deleteBattle(*id);
        refresh();
        return true;
    } catch (const std::exception& e) {
        return fail(tr("Cannot delete battle %1").arg(*id), e);
    }
}

} // namespace muster
