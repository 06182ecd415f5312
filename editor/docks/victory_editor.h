#pragma once
// Victory-conditions editor (part of the Scenario dock): every kind in the format, with
// holdAtEnd hexes picked on the board.
#include "model/hex.h"
#include "model/scenario.h"

#include <QWidget>

#include <functional>
#include <vector>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace muster {

class ScenarioDocument;
struct ChangeSet;
struct Scenario;
struct VictoryCondition;

// Lists, adds, edits and removes victory conditions through document edits.
class VictoryEditor : public QWidget {
    Q_OBJECT
public:
    explicit VictoryEditor(ScenarioDocument* doc, QWidget* parent = nullptr);

    int currentCondition() const;
    void setCurrentCondition(int index);
    bool isPicking() const { return picking_; }

public slots:
    // A hex clicked on the board while picking: toggled in the current holdAtEnd condition.
    void hexPicked(muster::Offset hex);
    void refresh();

signals:
    // Ask the main window to let the user click hexes on the board (hexPicked answers);
    // `on` false ends picking.
    void requestHexPick(bool on);

private:
    void addCondition();
    void removeCondition();
    void showCurrent();
    // `field` >= 0 lets successive edits of that field of the current condition merge.
    void editCurrent(const QString& text, const std::function<void(VictoryCondition&)>& edit, int field = -1);
    void commit(std::vector<VictoryCondition> after, const QString& text, int mergeKey = -1);
    QString summary(const VictoryCondition& c) const;

    ScenarioDocument* doc_;
    bool updating_ = false;
    bool picking_ = false;
    QSpinBox* eliminationVp_ = nullptr;
    QListWidget* list_ = nullptr;
    QComboBox* addKind_ = nullptr;
    QPushButton* add_ = nullptr;
    QPushButton* remove_ = nullptr;
    QWidget* detail_ = nullptr;
    QComboBox* kind_ = nullptr;
    QComboBox* side_ = nullptr;
    QSpinBox* vp_ = nullptr;
    QSpinBox* turn_ = nullptr;
    QListWidget* hexes_ = nullptr;
    QPushButton* pick_ = nullptr;
    QPushButton* removeHex_ = nullptr;
    QLabel* kindHelp_ = nullptr;
};

} // namespace muster
