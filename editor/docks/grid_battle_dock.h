#pragma once
// The Battle dock of the square-grid window: what a square-grid battle holds beside its
// board (title, subtitle, author, turns, first side, each side's name and home edge,
// victory conditions in the battle's own words, special rules, briefing) and the list of
// its objectives. Each change is one undo step (changeValue with grid_fields.h, or the
// gridedit edits); typing in a text field is committed after a pause, on leaving the field
// or before saving, and one burst of typing is one step, as in the Scenario dock.
#include "model/hex.h"

#include <QDockWidget>

#include <array>

class QComboBox;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTimer;

namespace muster {

class GridDocument;
class TextListEditor;

class GridBattleDock : public QDockWidget {
    Q_OBJECT
public:
    explicit GridBattleDock(GridDocument* doc, QWidget* parent = nullptr);
    ~GridBattleDock() override;

    QLineEdit* title() const { return title_; }
    QLineEdit* subtitle() const { return subtitle_; }
    QLineEdit* author() const { return author_; }
    QLineEdit* date() const { return date_; }
    QSpinBox* turns() const { return turns_; }
    QComboBox* firstSide() const { return firstSide_; }
    QLineEdit* sideName(Side s) const { return sideName_[std::size_t(s)]; }
    QComboBox* homeEdge(Side s) const { return homeEdge_[std::size_t(s)]; }
    QListWidget* victoryList() const { return victory_; }
    QComboBox* victorySide() const { return victorySide_; }
    QPlainTextEdit* victoryText() const { return victoryText_; }
    QPushButton* addVictory() const { return addVictory_; }
    QPushButton* removeVictory() const { return removeVictory_; }
    QListWidget* specialRules() const;
    QPlainTextEdit* briefing() const { return briefing_; }
    QPlainTextEdit* historicalNotes() const { return historicalNotes_; }
    QListWidget* objectives() const { return objectives_; }

public slots:
    void refresh();
    // Commit text typed but not yet committed (before saving: Ctrl+S keeps the focus).
    void commitPendingEdits();

signals:
    // An objective of the list was clicked: the window selects its tile.
    void objectiveActivated(muster::Offset tile);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* buildBattle();
    QWidget* buildSides();
    QWidget* buildVictory();
    QWidget* buildObjectives();
    QWidget* buildRules();
    void commitTexts();
    void typed(QWidget* field);
    void showVictory();
    QString sideLabel(int side) const;  // -1: either side

    GridDocument* doc_;
    QTimer* textIdle_ = nullptr;  // commits text after a pause in typing
    bool updating_ = false;
    int shownVictory_ = -1;  // the condition whose text the editor holds
    // The field typed in since the last commit: a refresh (another edit, an undo) leaves
    // what is typed there alone, and the next commit keeps it.
    QWidget* typing_ = nullptr;

    QLineEdit* title_ = nullptr;
    QLineEdit* subtitle_ = nullptr;
    QLineEdit* author_ = nullptr;
    QLineEdit* date_ = nullptr;
    QSpinBox* turns_ = nullptr;
    QComboBox* firstSide_ = nullptr;
    std::array<QLineEdit*, 2> sideName_{};
    std::array<QComboBox*, 2> homeEdge_{};
    QListWidget* victory_ = nullptr;
    QComboBox* victorySide_ = nullptr;
    QPlainTextEdit* victoryText_ = nullptr;
    QPushButton* addVictory_ = nullptr;
    QPushButton* removeVictory_ = nullptr;
    QListWidget* objectives_ = nullptr;
    TextListEditor* special_ = nullptr;
    QPlainTextEdit* briefing_ = nullptr;
    QPlainTextEdit* historicalNotes_ = nullptr;
};

} // namespace muster
