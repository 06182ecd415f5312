#pragma once
// Revisions dialog: the saved revisions of one library scenario; open or restore one.
#include "db/library.h"

#include <QDialog>

class QLabel;
class QTreeWidget;

namespace muster {

// Lists Library::revisions(id), newest first. Restoring makes a new current revision.
class RevisionsDialog : public QDialog {
    Q_OBJECT
public:
    RevisionsDialog(Library& lib, ScenarioId id, QWidget* parent = nullptr);

    QTreeWidget* list() const { return list_; }
    void selectRevision(RevisionId rev);
    std::optional<RevisionId> selectedRevision() const;
    QString lastError() const { return lastError_; }

public slots:
    void refresh();
    // Emit openRevision for the selected revision (and close).
    bool openSelected();
    // Make the selected revision current again (a new revision; history is kept).
    bool restoreSelected();

signals:
    void openRevision(const muster::Scenario& scenario, qint64 scenarioId, qint64 revisionId);
    void restored(qint64 scenarioId, qint64 newRevisionId);

private:
    Library& lib_;
    ScenarioId id_;
    QString lastError_;
    QLabel* error_ = nullptr;
    QTreeWidget* list_ = nullptr;
};

} // namespace muster
