#pragma once
// Order of battle dock: a table per side (name, type, SP, morale, hex or arrival, leader)
// where a designer names and tunes many units at once. F2 or a double click edits a cell;
// with several rows selected an SP or morale edit applies to all of them as one undo step.
// Delete does nothing here: units are deleted on the board, not by a stray key in a list.
#include "model/hex.h"

#include <QDockWidget>

#include <string>
#include <vector>

class QTabWidget;
class QTableView;

namespace muster {

class RosterModel;
class ScenarioDocument;

class RosterDock : public QDockWidget {
    Q_OBJECT
public:
    explicit RosterDock(ScenarioDocument* doc, QWidget* parent = nullptr);

    QTableView* table(Side side) const;
    RosterModel* model(Side side) const;
    // Show the side's table in front.
    void showSide(Side side);

signals:
    // The user selected these rows: select the units (a reinforcement: its entry hex).
    void locate(const std::vector<muster::Offset>& hexes, const std::vector<std::string>& unitIds);

private:
    QTableView* buildTable(RosterModel* model);
    void selectionChanged(Side side);
    void updateTabTitles();

    ScenarioDocument* doc_;
    QTabWidget* tabs_ = nullptr;
    QTableView* tables_[2] = {};
    RosterModel* models_[2] = {};
};

} // namespace muster
