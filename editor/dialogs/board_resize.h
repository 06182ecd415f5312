#pragma once
// Asking before a board change drops anything (model/board_resize.h works out what).
#include "model/board_resize.h"

#include <QString>
#include <QStringList>

namespace muster {

class Prompter;

// One line per dropped thing, for the confirmation ("Unit Hood at 1205"), labelled as on
// the old board.
QStringList describeDrops(const BoardResize& r);
// One sentence: "Resizing the board to 8 x 9 leaves off 2 units, 1 VP marker:".
QString dropSummary(const BoardResize& r);

// Asks the user through `prompter` (the first drops listed, all of them in the details)
// whether to go ahead with a board change that drops things. True: go ahead.
bool confirmBoardDrops(Prompter& prompter, const QString& summary, const QStringList& details);

} // namespace muster
