#include "eagle_commands.h"

#include "editor/document/eagle_document.h"
#include "editor/widgets/qstring_util.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <algorithm>

namespace muster {

namespace {

// Merge id of the points spin box's runs; apart from editor/commands/undo_ids.h, whose
// ids belong to the hex scenario's commands.
constexpr int kEaglePointsMergeId = 0x4550;

class EagleEditCommand : public QUndoCommand {
public:
    EagleEditCommand(EagleDocument* doc, EagleScenario before, EagleScenario after, const QString& text, int mergeId)
        : doc_(doc), before_(std::move(before)), after_(std::move(after)), mergeId_(mergeId) {
        setText(text);
    }
    int id() const override { return mergeId_; }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = static_cast<const EagleEditCommand*>(other);
        if (o->doc_ != doc_) return false;
        after_ = o->after_;
        setObsolete(after_ == before_);  // a run that ends where it began leaves no step
        return true;
    }
    void redo() override { put(after_); }
    void undo() override { put(before_); }

private:
    void put(const EagleScenario& s) {
        doc_->mutableScenario() = s;
        doc_->notifyChanged();
    }
    EagleDocument* doc_;
    EagleScenario before_, after_;
    int mergeId_;
};

QString eagleTr(const char* s) { return QCoreApplication::translate("EagleCommands", s); }

// Applies `edit` to a copy and pushes the step when it changed anything.
template <class Edit>
bool pushEagleEdit(EagleDocument& doc, const QString& text, Edit edit, int mergeId = -1) {
    EagleScenario next = doc.scenario();
    edit(next);
    if (next == doc.scenario()) return false;
    doc.undoStack()->push(new EagleEditCommand(&doc, doc.scenario(), std::move(next), text, mergeId));
    return true;
}

EagleUnit* eagleUnitIn(EagleScenario& s, const std::string& id) {
    auto it = std::find_if(s.units.begin(), s.units.end(), [&](const EagleUnit& u) { return u.id == id; });
    return it == s.units.end() ? nullptr : &*it;
}

} // namespace

std::string eagleDefaultName(const EagleScenario& s, Side side, EagleUnitType t) {
    int n = 1;
    for (const EagleUnit& u : s.units) n += u.side == side && u.type == t;
    return std::string(side == Side::Union ? "Union " : "Confederate ") + std::string(eagleUnitInfo(t).name) + " " +
           std::to_string(n);
}

namespace eagleedit {

std::string addUnit(EagleDocument& doc, EagleUnit u) {
    if (u.id.empty()) u.id = doc.newUnitId(u.side == Side::Union ? "u" : "c");
    if (u.name.empty()) u.name = eagleDefaultName(doc.scenario(), u.side, u.type);
    if (!eagleUnitInfo(u.type).mayBeElite) u.elite = false;
    pushEagleEdit(doc, eagleTr("Add %1").arg(qs(u.name)), [&](EagleScenario& s) { s.units.push_back(u); });
    return u.id;
}

bool deleteUnit(EagleDocument& doc, const std::string& id) {
    const EagleUnit* u = doc.unit(id);
    if (!u) return false;
    return pushEagleEdit(doc, eagleTr("Delete %1").arg(qs(u->name)), [&](EagleScenario& s) {
        s.units.erase(std::remove_if(s.units.begin(), s.units.end(), [&](const EagleUnit& x) { return x.id == id; }),
                      s.units.end());
    });
}

bool renameUnit(EagleDocument& doc, const std::string& id, const std::string& name) {
    if (!doc.unit(id) || name.empty()) return false;
    return pushEagleEdit(doc, eagleTr("Rename to %1").arg(qs(name)), [&](EagleScenario& s) { eagleUnitIn(s, id)->name = name; });
}

bool moveUnit(EagleDocument& doc, const std::string& id, EagleSpace to) {
    const EagleUnit* u = doc.unit(id);
    if (!u) return false;
    return pushEagleEdit(doc, eagleTr("Move %1 to %2").arg(qs(u->name), qs(eagleSpaceInfo(to).name)),
                [&](EagleScenario& s) { eagleUnitIn(s, id)->space = to; });
}

bool setElite(EagleDocument& doc, const std::string& id, bool elite) {
    const EagleUnit* u = doc.unit(id);
    if (!u || (elite && !eagleUnitInfo(u->type).mayBeElite)) return false;
    return pushEagleEdit(doc, elite ? eagleTr("Make %1 elite").arg(qs(u->name)) : eagleTr("Make %1 not elite").arg(qs(u->name)),
                [&](EagleScenario& s) { eagleUnitIn(s, id)->elite = elite; });
}

bool setArmyName(EagleDocument& doc, Side side, const std::string& name) {
    return pushEagleEdit(doc, eagleTr("Rename army to %1").arg(qs(name)), [&](EagleScenario& s) { s.army(side).name = name; });
}

bool setPoints(EagleDocument& doc, std::optional<int> points) {
    return pushEagleEdit(doc, eagleTr("Points budget"), [&](EagleScenario& s) { s.points = points; }, kEaglePointsMergeId);
}

bool setSize(EagleDocument& doc, std::optional<EagleSize> size) {
    return pushEagleEdit(doc, eagleTr("Battle size"), [&](EagleScenario& s) { s.size = size; });
}

bool replaceBattle(EagleDocument& doc, const EagleScenario& s, const QString& text) {
    return pushEagleEdit(doc, text, [&](EagleScenario& b) { b = s; });
}

bool setTitle(EagleDocument& doc, const std::string& title) {
    return pushEagleEdit(doc, eagleTr("Title"), [&](EagleScenario& s) { s.title = title; });
}

} // namespace eagleedit
} // namespace muster
