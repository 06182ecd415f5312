#pragma once
// An open square-grid battle (seed 003): owns the GridScenario and its undo stack, keeps
// the set-up checks' findings current and tells views what changed. As with
// ScenarioDocument, views and tools never write the battle: they call the edit functions
// of editor/commands/grid_commands.h, each of which pushes one undoable command.
#include "model/rules/issue.h"
#include "model/systems/grid/grid_scenario.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <string>
#include <vector>

namespace muster {

class GridDocument : public QObject {
    Q_OBJECT
public:
    explicit GridDocument(GridScenario s = {}, QObject* parent = nullptr);

    static constexpr int kUndoLimit = 100;

    const GridScenario& scenario() const { return scenario_; }
    QUndoStack* undoStack() { return &undo_; }
    bool isModified() const { return !undo_.isClean(); }

    // The file Save writes; empty for a new battle (Save then asks where).
    QString filePath() const { return path_; }
    void setFilePath(const QString& p);
    void markSaved() { undo_.setClean(); }
    // Replace the battle without an undo step (open, new): clears the history.
    void reset(GridScenario s, const QString& filePath = {});

    // 003's set-up findings (validateGrid), recomputed after every change.
    const std::vector<Issue>& issues() const { return issues_; }
    // An unused unit id: prefix followed by the smallest free number ("u7").
    std::string newUnitId(const std::string& prefix = "u") const;

    // Used by commands only: the battle to change, then notifyChanged() once it is changed.
    GridScenario& mutableScenario() { return scenario_; }
    void notifyChanged();

signals:
    void changed();
    void issuesChanged();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);

private:
    GridScenario scenario_;
    QUndoStack undo_;
    std::vector<Issue> issues_;
    QString path_;
};

} // namespace muster
