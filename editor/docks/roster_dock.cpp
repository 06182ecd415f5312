#include "roster_dock.h"

#include "roster_model.h"

#include "editor/document/scenario_document.h"
#include "editor/widgets/qstring_util.h"
#include "model/scenario.h"
#include "model/unittype.h"

#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QMetaProperty>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>

#include <algorithm>

namespace muster {
namespace {

// The roster's table: Delete and Backspace stay with it, so the window's Delete (which
// removes the selected units from the board) never fires from the list.
class RosterTable : public QTableView {
public:
    using QTableView::QTableView;

protected:
    bool event(QEvent* e) override {
        if (e->type() == QEvent::ShortcutOverride) {
            const int key = static_cast<QKeyEvent*>(e)->key();
            if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
                e->accept();
                return true;
            }
        }
        return QTableView::event(e);
    }
};

// Editors per column (SP in the unit type's range, morale from its three colours), and a
// commit that applies the value to every selected row.
class RosterDelegate : public QStyledItemDelegate {
public:
    RosterDelegate(RosterModel* model, QTableView* view) : QStyledItemDelegate(view), model_(model), view_(view) {}

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        if (index.column() == RosterModel::ColMorale) {
            auto* combo = new QComboBox(parent);
            for (Morale m : kAllMorale) combo->addItem(qs(displayName(m)), int(m));
            return combo;
        }
        if (index.column() == RosterModel::ColSp) {
            auto* spin = new QSpinBox(parent);
            const Unit* u = model_->unitAt(index.row());
            const auto& info = unitTypeInfo(u ? u->type : UnitType::Infantry);
            spin->setRange(info.minSp, info.maxSp);
            return spin;
        }
        return QStyledItemDelegate::createEditor(parent, option, index);
    }

    void setEditorData(QWidget* editor, const QModelIndex& index) const override {
        if (auto* combo = qobject_cast<QComboBox*>(editor)) {
            combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole)));
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }

    void setModelData(QWidget* editor, QAbstractItemModel*, const QModelIndex& index) const override {
        QVariant value;
        if (auto* combo = qobject_cast<QComboBox*>(editor)) value = combo->currentData();
        else if (auto* spin = qobject_cast<QSpinBox*>(editor)) value = spin->value();
        else value = editor->property(editor->metaObject()->userProperty().name());
        // The edited row first (a name goes to it alone), then the rest of the selection.
        std::vector<int> rows{index.row()};
        for (const QModelIndex& r : view_->selectionModel()->selectedRows())
            if (r.row() != index.row()) rows.push_back(r.row());
        model_->applyToRows(rows, index.column(), value);
    }

private:
    RosterModel* model_;
    QTableView* view_;
};

} // namespace

RosterDock::RosterDock(ScenarioDocument* doc, QWidget* parent)
    : QDockWidget(tr("Order of Battle"), parent), doc_(doc) {
    setObjectName(QStringLiteral("RosterDock"));
    tabs_ = new QTabWidget;
    tabs_->setObjectName(QStringLiteral("rosterTabs"));
    for (Side side : kAllSides) {
        const auto i = static_cast<std::size_t>(side);
        models_[i] = new RosterModel(doc, side, this);
        tables_[i] = buildTable(models_[i]);
        tables_[i]->setObjectName(side == Side::Union ? QStringLiteral("rosterUnion") : QStringLiteral("rosterConfederate"));
        tabs_->addTab(tables_[i], QString());
        connect(tables_[i]->selectionModel(), &QItemSelectionModel::selectionChanged, this,
                [this, side] { selectionChanged(side); });
        // A reset drops the selection model's rows; the tab's count changes with it.
        connect(models_[i], &QAbstractItemModel::modelReset, this, &RosterDock::updateTabTitles);
    }
    // Side names live in the scenario: renaming an army renames its tab.
    connect(doc_, &ScenarioDocument::changed, this, &RosterDock::updateTabTitles);
    updateTabTitles();
    setWidget(tabs_);
}

QTableView* RosterDock::buildTable(RosterModel* model) {
    auto* table = new RosterTable;
    table->setModel(model);
    table->setItemDelegate(new RosterDelegate(model, table));
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::SelectedClicked);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto* h = table->horizontalHeader();
    h->setSectionResizeMode(QHeaderView::ResizeToContents);
    h->setSectionResizeMode(RosterModel::ColName, QHeaderView::Stretch);
    h->setMinimumSectionSize(36);
    return table;
}

QTableView* RosterDock::table(Side side) const { return tables_[static_cast<std::size_t>(side)]; }

RosterModel* RosterDock::model(Side side) const { return models_[static_cast<std::size_t>(side)]; }

void RosterDock::showSide(Side side) { tabs_->setCurrentWidget(table(side)); }

void RosterDock::updateTabTitles() {
    const Scenario& s = doc_->scenario();
    for (Side side : kAllSides) {
        const QString army = qs(s.side(side).name);
        const QString name = army.isEmpty() ? qs(displayName(side)) : army;
        tabs_->setTabText(tabs_->indexOf(table(side)), tr("%1 (%2)").arg(name).arg(model(side)->rowCount()));
        tabs_->setTabToolTip(tabs_->indexOf(table(side)), qs(displayName(side)));
    }
}

void RosterDock::selectionChanged(Side side) {
    QTableView* t = table(side);
    std::vector<std::string> ids;
    std::vector<Offset> hexes;
    for (const QModelIndex& r : t->selectionModel()->selectedRows()) {
        const Unit* u = model(side)->unitAt(r.row());
        if (!u) continue;
        ids.push_back(u->id);
        if (u->isReinforcement()) hexes.push_back(u->arrives->hex);
    }
    if (!ids.empty()) emit locate(hexes, ids);
}

} // namespace muster
