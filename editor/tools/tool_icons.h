#pragma once
// The tool bar's drawings, one function per tool, each handed to its tool's constructor.
// Drawn rather than loaded so the tool bar reads without words at any scale.
#include <QIcon>
#include <QString>

namespace muster::toolicons {

QIcon brush();
QIcon eraser();
QIcon fill();
QIcon eyedropper();
QIcon line();
QIcon lineOfSight(); // two ends and the line between them (square-grid LOS)
QIcon unit();
QIcon leader();
QIcon vpMarker();
QIcon select();
QIcon move();
QIcon erase(); // the Delete tool's cross
// A tool without a drawing of its own: its first letters.
QIcon letters(const QString& text);

} // namespace muster::toolicons
