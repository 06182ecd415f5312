#pragma once
// The Game dock's contents: turn, side to act, its AP left and how they were rolled, each
// side's VP, the victory conditions and how far each side is from them, a decision being
// waited for, reinforcements waiting by turn, End turn / Undo, who plays each side (human or
// a registered computer player), the computer's pace and a Next action step, hidden
// morale, the dice of the last action, a summary of the computer's last turn and a legend
// of the board's game marks.
#include <QElapsedTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace muster {

class PlayController;
class DicePanel;
class TurnSummary;

class PlayPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlayPanel(PlayController* pc, QWidget* parent = nullptr);

    QLabel* statusLabel() const { return status_; }
    QLabel* victoryLabel() const { return victory_; }
    // What the board's game marks mean (acted units, the last action), with counts.
    QLabel* legend() const { return legend_; }
    QComboBox* playerCombo(int side) const { return players_[side]; }
    QTreeWidget* reinforcements() const { return reinf_; }
    DicePanel* dice() const { return dice_; }
    TurnSummary* summary() const { return summary_; }

private:
    void update();

    PlayController* pc_;
    QLabel* status_;
    QLabel* victory_;
    QLabel* pending_;
    QLabel* legend_;
    QPushButton* endTurn_;
    QPushButton* undo_;
    QPushButton* skipAdvance_;
    QPushButton* next_;
    QComboBox* players_[2];
    QComboBox* pace_;
    QComboBox* cap_;
    QCheckBox* hidden_;
    QTreeWidget* reinf_;
    DicePanel* dice_;
    TurnSummary* summary_;
};

// The dice of the last action: each die with its natural value, the modified value beside
// it when terrain changes it, hits marked; morale dice in their colours; leader checks.
// New dice tumble for a moment first. The animation is paint only: the action has been
// applied and the board and log show it, so a user who clicks on is never held up; it is
// skipped at pace "At once" (0) and cut short by the next action.
class DicePanel : public QWidget {
    Q_OBJECT
public:
    explicit DicePanel(PlayController* pc, QWidget* parent = nullptr);
    QSize sizeHint() const override;
    bool animating() const { return animating_; }
    void setAnimationMs(int ms) { animMs_ = ms; }  // 0: never animate
    int animationMs() const { return animMs_; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    void onStateChanged();
    PlayController* pc_;
    QTimer* tick_;
    QElapsedTimer clock_;
    int animMs_ = 360;
    int seenSerial_ = 0;
    bool animating_ = false;
};

} // namespace muster
