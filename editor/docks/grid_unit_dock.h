#pragma once
// The selected tile of a square-grid battle: its terrain, the unit standing there (side,
// type, strength and facing to change, delete), its objective (value, label and holding
// side to change) and the line of sight last asked.
#include "model/systems/grid/grid_scenario.h"

#include <QDockWidget>

#include <functional>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace muster {

class GridBoardView;
class GridDocument;

class GridUnitDock : public QDockWidget {
    Q_OBJECT
public:
    GridUnitDock(GridDocument* doc, GridBoardView* view, QWidget* parent = nullptr);

    QSpinBox* strength() const { return sp_; }
    QComboBox* facing() const { return facing_; }
    QPushButton* deleteButton() const { return delete_; }
    QLabel* losText() const { return los_; }
    QLabel* tileText() const { return tile_; }
    QGroupBox* objectiveBox() const { return objective_; }
    QSpinBox* objectiveValue() const { return objValue_; }
    QLineEdit* objectiveLabel() const { return objLabel_; }
    QComboBox* objectiveHolder() const { return objHolder_; }

private:
    void refresh();
    void refreshLos();
    QGroupBox* buildObjective();
    // Change the selected tile's objective; `part` as gridedit::setObjective.
    void editObjective(int part, const std::function<void(GridObjective&)>& edit);

    GridDocument* doc_;
    GridBoardView* view_;
    QLabel* tile_ = nullptr;
    QSpinBox* sp_ = nullptr;
    QComboBox* facing_ = nullptr;
    QPushButton* delete_ = nullptr;
    QLabel* los_ = nullptr;
    QGroupBox* objective_ = nullptr;
    QSpinBox* objValue_ = nullptr;
    QLineEdit* objLabel_ = nullptr;
    QComboBox* objHolder_ = nullptr;
    bool filling_ = false;  // refresh() sets the fields: no edit from that
};

} // namespace muster
