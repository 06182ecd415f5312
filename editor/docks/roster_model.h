#pragma once
// One side's order of battle as a table model: a row per unit of the side (leaders
// included), in the file's order. Edits go through ScenarioDocument::changeUnit, one
// undo step each; RosterModel::applyToRows groups several rows into one step.
#include "model/types.h"

#include <QAbstractTableModel>

#include <string>
#include <vector>

namespace muster {

class ScenarioDocument;
struct ChangeSet;
struct Unit;

class RosterModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ColName, ColType, ColSp, ColMorale, ColWhere, ColLeader, ColCount };

    RosterModel(ScenarioDocument* doc, Side side, QObject* parent = nullptr);

    Side side() const { return side_; }
    // The unit id of a row ("" when out of range).
    std::string unitId(int row) const;
    int rowOf(const std::string& id) const;
    // The unit of a row (nullptr when out of range).
    const Unit* unitAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    // Name (text), SP (number, clamped to the type's range) or morale (Morale as int).
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // Set `column` to `value` on every row of `rows` that has that field: one undo step.
    // A name goes to the first row only (two units never share a name this way).
    void applyToRows(const std::vector<int>& rows, int column, const QVariant& value);

private:
    bool editable(const Unit& u, int column) const;
    // The unit after the edit, or false when the value does not apply.
    bool edited(const Unit& u, int column, const QVariant& value, Unit& out) const;
    QString where(const Unit& u) const;
    QString leaderWith(const Unit& u) const;
    void documentChanged(const ChangeSet& c);
    std::vector<std::string> currentIds() const;

    ScenarioDocument* doc_;
    Side side_;
    std::vector<std::string> ids_;
};

} // namespace muster
