#include "club_folders.h"

#include <QCoreApplication>
#include <QDir>
#include <QPointer>
#include <QSettings>

namespace muster {
namespace {
const QString kFoldersKey = QStringLiteral("library/clubFolders");
} // namespace

ClubFolders* ClubFolders::instance() {
    static QPointer<ClubFolders> folders;
    if (!folders) folders = new ClubFolders(QCoreApplication::instance());
    return folders;
}

QStringList ClubFolders::folders() const { return QSettings().value(kFoldersKey).toStringList(); }

void ClubFolders::setFolders(const QStringList& in) {
    QStringList out;
    for (const QString& f : in) {
        if (f.trimmed().isEmpty()) continue;
        const QString dir = QDir::cleanPath(QDir(f).absolutePath());
        if (!out.contains(dir)) out.append(dir);
    }
    if (out == folders()) return;
    QSettings().setValue(kFoldersKey, out);
    emit changed();
}

void ClubFolders::add(const QString& dir) { setFolders(folders() << dir); }

void ClubFolders::remove(const QString& dir) {
    QStringList f = folders();
    f.removeAll(dir);
    setFolders(f);
}

} // namespace muster
