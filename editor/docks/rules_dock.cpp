#include "rules_dock.h"
#include "editor/widgets/qstring_util.h"

#include "model/terrain.h"
#include "rulesref/rule_parameters.h"
#include "rulesref/rules_library.h"
#include "rulesref/rules_search.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {
namespace {

constexpr int kIdRole = Qt::UserRole + 1;

QString capitalised(QString s) {
    if (!s.isEmpty()) s[0] = s[0].toUpper();
    return s;
}


// The user's parameters; a broken overrides file is reported and the defaults used.
RuleParameters userParameters(QString* error) {
    try {
        return RuleParameters::loadUser();
    } catch (const std::exception& e) {
        if (error) *error = qs(e.what());
        return RuleParameters();
    }
}

} // namespace

RulesOverridesNotifier& RulesOverridesNotifier::instance() {
    static QPointer<RulesOverridesNotifier> n;
    if (!n) n = new RulesOverridesNotifier(QCoreApplication::instance());
    return *n;
}

namespace {
QString fileSignature(const QString& path) {
    const QFileInfo fi(path);
    if (!fi.exists()) return {};
    return path + '|' + QString::number(fi.size()) + '|' + QString::number(fi.lastModified().toMSecsSinceEpoch());
}
} // namespace

RulesOverridesNotifier::RulesOverridesNotifier(QObject* parent) : QObject(parent) {
    watcher_ = new QFileSystemWatcher(this);
    seen_ = fileSignature(qs(RuleParameters::userOverridesPath()));
    // A save renames a temporary file over the old one, so the folder is watched as well
    // and the watches are re-armed after every event.
    connect(watcher_, &QFileSystemWatcher::fileChanged, this, [this] { check(); });
    connect(watcher_, &QFileSystemWatcher::directoryChanged, this, [this] { check(); });
    watch();
}

void RulesOverridesNotifier::watch() {
    if (!watcher_->files().isEmpty()) watcher_->removePaths(watcher_->files());
    if (!watcher_->directories().isEmpty()) watcher_->removePaths(watcher_->directories());
    const QString path = qs(RuleParameters::userOverridesPath());
    if (QFileInfo::exists(path)) watcher_->addPath(path);
    // The nearest existing folder above the file (the muster folder may not exist yet).
    QDir dir = QFileInfo(path).dir();
    while (!dir.exists() && dir.cdUp()) {
    }
    if (dir.exists()) watcher_->addPath(dir.absolutePath());
}

void RulesOverridesNotifier::check(bool force) {
    watch();
    const QString now = fileSignature(qs(RuleParameters::userOverridesPath()));
    if (now == seen_ && !force) return;
    seen_ = now;
    emit changed();
}

QString saveRulesOverride(const std::string& key, std::optional<int> value) {
    try {
        RuleParameters::storeUserOverride(key, value);
    } catch (const std::exception& e) {
        return qs(e.what());
    }
    // Emit now rather than wait for the file watcher: the odds follow the click at once.
    RulesOverridesNotifier::instance().check(true);
    return {};
}

OverrideDialog::OverrideDialog(const QString& key, QWidget* parent) : QDialog(parent), key_(key) {
    QString loadError;
    const RuleParameters params = userParameters(&loadError);
    const ParamValue v = params.get(key.toStdString());
    const RuleParameters::Range range = params.range(key.toStdString());
    label_ = qs(params.label(v.key));
    // Words only: the key is for the overrides file and muster-cli, so it waits in tooltips.
    setWindowTitle(tr("Override: %1").arg(label_));
    setObjectName("OverrideDialog");
    const QString keyTip = tr("Parameter key (rules-overrides.json, muster-cli): %1").arg(key);
    auto* layout = new QVBoxLayout(this);
    auto* about = new QLabel(this);
    about->setObjectName("about");
    about->setWordWrap(true);
    about->setToolTip(keyTip);
    QString basis = tr("Default %1, %2").arg(v.defaultValue).arg(v.inferred ? tr("inferred") : tr("stated by the rules"));
    basis += " (" + qs(v.citation(Audience::Plain)) + ")";
    if (v.inferred && !v.origin.empty()) basis += ": " + qs(v.origin.text(v.source.seed, Audience::Plain));
    about->setText("<b>" + capitalised(label_).toHtmlEscaped() + "</b><br>" + basis.toHtmlEscaped() + "<br>" +
                   tr("Allowed: %1 to %2 (%3).").arg(range.min).arg(range.max).arg(qs(range.what)).toHtmlEscaped());
    layout->addWidget(about);
    auto* form = new QFormLayout;
    value_ = new QLineEdit(QString::number(v.value), this);
    value_->setObjectName("value");
    value_->setToolTip(keyTip);
    form->addRow(tr("Value"), value_);
    layout->addLayout(form);
    error_ = new QLabel(loadError, this);
    error_->setObjectName("error");
    error_->setWordWrap(true);
    error_->setStyleSheet("color: #b00020");
    layout->addWidget(error_);
    auto* buttons = new QDialogButtonBox(this);
    save_ = buttons->addButton(tr("Save override"), QDialogButtonBox::AcceptRole);
    reset_ = buttons->addButton(tr("Reset to default"), QDialogButtonBox::ResetRole);
    reset_->setEnabled(v.overridden);
    buttons->addButton(QDialogButtonBox::Cancel);
    layout->addWidget(buttons);
    // Save and Reset close the dialog only when the file was written.
    connect(save_, &QPushButton::clicked, this, &OverrideDialog::trySave);
    connect(reset_, &QPushButton::clicked, this, &OverrideDialog::tryReset);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString OverrideDialog::errorText() const { return error_->text(); }

void OverrideDialog::trySave() {
    int v = 0;
    try {
        v = RuleParameters().parseValue(key_.toStdString(), value_->text().toStdString());
    } catch (const std::exception& e) {
        // The message names the parameter as "key (label)": here the label says it.
        QString msg = qs(e.what());
        msg.replace(key_ + " (" + label_ + ")", capitalised(label_));
        error_->setText(msg);
        value_->setFocus();
        return;
    }
    const QString err = saveRulesOverride(key_.toStdString(), v);
    if (!err.isEmpty()) {
        error_->setText(err);
        return;
    }
    accept();
}

void OverrideDialog::tryReset() {
    const QString err = saveRulesOverride(key_.toStdString(), std::nullopt);
    if (!err.isEmpty()) {
        error_->setText(err);
        return;
    }
    accept();
}

RulesDock::RulesDock(QWidget* parent) : QDockWidget(tr("Rules"), parent) {
    setObjectName("RulesDock");
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    search_ = new QLineEdit(body);
    search_->setPlaceholderText(tr("Search rules (e.g. woods, morale die, charge)"));
    search_->setClearButtonEnabled(true);
    layout->addWidget(search_);
    game_ = new QComboBox(body);
    game_->setObjectName(QStringLiteral("rulesGame"));
    game_->setToolTip(tr("Which game's rules to list and search"));
    game_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    game_->setMinimumContentsLength(16);
    for (const auto& sys : RulesLibrary::instance().systems()) game_->addItem(qs(sys.name), qs(sys.id));
    game_->addItem(tr("All games"), QString());
    layout->addWidget(game_);

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
    connect(game_, &QComboBox::currentIndexChanged, this, [this] { setSearchText(search_->text()); });
    connect(tree_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) { onItem(item); });
    // Links in the detail pane are entry ids ("rule:htl.los").
    // "override:KEY" and "reset:KEY" act on a calculator parameter.
    connect(detail_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == "rule") showEntry(url.path());
        else if (url.scheme() == "override") editOverride(url.path());
        else if (url.scheme() == "reset") resetOverride(url.path());
    });
    connect(&RulesOverridesNotifier::instance(), &RulesOverridesNotifier::changed, this, &RulesDock::refresh);
    setCurrentGame(currentGame_);
}

void RulesDock::setCurrentGame(const QString& systemId) {
    currentGame_ = systemId;
    const int i = game_->findData(systemId);
    if (i >= 0 && i != game_->currentIndex()) game_->setCurrentIndex(i); // refills through the signal
    else setSearchText(search_->text());
}

QString RulesDock::filterGame() const { return game_->currentData().toString(); }

void RulesDock::refresh() {
    if (shownTerrain_) showTerrain(*shownTerrain_);
    else if (!currentId_.isEmpty()) showEntry(currentId_);
}

OverrideDialog* RulesDock::editOverride(const QString& key) {
    if (!RuleParameters().has(key.toStdString())) return nullptr;
    auto* dlg = new OverrideDialog(key, this);
    dlg->setAttribute(Qt::WA_DeleteOnClose);
    dlg->open();
    return dlg;
}

QString RulesDock::resetOverride(const QString& key) {
    const QString err = saveRulesOverride(key.toStdString(), std::nullopt);
    if (!err.isEmpty()) detail_->append("<p style='color:#b00020'>" + err.toHtmlEscaped() + "</p>");
    return err;
}

void RulesDock::fillTree() {
    tree_->clear();
    const auto& lib = RulesLibrary::instance();
    const QString only = filterGame();
    std::vector<const RuleSystem*> systems;
    for (const auto& sys : lib.systems())
        if (only.isEmpty() || qs(sys.id) == only) systems.push_back(&sys);
    // The current game first.
    std::stable_partition(systems.begin(), systems.end(), [this](const RuleSystem* s) { return qs(s->id) == currentGame_; });
    for (const RuleSystem* sp : systems) {
        const RuleSystem& sys = *sp;
        auto* sysItem = new QTreeWidgetItem(tree_, {qs(sys.name)});
        sysItem->setToolTip(0, qs(sys.summary.text(Audience::Plain)));
        for (const auto& topic : lib.topics(sys.id)) {
            auto* topicItem = new QTreeWidgetItem(sysItem, {qs(topic)});
            for (const auto* e : lib.bySystem(sys.id)) {
                if (e->topic != topic) continue;
                auto* item = new QTreeWidgetItem(topicItem, {qs(e->title)});
                item->setData(0, kIdRole, qs(e->id));
                item->setToolTip(0, qs(e->citation(Audience::Plain)));
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
    auto hits = RulesSearch::instance().search(text.toStdString(), 30, filterGame().toStdString());
    // The current game's hits first (all games), and in each group an entry titled with
    // exactly the words typed ahead of the rest, else in rank order.
    const QString words = text.trimmed();
    auto group = [&](const SearchHit& h) {
        return (qs(h.entry->system) == currentGame_ ? 0 : 2) + (qs(h.entry->title).compare(words, Qt::CaseInsensitive) == 0 ? 0 : 1);
    };
    std::stable_sort(hits.begin(), hits.end(), [&](const SearchHit& a, const SearchHit& b) { return group(a) < group(b); });
    for (const auto& h : hits) {
        const auto* sys = RulesLibrary::instance().system(h.entry->system);
        auto* item = new QTreeWidgetItem(tree_, {qs(h.entry->title) + "  —  " + (sys ? qs(sys->name) : QString())});
        item->setData(0, kIdRole, qs(h.entry->id));
        item->setToolTip(0, qs(h.entry->citation(Audience::Plain)));
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
    shownTerrain_.reset();
    detail_->setHtml(entryHtml(*e));
    return true;
}

QString RulesDock::entryHtml(const RuleEntry& e) const {
    QString html = "<h3>" + qs(e.title).toHtmlEscaped() + "</h3><p>" + qs(e.summary.text(Audience::Plain)).toHtmlEscaped() + "</p>";
    if (!e.numbers.empty()) {
        QString loadError;
        const RuleParameters params = userParameters(&loadError);
        if (!loadError.isEmpty())
            html += "<p style='color:#b00020'>" + tr("Rules overrides not used: %1").arg(loadError).toHtmlEscaped() + "</p>";
        html += "<table cellspacing='2'>";
        for (const auto& n : e.numbers) {
            QString value = "<b>" + qs(n.value).toHtmlEscaped() + "</b>", actions;
            // A keyed number feeds the odds calculators: the user may override it.
            if (!n.key.empty() && params.has(n.key)) {
                const ParamValue v = params.get(n.key);
                const QString key = qs(n.key).toHtmlEscaped();
                if (v.overridden)
                    value = "<b>" + QString::number(v.value) + "</b> " + tr("(your override; default %1)").arg(v.defaultValue);
                actions = " <a href='override:" + key + "'>" + tr("Override...") + "</a>";
                if (v.overridden) actions += " <a href='reset:" + key + "'>" + tr("Reset") + "</a>";
            }
            html += "<tr><td>" + qs(n.name).toHtmlEscaped() + "</td><td>" + value + "</td><td>" +
                    (n.inferred ? "<i>" + tr("inferred") + "</i>" : tr("stated")) +
                    (n.origin.empty() ? QString() : ": " + qs(n.basisText(e.seed, Audience::Plain)).toHtmlEscaped()) + actions +
                    "</td></tr>";
        }
        html += "</table>";
    }
    const auto* sys = RulesLibrary::instance().system(e.system);
    html += "<p><small>" + tr("Game: %1").arg(sys ? qs(sys->name) : qs(e.system)).toHtmlEscaped() + "<br>" +
            tr("Source: %1").arg(qs(e.citation(Audience::Plain))).toHtmlEscaped() + "</small></p>";
    return html;
}

void RulesDock::showTerrain(Terrain t) {
    const auto& fx = terrainEffects(t);
    const auto entries = RulesLibrary::instance().byTerrain(t);
    currentId_ = "htl.terrain." + qs(toString(t));
    shownTerrain_ = t;
    QString html = "<h3>" + qs(displayName(t)) +
                   "</h3><table>";
    auto row = [&html](const QString& k, std::string_view v) {
        html += "<tr><td><b>" + k + "</b></td><td>" + qs(v).toHtmlEscaped() +
                "</td></tr>";
    };
    row(tr("Combat"), fx.combatText);
    row(tr("Movement"), fx.movementText);
    row(tr("Line of sight"), fx.losText);
    row(tr("Morale"), fx.moraleText);
    html += "</table><p><small>" +
            tr("Source: %1")
                .arg(qs(citationText({std::string(fx.source.seed), std::string(fx.source.section)}, {}, Audience::Plain)))
                .toHtmlEscaped() +
            "</small></p>";
    if (!entries.empty()) {
        html += "<p>" + tr("See also:") + "</p><ul>";
        for (const auto* e : entries)
            html += "<li><a href='rule:" + qs(e->id) + "'>" + qs(e->title).toHtmlEscaped() + "</a> (" + [&] {
                const auto* sys = RulesLibrary::instance().system(e->system);
                return (sys ? qs(sys->name) : qs(e->system)).toHtmlEscaped();
            }() + ")</li>";
        html += "</ul>";
    }
    detail_->setHtml(html);
}

} // namespace muster
