#include "grid_commands.h"

#include "editor/commands/change_value.h"
#include "editor/commands/grid_fields.h"
#include "editor/commands/undo_ids.h"
#include "editor/document/grid_document.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <algorithm>
#include <map>

namespace muster {

namespace {

auto gridTileLess = [](const GridTerrainEntry& e, Offset o) { return e.tile < o; };

// The entries of one tile, removed; the list stays ordered (a duplicate entry, which the
// checks report, comes back on undo as it was).
std::vector<GridTerrain> takeGridTile(GridScenario& s, Offset tile) {
    auto first = std::lower_bound(s.terrain.begin(), s.terrain.end(), tile, gridTileLess);
    auto last = first;
    std::vector<GridTerrain> out;
    while (last != s.terrain.end() && last->tile == tile) out.push_back((last++)->type);
    s.terrain.erase(first, last);
    return out;
}

void putGridTile(GridScenario& s, Offset tile, const std::vector<GridTerrain>& types) {
    takeGridTile(s, tile);
    auto at = std::lower_bound(s.terrain.begin(), s.terrain.end(), tile, gridTileLess);
    std::vector<GridTerrainEntry> add;
    for (GridTerrain t : types) add.push_back({tile, t});
    s.terrain.insert(at, add.begin(), add.end());
}

class GridPaintCommand : public QUndoCommand {
public:
    GridPaintCommand(GridDocument* doc, int stroke, GridTerrain to) : doc_(doc), stroke_(stroke), to_(to) {
        setText(QCoreApplication::translate("GridCommands", "Paint %1").arg(QString::fromUtf8(gridTerrainInfo(to).name.data(),
                                                                                               int(gridTerrainInfo(to).name.size()))));
    }
    // Adds the tiles this command has not touched yet; true when any.
    bool add(const std::vector<Offset>& tiles) {
        const GridScenario& s = doc_->scenario();
        const GridTerrainMap now(s);
        bool any = false;
        for (Offset o : tiles) {
            if (!s.contains(o) || before_.count(o) || now.at(o) == to_) continue;
            auto first = std::lower_bound(s.terrain.begin(), s.terrain.end(), o, gridTileLess);
            std::vector<GridTerrain> old;
            for (; first != s.terrain.end() && first->tile == o; ++first) old.push_back(first->type);
            before_[o] = old;
            any = true;
        }
        return any;
    }
    int id() const override { return stroke_ ? int(UndoId::GridPaintTerrain) : -1; }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = static_cast<const GridPaintCommand*>(other);
        if (o->stroke_ != stroke_ || o->to_ != to_) return false;
        for (const auto& [tile, old] : o->before_)
            if (!before_.count(tile)) before_[tile] = old;
        return true;
    }
    void redo() override {
        GridScenario& s = doc_->mutableScenario();
        const std::vector<GridTerrain> to = to_ == GridTerrain::Clear ? std::vector<GridTerrain>{} : std::vector{to_};
        for (const auto& [tile, old] : before_) putGridTile(s, tile, to);
        doc_->notifyChanged();
    }
    void undo() override {
        GridScenario& s = doc_->mutableScenario();
        for (const auto& [tile, old] : before_) putGridTile(s, tile, old);
        doc_->notifyChanged();
    }

private:
    GridDocument* doc_;
    int stroke_;
    GridTerrain to_;
    std::map<Offset, std::vector<GridTerrain>> before_;  // each tile's entries before the stroke
};

// The battle's units before and after an edit; `runKey` non-empty: following edits with
// the same key (turns of one unit) merge, and a run that ends where it began is dropped.
class GridUnitsCommand : public QUndoCommand {
public:
    GridUnitsCommand(GridDocument* doc, const QString& text, std::vector<GridUnit> after, std::string runKey = {})
        : doc_(doc), before_(doc->scenario().units), after_(std::move(after)), runKey_(std::move(runKey)) {
        setText(text);
    }
    int id() const override { return runKey_.empty() ? -1 : int(UndoId::GridUnitField); }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = static_cast<const GridUnitsCommand*>(other);
        if (o->runKey_ != runKey_) return false;
        after_ = o->after_;
        setObsolete(after_ == before_);
        return true;
    }
    void redo() override { set(after_); }
    void undo() override { set(before_); }

private:
    void set(const std::vector<GridUnit>& units) {
        doc_->mutableScenario().units = units;
        doc_->notifyChanged();
    }
    GridDocument* doc_;
    std::vector<GridUnit> before_, after_;
    std::string runKey_;
};

// The whole battle before and after (a recovered battle laid over its saved file).
class GridBattleCommand : public QUndoCommand {
public:
    GridBattleCommand(GridDocument* doc, const QString& text, GridScenario after)
        : doc_(doc), before_(doc->scenario()), after_(std::move(after)) {
        setText(text);
    }
    void redo() override { set(after_); }
    void undo() override { set(before_); }

private:
    void set(const GridScenario& s) {
        doc_->mutableScenario() = s;
        doc_->notifyChanged();
    }
    GridDocument* doc_;
    GridScenario before_, after_;
};

QString gridTr(const char* text) { return QCoreApplication::translate("GridCommands", text); }

// "1st Union Line Infantry", the first such name no unit uses.
std::string freshGridUnitName(const GridScenario& s, const GridUnit& u) {
    const std::string side = s.side(u.side).name.empty() ? std::string(displayName(u.side)) : s.side(u.side).name;
    const std::string type(gridUnitInfo(u.type).name);
    for (int n = 1;; ++n) {
        const char* suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
        std::string name = u.type == GridUnitType::Commander ? side + " Commander " + std::to_string(n)
                                                             : std::to_string(n) + suffix + " " + side + " " + type;
        if (std::none_of(s.units.begin(), s.units.end(), [&](const GridUnit& x) { return x.name == name; })) return name;
    }
}

void pushGridUnits(GridDocument& doc, const QString& text, std::vector<GridUnit> after, std::string runKey = {}) {
    if (after == doc.scenario().units) return;
    doc.undoStack()->push(new GridUnitsCommand(&doc, text, std::move(after), std::move(runKey)));
}

} // namespace

const GridUnit* gridUnitAt(const GridScenario& s, Offset tile) {
    const GridUnit* commander = nullptr;
    for (const GridUnit& u : s.units) {
        if (u.tile != tile) continue;
        if (u.type != GridUnitType::Commander) return &u;
        if (!commander) commander = &u;
    }
    return commander;
}

int gridObjectiveAt(const GridScenario& s, Offset tile) {
    const auto it = std::find_if(s.objectives.begin(), s.objectives.end(), [&](const GridObjective& o) { return o.tile == tile; });
    return it == s.objectives.end() ? -1 : int(it - s.objectives.begin());
}

void setGridTerrain(GridScenario& s, Offset tile, GridTerrain t) {
    putGridTile(s, tile, t == GridTerrain::Clear ? std::vector<GridTerrain>{} : std::vector{t});
}

namespace gridedit {

void paintTerrain(GridDocument& doc, const std::vector<Offset>& tiles, GridTerrain terrain, int stroke) {
    auto cmd = std::make_unique<GridPaintCommand>(&doc, stroke, terrain);
    if (!cmd->add(tiles)) return;
    doc.undoStack()->push(cmd.release());
}

std::string placeUnit(GridDocument& doc, GridUnit u) {
    const GridScenario& s = doc.scenario();
    if (u.id.empty()) u.id = doc.newUnitId(u.type == GridUnitType::Commander ? "c" : "u");
    if (u.name.empty()) u.name = freshGridUnitName(s, u);
    if (u.type == GridUnitType::Commander) u.facing.reset();
    std::vector<GridUnit> after = s.units;
    after.push_back(u);
    pushGridUnits(doc, gridTr("Place %1").arg(QString::fromStdString(u.name)), std::move(after));
    return u.id;
}

bool deleteUnitsAt(GridDocument& doc, Offset tile) {
    std::vector<GridUnit> after = doc.scenario().units;
    const auto n = std::erase_if(after, [&](const GridUnit& u) { return u.tile == tile; });
    if (!n) return false;
    pushGridUnits(doc, n == 1 ? gridTr("Delete unit") : gridTr("Delete %1 units").arg(n), std::move(after));
    return true;
}

void setUnitSp(GridDocument& doc, const std::string& id, std::optional<int> sp) {
    std::vector<GridUnit> after = doc.scenario().units;
    for (GridUnit& u : after)
        if (u.id == id) u.sp = sp;
    pushGridUnits(doc, gridTr("Change strength"), std::move(after), "sp:" + id);
}

void setUnitFacing(GridDocument& doc, const std::string& id, Facing f) {
    std::vector<GridUnit> after = doc.scenario().units;
    for (GridUnit& u : after)
        if (u.id == id && u.type != GridUnitType::Commander) u.facing = f;
    pushGridUnits(doc, gridTr("Turn unit"), std::move(after), "facing:" + id);
}

bool replaceBattle(GridDocument& doc, GridScenario s, const QString& text) {
    if (s == doc.scenario()) return false;
    doc.undoStack()->push(new GridBattleCommand(&doc, text, std::move(s)));
    return true;
}

bool rotateUnit(GridDocument& doc, const std::string& id, bool clockwise) {
    const GridScenario& s = doc.scenario();
    const auto it = std::find_if(s.units.begin(), s.units.end(), [&](const GridUnit& u) { return u.id == id; });
    if (it == s.units.end() || it->type == GridUnitType::Commander) return false;
    Facing f = effectiveFacing(s, *it);
    f = clockwise ? turnedClockwise(f) : turnedClockwise(turnedClockwise(turnedClockwise(f)));
    setUnitFacing(doc, id, f);
    return true;
}

bool toggleObjective(GridDocument& doc, const GridObjective& o) {
    if (removeObjectiveAt(doc, o.tile)) return false;
    std::vector<GridObjective> after = doc.scenario().objectives;
    after.push_back(o);
    changeValue<gridfields::Objectives>(&doc, std::move(after), 0,
                                        gridTr("Place objective at %1").arg(QString::fromStdString(tileLabel(doc.scenario(), o.tile))),
                                        false);
    return true;
}

bool removeObjectiveAt(GridDocument& doc, Offset tile) {
    const int i = gridObjectiveAt(doc.scenario(), tile);
    if (i < 0) return false;
    std::vector<GridObjective> after = doc.scenario().objectives;
    after.erase(after.begin() + i);
    changeValue<gridfields::Objectives>(&doc, std::move(after), 0,
                                        gridTr("Remove objective at %1").arg(QString::fromStdString(tileLabel(doc.scenario(), tile))),
                                        false);
    return true;
}

void setObjective(GridDocument& doc, std::size_t index, const GridObjective& o, int part) {
    std::vector<GridObjective> after = doc.scenario().objectives;
    if (index >= after.size()) return;
    after[index] = o;
    changeValue<gridfields::Objectives>(&doc, std::move(after), int(index) * 4 + part, gridTr("Change objective"));
}

void addVictoryText(GridDocument& doc, const GridVictoryText& v) {
    std::vector<GridVictoryText> after = doc.scenario().victory;
    after.push_back(v);
    changeValue<gridfields::Victory>(&doc, std::move(after), 0, gridTr("Add victory condition"), false);
}

void removeVictoryText(GridDocument& doc, std::size_t index) {
    std::vector<GridVictoryText> after = doc.scenario().victory;
    if (index >= after.size()) return;
    after.erase(after.begin() + long(index));
    changeValue<gridfields::Victory>(&doc, std::move(after), 0, gridTr("Remove victory condition"), false);
}

void setVictoryText(GridDocument& doc, std::size_t index, const GridVictoryText& v, int part) {
    std::vector<GridVictoryText> after = doc.scenario().victory;
    if (index >= after.size()) return;
    after[index] = v;
    changeValue<gridfields::Victory>(&doc, std::move(after), int(index) * 4 + part, gridTr("Change victory condition"));
}

} // namespace gridedit
} // namespace muster
