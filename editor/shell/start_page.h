#pragma once
// Start page: what the editor shows when it opens with nothing to edit. Three ways in: a new
// battle on a board of a chosen size, one of the bundled battles (shown by its map), or a
// recent file. It only asks; the main window does the opening.
#include <QDialog>
#include <QStringList>

class QListWidget;
class QPushButton;
class QSpinBox;

namespace muster {

class StartPage : public QDialog {
    Q_OBJECT
public:
    // `bundledDir`: folder of the bundled battles (*.json); `recent`: recent files, newest first.
    StartPage(const QString& bundledDir, const QStringList& recent, QWidget* parent = nullptr);

    QSpinBox* columns() const { return columns_; }
    QSpinBox* rows() const { return rows_; }
    QPushButton* newButton() const { return new_; }
    QListWidget* battles() const { return battles_; }
    QListWidget* recentFiles() const { return recent_; }

signals:
    void newBattle(int columns, int rows);
    void openFile(const QString& path);
    void openLibrary();

private:
    QSpinBox* columns_ = nullptr;
    QSpinBox* rows_ = nullptr;
    QPushButton* new_ = nullptr;
    QListWidget* battles_ = nullptr;
    QListWidget* recent_ = nullptr;
};

} // namespace muster
