#include "recent_files.h"

#include <QFileInfo>
#include <QMenu>
#include <QSettings>
#include <QUrl>
#include <QUrlQuery>

namespace muster {

namespace {
constexpr int kMaxRecent = 10;
const QString kKey = QStringLiteral("files/recent");
const QString kScheme = QStringLiteral("muster-library");
} // namespace

RecentFiles::RecentFiles(QMenu* menu, QObject* parent) : QObject(parent), menu_(menu) {
    files_ = QSettings().value(kKey).toStringList();
    rebuild();
}

void RecentFiles::add(const QString& entry) {
    // A library battle is one entry whatever its title was when last opened.
    const auto battle = libraryBattle(entry);
    files_.removeIf([&](const QString& e) {
        if (e == entry) return true;
        const auto other = libraryBattle(e);
        return battle && other && other->library == battle->library && other->id == battle->id &&
               other->game == battle->game;
    });
    files_.prepend(entry);
    while (files_.size() > kMaxRecent) files_.removeLast();
    QSettings().setValue(kKey, files_);
    rebuild();
}

QString RecentFiles::libraryEntry(const RecentLibraryBattle& b) {
    QUrl u;
    u.setScheme(kScheme);
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("id"), QString::number(b.id));
    q.addQueryItem(QStringLiteral("title"), b.title);
    if (b.game) q.addQueryItem(QStringLiteral("game"), QString::number(*b.game));
    u.setQuery(q);
    u.setFragment(b.library);
    return u.toString(QUrl::FullyEncoded);
}

std::optional<RecentLibraryBattle> RecentFiles::libraryBattle(const QString& entry) {
    if (!entry.startsWith(kScheme + QLatin1Char(':'))) return std::nullopt;
    const QUrl u(entry, QUrl::StrictMode);
    const QUrlQuery q(u);
    bool ok = false;
    RecentLibraryBattle b;
    b.id = q.queryItemValue(QStringLiteral("id")).toLongLong(&ok);
    if (!u.isValid() || !ok) return std::nullopt;
    b.title = q.queryItemValue(QStringLiteral("title"), QUrl::FullyDecoded);
    b.library = u.fragment(QUrl::FullyDecoded);
    if (q.hasQueryItem(QStringLiteral("game"))) {
        const qint64 game = q.queryItemValue(QStringLiteral("game")).toLongLong(&ok);
        if (!ok) return std::nullopt;
        b.game = game;
    }
    return b;
}

QString RecentFiles::displayName(const QString& entry) {
    if (const auto b = libraryBattle(entry)) {
        const QString title = b->title.isEmpty() ? tr("Untitled") : b->title;
        return b->game ? tr("%1, game %2 (library)").arg(title).arg(*b->game) : tr("%1 (library)").arg(title);
    }
    return QFileInfo(entry).fileName();
}

QString RecentFiles::toolTip(const QString& entry) {
    if (const auto b = libraryBattle(entry)) return tr("In the library %1").arg(b->library);
    return entry;
}

void RecentFiles::rebuild() {
    menu_->clear();
    for (const QString& e : files_)
        menu_->addAction(displayName(e), this, [this, e] { emit openRequested(e); })->setToolTip(toolTip(e));
    menu_->setEnabled(!files_.isEmpty());
}

} // namespace muster
