#pragma once
// Reinforcements dock: the units that arrive during play, per side, by turn and entry hex.
#include "model/hex.h"

#include <QDockWidget>

#include <string>
#include <vector>

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

public slots:
    void refresh();

signals:
    // Select these units (a reinforcement has no board hex: `hexes` is its entry hex).
    void locate(const std::vector<muster::Offset>& hexes, const std::vector<std::string>& unitIds);

private:
    ScenarioDocument* doc_;
    QTreeWidget* tree_ = nullptr;
};

} // namespace muster
