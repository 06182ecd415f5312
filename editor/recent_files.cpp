#include "recent_files.h"

#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace muster {

namespace {
constexpr int kMaxRecent = 10;
const QString kKey = QStringLiteral("files/recent");
} // namespace

RecentFiles::RecentFiles(QMenu* menu, QObject* parent) : QObject(parent), menu_(menu) {
    files_ = QSettings().value(kKey).toStringList();
    rebuild();
}

void RecentFiles::add(const QString& path) {
    files_.removeAll(path);
    files_.prepend(path);
    while (files_.size() > kMaxRecent) files_.removeLast();
    QSettings().setValue(kKey, files_);
    rebuild();
}

void RecentFiles::rebuild() {
    menu_->clear();
    for (const QString& p : files_)
        menu_->addAction(QFileInfo(p).fileName(), this, [this, p] { emit openRequested(p); })->setToolTip(p);
    menu_->setEnabled(!files_.isEmpty());
}

} // namespace muster
