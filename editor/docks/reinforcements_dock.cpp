#include "reinforcements_dock.h"
#include "editor/commands/document_edits.h"
#include "editor/widgets/qstring_util.h"

#include "editor/document/scenario_document.h"
#include "model/unit_names.h"
#include "model/unittype.h"

#include <QHeaderView>
#include <QMenu>
#include <QPainter>
#include <QPixmap>
#include <QTreeWidget>

#include <algorithm>
#include <memory>
#include <tuple>

namespace muster {
namespace {

enum Column { ColTurn, ColEntry, ColUnit, ColCount };
constexpr int kIdRole = Qt::UserRole;


// A small block in the side's colour, as on the board (Union blue, Confederate grey).
QIcon sideIcon(Side s) {
    QPixmap pm(12, 12);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setPen(Qt::black);
    p.setBrush(s == Side::Union ? QColor(0x2b, 0x4c, 0x8c) : QColor(0x8c, 0x8c, 0x8c));
    p.drawRect(1, 1, 10, 10);
    return QIcon(pm);
}

} // namespace

ReinforcementsDock::ReinforcementsDock(ScenarioDocument* doc, QWidget* parent)
    : QDockWidget(tr("Reinforcements"), parent), doc_(doc) {
    setObjectName(QStringLiteral("ReinforcementsDock"));
    tree_ = new QTreeWidget;
    tree_->setObjectName(QStringLiteral("reinforcementsTree"));
    tree_->setColumnCount(ColCount);
    tree_->setHeaderLabels({tr("Turn"), tr("Entry"), tr("Unit")});
    tree_->header()->setSectionResizeMode(ColUnit, QHeaderView::Stretch);
    tree_->header()->setStretchLastSection(true);
    setWidget(tree_);
    auto onItem = [this](QTreeWidgetItem* item) {
        if (!item) return;
        const QString id = item->data(ColTurn, kIdRole).toString();
        if (id.isEmpty()) return; // a side heading
        const Unit* u = doc_->scenario().findUnit(id.toStdString());
        if (!u) return;
        std::vector<Offset> hexes;
        if (u->arrives) hexes.push_back(u->arrives->hex);
        emit locate(hexes, {u->id});
    };
    connect(tree_, &QTreeWidget::itemClicked, this, onItem);
    tree_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tree_, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        std::unique_ptr<QMenu> menu(contextMenuFor(tree_->itemAt(pos)));
        if (menu) menu->exec(tree_->viewport()->mapToGlobal(pos));
    });
    connect(tree_, &QTreeWidget::itemActivated, this, onItem);
    connect(doc_, &ScenarioDocument::changed, this, [this](const ChangeSet& c) {
        // A terrain stroke touches no unit: skip the rebuild (it runs per mouse move).
        if (c.board || c.scenario || !c.units.empty()) refresh();
    });
    refresh();
}

QMenu* ReinforcementsDock::contextMenuFor(QTreeWidgetItem* item) {
    if (!item) return nullptr;
    const std::string id = item->data(ColTurn, kIdRole).toString().toStdString();
    const Unit* u = doc_->scenario().findUnit(id);
    if (!u || !u->arrives) return nullptr;
    auto* menu = new QMenu(this);
    const QString name = qs(unitLabel(*u));
    menu->addAction(tr("&Edit %1...").arg(name), this, [this, id] { emit editRequested(id); })
        ->setObjectName(QStringLiteral("ctxEditUnit"));
    menu->addAction(tr("&Place on the board now (at %1)").arg(qs(hexLabel(u->arrives->hex, doc_->scenario().board))),
                    this, [this, id] {
                        const Unit* src = doc_->scenario().findUnit(id);
                        if (!src || !src->arrives) return;
                        Unit after = *src;
                        after.hex = src->arrives->hex;
                        after.arrives.reset();
                        edit::changeUnit(*doc_, id, after);
                    })
        ->setObjectName(QStringLiteral("ctxCancelReinforcement"));
    menu->addAction(tr("&Delete %1").arg(name), this, [this, id] { edit::removeUnits(*doc_, {id}); })
        ->setObjectName(QStringLiteral("ctxDeleteUnit"));
    return menu;
}

void ReinforcementsDock::refresh() {
    const Scenario& s = doc_->scenario();
    const QString current = tree_->currentItem() ? tree_->currentItem()->data(ColTurn, kIdRole).toString() : QString();
    tree_->clear();
    int total = 0;
    for (Side side : kAllSides) {
        std::vector<const Unit*> units;
        for (const Unit& u : s.units)
            if (u.side == side && u.isReinforcement()) units.push_back(&u);
        // Turn order, then entry hex (row-major), then id for a stable list.
        std::stable_sort(units.begin(), units.end(), [](const Unit* a, const Unit* b) {
            return std::tie(a->arrives->turn, a->arrives->hex, a->id) < std::tie(b->arrives->turn, b->arrives->hex, b->id);
        });
        auto* head = new QTreeWidgetItem(tree_);
        head->setText(ColTurn, tr("%1 (%2)").arg(qs(s.side(side).name.empty() ? displayName(side) : s.side(side).name))
                                   .arg(units.size()));
        head->setIcon(ColTurn, sideIcon(side));
        head->setFirstColumnSpanned(true);
        head->setFlags(Qt::ItemIsEnabled);
        for (const Unit* u : units) {
            auto* item = new QTreeWidgetItem(head);
            item->setText(ColTurn, QString::number(u->arrives->turn));
            item->setText(ColEntry, qs(hexLabel(u->arrives->hex, s.board)));
            QString desc = qs(displayName(u->type));
            if (unitTypeInfo(u->type).maxSp > 0) desc += QStringLiteral(" %1").arg(effectiveSp(*u));
            if (u->morale) desc += QStringLiteral(", ") + qs(displayName(*u->morale));
            item->setText(ColUnit, QStringLiteral("%1 (%2)").arg(qs(unitLabel(*u)), desc));
            item->setData(ColTurn, kIdRole, qs(u->id));
            if (qs(u->id) == current) tree_->setCurrentItem(item);
        }
        total += int(units.size());
    }
    tree_->expandAll();
    tree_->resizeColumnToContents(ColEntry);
    setWindowTitle(total ? tr("Reinforcements (%1)").arg(total) : tr("Reinforcements"));
}

std::vector<std::string> ReinforcementsDock::listedUnits(Side side) const {
    std::vector<std::string> out;
    QTreeWidgetItem* head = tree_->topLevelItem(int(side));
    if (!head) return out;
    for (int i = 0; i < head->childCount(); ++i)
        out.push_back(head->child(i)->data(ColTurn, kIdRole).toString().toStdString());
    return out;
}

} // namespace muster
