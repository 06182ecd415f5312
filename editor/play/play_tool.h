#pragma once
// The mouse on the play board: click a unit of the side to act to select it, and the
// board lights up what the engine allows it (moves from moveOptions with their AP cost and
// kind, fire and close combat targets from legalActionsFor with exact odds, the line of
// sight to the hovered hex with its blockers); click a lit hex to act, anything else shows
// the engine's reason. Right-click offers the unit's other actions (leader riding along,
// move-and-fire, rally, reinforcement entry, close combat). It only asks the controller to
// act; it never changes the game itself.
#include "editor/play/board_chip.h"
#include "editor/view/tool.h"
#include "engine/rules/action.h"
#include "engine/rules/game.h"

#include <QString>

#include <optional>
#include <vector>

namespace muster {

class PlayController;
class GameState;

class PlayTool : public Tool {
    Q_OBJECT
public:
    enum class Mode { Normal, RideAlong, MoveFire, MoveFireAt, Enter, MoveFireRide };

    // One lit hex: where a click acts, what it does, and the words drawn on it. The AP in
    // the label is what the action costs when the engine applies it (measured on a copy of
    // the state), so the label and the click cannot disagree.
    struct Lit {
        Offset hex;
        Action action;
        QString label;    // short enough for a hex: "1", "1FM", "2+L", "1L", "2F", "enter"
        QString odds;     // targets: "1.2 hits, 18% elim"
        bool target = false;
        int ap = -1;      // AP the action costs (-1: not measured)
        QString longText; // the tooltip and status bar: "Force march: 2 hexes for 1 AP (7.3)"
        MoveKind kind = MoveKind::Move;
    };
    // The AP the engine charges for `a` in `s` (applied to a copy); -1 if it refuses it.
    static int apCost(const GameState& s, const Action& a);

    PlayTool(const ToolContext& ctx, PlayController* pc, QObject* parent = nullptr);

    QString hint() const override;

    void press(const ToolEvent& e) override;
    void move(const ToolEvent& e) override;
    void release(const ToolEvent& e) override;
    void cancel() override;
    std::vector<Offset> preview(Offset hover) const override;
    void paintOverlay(QPainter& p) const override;
    // The odds label of a lit target as drawn: inside the target's hex.
    BoardChip targetChip(const Lit& l) const;
    // The unit under the cursor as the board shows it (strength, morale, acted or not) and
    // whether the hex is one of the last action's (play_tool_tip.cpp).
    QString toolTip(QPointF boardPos, std::optional<Offset> hex) const override;

    // Select a unit (index) in a mode; -1 clears. Recomputes what is lit.
    void select(int unit, Mode mode = Mode::Normal);
    int selected() const { return unit_; }
    Mode mode() const { return mode_; }
    const std::vector<Lit>& lit() const { return lit_; }
    // The state changed (an action, undo, replay): drop a selection that no longer fits.
    void refresh();
    // What a left click on the hex would do (tests): the action, if one is lit there.
    std::optional<Action> actionAt(Offset hex, bool preferClose = false) const;
    // The context menu's entries for a hex: text and action (or a mode change).
    struct MenuItem {
        QString text;
        std::optional<Action> action;
        int unit = -1;
        Mode mode = Mode::Normal;
    };
    std::vector<MenuItem> menuFor(Offset hex) const;
    void runMenuItem(const MenuItem& item);

private:
    void recompute();
    void clickHex(Offset hex, Qt::KeyboardModifiers mods);
    void explainRefusal(Offset hex);
    int unitToSelect(Offset hex) const;
    const GameState& state() const;
    // One lit per hex: a second way to the same hex is kept only when it is cheaper.
    void addLit(Lit l);
    const Lit* litAt(Offset hex) const;
    // Hexes the overlay draws on now, and a repaint of only those (with `before`): a whole
    // board repaint per click would cost more than everything else a selection does.
    std::vector<Offset> paintedHexes() const;
    void repaintHexes(std::vector<Offset> before) const;

    PlayController* pc_;
    int unit_ = -1;
    Mode mode_ = Mode::Normal;
    std::vector<Offset> moveFirePath_;
    int moveFireLeader_ = -1;  // the leader riding along with a move and fire, or -1
    std::vector<Lit> lit_;
    mutable std::optional<Offset> hover_;
    std::vector<Offset> drag_;  // hexes crossed while dragging from the selected unit
    bool dragging_ = false;
};

} // namespace muster
