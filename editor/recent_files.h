#pragma once
// File > Open Recent: the last files opened or saved (kept in the settings), newest first.
#include <QObject>
#include <QStringList>

class QMenu;

namespace muster {

class RecentFiles : public QObject {
    Q_OBJECT
public:
    RecentFiles(QMenu* menu, QObject* parent);
    void add(const QString& path);
    const QStringList& files() const { return files_; }

signals:
    void openRequested(const QString& path);

private:
    void rebuild();
    QMenu* menu_;
    QStringList files_;
};

} // namespace muster
