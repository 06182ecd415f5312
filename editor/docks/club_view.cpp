#include "club_view.h"
#include "editor/widgets/title_columns.h"

#include "editor/document/club_folders.h"
#include "editor/widgets/map_thumbnail.h"
#include "club/club_files.h"
#include "club/sha256.h"
#include "model/io/scenario_json.h"
#include "editor/widgets/prompter.h"
#include "editor/widgets/qstring_util.h"
#include "editor/render/map_thumbnail_image.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QThread>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <stdexcept>

namespace muster {
namespace {
enum Column { ColTitle, ColBoard, ColPlayed, ColState, ColCount };
constexpr int kIdRole = Qt::UserRole;
constexpr int kThumbnailsAtOnce = 60;
} // namespace

ClubView::ClubView(std::function<Library*()> library, std::function<std::optional<ScenarioId>()> selectedLocal, QWidget* parent)
    : QWidget(parent), library_(std::move(library)), selectedLocal_(std::move(selectedLocal)),
      prompter_(std::make_shared<MessageBoxPrompter>(this)) {
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(4, 4, 4, 4);
    folder_ = new QComboBox;
    folder_->setObjectName(QStringLiteral("clubFolder"));
    folder_->setToolTip(tr("Club folders: a git clone or a shared folder of battles (Edit > Preferences > Clubs, or Add…/Remove here)"));
    auto* add = new QPushButton(tr("Add…"));
    add->setObjectName(QStringLiteral("clubAdd"));
    add->setToolTip(tr("Add a club folder"));
    auto* remove = new QPushButton(tr("Remove"));
    remove->setObjectName(QStringLiteral("clubRemove"));
    remove->setToolTip(tr("Forget this club folder (its files stay)"));
    auto* row = new QHBoxLayout;
    row->addWidget(folder_, 1);
    row->addWidget(add);
    row->addWidget(remove);
    search_ = new QLineEdit;
    search_->setObjectName(QStringLiteral("clubSearch"));
    search_->setPlaceholderText(tr("Search the club's titles, authors and sides"));
    search_->setClearButtonEnabled(true);
    list_ = new QTreeWidget;
    list_->setObjectName(QStringLiteral("clubList"));
    list_->setColumnCount(ColCount);
    list_->setHeaderLabels({tr("Title"), tr("Board"), tr("Played"), tr("Here")});
    list_->setRootIsDecorated(true);
    list_->setIconSize(QSize(48, 34));
    list_->setAlternatingRowColors(true);
    // Not sized to contents, which measures every row (slow on a club of thousands):
    // fitColumns measures the first rows and hides columns the titles need the room of.
    list_->setUniformRowHeights(true);
    list_->header()->setSectionResizeMode(QHeaderView::Interactive);
    list_->header()->setSectionResizeMode(ColTitle, QHeaderView::Stretch);
    list_->header()->setStretchLastSection(false);
    list_->viewport()->installEventFilter(this);
    open_ = new QPushButton(tr("Open"));
    open_->setObjectName(QStringLiteral("clubOpen"));
    open_->setToolTip(tr("Copy the selected battle into your library and open it"));
    publish_ = new QPushButton(tr("Publish…"));
    publish_->setObjectName(QStringLiteral("clubPublish"));
    publish_->setToolTip(tr("Write the scenario selected in your library into this club"));
    withGames_ = new QCheckBox(tr("with its finished games"));
    withGames_->setObjectName(QStringLiteral("clubPublishGames"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(open_);
    buttons->addWidget(publish_);
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("clubStatus"));
    status_->setWordWrap(true);
    v->addLayout(row);
    v->addWidget(search_);
    v->addWidget(list_, 1);
    v->addLayout(buttons);
    v->addWidget(withGames_);
    v->addWidget(status_);

    folder_->addItems(folders());
    connect(ClubFolders::instance(), &ClubFolders::changed, this, &ClubView::syncFolders);
    connect(folder_, &QComboBox::currentTextChanged, this, &ClubView::rescan);
    connect(add, &QPushButton::clicked, this, &ClubView::chooseFolder);
    connect(remove, &QPushButton::clicked, this, [this] { removeFolder(currentFolder()); });
    connect(search_, &QLineEdit::textChanged, this, &ClubView::refilter);
    connect(list_, &QTreeWidget::itemActivated, this, [this] { openSelected(); });
    connect(open_, &QPushButton::clicked, this, &ClubView::openSelected);
    connect(publish_, &QPushButton::clicked, this, &ClubView::publishSelected);
    rescan();
}

QStringList ClubView::folders() const { return ClubFolders::instance()->folders(); }

void ClubView::addFolder(const QString& dirIn) {
    ClubFolders::instance()->add(dirIn);
    setCurrentFolder(QDir::cleanPath(QDir(dirIn).absolutePath()));
}

void ClubView::removeFolder(const QString& dir) { ClubFolders::instance()->remove(dir); }

void ClubView::syncFolders() {
    const QString current = currentFolder();
    const QStringList f = folders();
    {
        const QSignalBlocker block(folder_);
        folder_->clear();
        folder_->addItems(f);
        const int i = folder_->findText(current);
        folder_->setCurrentIndex(i >= 0 ? i : (f.isEmpty() ? -1 : 0));
    }
    if (currentFolder() != current) rescan();
}

void ClubView::setCurrentFolder(const QString& dir) {
    const int i = folder_->findText(dir);
    if (i >= 0 && i != folder_->currentIndex()) folder_->setCurrentIndex(i); // rescans
    else rescan();
}

QString ClubView::currentFolder() const { return folder_->currentText(); }

void ClubView::chooseFolder() {
    const QString dir = prompter_->folder(tr("Add a club folder"), QDir::homePath());
    if (!dir.isEmpty()) addFolder(dir);
}

void ClubView::report(const QString& text, bool error) {
    message_ = text;
    status_->setText(text);
    if (error) prompter_->warn(tr("Club"), text);
}

ClubView::~ClubView() {
    if (scanning_) scanning_->wait();  // its answer goes nowhere; the thread must not outlive us
}

void ClubView::rescan() {
    const QString dir = currentFolder();
    const int gen = ++scanGeneration_;
    if (dir.isEmpty()) {
        scan_ = ClubScan{};
        copies_.clear();
        refilter();
        status_->setText(tr("No club folder: Add… one (a git clone or a shared folder of battles)."));
        return;
    }
    status_->setText(tr("Reading %1…").arg(dir));
    auto scan = std::make_shared<ClubScan>();
    auto error = std::make_shared<std::string>();
    QThread* t = QThread::create([scan, error, d = dir.toStdString()] {
        try {
            *scan = scanClub(d);
        } catch (const std::exception& e) {
            *error = e.what();
        }
    });
    scanning_ = t;  // an older scan still running finds its generation gone and drops its answer
    const bool published = !selectAfterScan_.empty();
    connect(t, &QThread::finished, this, [this, t, gen, scan, error, published] {
        t->deleteLater();
        if (scanning_ == t) scanning_ = nullptr;
        if (gen != scanGeneration_) return;
        scan_ = error->empty() ? std::move(*scan) : ClubScan{};
        copies_.clear();
        if (error->empty())
            if (Library* lib = library_()) copies_ = localCopies(*lib, scan_);
        refilter();
        if (!selectAfterScan_.empty()) selectBattle(std::exchange(selectAfterScan_, {}));
        if (!error->empty()) return report(qs(*error), false);
        if (published) return;  // what Publish said stays on the status line
        status_->setText(tr("%n battle(s)", nullptr, int(scan_.battles.size())) +
                         (scan_.problems.empty() ? QString() : QStringLiteral(", ") + tr("%n file(s) with problems (see Problems)", nullptr, int(scan_.problems.size()))));
    });
    t->start();
}

QIcon ClubView::thumbnail(const ClubBattle& b) {
    if (!b.thumbnail.empty()) {
        QPixmap p(QDir(qs(scan_.dir)).filePath(qs(b.thumbnail)));
        if (!p.isNull()) return QIcon(p.scaled(list_->iconSize() * devicePixelRatioF(), Qt::KeepAspectRatio, Qt::SmoothTransformation));
    }
    return {};
}

void ClubView::refilter() {
    const QString text = search_->text().trimmed();
    const auto previous = selectedBattle();
    list_->clear();
    for (const ClubBattle& b : scan_.battles) {
        const QString hay = qs(b.title + " " + b.subtitle + " " + b.author + " " + b.unionName + " " + b.confederateName + " " + b.date);
        if (!text.isEmpty() && !hay.contains(text, Qt::CaseInsensitive)) continue;
        auto* item = new QTreeWidgetItem(list_);
        item->setData(ColTitle, kIdRole, qs(b.id));
        item->setText(ColTitle, b.subtitle.empty() ? qs(b.title) : qs(b.title + " — " + b.subtitle));
        item->setText(ColBoard, b.columns ? QStringLiteral("%1×%2").arg(b.columns).arg(b.rows) : tr("board"));
        item->setText(ColPlayed, QString::number(b.played.games));
        if (list_->topLevelItemCount() <= kThumbnailsAtOnce) item->setIcon(ColTitle, thumbnail(b));
        const auto copy = copies_.find(b.id);
        item->setText(ColState, copy == copies_.end() ? QString() : copy->second.newerInClub ? tr("newer in club") : tr("in library"));
        QString tip = qs(b.title) + (b.author.empty() ? QString() : tr(" by %1").arg(qs(b.author))) + QStringLiteral("\n") +
                      (b.holdTheLine() ? QString() : tr("A battle for %1 · %2").arg(qs(b.system), qs(b.board)) + QStringLiteral("\n")) +
                      qs(b.played.text()) + QStringLiteral("\n") + qs(b.checksum);
        item->setToolTip(ColTitle, tip);
        item->setToolTip(ColPlayed, qs(b.played.text()));
        // Claims as child rows: who played, how many games, the figures.
        for (const ClubClaimInfo& c : b.claims) {
            auto* ci = new QTreeWidgetItem(item);
            ci->setText(ColTitle, tr("Claim: %1").arg(qs(c.text())));
            ci->setToolTip(ColTitle, qs(c.file) + tr("\nRe-run it: muster-cli balance verify %1").arg(qs(c.file)));
            ci->setFlags(Qt::ItemIsEnabled);
        }
        auto* played = new QTreeWidgetItem(item);
        played->setText(ColTitle, qs(b.played.text()));
        played->setFlags(Qt::ItemIsEnabled);
        if (previous && *previous == b.id) list_->setCurrentItem(item);
    }
    if (!scan_.problems.empty()) {
        auto* problems = new QTreeWidgetItem(list_);
        problems->setText(ColTitle, tr("Problems (%n file(s))", nullptr, int(scan_.problems.size())));
        problems->setFlags(Qt::ItemIsEnabled);
        for (const ClubProblem& p : scan_.problems) {
            auto* pi = new QTreeWidgetItem(problems);
            pi->setText(ColTitle, qs(p.file + ": " + p.problem));
            pi->setToolTip(ColTitle, qs(p.file + ": " + p.problem));
            pi->setFlags(Qt::ItemIsEnabled);
        }
    }
    open_->setEnabled(!scan_.battles.empty());
    publish_->setEnabled(!currentFolder().isEmpty());
    fitColumns();
    QTimer::singleShot(0, this, [this, gen = ++listGeneration_] { loadThumbnails(gen); });
}

void ClubView::fitColumns() {
    // Whether it is in the library first, then how often it was played, then the board.
    showColumnsWhileTitlesFit(list_, ColTitle, {ColState, ColPlayed, ColBoard});
}

bool ClubView::eventFilter(QObject* o, QEvent* e) {
    if (o == list_->viewport() && e->type() == QEvent::Resize) fitColumns();
    return QWidget::eventFilter(o, e);
}

// The rest of the thumbnails, a batch per event-loop turn, so a big club lists at once.
void ClubView::loadThumbnails(int generation) {
    if (generation != listGeneration_) return; // the list was rebuilt meanwhile
    std::map<std::string, const ClubBattle*> byId;
    for (const ClubBattle& b : scan_.battles) byId[b.id] = &b;
    int done = 0;
    for (int i = 0; i < list_->topLevelItemCount() && done < kThumbnailsAtOnce; ++i) {
        QTreeWidgetItem* item = list_->topLevelItem(i);
        const auto it = byId.find(item->data(ColTitle, kIdRole).toString().toStdString());
        if (it == byId.end() || !item->icon(ColTitle).isNull() || it->second->thumbnail.empty()) continue;
        item->setIcon(ColTitle, thumbnail(*it->second));
        ++done;
    }
    if (done == kThumbnailsAtOnce) QTimer::singleShot(0, this, [this, generation] { loadThumbnails(generation); });
}

std::optional<std::string> ClubView::selectedBattle() const {
    const QTreeWidgetItem* item = list_->currentItem();
    if (!item || item->data(ColTitle, kIdRole).toString().isEmpty()) return std::nullopt;
    return item->data(ColTitle, kIdRole).toString().toStdString();
}

void ClubView::selectBattle(const std::string& id) {
    for (int i = 0; i < list_->topLevelItemCount(); ++i)
        if (list_->topLevelItem(i)->data(ColTitle, kIdRole).toString() == qs(id)) list_->setCurrentItem(list_->topLevelItem(i));
}

bool ClubView::openSelected() {
    const auto id = selectedBattle();
    Library* lib = library_();
    if (!id || !lib) return false;
    try {
        const auto club = std::find_if(scan_.battles.begin(), scan_.battles.end(), [&](const ClubBattle& b) { return b.id == *id; });
        if (club != scan_.battles.end() && !club->holdTheLine()) {
            const BattleId bid = openClubSystemBattle(*lib, scan_, *id);
            emit libraryChanged();
            emit openedBattle(bid);
            report(tr("Copied %1 into your library").arg(qs(club->title)), false);
            return true;
        }
        const ScenarioId sid = openClubBattle(*lib, scan_, *id);
        const Scenario s = lib->load(sid);
        emit libraryChanged();
        emit opened(s, sid);
        copies_ = localCopies(*lib, scan_);
        refilter();
        report(tr("Copied %1 into your library").arg(qs(s.title)), false);
        return true;
    } catch (const std::exception& e) {
        report(tr("Cannot open %1: %2").arg(qs(*id), qs(e.what())), true);
        return false;
    }
}

bool ClubView::publishSelected() {
    Library* lib = library_();
    if (const auto bid = selectedBattle_ ? selectedBattle_() : std::nullopt; lib && bid && !currentFolder().isEmpty())
        return publishBattle(*bid);
    const auto sid = selectedLocal_ ? selectedLocal_() : std::nullopt;
    if (!lib || !sid || currentFolder().isEmpty()) {
        report(tr("Select a scenario in your library first, then Publish writes it into this club."), true);
        return false;
    }
    try {
        const Scenario s = lib->load(*sid);
        PublishOptions o;
        if (const auto origin = clubOrigin(*lib, *sid)) o.id = origin->id;
        o.localChecksums = revisionChecksums(*lib, *sid);
        o.thumbnail = [](const Scenario& sc) { return mapThumbnailPng(sc, QSize(160, 120)); };
        o.battleThumbnail = [](const Battle& b) { return battleThumbnailPng(b, QSize(160, 120)); };
        if (withGames_->isChecked())
            for (const GameInfo& g : lib->games(*sid))
                if (!g.result.empty()) o.gameJsons.push_back(lib->loadGameJson(g.id));
        o.claim = offeredClaim(s);
        const PublishResult r = publishClub(currentFolder().toStdString(), s, o);
        selectAfterScan_ = r.id;
        rescan();
        report(tr("Published %1 as scenarios/%2.json").arg(qs(s.title), qs(r.id)) +
                   (o.claim ? tr(", with the Balance dock's result as a claim") : QString()),
               false);
        return true;
    } catch (const std::exception& e) {
        report(tr("Cannot publish: %1").arg(qs(e.what())), true);
        return false;
    }
}

bool ClubView::publishBattle(BattleId id) {
    try {
        const std::string file = "library battle " + std::to_string(id);
        const std::unique_ptr<Battle> battle = readSystemBattleJson(library_()->loadBattleJson(id), file);
        if (!battle) throw std::runtime_error(file + ": not a battle of another rule system");
        PublishOptions o;
        o.thumbnail = [](const Scenario& sc) { return mapThumbnailPng(sc, QSize(160, 120)); };
        o.battleThumbnail = [](const Battle& b) { return battleThumbnailPng(b, QSize(160, 120)); };
        const PublishResult r = publishClub(currentFolder().toStdString(), *battle, o);
        selectAfterScan_ = r.id;
        rescan();
        report(tr("Published %1 as scenarios/%2.json").arg(qs(battle->facts().title), qs(r.id)), false);
        return true;
    } catch (const std::exception& e) {
        report(tr("Cannot publish: %1").arg(qs(e.what())), true);
        return false;
    }
}

std::optional<BalanceClaim> ClubView::offeredClaim(const Scenario& battle) {
    const std::optional<BalanceResult> result = balanceSource_ ? balanceSource_() : std::nullopt;
    // Only a result of this very revision: the battle played must be the one published.
    if (!result || sha256Checksum(writeScenarioJson(result->battle)) != sha256Checksum(writeScenarioJson(battle))) return std::nullopt;
    const nlohmann::ordered_json& j = result->report;
    QString who = qs(j.value("ai", std::string()));
    if (j.contains("ladder") && j["ladder"].is_array()) {
        QStringList rungs;
        for (const auto& r : j["ladder"]) rungs << qs(r.value("ai", std::string()));
        who = tr("a ladder of %1").arg(rungs.join(QStringLiteral(", ")));
    }
    const bool include = prompter_->confirm(
        tr("Publish"),
        tr("The Balance dock has a result for this battle (%1, seed %2).\n\nInclude it as a balance claim? "
           "Anyone can play the same games again with muster-cli balance verify and must get the same figures.")
            .arg(who)
            .arg(j.value("seed", 0ULL)),
        tr("Include the Claim"), tr("Publish without It"));
    if (!include) return std::nullopt;
    return makeClaim(battle, battleIdFromTitle(battle.title), j, "the Balance dock's result");
}

} // namespace muster
