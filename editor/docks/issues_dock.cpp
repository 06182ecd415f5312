#include "issues_dock.h"

#include "editor/document/scenario_document.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace muster {

namespace {
enum Column { ColSeverity, ColRule, ColSection, ColMessage, ColHexes, ColCount };
}

IssuesDock::IssuesDock(ScenarioDocument* doc, QWidget* parent)
    : QDockWidget(tr("Issues"), parent), doc_(doc) {
    setObjectName(QStringLiteral("IssuesDock"));
    auto* body = new QWidget;
    auto* v = new QVBoxLayout(body);
    v->setContentsMargins(4, 4, 4, 4);
    summary_ = new QLabel;
    summary_->setObjectName(QStringLiteral("issuesSummary"));
    tree_ = new QTreeWidget;
    tree_->setObjectName(QStringLiteral("issuesTree"));
    tree_->setColumnCount(ColCount);
    tree_->setHeaderLabels({QString(), tr("Rule"), tr("Section"), tr("Message"), tr("Hexes")});
    tree_->setRootIsDecorated(false);
    tree_->setUniformRowHeights(true); // large scenarios can have thousands of findings
    tree_->setAlternatingRowColors(true);
    tree_->setWordWrap(false);
    tree_->header()->setSectionResizeMode(ColSeverity, QHeaderView::ResizeToContents);
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(ColMessage, QHeaderView::Stretch);
    tree_->setToolTip(tr("Click an issue to select its units and show its hexes on the board"));
    filter_ = new QLineEdit;
    filter_->setObjectName(QStringLiteral("issuesFilter"));
    filter_->setPlaceholderText(tr("Filter by rule, message or hex"));
    filter_->setClearButtonEnabled(true);
    connect(filter_, &QLineEdit::textChanged, this, &IssuesDock::applyFilter);
    v->addWidget(summary_);
    v->addWidget(filter_);
    v->addWidget(tree_);
    setWidget(body);

    connect(tree_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) { onItem(item); });
    connect(tree_, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) { onItem(item); });
    connect(doc_, &ScenarioDocument::issuesChanged, this, &IssuesDock::refresh);
    refresh();
}

void IssuesDock::refresh() {
    // Most edits (a brush stroke) leave the findings as they were: skip the rebuild.
    if (filled_ && doc_->issues() == issues_) return;
    filled_ = true;
    issues_ = doc_->issues();
    const Scenario& s = doc_->scenario();
    const QIcon errorIcon = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    // Keep the user's place in the list across edits when the same issue is still there.
    int keep = -1;
    if (auto* cur = tree_->currentItem()) keep = tree_->indexOfTopLevelItem(cur);
    tree_->setUpdatesEnabled(false);
    tree_->clear();
    int errors = 0;
    QList<QTreeWidgetItem*> items;
    items.reserve(int(issues_.size()));
    for (std::size_t i = 0; i < issues_.size(); ++i) {
        const Issue& is = issues_[i];
        const bool error = is.severity == Severity::Error;
        errors += error ? 1 : 0;
        QStringList hexes;
        for (Offset o : is.hexes) hexes << QString::fromStdString(hexLabel(o, s.board));
        auto* item = new QTreeWidgetItem;
        item->setIcon(ColSeverity, error ? errorIcon : warningIcon);
        item->setToolTip(ColSeverity, error ? tr("Error") : tr("Warning"));
        item->setText(ColRule, QString::fromStdString(is.rule));
        item->setText(ColSection, QString::fromStdString(is.section));
        item->setText(ColMessage, QString::fromStdString(is.message));
        item->setToolTip(ColMessage, QString::fromStdString(is.message));
        item->setText(ColHexes, hexes.join(QStringLiteral(" ")));
        item->setData(ColSeverity, Qt::UserRole, int(i));
        items << item;
    }
    tree_->addTopLevelItems(items);
    applyFilter();
    if (keep >= 0 && keep < tree_->topLevelItemCount()) tree_->setCurrentItem(tree_->topLevelItem(keep));
    tree_->resizeColumnToContents(ColRule);
    tree_->resizeColumnToContents(ColSection);
    tree_->setUpdatesEnabled(true);
    const int warnings = int(issues_.size()) - errors;
    summary_->setText(issues_.empty() ? tr("No issues: the scenario follows the set-up rules.")
                                      : (errors == 1 ? tr("1 error") : tr("%1 errors").arg(errors)) +
                                            QStringLiteral(", ") +
                                            (warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(warnings)));
    setWindowTitle(issues_.empty() ? tr("Issues") : tr("Issues (%1)").arg(issues_.size()));
}

void IssuesDock::onItem(QTreeWidgetItem* item) {
    if (!item) return;
    const int i = item->data(ColSeverity, Qt::UserRole).toInt();
    if (i < 0 || i >= int(issues_.size())) return;
    emit locate(issues_[std::size_t(i)].hexes, issues_[std::size_t(i)].units);
}

void IssuesDock::setFilter(const QString& text) { filter_->setText(text); }

void IssuesDock::applyFilter() {
    const QString f = filter_->text().trimmed();
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = tree_->topLevelItem(i);
        bool match = f.isEmpty();
        for (int c = ColRule; !match && c < ColCount; ++c) match = item->text(c).contains(f, Qt::CaseInsensitive);
        item->setHidden(!match);
    }
}

int IssuesDock::visibleCount() const {
    int n = 0;
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) n += tree_->topLevelItem(i)->isHidden() ? 0 : 1;
    return n;
}

} // namespace muster
