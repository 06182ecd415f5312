#pragma once
// File > Open Recent: the last files opened or saved (kept in the settings), newest first:
// scenario files, saved games, and library battles and games (an entry naming the library
// file, the scenario's id and its title, and a game's id, so the list reads like the Library
// dock).
#include <QObject>
#include <QStringList>

#include <optional>

class QMenu;

namespace muster {

struct RecentLibraryBattle {
    QString library;  // the library file
    qint64 id = 0;
    QString title;
    std::optional<qint64> game;  // a game saved beside the battle, resumed instead of the battle
};

class RecentFiles : public QObject {
    Q_OBJECT
public:
    RecentFiles(QMenu* menu, QObject* parent);
    void add(const QString& entry);
    const QStringList& files() const { return files_; }

    // The entry of a library battle or game, and back (none for a file path).
    static QString libraryEntry(const RecentLibraryBattle& b);
    static std::optional<RecentLibraryBattle> libraryBattle(const QString& entry);
    // What a list shows: a file's name, or a library battle's title (and "game").
    static QString displayName(const QString& entry);
    static QString toolTip(const QString& entry);

signals:
    void openRequested(const QString& entry);

private:
    void rebuild();
    QMenu* menu_;
    QStringList files_;
};

} // namespace muster
