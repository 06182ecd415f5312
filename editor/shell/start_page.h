#pragma once
// Start page: what the editor shows when it opens with nothing to edit. Three ways in: a new
// battle of a chosen rule system on a board of a chosen size, one of the bundled battles
// (shown by its map), or a recent file. It only asks; the main window does the opening.
#include <QDialog>
#include <QStringList>

class QComboBox;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace muster {

struct Ruleset;
// A system as the start page and File > New name it ("Square grid (003)").
QString newBattleSystemName(const Ruleset& r);

class StartPage : public QDialog {
    Q_OBJECT
public:
    // `bundledDir`: folder of the bundled battles (*.json); `recent`: recent files, newest first.
    StartPage(const QString& bundledDir, const QStringList& recent, QWidget* parent = nullptr);

    // The rule system of a new battle: its `ruleset` id as item data (a system the editor
    // cannot build yet would be listed, disabled, with "not yet in the editor").
    QComboBox* system() const { return system_; }
    QSpinBox* columns() const { return columns_; }
    QSpinBox* rows() const { return rows_; }
    QPushButton* newButton() const { return new_; }
    QListWidget* battles() const { return battles_; }
    QListWidget* recentFiles() const { return recent_; }

signals:
    void newBattle(int columns, int rows);      // Hold the Line
    void newGridBattle(int columns, int rows);  // square grid (003)
    void newEagleBattle();                      // Eagle Games battle board (002): no board size
    void openFile(const QString& path);
    void openLibrary();

private:
    QComboBox* system_ = nullptr;
    QSpinBox* columns_ = nullptr;
    QSpinBox* rows_ = nullptr;
    QPushButton* new_ = nullptr;
    QListWidget* battles_ = nullptr;
    QListWidget* recent_ = nullptr;
};

} // namespace muster
