#pragma once
// The editing docks beside the board, built once and wired to the window's document,
// selection and board: Inspector, Scenario and History, Issues, Reinforcements, Order of
// Battle, Rules, Combat odds, Library (with its Clubs page) and Balance, the terrain
// palette and the overview; and their first layout (groups, widths, the Inspector's height).
#include <QObject>

#include <functional>
#include <tuple>
#include <vector>

class QDockWidget;

namespace muster {

class BalanceDock;
class CombatDock;
class InspectorDock;
class IssuesDock;
class LibraryDock;
class MainWindow;
class OverviewDock;
class ReinforcementsDock;
class RosterDock;
class RulesDock;
class ScenarioDock;
class TerrainPalette;

class EditDocks : public QObject {
    Q_OBJECT
public:
    explicit EditDocks(MainWindow* window);

    // The editing mode's docks, found one way: by type (dock<RulesDock>()), never by
    // scanning the window or by object name.
    template <class T>
    T* dock() const { return std::get<T*>(docks_); }
    QDockWidget* history() const { return history_; }
    // Push what is typed but not yet committed in the Scenario and Inspector forms.
    void commitPendingEdits();

private:
    QDockWidget* buildForms();  // Inspector, Scenario, History (returned)
    void buildLists();          // Issues, Reinforcements, Rules, Combat
    void buildLibrary();        // Library, Balance
    void buildNavigation();     // palette, overview
    void layOut(QDockWidget* history);
    void pickHexes(bool on);

    template <class T>
    T*& slot() { return std::get<T*>(docks_); }

    MainWindow* w_;
    std::tuple<InspectorDock*, ScenarioDock*, IssuesDock*, ReinforcementsDock*, RosterDock*, RulesDock*, CombatDock*,
               LibraryDock*, BalanceDock*, TerrainPalette*, OverviewDock*>
        docks_{};
    QDockWidget* history_ = nullptr;
};

} // namespace muster
