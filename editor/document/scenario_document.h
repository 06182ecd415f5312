#pragma once
// The open scenario: owns the model value and the undo stack, and tells views what
// changed. Tools and docks never write the model: they call the edit methods below,
// each of which pushes a QUndoCommand (editor/commands/). isModified() follows
// QUndoStack::isClean.
#include "editor/document/document_origin.h"
#include "model/rules/validator.h"
#include "model/scenario.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <optional>
#include <vector>

namespace muster {

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject* parent = nullptr);
    explicit ScenarioDocument(Scenario s, QObject* parent = nullptr);
    ~ScenarioDocument() override;

    // Steps kept in the undo history: a board resize on a very large board keeps a whole
    // copy of the scenario, so the history cannot grow without end.
    static constexpr int kUndoLimit = 100;

    const Scenario& scenario() const { return scenario_; }
    QUndoStack* undoStack() { return &undo_; }
    bool isModified() const { return !undo_.isClean(); }

    // Where it came from and where Save puts it (document_origin.h).
    const DocumentOrigin& origin() const { return origin_; }
    void setOrigin(const DocumentOrigin& o);
    // The file of a file document (empty for any other origin).
    QString filePath() const { return origin_.kind == DocumentOrigin::Kind::File ? origin_.path : QString(); }
    // A file origin (an empty path: a new board).
    void setFilePath(const QString& p);
    // The library scenario of a library document.
    std::optional<long long> libraryId() const { return origin_.libraryId; }
    // A library origin (none: a new board, when it was a library document).
    void setLibraryId(std::optional<long long> id);
    void markSaved() { undo_.setClean(); }
    // Saved nowhere yet though nothing was edited (a battle from a share code): closing asks.
    void markUnsaved() { undo_.resetClean(); }
    // Replace the scenario without an undo step (open, new, restore): clears the history.
    void reset(Scenario s, const QString& filePath = {});

    // Live validation (IncrementalValidator), updated after every change.
    const std::vector<Issue>& issues() const;

    // ---- Edits: editor/commands/document_edits.h (edit::paintTerrain(doc, ...) and the others),
    // changeValue() (change_value.h) for single fields. ----
    // Group several edits into one undo step (paste, delete of units and markers).
    void beginMacro(const QString& text) { undo_.beginMacro(text); }
    void endMacro() { undo_.endMacro(); }
    // An unused unit id: prefix followed by the smallest free number ("u7").
    std::string newUnitId(const std::string& prefix = "u") const;

    // Used by commands only: apply a new value and announce what changed.
    Scenario& mutableScenario() { return scenario_; }
    void notifyChanged(const ChangeSet& c);

signals:
    // Everything that changed in one edit, undo or redo.
    void changed(const muster::ChangeSet& change);
    void issuesChanged();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);
    void originChanged();

private:
    Scenario scenario_;
    QUndoStack undo_;
    IncrementalValidator validator_;
    DocumentOrigin origin_;
};

} // namespace muster
