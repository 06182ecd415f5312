#include "preferences_dialog.h"

#include "editor/document/club_folders.h"
#include "editor/widgets/prompter.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace muster {

PreferencesDialog::PreferencesDialog(Prompter& prompter, QWidget* parent) : QDialog(parent), prompter_(prompter) {
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    pages_ = new QListWidget;
    pages_->setObjectName(QStringLiteral("preferencePages"));
    pages_->setMaximumWidth(140);
    stack_ = new QStackedWidget;
    pages_->addItem(tr("Clubs"));
    stack_->addWidget(clubsPage());
    connect(pages_, &QListWidget::currentRowChanged, stack_, &QStackedWidget::setCurrentIndex);
    pages_->setCurrentRow(0);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* body = new QHBoxLayout;
    body->addWidget(pages_);
    body->addWidget(stack_, 1);
    auto* v = new QVBoxLayout(this);
    v->addLayout(body, 1);
    v->addWidget(buttons);
}

QWidget* PreferencesDialog::clubsPage() {
    auto* page = new QWidget;
    auto* v = new QVBoxLayout(page);
    v->setContentsMargins(0, 0, 0, 0);
    auto* about = new QLabel(tr("Club folders are shown on the Library dock's Clubs page, read-only beside your library: a git "
                                "clone, a synced folder or a USB stick of battles, games and balance claims. Removing one "
                                "forgets it here; its files stay."));
    about->setWordWrap(true);
    folders_ = new QListWidget;
    folders_->setObjectName(QStringLiteral("prefClubFolders"));
    folders_->addItems(ClubFolders::instance()->folders());
    add_ = new QPushButton(tr("Add…"));
    add_->setObjectName(QStringLiteral("prefClubAdd"));
    remove_ = new QPushButton(tr("Remove"));
    remove_->setObjectName(QStringLiteral("prefClubRemove"));
    auto* row = new QHBoxLayout;
    row->addWidget(add_);
    row->addWidget(remove_);
    row->addStretch(1);
    v->addWidget(about);
    v->addWidget(folders_, 1);
    v->addLayout(row);
    connect(add_, &QPushButton::clicked, this, &PreferencesDialog::addClubFolder);
    connect(remove_, &QPushButton::clicked, this, [this] {
        delete folders_->currentItem();
        updateButtons();
    });
    connect(folders_, &QListWidget::currentRowChanged, this, &PreferencesDialog::updateButtons);
    updateButtons();
    return page;
}

void PreferencesDialog::addClubFolder() {
    const QString chosen = prompter_.folder(tr("Add a club folder"), QDir::homePath());
    if (chosen.isEmpty()) return;
    const QString dir = QDir::cleanPath(QDir(chosen).absolutePath());
    const auto same = folders_->findItems(dir, Qt::MatchExactly);
    if (same.isEmpty()) folders_->addItem(dir);
    folders_->setCurrentItem(same.isEmpty() ? folders_->item(folders_->count() - 1) : same.front());
    updateButtons();
}

void PreferencesDialog::updateButtons() { remove_->setEnabled(folders_->currentItem() != nullptr); }

void PreferencesDialog::accept() {
    QStringList dirs;
    for (int i = 0; i < folders_->count(); ++i) dirs << folders_->item(i)->text();
    ClubFolders::instance()->setFolders(dirs);
    QDialog::accept();
}

QAction* PreferencesDialog::addMenuAction(QMenu* menu, QWidget* parent, std::function<Prompter&()> prompter) {
    QAction* a = menu->addAction(tr("Pr&eferences..."), parent, [parent, prompter] {
        auto* d = new PreferencesDialog(prompter(), parent);
        d->setAttribute(Qt::WA_DeleteOnClose);
        d->open();
    });
    // Ctrl+, everywhere (the macOS and GNOME key), beside the platform's own if it differs.
    QList<QKeySequence> keys{QKeySequence(tr("Ctrl+,"))};
    for (const QKeySequence& k : QKeySequence::keyBindings(QKeySequence::Preferences))
        if (!keys.contains(k)) keys << k;
    a->setShortcuts(keys);
    a->setMenuRole(QAction::PreferencesRole);
    a->setStatusTip(tr("Settings of Muster: the club folders the Library dock shows"));
    return a;
}

} // namespace muster
