#pragma once
// The editor of an Eagle Games battle (seed 002), a window of its own beside the Hold the
// Line editor: the battle board with both armies' set-up spaces (EagleBoardWidget), the
// army builder (title, size, points budget, army names, add a unit, the selected unit),
// the Issues of 002's set-up checks, the Rules dock at the Eagle Games system, Save /
// Save As (atomic: a failed save leaves the old file), set-up sheets, a share code and
// "Save changes?" on close.
#include "db/library.h"
#include "model/systems/eagle/eagle_scenario.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace muster {

class EagleBoardWidget;
class EagleDocument;
class IssuesModel;
class MainWindow;
class BattleSaving;
class Prompter;
class RulesDock;

class EagleWindow : public QMainWindow {
    Q_OBJECT
public:
    EagleWindow(EagleScenario s, const QString& filePath, std::shared_ptr<Prompter> prompter, QWidget* parent = nullptr);
    ~EagleWindow() override;

    // A new battle: major stated, a 30-point budget, no units.
    static EagleScenario newBattle();

    EagleDocument* document() const { return doc_; }
    EagleBoardWidget* board() const { return board_; }
    IssuesModel* issuesModel() const { return issues_; }
    QTableView* issuesTable() const { return issuesTable_; }
    RulesDock* rulesDock() const { return rules_; }
    // The builder's fields, by what they set.
    QLineEdit* titleEdit() const { return title_; }
    QComboBox* sizeBox() const { return size_; }
    QSpinBox* pointsBox() const { return points_; }
    QLineEdit* armyNameEdit(Side s) const { return armyNames_[std::size_t(s)]; }
    QComboBox* addArmyBox() const { return addArmy_; }
    QComboBox* addTypeBox() const { return addType_; }
    QLineEdit* addNameEdit() const { return addName_; }
    QCheckBox* addEliteBox() const { return addElite_; }
    QComboBox* addSpaceBox() const { return addSpace_; }
    QPushButton* addButton() const { return add_; }
    QLineEdit* unitNameEdit() const { return unitName_; }
    QCheckBox* unitEliteBox() const { return unitElite_; }
    QComboBox* unitSpaceBox() const { return unitSpace_; }
    QPushButton* deleteButton() const { return delete_; }
    // Actions by object name ("eagleSave", "eagleUndo", ...).
    QAction* action(const QString& id) const;

    // Save: to the file, or to the library when the battle came from there and has no file.
    bool save();
    bool saveAs();
    bool saveToFile(const QString& path);
    // Store it in the library (again as the same library battle once stored or opened from there).
    bool saveToLibrary();
    void setLibraryBattle(BattleId id);
    std::optional<BattleId> libraryBattle() const;
    // "Save changes?" when modified; false: the user cancelled.
    bool maybeSave();
    // Writes the set-up sheets in a format the Eagle Games ruleset exports to, chosen by the
    // file name's extension: each army's as NAME-union.EXT and NAME-confederate.EXT (set-up
    // is secret), or only `only`'s as `path`. The files written; none with a warning.
    QStringList exportTo(const QString& path, std::optional<Side> only = std::nullopt);
    // Saving and crash recovery (autosave) of the battle.
    BattleSaving* saving() const { return saving_.get(); }

protected:
    void closeEvent(QCloseEvent* e) override;

private:
    void buildMenus();
    void buildDocks();
    void refresh();
    void refreshSelected();
    void refreshSpaceBoxes();
    void updateTitle();
    void exportSheet(Side side);
    QString sheetBase() const;  // the file's base name, or the title
    static QString sheetFilter();
    static QString sidePath(const QString& path, Side side);  // "a.pdf": "a-union.pdf"
    void copyShareCode();

    EagleDocument* doc_;
    std::unique_ptr<BattleSaving> saving_;  // save, save as, library, "Save changes?"
    EagleBoardWidget* board_;
    std::shared_ptr<Prompter> prompter_;
    IssuesModel* issues_ = nullptr;
    QTableView* issuesTable_ = nullptr;
    RulesDock* rules_ = nullptr;
    QLineEdit* title_ = nullptr;
    QComboBox* size_ = nullptr;
    QSpinBox* points_ = nullptr;
    std::array<QLineEdit*, 2> armyNames_{};
    QComboBox* addArmy_ = nullptr;
    QComboBox* addType_ = nullptr;
    QLineEdit* addName_ = nullptr;
    QCheckBox* addElite_ = nullptr;
    QComboBox* addSpace_ = nullptr;
    QPushButton* add_ = nullptr;
    QLineEdit* unitName_ = nullptr;
    QCheckBox* unitElite_ = nullptr;
    QComboBox* unitSpace_ = nullptr;
    QPushButton* delete_ = nullptr;
};

// The main window's hook: each Eagle Games battle opens in an EagleWindow with the main
// window's prompter.
EagleWindow* showEagleWindow(MainWindow& w, const EagleScenario& s, const QString& filePath = {});
// The battle of a share code when it is an Eagle Games battle (modified until saved: it
// exists nowhere else); null otherwise, also when the code does not decode (the hex
// decoder then says why).
EagleWindow* showEagleShareCode(MainWindow& w, const QString& code);

} // namespace muster
