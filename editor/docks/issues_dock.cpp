#include "issues_dock.h"
#include "rule_names.h"
#include "editor/widgets/qstring_util.h"

#include "editor/document/scenario_document.h"

#include <QApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace muster {

namespace {
// More separate runs of change than this and a reset is cheaper than the row signals.
constexpr int kMaxRuns = 64;

int errorsIn(std::vector<Issue>::const_iterator from, std::vector<Issue>::const_iterator to) {
    return int(std::count_if(from, to, [](const Issue& i) { return i.severity == Severity::Error; }));
}
} // namespace

// ---- IssuesModel ----

void IssuesModel::setIssues(const std::vector<Issue>& next, const BoardGeometry& board) {
    auto resetTo = [&] {
        beginResetModel();
        issues_ = next;
        board_ = board;
        errors_ = errorsIn(issues_.begin(), issues_.end());
        endResetModel();
    };
    if (!(board == board_)) return resetTo(); // every hex label may change width
    // Merge walk over two issueLess-sorted lists, editing issues_ into next in place.
    std::size_t i = 0, j = 0;
    int runs = 0;
    while (i < issues_.size() || j < next.size()) {
        if (i < issues_.size() && j < next.size() && issues_[i] == next[j]) {
            ++i, ++j;
            continue;
        }
        if (++runs > kMaxRuns) return resetTo();
        const auto gone = [&](std::size_t k) {
            return k < issues_.size() && (j == next.size() || (!(issues_[k] == next[j]) && !issueLess(next[j], issues_[k])));
        };
        if (gone(i)) {
            std::size_t k = i + 1;
            while (gone(k)) ++k;
            beginRemoveRows({}, int(i), int(k) - 1);
            errors_ -= errorsIn(issues_.begin() + long(i), issues_.begin() + long(k));
            issues_.erase(issues_.begin() + long(i), issues_.begin() + long(k));
            endRemoveRows();
        } else {
            std::size_t k = j + 1;
            while (k < next.size() && (i == issues_.size() || issueLess(next[k], issues_[i]))) ++k;
            beginInsertRows({}, int(i), int(i + (k - j)) - 1);
            issues_.insert(issues_.begin() + long(i), next.begin() + long(j), next.begin() + long(k));
            errors_ += errorsIn(next.begin() + long(j), next.begin() + long(k));
            endInsertRows();
            i += k - j;
            j = k;
        }
    }
}

QString IssuesModel::displayMessage(const Issue& is) const {
    QString text = qs(is.message);
    if (!scenario_) return text;
    for (const auto& id : is.units) {
        const Unit* u = scenario_->findUnit(id);
        if (!u) continue;
        const QString qid = qs(id);
        const QString type = qs(displayName(u->type));
        // The validator writes "Name (id)", or "\"id\"" for a unit without a name.
        if (!u->name.empty())
            text.replace(qs(u->name) + QStringLiteral(" (") + qid + QLatin1Char(')'),
                         qs(u->name) + QStringLiteral(" (") + type + QLatin1Char(')'));
        else
            text.replace(QLatin1Char('"') + qid + QLatin1Char('"'), tr("an unnamed %1").arg(type.toLower()));
    }
    return text;
}

int IssuesModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(issues_.size()); }

int IssuesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColCount; }

QVariant IssuesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(issues_.size())) return {};
    const Issue& is = issues_[std::size_t(index.row())];
    const bool error = is.severity == Severity::Error;
    const int col = index.column();
    if (role == RuleIdRole) return col == ColRule ? qs(is.rule) : QVariant();
    if (role == SearchRole) {
        if (col == ColRule) return ruleName(is.rule) + QLatin1Char(' ') + qs(is.rule);
        return data(index, Qt::DisplayRole);
    }
    if (role == Qt::DisplayRole) {
        switch (col) {
        case ColRule: return ruleName(is.rule);
        case ColSection: return qs(is.section);
        case ColMessage: return displayMessage(is);
        case ColHexes: {
            QStringList hexes;
            for (Offset o : is.hexes) hexes << qs(hexLabel(o, board_));
            return hexes.join(QLatin1Char(' '));
        }
        default: return {};
        }
    }
    if (role == Qt::DecorationRole && col == ColSeverity) {
        QIcon& icon = error ? errorIcon_ : warningIcon_; // made on first use, then shared
        if (icon.isNull())
            icon = QApplication::style()->standardIcon(error ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning);
        return icon;
    }
    if (role == Qt::ToolTipRole) {
        if (col == ColSeverity) return error ? tr("Error") : tr("Warning");
        // The id is what the file, the CLI and the docs use: within reach, not in the way.
        if (col == ColRule) return tr("Rule id: %1").arg(qs(is.rule));
        if (col == ColMessage) {
            // The ids stay within reach: the file and the CLI use them.
            QString tip = displayMessage(is);
            if (!is.units.empty()) {
                QStringList ids;
                for (const auto& id : is.units) ids << qs(id);
                tip += QLatin1Char('\n') + tr("Unit ids: %1").arg(ids.join(QStringLiteral(", ")));
            }
            return tip;
        }
    }
    return {};
}

void IssuesModel::setLocationHeader(const QString& header) {
    locationHeader_ = header;
    emit headerDataChanged(Qt::Horizontal, ColHexes, ColHexes);
}

QVariant IssuesModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case ColRule: return tr("Rule");
    case ColSection: return tr("Section");
    case ColMessage: return tr("Message");
    case ColHexes: return locationHeader_.isEmpty() ? tr("Hexes") : locationHeader_;
    default: return QString();
    }
}

// ---- IssuesDock ----

IssuesDock::IssuesDock(ScenarioDocument* doc, QWidget* parent)
    : QDockWidget(tr("Issues"), parent), doc_(doc) {
    setObjectName(QStringLiteral("IssuesDock"));
    auto* body = new QWidget;
    auto* v = new QVBoxLayout(body);
    v->setContentsMargins(4, 4, 4, 4);
    summary_ = new QLabel;
    summary_->setObjectName(QStringLiteral("issuesSummary"));
    summary_->setWordWrap(true);
    model_ = new IssuesModel(this);
    model_->setScenario(&doc_->scenario()); // the document keeps one scenario object for life
    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(model_);
    proxy_->setFilterKeyColumn(-1); // rule, section, message and hexes
    proxy_->setFilterRole(IssuesModel::SearchRole);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    // A table, not a tree: a tree lays out every row again after each insert.
    table_ = new QTableView;
    table_->setObjectName(QStringLiteral("issuesTable"));
    table_->setModel(proxy_);
    table_->setShowGrid(false);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed); // one height for thousands of rows
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    table_->horizontalHeader()->setHighlightSections(false);
    table_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->horizontalHeader()->setSectionResizeMode(IssuesModel::ColSeverity, QHeaderView::Fixed);
    table_->horizontalHeader()->setSectionResizeMode(IssuesModel::ColMessage, QHeaderView::Stretch);
    table_->horizontalHeader()->setResizeContentsPrecision(200); // fitting columns looks at a sample
    table_->horizontalHeader()->setMinimumSectionSize(24);
    table_->setColumnWidth(IssuesModel::ColSeverity, style()->pixelMetric(QStyle::PM_SmallIconSize) + 12);
    table_->setToolTip(tr("Click an issue to select its units and show its hexes on the board"));
    filter_ = new QLineEdit;
    filter_->setObjectName(QStringLiteral("issuesFilter"));
    filter_->setPlaceholderText(tr("Filter by rule, message or hex"));
    filter_->setClearButtonEnabled(true);
    connect(filter_, &QLineEdit::textChanged, proxy_, &QSortFilterProxyModel::setFilterFixedString);
    v->addWidget(summary_);
    v->addWidget(filter_);
    v->addWidget(table_, 1);
    detail_ = new QLabel;
    detail_->setObjectName(QStringLiteral("issuesDetail"));
    detail_->setWordWrap(true);
    detail_->setTextFormat(Qt::RichText);
    detail_->setFrameShape(QFrame::StyledPanel);
    detail_->setMargin(4);
    // In a scroll area: a wrapped label asks for its whole height, which would keep the
    // window from fitting a small screen (960x540 at 200%).
    auto* detailScroll = new QScrollArea;
    detailScroll->setWidgetResizable(true);
    detailScroll->setFrameShape(QFrame::NoFrame);
    detailScroll->setWidget(detail_);
    detailScroll->setMaximumHeight(6 * fontMetrics().lineSpacing());
    detailScroll->setMinimumHeight(2 * fontMetrics().lineSpacing());
    v->addWidget(detailScroll);
    detailBox_ = detailScroll;
    setWidget(body);

    connect(table_, &QTableView::clicked, this, &IssuesDock::onIndex);
    connect(table_, &QTableView::activated, this, &IssuesDock::onIndex);
    connect(model_, &QAbstractItemModel::modelReset, this, &IssuesDock::fitColumns);
    connect(table_->selectionModel(), &QItemSelectionModel::currentChanged, this, &IssuesDock::updateDetail);
    for (auto sig : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(proxy_, sig, this, &IssuesDock::updateDetail);
    connect(proxy_, &QAbstractItemModel::modelReset, this, &IssuesDock::updateDetail);
    connect(proxy_, &QAbstractItemModel::layoutChanged, this, &IssuesDock::updateDetail);
    // New rows may hold a longer rule or section: widen (never narrow) to show them.
    connect(proxy_, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex&, int first, int last) {
        for (int r = first; r <= std::min(last, first + 63); ++r)
            for (int c : {int(IssuesModel::ColRule), int(IssuesModel::ColSection), int(IssuesModel::ColHexes)}) {
                const int w = table_->sizeHintForIndex(proxy_->index(r, c)).width();
                if (w > table_->columnWidth(c)) table_->setColumnWidth(c, w);
            }
        capColumns();
    });
    table_->viewport()->installEventFilter(this); // re-cap when the dock is resized
    connect(doc_, &ScenarioDocument::issuesChanged, this, &IssuesDock::refresh);
    // Whether the board is an untouched new one changes with these too.
    auto untouchedChanged = [this] {
        if (untouchedNewBoard() != shownUntouched_) refresh();
    };
    connect(doc_, &ScenarioDocument::modifiedChanged, this, untouchedChanged);
    connect(doc_, &ScenarioDocument::originChanged, this, untouchedChanged);
    refresh();
    fitColumns();
}

bool IssuesDock::untouchedNewBoard() const {
    const Scenario& s = doc_->scenario();
    return doc_->origin().kind == DocumentOrigin::Kind::New && !doc_->isModified() && s.units.empty() &&
           s.vpMarkers.empty();
}

void IssuesDock::refresh() {
    // A board no one has touched yet (the one behind the start page, File > New) lacks
    // everything a battle needs: listing that as warnings says nothing the user does not know.
    static const std::vector<Issue> none;
    shownUntouched_ = untouchedNewBoard();
    model_->setIssues(shownUntouched_ ? none : doc_->issues(), doc_->scenario().board);
    updateSummary();
}

void IssuesDock::fitColumns() {
    for (int c : {int(IssuesModel::ColRule), int(IssuesModel::ColSection), int(IssuesModel::ColHexes)})
        table_->resizeColumnToContents(c);
    capColumns();
}

void IssuesDock::capColumns() {
    const int room = table_->viewport()->width() - table_->columnWidth(IssuesModel::ColSeverity);
    if (room <= 0) return;
    // Too narrow for four columns to say anything (a side dock at 200%): the message alone,
    // with rule, section and hexes in the detail pane below.
    const bool narrow = room < 45 * fontMetrics().averageCharWidth();
    for (int c : {int(IssuesModel::ColRule), int(IssuesModel::ColSection), int(IssuesModel::ColHexes)})
        table_->setColumnHidden(c, narrow);
    if (narrow) return;
    // Shares of the room; the full text stays in each cell's tooltip.
    const std::pair<int, int> caps[] = {{IssuesModel::ColRule, 28}, {IssuesModel::ColSection, 14}, {IssuesModel::ColHexes, 14}};
    for (auto [c, percent] : caps) {
        const int cap = std::max(40, room * percent / 100);
        if (table_->columnWidth(c) > cap) table_->setColumnWidth(c, cap);
    }
}

bool IssuesDock::eventFilter(QObject* o, QEvent* e) {
    if (o == table_->viewport() && e->type() == QEvent::Resize) {
        fitColumns();
    }
    return QDockWidget::eventFilter(o, e);
}

void IssuesDock::updateSummary() {
    const int total = model_->rowCount();
    const int errors = model_->errorCount();
    const int warnings = total - errors;
    summary_->setText(total == 0 ? (untouchedNewBoard() ? tr("A new board: the set-up is checked from your first edit.")
                                                        : tr("No issues: the scenario follows the set-up rules."))
                                 : (errors == 1 ? tr("1 error") : tr("%1 errors").arg(errors)) + QStringLiteral(", ") +
                                       (warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(warnings)));
    setWindowTitle(total == 0 ? tr("Issues") : tr("Issues (%1)").arg(total));
}

void IssuesDock::onIndex(const QModelIndex& index) {
    if (!index.isValid()) return;
    const int row = proxy_->mapToSource(index).row();
    const auto& issues = model_->issues();
    if (row < 0 || row >= int(issues.size())) return;
    emit locate(issues[std::size_t(row)].hexes, issues[std::size_t(row)].units);
}

void IssuesDock::setFilter(const QString& text) { filter_->setText(text); }

int IssuesDock::visibleCount() const { return proxy_->rowCount(); }

int IssuesDock::rowOfRule(const std::string& rule) const {
    const auto& issues = model_->issues();
    for (int r = 0; r < proxy_->rowCount(); ++r) {
        const int src = proxy_->mapToSource(proxy_->index(r, 0)).row();
        if (issues[std::size_t(src)].rule == rule) return r;
    }
    return -1;
}

QString IssuesDock::detailText() const { return detail_->text(); }

void IssuesDock::updateDetail() {
    QModelIndex at = table_->currentIndex();
    if (!at.isValid()) at = proxy_->index(0, 0);
    const QModelIndex src = proxy_->mapToSource(at);
    if (!src.isValid() || src.row() >= int(model_->issues().size())) {
        detail_->clear();
        detailBox_->setVisible(false);
        return;
    }
    const Issue& is = model_->issues()[std::size_t(src.row())];
    const QString hexes = model_->data(model_->index(src.row(), IssuesModel::ColHexes), Qt::DisplayRole).toString();
    QString html = QStringLiteral("<b>%1</b>: %2").arg(ruleName(is.rule).toHtmlEscaped(),
                                                      model_->displayMessage(is).toHtmlEscaped());
    QStringList where;
    if (is.section.rfind("aid", 0) == 0) where << tr("player aid%1").arg(qs(is.section.substr(3)));
    else if (!is.section.empty()) where << tr("rulebook %1").arg(qs(is.section));
    if (!hexes.isEmpty()) where << tr("hexes %1").arg(hexes);
    if (!where.isEmpty()) html += QStringLiteral("<br><i>%1</i>").arg(where.join(QStringLiteral(" · ")).toHtmlEscaped());
    detail_->setText(html);
    detail_->setToolTip(tr("Rule id: %1").arg(qs(is.rule)));
    detailBox_->setVisible(true);
}

} // namespace muster
