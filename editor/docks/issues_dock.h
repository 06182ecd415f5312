#pragma once
// Issues dock: the live validation findings of the open scenario; clicking one locates it.
#include "model/rules/issue.h"

#include <QDockWidget>

#include <string>
#include <vector>

class QLabel;
class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace muster {

class ScenarioDocument;

// Lists document->issues() (severity, rule, section, message, hexes), kept up to date.
class IssuesDock : public QDockWidget {
    Q_OBJECT
public:
    explicit IssuesDock(ScenarioDocument* doc, QWidget* parent = nullptr);

    QTreeWidget* tree() const { return tree_; }
    const std::vector<Issue>& shownIssues() const { return issues_; }
    // Show only issues whose rule, section, message or hexes contain this text.
    void setFilter(const QString& text);
    int visibleCount() const;

public slots:
    void refresh();

signals:
    // The user picked an issue: select these units and centre the board on these hexes.
    void locate(const std::vector<muster::Offset>& hexes, const std::vector<std::string>& unitIds);

private:
    void onItem(QTreeWidgetItem* item);
    void applyFilter();

    ScenarioDocument* doc_;
    std::vector<Issue> issues_; // a copy: the document's list changes under us
    bool filled_ = false;
    QLabel* summary_ = nullptr;
    QLineEdit* filter_ = nullptr;
    QTreeWidget* tree_ = nullptr;
};

} // namespace muster
