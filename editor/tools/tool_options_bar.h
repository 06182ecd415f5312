#pragma once
// The Tool Options bar (as Tiled's per-tool option tool bars): the terrain and brush radius,
// the unit palette (side, type, strength, morale, leader name) and the VP marker to place.
// It edits the window's ToolOptions, shows them again when something else changed them
// (eyedropper, palette, settings), owns the brush size keys and remembers the options
// between sessions.
#include <QToolBar>

#include <vector>

class QAction;

namespace muster {

struct ToolOptions;

class ToolOptionsBar : public QToolBar {
    Q_OBJECT
public:
    ToolOptionsBar(ToolOptions& options, QWidget* parent = nullptr);

    // Show the options as they are now (after a change made elsewhere).
    void refresh();
    // Tools > Smaller Brush ([) and Larger Brush (]).
    QAction* smallerBrush() const { return smaller_; }
    QAction* largerBrush() const { return larger_; }
    // The options of the last session (QSettings "tools/..."), and saving them.
    void readSettings();
    void writeSettings() const;

signals:
    // The user changed an option here (or by a brush key).
    void edited();

private:
    void build();
    void changeRadius(int by);

    ToolOptions& o_;
    std::vector<QWidget*> editors_;  // refreshed from o_ by object name
    QAction* smaller_ = nullptr;
    QAction* larger_ = nullptr;
};

} // namespace muster
