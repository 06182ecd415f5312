#pragma once
// The first window on a narrow screen (a full-HD laptop at 200% is 960x540 logical
// pixels): the docks' own widths would leave the board a strip, so they share tabs and
// give the board the middle of the window.
class QMainWindow;

namespace muster {
class EditDocks;
}

namespace muster {

// Below kNarrowWidth logical pixels: the Overview and Rules join the Terrain palette's
// tabs, Combat odds moves under the Inspector with Balance beside it (so every tab bar
// shows all its names without scroll arrows), and the side docks get their least width so
// the board keeps at least half the width (the first window fills such a screen:
// MainWindow::keepOnScreen). Only for a first run; a layout the user saved is never
// changed.
constexpr int kNarrowWidth = 1000;
void shareANarrowWindow(QMainWindow& w, const EditDocks& docks);

} // namespace muster
