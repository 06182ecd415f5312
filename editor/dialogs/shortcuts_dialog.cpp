#include "shortcuts_dialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace muster {
namespace {

struct Row {
    QString where, action, keys;
};

QString plain(QString text) { return text.remove(QLatin1Char('&')); }

// F13-F35 are on Sun and Apple keyboards only (X11's standard Undo adds F14): still bound,
// but a list for PC keyboards would only puzzle.
bool onPcKeyboard(const QKeySequence& k) {
    for (int i = 0; i < k.count(); ++i) {
        const Qt::Key key = k[i].key();
        if (key >= Qt::Key_F13 && key <= Qt::Key_F35) return false;
    }
    return true;
}

void collect(const QMenu* menu, const QString& path, QList<Row>& rows) {
    for (QAction* a : menu->actions()) {
        if (a->isSeparator()) continue;
        if (a->menu()) {
            collect(a->menu(), path + QStringLiteral(" > ") + plain(a->menu()->title()), rows);
            continue;
        }
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            if (onPcKeyboard(k)) keys << k.toString(QKeySequence::NativeText);
        if (!keys.isEmpty()) rows.push_back({path, plain(a->text()), keys.join(QStringLiteral(", "))});
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QMenuBar* menus, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("ShortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    QList<Row> rows;
    for (QAction* a : menus->actions())
        if (a->menu()) collect(a->menu(), plain(a->menu()->title()), rows);

    filter_ = new QLineEdit;
    filter_->setObjectName(QStringLiteral("filter"));
    filter_->setPlaceholderText(tr("Filter by action, menu or key"));
    filter_->setClearButtonEnabled(true);
    table_ = new QTableWidget(static_cast<int>(rows.size()), 3);
    table_->setHorizontalHeaderLabels({tr("Action"), tr("Keys"), tr("Menu")});
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    for (int i = 0; i < rows.size(); ++i) {
        table_->setItem(i, 0, new QTableWidgetItem(rows[i].action));
        table_->setItem(i, 1, new QTableWidgetItem(rows[i].keys));
        table_->setItem(i, 2, new QTableWidgetItem(rows[i].where));
    }
    table_->resizeColumnsToContents();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(filter_, &QLineEdit::textChanged, this, &ShortcutsDialog::applyFilter);
    auto* lay = new QVBoxLayout(this);
    lay->addWidget(filter_);
    lay->addWidget(table_);
    lay->addWidget(buttons);
    resize(520, 560);
}

void ShortcutsDialog::applyFilter(const QString& text) {
    for (int r = 0; r < table_->rowCount(); ++r) {
        bool match = text.isEmpty();
        for (int c = 0; c < table_->columnCount() && !match; ++c)
            match = table_->item(r, c)->text().contains(text, Qt::CaseInsensitive);
        table_->setRowHidden(r, !match);
    }
}

} // namespace muster
