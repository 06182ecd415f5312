#pragma once
// The editor of a square-grid battle (seed 003), a window of its own beside the Hold the
// Line editor: the board (GridBoardView), the tools and their options, the Battle dock
// (everything beside the board), the Tile dock, the Issues of 003's set-up checks, the Rules dock at the square-grid system, Save / Save As
// (atomic: a failed save leaves the old file) and "Save changes?" on close. The main
// window opens one for each square-grid file or new square-grid battle.
#include "db/library.h"
#include "model/systems/grid/grid_scenario.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QComboBox;
class QTableView;

namespace muster {

class GridBoardView;
class GridBattleDock;
class GridDocument;
class GridUnitDock;
class IssuesModel;
class BattleSaving;
class Prompter;
class RulesDock;

class GridWindow : public QMainWindow {
    Q_OBJECT
public:
    GridWindow(GridScenario s, const QString& filePath, std::shared_ptr<Prompter> prompter, QWidget* parent = nullptr);
    ~GridWindow() override;

    // A new battle of columns x rows tiles.
    static GridScenario newBattle(int columns, int rows);

    GridDocument* document() const { return doc_; }
    GridBoardView* view() const { return view_; }
    GridUnitDock* tileDock() const { return tileDock_; }
    GridBattleDock* battleDock() const { return battle_; }
    IssuesModel* issuesModel() const { return issues_; }
    QTableView* issuesTable() const { return issuesTable_; }
    RulesDock* rulesDock() const { return rules_; }
    QComboBox* terrainBox() const { return terrainBox_; }
    QComboBox* unitTypeBox() const { return unitBox_; }
    QComboBox* sideBox() const { return sideBox_; }
    // Actions by object name ("gridSave", "gridTool_brush", ...).
    QAction* action(const QString& id) const;

    // Save: to the file, or to the library when the battle came from there and has no file.
    bool save();
    bool saveAs();
    // Store it in the library (again as the same library battle once stored or opened from there).
    bool saveToLibrary();
    void setLibraryBattle(BattleId id);
    std::optional<BattleId> libraryBattle() const;
    bool saveToFile(const QString& path);
    // Writes the battle in a format the square-grid ruleset exports to, chosen by the
    // file name's extension (sheets, JSON, Tiled map, VASSAL module); false with a warning.
    bool exportTo(const QString& path);
    // "Save changes?" when modified; false: the user cancelled.
    bool maybeSave();
    // Saving and crash recovery (autosave) of the battle.
    BattleSaving* saving() const { return saving_.get(); }

protected:
    void closeEvent(QCloseEvent* e) override;

private:
    void buildMenus();
    void buildToolBar();
    void buildDocks();
    void refreshIssues();
    void updateTitle();

    GridDocument* doc_;
    GridBoardView* view_;
    std::shared_ptr<Prompter> prompter_;
    GridUnitDock* tileDock_ = nullptr;
    GridBattleDock* battle_ = nullptr;
    IssuesModel* issues_ = nullptr;
    QTableView* issuesTable_ = nullptr;
    RulesDock* rules_ = nullptr;
    QComboBox* terrainBox_ = nullptr;
    QComboBox* unitBox_ = nullptr;
    QComboBox* sideBox_ = nullptr;
    std::unique_ptr<BattleSaving> saving_;  // save, save as, library, "Save changes?"
};

} // namespace muster
