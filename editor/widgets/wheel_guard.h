#pragma once
// Keeps the mouse wheel from changing form fields it merely passes over. A spin box or
// combo in a scrolling dock takes the wheel as an edit even without focus, so scrolling
// the Scenario dock used to change command AP and the first side silently. Guarded fields
// take focus only by click or Tab (Qt::StrongFocus) and leave the wheel to the scroll
// area until they have it.
class QWidget;

namespace muster {

// Guard every spin box and combo box under `root` (existing children; call after the
// form is built). Calling it again is harmless.
void guardWheel(QWidget* root);

} // namespace muster
