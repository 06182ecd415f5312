#pragma once
// Draws an ActionMark over the play board: the mover's path as an arrow in its side's
// colour, a red arrow from firer to target (dashed dark red for close combat), each loss
// as a red chip ("-1", "eliminated") that pulses while `flash` is on, and retreats as
// orange arrows.
#include "editor/play/action_mark.h"

class QPainter;

namespace muster {

class BoardPainter;

void paintActionMark(QPainter& p, const BoardPainter& bp, const ActionMark& m, bool flash);

} // namespace muster
