#pragma once
// The battle board of an Eagle Games battle (seed 002) in the editor: for each army its
// header (name, points against the budget, brigades, attacker-roll bonus) and its set-up
// spaces (reserve and left / centre / right, or reserve and the merged line of a minor
// battle), each a list of its units. Units move between spaces by drag and drop or the
// context menu; a space that holds units the battle's size does not allow is shown too,
// marked, so nothing is hidden.
#include "model/systems/eagle/eagle_scenario.h"

#include <QListWidget>
#include <QWidget>

#include <map>
#include <string>
#include <utility>

class QLabel;
class QMimeData;
class QGridLayout;
class QGroupBox;

namespace muster {

class EagleDocument;

// One space of one army: its units, a drag source and drop target.
class EagleSpaceList : public QListWidget {
    Q_OBJECT
public:
    EagleSpaceList(EagleDocument* doc, Side side, EagleSpace space, QWidget* parent = nullptr);
    Side side() const { return side_; }
    EagleSpace space() const { return space_; }
    // Fills the list from the battle; the unit `selected` is the current item when here.
    void refill(const QString& selected);
    // The menu the context menu shows for the unit at `row` (move to, elite, delete).
    QMenu* unitMenu(int row, QWidget* parent);

    // A drop's data: moves its unit here when it is of this army. True when it moved.
    bool dropUnit(const QMimeData* data);

    static constexpr int IdRole = Qt::UserRole + 1;
    static QString mimeType();

signals:
    void unitSelected(const QString& id);

protected:
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QList<QListWidgetItem*>& items) const override;
    Qt::DropActions supportedDropActions() const override;
    void dragEnterEvent(QDragEnterEvent* e) override;
    void dragMoveEvent(QDragMoveEvent* e) override;
    void dropEvent(QDropEvent* e) override;
    void contextMenuEvent(QContextMenuEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;

private:
    EagleDocument* doc_;
    Side side_;
    EagleSpace space_;
};

class EagleBoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit EagleBoardWidget(EagleDocument* doc, QWidget* parent = nullptr);

    // The list of an army's space, or null when the board does not show that space.
    EagleSpaceList* spaceList(Side side, EagleSpace space) const;
    QLabel* armyHeader(Side side) const { return headers_[std::size_t(side)]; }
    QLabel* battleLine() const { return battle_; }
    QLabel* attackerLine() const { return attacker_; }
    // The unit selected in any list ("" when none).
    QString selectedUnit() const { return selected_; }
    void selectUnit(const QString& id);

signals:
    void unitSelected(const QString& id);

private:
    void refresh();
    void rebuildSpaces();

    EagleDocument* doc_;
    QLabel* battle_;
    QLabel* attacker_;
    std::array<QLabel*, 2> headers_{};
    std::array<QGridLayout*, 2> grids_{};
    std::map<std::pair<Side, EagleSpace>, std::pair<QGroupBox*, EagleSpaceList*>> spaces_;
    std::vector<std::pair<Side, EagleSpace>> shown_;  // the spaces the board has now
    QString selected_;
};

// The spaces the board shows for an army: the set-up spaces of the battle's size, then any
// other space that holds one of its units.
std::vector<EagleSpace> eagleShownSpaces(const EagleScenario& s, Side side);
// "Union wins the attacker roll 61.2%, Confederate 38.8% (2d6+3 against 2d6+2 ...)".
QString eagleAttackerRollText(const EagleScenario& s);

} // namespace muster
