#include "rules_dock.h"

#include "model/terrain.h"
#include "rulesref/rules_library.h"
#include "rulesref/rules_search.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace muster {
namespace {

constexpr int kIdRole = Qt::UserRole + 1;

QString q(const std::string& s) { return QString::fromStdString(s); }

} // namespace

RulesDock::RulesDock(QWidget* parent) : QDockWidget(tr("Rules"), parent) {
    setObjectName("RulesDock");
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    search_ = new QLineEdit(body);
    search_->setPlaceholderText(tr("Search rules (e.g. woods, morale die, charge)"));
    search_->setClearButtonEnabled(true);
    layout->addWidget(search_);

    auto* split = new QSplitter(Qt::Vertical, body);
    tree_ = new QTreeWidget(split);
    tree_->setHeaderHidden(true);
    tree_->setColumnCount(1);
    detail_ = new QTextBrowser(split);
    detail_->setOpenLinks(false);
    split->addWidget(tree_);
    split->addWidget(detail_);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);
    setWidget(body);

    connect(search_, &QLineEdit::textChanged, this, &RulesDock::setSearchText);
    connect(tree_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) { onItem(item); });
    // Links in the detail pane are entry ids ("rule:htl.los").
    connect(detail_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == "rule") showEntry(url.path());
    });
    fillTree();
}

void RulesDock::fillTree() {
    tree_->clear();
    const auto& lib = RulesLibrary::instance();
    for (const auto& sys : lib.systems()) {
        auto* sysItem = new QTreeWidgetItem(tree_, {q(sys.name)});
        sysItem->setToolTip(0, q(sys.summary));
        for (const auto& topic : lib.topics(sys.id)) {
            auto* topicItem = new QTreeWidgetItem(sysItem, {q(topic)});
            for (const auto* e : lib.bySystem(sys.id)) {
                if (e->topic != topic) continue;
                auto* item = new QTreeWidgetItem(topicItem, {q(e->title)});
                item->setData(0, kIdRole, q(e->id));
                item->setToolTip(0, q(e->citation()));
            }
        }
    }
    if (auto* first = tree_->topLevelItem(0)) first->setExpanded(true);
}

void RulesDock::setSearchText(const QString& text) {
    if (search_->text() != text) {
        search_->setText(text);  // re-enters through textChanged
        return;
    }
    if (text.trimmed().isEmpty()) {
        fillTree();
        return;
    }
    tree_->clear();
    const auto hits = RulesSearch::instance().search(text.toStdString(), 30);
    for (const auto& h : hits) {
        const auto* sys = RulesLibrary::instance().system(h.entry->system);
        auto* item = new QTreeWidgetItem(tree_, {q(h.entry->title) + "  —  " + (sys ? q(sys->id) : QString())});
        item->setData(0, kIdRole, q(h.entry->id));
        item->setToolTip(0, q(h.entry->citation()));
    }
    if (hits.empty()) new QTreeWidgetItem(tree_, {tr("No rules match.")});
    else tree_->setCurrentItem(tree_->topLevelItem(0));
}

void RulesDock::onItem(QTreeWidgetItem* item) {
    if (!item) return;
    const QString id = item->data(0, kIdRole).toString();
    if (!id.isEmpty()) showEntry(id);
}

bool RulesDock::showEntry(const QString& id) {
    const RuleEntry* e = RulesLibrary::instance().find(id.toStdString());
    if (!e) return false;
    currentId_ = id;
    detail_->setHtml(entryHtml(*e));
    return true;
}

QString RulesDock::entryHtml(const RuleEntry& e) {
    QString html = "<h3>" + q(e.title).toHtmlEscaped() + "</h3><p>" + q(e.summary).toHtmlEscaped() + "</p>";
    if (!e.numbers.empty()) {
        html += "<table cellspacing='2'>";
        for (const auto& n : e.numbers) {
            html += "<tr><td>" + q(n.name).toHtmlEscaped() + "</td><td><b>" + q(n.value).toHtmlEscaped() + "</b></td><td>" +
                    (n.inferred ? "<i>inferred</i>" : QString("stated")) +
                    (n.from.empty() ? QString() : ": " + q(n.from).toHtmlEscaped()) + "</td></tr>";
        }
        html += "</table>";
    }
    html += "<p><small>Source: " + q(e.citation()).toHtmlEscaped() + " &middot; " + q(e.id) + "</small></p>";
    return html;
}

void RulesDock::showTerrain(Terrain t) {
    const auto& fx = terrainEffects(t);
    const auto entries = RulesLibrary::instance().byTerrain(t);
    currentId_ = "htl.terrain." + QString::fromUtf8(toString(t).data(), static_cast<int>(toString(t).size()));
    QString html = "<h3>" + QString::fromUtf8(displayName(t).data(), static_cast<int>(displayName(t).size())) +
                   "</h3><table>";
    auto row = [&html](const QString& k, std::string_view v) {
        html += "<tr><td><b>" + k + "</b></td><td>" + QString::fromUtf8(v.data(), static_cast<int>(v.size())).toHtmlEscaped() +
                "</td></tr>";
    };
    row(tr("Combat"), fx.combatText);
    row(tr("Movement"), fx.movementText);
    row(tr("Line of sight"), fx.losText);
    row(tr("Morale"), fx.moraleText);
    html += "</table><p><small>Hold the Line, seed " + QString::fromUtf8(fx.source.seed.data(), int(fx.source.seed.size())) +
            " section " + QString::fromUtf8(fx.source.section.data(), int(fx.source.section.size())) + "</small></p>";
    if (!entries.empty()) {
        html += "<p>" + tr("See also:") + "</p><ul>";
        for (const auto* e : entries)
            html += "<li><a href='rule:" + q(e->id) + "'>" + q(e->title).toHtmlEscaped() + "</a> (" + q(e->system) + ")</li>";
        html += "</ul>";
    }
    detail_->setHtml(html);
}

} // namespace muster
