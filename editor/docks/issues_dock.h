#pragma once
// Issues dock: the live validation findings of the open scenario; clicking one locates it.
#include "model/rules/issue.h"
#include "model/scenario.h"

#include <QAbstractTableModel>
#include <QDockWidget>
#include <QIcon>

#include <string>
#include <vector>

class QLabel;
class QLineEdit;
class QModelIndex;
class QSortFilterProxyModel;
class QTableView;

namespace muster {

class ScenarioDocument;

// The findings as a table (severity, rule, section, message, hexes). setIssues() applies
// only the difference to the rows shown (both lists are in issueLess order), so an edit
// that adds or removes a few findings among thousands costs a few row inserts.
class IssuesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ColSeverity, ColRule, ColSection, ColMessage, ColHexes, ColCount };
    // RuleIdRole: the rule id (ColRule). SearchRole: what the filter matches, the words
    // shown plus, for the rule, its id (people type either).
    enum Role { RuleIdRole = Qt::UserRole + 1, SearchRole };
    using QAbstractTableModel::QAbstractTableModel;

    void setIssues(const std::vector<Issue>& next, const BoardGeometry& board);
    // The scenario whose units the messages name (it must outlive the model): messages
    // then say "Iron Brigade (Infantry)" where the validator wrote the id.
    void setScenario(const Scenario* s) { scenario_ = s; }
    // The location column's header: "Hexes" unless the board is of other places ("Tiles").
    void setLocationHeader(const QString& header);
    // An issue's message for people: unit ids replaced by name and type.
    QString displayMessage(const Issue& is) const;
    const std::vector<Issue>& issues() const { return issues_; }
    int errorCount() const { return errors_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
    std::vector<Issue> issues_; // a copy: the document's list changes under us
    BoardGeometry board_;       // for hex labels
    const Scenario* scenario_ = nullptr;
    QString locationHeader_;  // empty: "Hexes"
    int errors_ = 0;
    mutable QIcon errorIcon_, warningIcon_;
};

// Lists document->issues(), kept up to date, with a filter box.
class IssuesDock : public QDockWidget {
    Q_OBJECT
public:
    explicit IssuesDock(ScenarioDocument* doc, QWidget* parent = nullptr);

    QTableView* table() const { return table_; }
    IssuesModel* issuesModel() const { return model_; }
    const std::vector<Issue>& shownIssues() const { return model_->issues(); }
    // Show only issues whose rule, section, message or hexes contain this text.
    void setFilter(const QString& text);
    int visibleCount() const;
    // Row in table() of the first shown issue with this rule (-1 if none), for tests and locate.
    int rowOfRule(const std::string& rule) const;
    // The pane under the table: the current issue (else the first shown) in full, wrapped
    // to the dock's width, so a long message reads whole in a narrow dock.
    QString detailText() const;

public slots:
    void refresh();

signals:
    // The user picked an issue: select these units and centre the board on these hexes.
    void locate(const std::vector<muster::Offset>& hexes, const std::vector<std::string>& unitIds);

private:
    void onIndex(const QModelIndex& index);
    void updateSummary();
    bool untouchedNewBoard() const;
    bool shownUntouched_ = false;  // what the list shows: refreshed only when that changes
    void fitColumns();
    // Rule, section and hexes columns take at most a share of the width, so the message
    // (the stretching column) keeps room to be read instead of an ellipsis.
    void capColumns();
    void updateDetail();
    bool eventFilter(QObject* o, QEvent* e) override;

    ScenarioDocument* doc_;
    IssuesModel* model_ = nullptr;
    QSortFilterProxyModel* proxy_ = nullptr;
    QLabel* summary_ = nullptr;
    QLineEdit* filter_ = nullptr;
    QTableView* table_ = nullptr;
    QLabel* detail_ = nullptr;
    QWidget* detailBox_ = nullptr;  // the scroll area around detail_
};

} // namespace muster
