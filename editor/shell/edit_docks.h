#pragma once
// The editing docks beside the board, built once and wired to the window's document,
// selection and board: Inspector, Scenario and History, Issues, Reinforcements, Order of
// Battle, Rules, Combat odds, Library (with its Clubs page) and Balance, the terrain
// palette and the overview; and their first layout (groups, widths, the Inspector's height).
#include <QObject>

#include <functional>
#include <vector>

class QDockWidget;

namespace muster {

class InspectorDock;
class LibraryDock;
class MainWindow;
class ScenarioDock;
class TerrainPalette;

class EditDocks : public QObject {
    Q_OBJECT
public:
    explicit EditDocks(MainWindow* window);

    LibraryDock* library() const { return library_; }
    ScenarioDock* scenario() const { return scenario_; }
    TerrainPalette* palette() const { return palette_; }
    // Push what is typed but not yet committed in the Scenario and Inspector forms.
    void commitPendingEdits();

private:
    QDockWidget* buildForms();  // Inspector, Scenario, History (returned)
    void buildLists();          // Issues, Reinforcements, Rules, Combat
    void buildLibrary();        // Library, Balance
    void buildNavigation();     // palette, overview
    void layOut(QDockWidget* history);
    void pickHexes(bool on);

    MainWindow* w_;
    InspectorDock* inspector_ = nullptr;
    ScenarioDock* scenario_ = nullptr;
    LibraryDock* library_ = nullptr;
    TerrainPalette* palette_ = nullptr;
};

} // namespace muster
