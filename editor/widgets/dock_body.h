#pragma once
// What every dock with a form does with its body: fit a side dock's width, and scroll
// rather than set the window's minimum height (the first window must still fit a 960x540
// screen, 200% on full HD).
class QScrollArea;
class QWidget;

namespace muster {

// Lets a dock's form shrink to a side dock's width: combos no wider than a few
// characters, buttons no wider than their text, labels wrapped, form labels above their
// fields when there is no room beside them.
void fitNarrowDock(QWidget* body);

enum class SidewaysScroll { Allowed, Never };

// `body` in a frameless scroll area that resizes it to the dock's width; set it as the
// dock's widget. With Never the body must reflow to the width it is given.
QScrollArea* scrollingBody(QWidget* body, SidewaysScroll sideways = SidewaysScroll::Allowed);

} // namespace muster
