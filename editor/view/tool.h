#pragma once
// Base of the board tools: a tool turns mouse events on hexes into document edits (it
// never writes the model itself) and says which hexes a click would touch (the preview).
#include "model/hex.h"

#include <QIcon>
#include <QKeySequence>
#include <QObject>
#include <QPointF>
#include <QString>

#include <optional>
#include <string>
#include <utility>
#include <vector>

class QPainter;

namespace muster {

class ScenarioDocument;
class Selection;
class BoardView;
struct ToolOptions;

// A mouse event translated to the board: the hex under it (if on the board) and the
// position in board pixels at zoom 1.
struct ToolEvent {
    std::optional<Offset> hex;
    QPointF boardPos;
    Qt::MouseButton button = Qt::LeftButton;
    Qt::KeyboardModifiers modifiers;
};

// What every tool may use: the document to edit, the selection, the view, the options.
struct ToolContext {
    ScenarioDocument* document = nullptr;
    Selection* selection = nullptr;
    BoardView* view = nullptr;
    ToolOptions* options = nullptr;
};

// What a tool shows in the tool bar and menus, given once by its constructor and held by
// the tool (as Tiled's AbstractTool does), so no code elsewhere switches on tool ids.
struct ToolLook {
    QString id;            // settings key and action name, e.g. "brush"; never translated
    QString name;          // tool bar and menu text (translated)
    QIcon icon;            // editor/tools/tool_icons.h
    QKeySequence shortcut; // one key; empty for none
};

class Tool : public QObject {
    Q_OBJECT
public:
    Tool(ToolLook look, const ToolContext& ctx, QObject* parent = nullptr)
        : QObject(parent), look_(std::move(look)), ctx_(ctx) {}
    ~Tool() override = default;

    QString id() const { return look_.id; }
    QString name() const { return look_.name; }
    QIcon icon() const { return look_.icon; }
    QKeySequence shortcut() const { return look_.shortcut; }
    virtual QString hint() const = 0; // status bar hint (may follow the tool options)

    virtual void press(const ToolEvent&) {}
    virtual void move(const ToolEvent&) {}
    virtual void release(const ToolEvent&) {}
    virtual void cancel() {}
    // Hexes a click at `hover` would touch (preview outlines), given the current state.
    virtual std::vector<Offset> preview(Offset hover) const { return {hover}; }
    // Extra drawing in board pixels at zoom 1 (the rubber band, dragged blocks).
    virtual void paintOverlay(QPainter&) const {}
    // The tooltip for a board position (board pixels at zoom 1); empty for none.
    virtual QString toolTip(QPointF /*boardPos*/, std::optional<Offset> /*hex*/) const { return {}; }
    // Units picked up by a drag: the view leaves them off the board while paintOverlay
    // draws them under the cursor.
    virtual std::vector<std::string> liftedUnits() const { return {}; }

signals:
    void overlayChanged();
    // The tool changed the shared options (eyedropper picked a terrain).
    void optionsChanged();
    // A message for the status bar (e.g. why a move was refused).
    void message(const QString& text);
    // A one-shot tool is done: the window switches to the tool `nextTool`.
    void finished(const QString& nextTool);

private:
    ToolLook look_;

protected:
    ToolContext ctx_;
};

} // namespace muster
