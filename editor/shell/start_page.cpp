#include "start_page.h"
#include "editor/shell/recent_files.h"

#include "editor/widgets/map_thumbnail.h"
#include "editor/widgets/qstring_util.h"
#include "model/io/scenario_json.h"
#include "model/systems/ruleset.h"

#include <QComboBox>
#include <QDir>
#include <QStandardItemModel>
#include <QFileInfo>
#include <QGroupBox>
#include <QGuiApplication>
#include <QScreen>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

QString newBattleSystemName(const Ruleset& r) {
    switch (r.board) {
    case BoardKind::Hex: return StartPage::tr("Hold the Line");
    case BoardKind::SquareGrid: return StartPage::tr("Square grid (%1)").arg(qs(r.seed));
    case BoardKind::BattleBoard: return StartPage::tr("Eagle Games battle board (%1)").arg(qs(r.seed));
    }
    return qs(r.name);
}

StartPage::StartPage(const QString& bundledDir, const QStringList& recent, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("startPage"));
    setWindowTitle(tr("Start"));
    auto* v = new QVBoxLayout(this);
    auto* hello = new QLabel(tr("<h2>Muster</h2>Make a Hold the Line, square-grid or Eagle Games battle: start on an empty "
                                "board, change one of the battles that come with Muster, or go on with a recent file."));
    hello->setWordWrap(true);
    v->addWidget(hello);

    auto* fresh = new QGroupBox(tr("New battle"));
    auto* fl = new QHBoxLayout(fresh);
    system_ = new QComboBox;
    system_->setObjectName(QStringLiteral("startSystem"));
    for (const Ruleset* r : allRulesets()) {
        system_->addItem(newBattleSystemName(*r), qs(r->id));
    }
    columns_ = new QSpinBox;
    columns_->setObjectName(QStringLiteral("startColumns"));
    rows_ = new QSpinBox;
    rows_->setObjectName(QStringLiteral("startRows"));
    for (QSpinBox* s : {columns_, rows_}) s->setRange(kMinBoardSide, kMaxBoardSide);
    columns_->setValue(13); // the game's own board (DESIGN.md)
    rows_->setValue(9);
    new_ = new QPushButton(tr("Create board"));
    new_->setObjectName(QStringLiteral("startNew"));
    new_->setDefault(true);
    fl->addWidget(system_);
    // A battle board has no size to ask.
    connect(system_, &QComboBox::currentIndexChanged, this, [this] {
        const Ruleset* r = findRuleset(system_->currentData().toString().toStdString());
        for (QSpinBox* s : {columns_, rows_}) s->setEnabled(!r || r->board != BoardKind::BattleBoard);
    });
    fl->addWidget(new QLabel(tr("Columns")));
    fl->addWidget(columns_);
    fl->addWidget(new QLabel(tr("Rows")));
    fl->addWidget(rows_);
    fl->addStretch(1);
    fl->addWidget(new_);
    v->addWidget(fresh);
    connect(new_, &QPushButton::clicked, this, [this] {
        const Ruleset* r = findRuleset(system_->currentData().toString().toStdString());
        if (r && r->board == BoardKind::SquareGrid) emit newGridBattle(columns_->value(), rows_->value());
        else if (r && r->board == BoardKind::BattleBoard) emit newEagleBattle();
        else emit newBattle(columns_->value(), rows_->value());
        accept();
    });

    auto* bundled = new QGroupBox(tr("Bundled battles (double-click to open)"));
    auto* bl = new QVBoxLayout(bundled);
    battles_ = new QListWidget;
    battles_->setObjectName(QStringLiteral("startBattles"));
    battles_->setViewMode(QListView::IconMode);
    battles_->setIconSize(QSize(160, 110));
    battles_->setGridSize(QSize(190, 160));
    battles_->setResizeMode(QListView::Adjust);
    battles_->setMovement(QListView::Static);
    battles_->setWordWrap(true);
    battles_->setMinimumHeight(180);
    const QFileInfoList files = QDir(bundledDir).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QFileInfo& fi : files) {
        try {
            const Scenario s = readScenarioFile(fi.absoluteFilePath().toStdString());
            auto* item = new QListWidgetItem(QIcon(mapThumbnail(s, battles_->iconSize(), battles_->devicePixelRatioF())), qs(s.title), battles_);
            item->setData(Qt::UserRole, fi.absoluteFilePath());
            item->setToolTip(qs(s.subtitle.empty() ? s.title : s.subtitle));
        } catch (const std::exception&) {
            // A damaged bundled file is the library's to report; here it is just not offered.
        }
    }
    bl->addWidget(battles_);
    v->addWidget(bundled, 1);
    connect(battles_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        emit openFile(item->data(Qt::UserRole).toString());
        accept();
    });

    auto* recentBox = new QGroupBox(tr("Recent files"));
    auto* rl = new QVBoxLayout(recentBox);
    recent_ = new QListWidget;
    recent_->setObjectName(QStringLiteral("startRecent"));
    for (const QString& path : recent) {
        auto* item = new QListWidgetItem(RecentFiles::displayName(path), recent_);
        item->setData(Qt::UserRole, path);
        item->setToolTip(RecentFiles::toolTip(path));
    }
    if (recent.isEmpty()) {
        auto* none = new QListWidgetItem(tr("No recent files yet."), recent_);
        none->setFlags(Qt::NoItemFlags);
    }
    // As tall as its rows (up to five), so the battles get the room.
    recent_->setMaximumHeight(recent_->sizeHintForRow(0) * std::clamp(int(recent.size()), 1, 5) + 2 * recent_->frameWidth() + 4);
    rl->addWidget(recent_);
    v->addWidget(recentBox);
    connect(recent_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const QString path = item->data(Qt::UserRole).toString();
        if (path.isEmpty()) return;
        emit openFile(path);
        accept();
    });

    auto* buttons = new QHBoxLayout;
    auto* library = new QPushButton(tr("Scenario library..."));
    library->setObjectName(QStringLiteral("startLibrary"));
    auto* close = new QPushButton(tr("Close"));
    buttons->addWidget(library);
    buttons->addStretch(1);
    buttons->addWidget(close);
    v->addLayout(buttons);
    connect(library, &QPushButton::clicked, this, [this] {
        emit openLibrary();
        accept();
    });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    // Roomy where there is room; on a small or scaled screen (a full-HD laptop at 200% is
    // 960x540) no taller than the screen, so the buttons at the bottom stay reachable.
    QSize want(660, 640);
    if (const QScreen* sc = parent ? parent->screen() : QGuiApplication::primaryScreen())
        want = want.boundedTo(sc->availableGeometry().size() * 0.9);
    resize(want.expandedTo(minimumSizeHint()));
}

} // namespace muster
