#pragma once
// Scenario dock: the scenario's metadata, board, turns, sides, optional and special
// rules and victory conditions, each change one undo step.
#include "model/hex.h"
#include "model/optional_rule.h"

#include <QDockWidget>
#include <QStringList>

#include <array>
#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTimer;

namespace muster {

class Prompter;
class ScenarioDocument;
class TextListEditor;
class VictoryEditor;
struct ChangeSet;
struct Scenario;

// Edits everything about the scenario that is not on the board: each field through its
// own small undo command (change_value.h); a board change replaces the whole scenario.
class ScenarioDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ScenarioDock(ScenarioDocument* doc, QWidget* parent = nullptr);
    ~ScenarioDock() override;

    VictoryEditor* victoryEditor() const { return victory_; }
    // Who is asked before a board change drops things: message boxes by default, the
    // window's prompter once it is in one, a script in tests.
    void setPrompter(std::shared_ptr<Prompter> p) { prompter_ = std::move(p); }
    // Resize or reshape the board to what the board fields say, after confirmation.
    // Returns false when nothing changed (cancelled, or already that board).
    bool applyBoard();

public slots:
    void refresh();
    // Commit text typed but not yet committed (call before saving: Ctrl+S keeps focus).
    void commitPendingEdits();
    // Forwarded to the victory editor while it is picking hexes.
    void hexPicked(muster::Offset hex);

signals:
    void requestHexPick(bool on);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* buildMetadata();
    QWidget* buildBoard();
    QWidget* buildGame();
    QWidget* buildSides();
    QWidget* buildRules();
    void commitTexts();

    ScenarioDocument* doc_;
    std::shared_ptr<Prompter> prompter_;
    QTimer* textIdle_ = nullptr; // commits text after a pause in typing
    bool updating_ = false;

    QLineEdit* title_ = nullptr;
    QLineEdit* subtitle_ = nullptr;
    QLineEdit* date_ = nullptr;
    QLineEdit* author_ = nullptr;
    QLineEdit* tags_ = nullptr;
    QPlainTextEdit* briefing_ = nullptr;
    QPlainTextEdit* notes_ = nullptr;

    QSpinBox* columns_ = nullptr;
    QSpinBox* rows_ = nullptr;
    QComboBox* orientation_ = nullptr;
    QComboBox* stagger_ = nullptr;
    QPushButton* applyBoard_ = nullptr;

    QSpinBox* turns_ = nullptr;
    QComboBox* firstSide_ = nullptr;
    QComboBox* vpMode_ = nullptr;
    std::array<QLineEdit*, 2> sideName_{};
    std::array<QSpinBox*, 2> sideAp_{};
    std::array<QComboBox*, 2> sideEdge_{};

    std::array<QCheckBox*, kOptionalRuleCount> optional_{};
    TextListEditor* special_ = nullptr;
    VictoryEditor* victory_ = nullptr;
};

} // namespace muster
