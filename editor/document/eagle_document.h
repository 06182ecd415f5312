#pragma once
// An open Eagle Games battle (seed 002): owns the EagleScenario and its undo stack, keeps
// 002's set-up findings current and tells views what changed. As with GridDocument, views
// never write the battle: they call editor/commands/eagle_commands.h, one undo step each.
#include "model/rules/issue.h"
#include "model/systems/eagle/eagle_scenario.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <string>
#include <vector>

namespace muster {

class EagleDocument : public QObject {
    Q_OBJECT
public:
    explicit EagleDocument(EagleScenario s = {}, QObject* parent = nullptr);

    static constexpr int kUndoLimit = 100;

    const EagleScenario& scenario() const { return scenario_; }
    QUndoStack* undoStack() { return &undo_; }
    bool isModified() const { return !undo_.isClean(); }

    // The file Save writes; empty for a new battle (Save then asks where).
    QString filePath() const { return path_; }
    void setFilePath(const QString& p);
    void markSaved() { undo_.setClean(); }
    // Modified until saved (a battle from a share code exists nowhere else: closing asks).
    void markUnsaved() { undo_.resetClean(); }

    // validateEagle's findings, recomputed after every change.
    const std::vector<Issue>& issues() const { return issues_; }
    // An unused unit id: prefix followed by the smallest free number ("c4").
    std::string newUnitId(const std::string& prefix) const;
    const EagleUnit* unit(const std::string& id) const;

    // Used by commands only: the battle to change, then notifyChanged() once it is changed.
    EagleScenario& mutableScenario() { return scenario_; }
    void notifyChanged();

signals:
    void changed();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);

private:
    EagleScenario scenario_;
    QUndoStack undo_;
    std::vector<Issue> issues_;
    QString path_;
};

} // namespace muster
