#include "text_list_editor.h"
#include "qstring_util.h"

#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {

TextListEditor::TextListEditor(const QString& listName, const QString& addName, const QString& removeName, QWidget* parent)
    : QWidget(parent), list_(new QListWidget) {
    list_->setObjectName(listName);
    // "Add" and "Remove" under the list: a longer row would not fit a 220 px dock.
    auto* add = new QPushButton(tr("Add"));
    add->setObjectName(addName);
    add->setToolTip(tr("Add a row (double-click one to edit it)"));
    auto* remove = new QPushButton(tr("Remove"));
    remove->setObjectName(removeName);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(list_);
    v->addLayout(buttons);

    connect(list_, &QListWidget::itemChanged, this, [this] { emit edited(texts(), tr("Edit special rule")); });
    connect(add, &QPushButton::clicked, this, [this] {
        std::vector<std::string> after = texts();
        after.push_back(tr("New rule").toStdString());
        emit edited(after, tr("Add special rule"));
        if (list_->count() > 0) list_->editItem(list_->item(list_->count() - 1));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = list_->currentRow();
        std::vector<std::string> after = texts();
        if (row < 0 || row >= int(after.size())) return;
        after.erase(after.begin() + row);
        emit edited(after, tr("Remove special rule"));
    });
}

std::vector<std::string> TextListEditor::texts() const {
    std::vector<std::string> out;
    for (int i = 0; i < list_->count(); ++i) out.push_back(list_->item(i)->text().toStdString());
    return out;
}

void TextListEditor::setTexts(const std::vector<std::string>& texts) {
    const QSignalBlocker block(list_);
    const int row = list_->currentRow();
    list_->clear();
    for (const std::string& t : texts) {
        auto* item = new QListWidgetItem(qs(t), list_);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
    list_->setCurrentRow(std::min(row, list_->count() - 1));
}

} // namespace muster
