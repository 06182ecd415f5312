#include "roster_model.h"
#include "editor/commands/document_edits.h"

#include "editor/document/scenario_document.h"
#include "editor/widgets/qstring_util.h"
#include "model/unit_names.h"
#include "model/unittype.h"

#include <QColor>
#include <QCoreApplication>

#include <algorithm>

namespace muster {

RosterModel::RosterModel(ScenarioDocument* doc, Side side, QObject* parent)
    : QAbstractTableModel(parent), doc_(doc), side_(side), ids_(currentIds()) {
    connect(doc_, &ScenarioDocument::changed, this, &RosterModel::documentChanged);
}

std::vector<std::string> RosterModel::currentIds() const {
    std::vector<std::string> ids;
    for (const Unit& u : doc_->scenario().units)
        if (u.side == side_) ids.push_back(u.id);
    return ids;
}

void RosterModel::documentChanged(const ChangeSet&) {
    std::vector<std::string> ids = currentIds();
    if (ids != ids_) {
        // Units came, went or changed side: the rows are new.
        beginResetModel();
        ids_ = std::move(ids);
        endResetModel();
    } else if (!ids_.empty()) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColCount - 1));
    }
}

std::string RosterModel::unitId(int row) const {
    return row >= 0 && row < int(ids_.size()) ? ids_[std::size_t(row)] : std::string();
}

int RosterModel::rowOf(const std::string& id) const {
    const auto it = std::find(ids_.begin(), ids_.end(), id);
    return it == ids_.end() ? -1 : int(it - ids_.begin());
}

const Unit* RosterModel::unitAt(int row) const {
    const std::string id = unitId(row);
    return id.empty() ? nullptr : doc_->scenario().findUnit(id);
}

int RosterModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(ids_.size()); }

int RosterModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColCount; }

QString RosterModel::where(const Unit& u) const {
    const auto& board = doc_->scenario().board;
    if (u.hex) return qs(hexLabel(*u.hex, board));
    if (u.arrives) return tr("turn %1 at %2").arg(u.arrives->turn).arg(qs(hexLabel(u.arrives->hex, board)));
    return tr("not placed");
}

QString RosterModel::leaderWith(const Unit& u) const {
    if (u.type == UnitType::Leader) return {};
    // A leader sets up in the unit's hex, or arrives with it (same turn, same entry hex).
    for (const Unit& l : doc_->scenario().units) {
        if (l.type != UnitType::Leader || l.side != u.side) continue;
        if ((u.hex && l.hex == u.hex) || (u.isReinforcement() && l.isReinforcement() && l.arrives == u.arrives))
            return qs(unitLabel(l));
    }
    return {};
}

QVariant RosterModel::data(const QModelIndex& index, int role) const {
    const Unit* u = index.isValid() ? unitAt(index.row()) : nullptr;
    if (!u) return {};
    const auto& info = unitTypeInfo(u->type);
    if (role == Qt::EditRole) {
        switch (index.column()) {
        case ColName: return qs(u->name);
        case ColSp: return info.maxSp > 0 ? QVariant(effectiveSp(*u)) : QVariant();
        case ColMorale: return u->morale ? QVariant(int(*u->morale)) : QVariant();
        default: return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case ColName: return qs(unitLabel(*u));
        case ColType: return qs(displayName(u->type));
        case ColSp: return info.maxSp > 0 ? QVariant(effectiveSp(*u)) : QVariant();
        case ColMorale: return u->morale ? qs(displayName(*u->morale)) : QString();
        case ColWhere: return where(*u);
        case ColLeader: return leaderWith(*u);
        default: return {};
        }
    }
    if (role == Qt::ForegroundRole && index.column() == ColName && u->name.empty())
        return QColor(Qt::gray); // no name yet: the side and type stand in for it
    if (role == Qt::TextAlignmentRole && index.column() == ColSp)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant RosterModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case ColName: return tr("Name");
    case ColType: return tr("Type");
    case ColSp: return tr("SP");
    case ColMorale: return tr("Morale");
    case ColWhere: return tr("Hex or arrival");
    case ColLeader: return tr("Leader");
    default: return {};
    }
}

bool RosterModel::editable(const Unit& u, int column) const {
    const auto& info = unitTypeInfo(u.type);
    switch (column) {
    case ColName: return true;
    case ColSp: return info.maxSp > 0;
    case ColMorale: return info.hasMorale;
    default: return false;
    }
}

Qt::ItemFlags RosterModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (const Unit* u = index.isValid() ? unitAt(index.row()) : nullptr; u && editable(*u, index.column()))
        f |= Qt::ItemIsEditable;
    return f;
}

bool RosterModel::edited(const Unit& u, int column, const QVariant& value, Unit& out) const {
    if (!editable(u, column) || !value.isValid()) return false;
    out = u;
    const auto& info = unitTypeInfo(u.type);
    switch (column) {
    case ColName: out.name = value.toString().trimmed().toStdString(); break;
    case ColSp: {
        const int sp = std::clamp(value.toInt(), info.minSp, info.maxSp);
        if (sp == effectiveSp(u)) return false; // "full" stays unwritten in the file
        out.sp = sp;
        break;
    }
    case ColMorale: {
        const int m = value.toInt();
        if (m < 0 || m >= int(kAllMorale.size())) return false;
        out.morale = Morale(m);
        break;
    }
    default: return false;
    }
    return !(out == u);
}

bool RosterModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !index.isValid()) return false;
    const Unit* u = unitAt(index.row());
    Unit after;
    if (!u || !edited(*u, index.column(), value, after)) return false;
    edit::changeUnit(*doc_, u->id, after);
    return true;
}

void RosterModel::applyToRows(const std::vector<int>& rows, int column, const QVariant& value) {
    std::vector<std::pair<std::string, Unit>> changes;
    for (int row : rows) {
        const Unit* u = unitAt(row);
        Unit after;
        if (u && edited(*u, column, value, after)) changes.emplace_back(u->id, std::move(after));
        if (column == ColName) break;
    }
    if (changes.empty()) return;
    if (changes.size() == 1) {
        edit::changeUnit(*doc_, changes.front().first, changes.front().second);
        return;
    }
    const QString what = headerData(column, Qt::Horizontal).toString().toLower();
    doc_->beginMacro(QCoreApplication::translate("muster::Undo", "Change %1 of %n units", nullptr, int(changes.size()))
                         .arg(what));
    for (const auto& [id, after] : changes) edit::changeUnit(*doc_, id, after);
    doc_->endMacro();
}

} // namespace muster
