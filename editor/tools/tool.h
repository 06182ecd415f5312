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

class Tool : public QObject {
    Q_OBJECT
public:
    Tool(const ToolContext& ctx, QObject* parent = nullptr) : QObject(parent), ctx_(ctx) {}
    ~Tool() override = default;

    virtual QString id() const = 0;        // settings key, e.g. "brush"
    virtual QString name() const = 0;      // toolbar text
    virtual QString hint() const = 0;      // status bar hint
    virtual QKeySequence shortcut() const = 0;
    virtual QIcon icon() const;            // drawn from the name when not overridden

    virtual void press(const ToolEvent&) {}
    virtual void move(const ToolEvent&) {}
    virtual void release(const ToolEvent&) {}
    virtual void cancel() {}
    // Hexes a click at `hover` would touch (preview outlines), given the current state.
    virtual std::vector<Offset> preview(Offset hover) const { return {hover}; }
    // Extra drawing in board pixels at zoom 1 (the rubber band).
    virtual void paintOverlay(QPainter&) const {}

signals:
    void overlayChanged();
    // The tool changed the shared options (eyedropper picked a terrain).
    void optionsChanged();
    // A message for the status bar (e.g. why a move was refused).
    void message(const QString& text);
    // A one-shot tool is done: the window switches to the tool `nextTool`.
    void finished(const QString& nextTool);

protected:
    ToolContext ctx_;
};

} // namespace muster
