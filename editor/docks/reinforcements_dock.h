#pragma once
// Reinforcements dock: the units that arrive during play, per side, by turn and entry hex.
#include "model/hex.h"

#include <QDockWidget>

#include <string>
#include <vector>

class QMenu;
class QTreeWidget;
class QTreeWidgetItem;

namespace muster {

class ScenarioDocument;

// Lists reinforcements in turn order; clicking one asks the window to select it.
class ReinforcementsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ReinforcementsDock(ScenarioDocument* doc, QWidget* parent = nullptr);

    QTreeWidget* tree() const { return tree_; }
    // Unit ids in the order shown under a side.
    std::vector<std::string> listedUnits(Side side) const;
    // The context menu of a unit's row (edit, place on the board now, delete); nullptr on a
    // side heading. The caller owns it.
    QMenu* contextMenuFor(QTreeWidgetItem* item);

public slots:
    void refresh();

signals:
    // Select these units (a reinforcement has no board hex: `hexes` is its entry hex).
    void locate(const std::vector<muster::Offset>& hexes, const std::vector<std::string>& unitIds);
    // "Edit" in the context menu: select the unit and show it in the Inspector.
    void editRequested(const std::string& unitId);

private:
    ScenarioDocument* doc_;
    QTreeWidget* tree_ = nullptr;
};

} // namespace muster
