#include "revisions_dialog.h"
#include "editor/widgets/qstring_util.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace muster {
namespace {
enum Column { ColNumber, ColSaved, ColTitle, ColNote, ColCount };
}

RevisionsDialog::RevisionsDialog(Library& lib, ScenarioId id, QWidget* parent)
    : QDialog(parent), lib_(lib), id_(id) {
    setObjectName(QStringLiteral("RevisionsDialog"));
    setWindowTitle(tr("Revisions"));
    auto* v = new QVBoxLayout(this);
    list_ = new QTreeWidget;
    list_->setObjectName(QStringLiteral("revisionsList"));
    list_->setColumnCount(ColCount);
    list_->setHeaderLabels({tr("#"), tr("Saved (UTC)"), tr("Title"), tr("Note")});
    list_->setRootIsDecorated(false);
    list_->header()->setStretchLastSection(true);
    error_ = new QLabel;
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #b00020"));
    error_->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    auto* open = buttons->addButton(tr("Open"), QDialogButtonBox::ActionRole);
    auto* restore = buttons->addButton(tr("Make current"), QDialogButtonBox::ActionRole);
    restore->setToolTip(tr("Saves this revision's content as a new revision; nothing is lost"));
    v->addWidget(list_);
    v->addWidget(error_);
    v->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(open, &QPushButton::clicked, this, &RevisionsDialog::openSelected);
    connect(restore, &QPushButton::clicked, this, &RevisionsDialog::restoreSelected);
    connect(list_, &QTreeWidget::itemActivated, this, &RevisionsDialog::openSelected);
    resize(560, 320);
    refresh();
}

void RevisionsDialog::refresh() {
    list_->clear();
    try {
        const auto title = lib_.summary(id_);
        if (title) setWindowTitle(tr("Revisions of %1").arg(qs(title->title)));
        for (const RevisionInfo& r : lib_.revisions(id_)) {
            auto* item = new QTreeWidgetItem(list_);
            item->setText(ColNumber, r.current ? tr("%1 (current)").arg(r.number) : QString::number(r.number));
            QString saved = qs(r.savedAt);
            saved.replace(QLatin1Char('T'), QLatin1Char(' '));
            item->setText(ColSaved, saved.left(19));
            item->setText(ColTitle, qs(r.title));
            item->setText(ColNote, qs(r.note));
            item->setData(ColNumber, Qt::UserRole, qint64(r.id));
            item->setData(ColNumber, Qt::UserRole + 1, r.number);
        }
        if (list_->topLevelItemCount() > 0) list_->setCurrentItem(list_->topLevelItem(0));
        for (int c = 0; c < ColNote; ++c) list_->resizeColumnToContents(c);
    } catch (const std::exception& e) {
        lastError_ = qs(e.what());
        error_->setText(lastError_);
        error_->show();
    }
}

std::optional<RevisionId> RevisionsDialog::selectedRevision() const {
    const auto* item = list_->currentItem();
    if (!item) return std::nullopt;
    return item->data(ColNumber, Qt::UserRole).toLongLong();
}

void RevisionsDialog::selectRevision(RevisionId rev) {
    for (int i = 0; i < list_->topLevelItemCount(); ++i)
        if (list_->topLevelItem(i)->data(ColNumber, Qt::UserRole).toLongLong() == rev)
            list_->setCurrentItem(list_->topLevelItem(i));
}

bool RevisionsDialog::openSelected() {
    const auto rev = selectedRevision();
    if (!rev) return false;
    try {
        const Scenario s = lib_.loadRevision(*rev);
        emit openRevision(s, id_, *rev);
        accept();
        return true;
    } catch (const std::exception& e) {
        lastError_ = qs(e.what());
        error_->setText(lastError_);
        error_->show();
        return false;
    }
}

bool RevisionsDialog::restoreSelected() {
    const auto rev = selectedRevision();
    if (!rev) return false;
    try {
        const int number = list_->currentItem()->data(ColNumber, Qt::UserRole + 1).toInt();
        const RevisionId now = lib_.restoreRevision(*rev, tr("restored revision %1").arg(number).toStdString());
        emit restored(id_, now);
        refresh();
        return true;
    } catch (const std::exception& e) {
        lastError_ = qs(e.what());
        error_->setText(lastError_);
        error_->show();
        return false;
    }
}

} // namespace muster
