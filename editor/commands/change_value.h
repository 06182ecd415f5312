#pragma once
// Undoable change of one scenario field (Tiled's ChangeValue pattern): the command keeps
// only the field's other value, never a copy of the scenario, so a click on Turns costs a
// few bytes on any board. Successive changes of the same field (a spin-box run, a typing
// burst committed in pieces) merge into one step, and a run that ends where it started
// leaves no step at all.
//
// A Field is a traits struct (scenario_fields.h, grid_fields.h): Value, id (UndoId),
// of(Scenario&, key) giving the field by reference, text for History and, for a Hold the
// Line scenario, change() saying what it touches. The document is whichever one the field's
// scenario belongs to (ScenarioDocument, GridDocument): it needs mutableScenario(),
// undoStack() and notifyChanged().
#include "editor/commands/undo_ids.h"
#include "editor/document/scenario_document.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <utility>

namespace muster {

template <class Field, class Doc = ScenarioDocument>
class ChangeValueCommand : public QUndoCommand {
public:
    using Value = typename Field::Value;
    // `key` tells apart several fields of one kind (the side of a side's name); only
    // changes with the same key merge. `mergeable` false makes a step of its own.
    ChangeValueCommand(Doc* doc, Value value, int key, const QString& text, bool mergeable)
        : doc_(doc), key_(key), value_(std::move(value)), mergeable_(mergeable) {
        setText(text.isEmpty() ? QCoreApplication::translate("ChangeValue", Field::text) : text);
    }
    int id() const override { return mergeable_ ? static_cast<int>(Field::id) : -1; }
    void redo() override { swap(); }
    void undo() override { swap(); }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* o = static_cast<const ChangeValueCommand*>(other);
        if (o->doc_ != doc_ || o->key_ != key_ || !o->mergeable_) return false;
        // The document holds the newest value already and we keep the one before the
        // run: nothing more to remember. Back at the start, the step is dropped.
        setObsolete(Field::of(doc_->mutableScenario(), key_) == value_);
        return true;
    }

private:
    void swap() {
        using std::swap;
        swap(Field::of(doc_->mutableScenario(), key_), value_);
        if constexpr (requires { Field::change(); }) doc_->notifyChanged(Field::change());
        else doc_->notifyChanged();
    }

    Doc* doc_;
    int key_;
    Value value_; // the value the document does not hold right now
    bool mergeable_;
};

// Set one field of the open scenario as an undo step; nothing when it already has `value`.
template <class Field, class Doc>
void changeValue(Doc* doc, typename Field::Value value, int key = 0, const QString& text = {}, bool mergeable = true) {
    if (Field::of(doc->mutableScenario(), key) == value) return;
    doc->undoStack()->push(new ChangeValueCommand<Field, Doc>(doc, std::move(value), key, text, mergeable));
}

} // namespace muster
