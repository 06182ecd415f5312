#pragma once
// The club folders the user added (a git clone, a synced folder of battles; club/club.h),
// kept in QSettings "library/clubFolders". One list for the application: Edit >
// Preferences > Clubs edits it, every Library dock's Clubs page shows it and follows it.
#include <QObject>
#include <QStringList>

namespace muster {

class ClubFolders : public QObject {
    Q_OBJECT
public:
    static ClubFolders* instance();  // made on first use, owned by the application

    QStringList folders() const;
    // Absolute paths, each once, in the order given; emits changed() when the list differs.
    void setFolders(const QStringList& folders);
    void add(const QString& dir);
    void remove(const QString& dir);

signals:
    void changed();

private:
    using QObject::QObject;
};

} // namespace muster
