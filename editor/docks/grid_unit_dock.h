#pragma once
// The selected tile of a square-grid battle: its terrain, the unit standing there (side,
// type, strength and facing to change, delete) and the line of sight last asked.
#include <QDockWidget>

class QComboBox;
class QLabel;
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

private:
    void refresh();
    void refreshLos();

    GridDocument* doc_;
    GridBoardView* view_;
    QLabel* tile_ = nullptr;
    QSpinBox* sp_ = nullptr;
    QComboBox* facing_ = nullptr;
    QPushButton* delete_ = nullptr;
    QLabel* los_ = nullptr;
    bool filling_ = false;  // refresh() sets the fields: no edit from that
};

} // namespace muster
