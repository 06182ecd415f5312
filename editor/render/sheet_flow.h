#pragma once
// Internal to the setup sheet: the content as a flow of blocks (headings, paragraphs,
// unit lines, drawings) that SheetLayout breaks into lines, columns and pages.
#include "sheet_layout.h"

#include <QColor>
#include <QFont>
#include <QStringList>

namespace muster::sheet {

struct Block {
    enum Kind { Text, Gap, Graphic } kind = Text;
    QString text;
    QFont font;
    QColor color = Qt::black;
    double indent = 0;
    double space = 0;                 // Gap height, points
    bool keepWithNext = false;        // headings stay with what follows
    const Unit* unit = nullptr;       // draw this unit's block before the text
    std::function<double(double width)> heightFor;               // Graphic
    std::function<void(QPainter&, const QRectF&)> paint;         // Graphic
};

QFont font(int px, bool bold = false, bool italic = false);
// Greedy word wrap to `width`; words longer than a line are broken by characters.
QStringList wrap(const QString& text, const QFont& f, double width);
// A title or subtitle as the sheet shows it: past kHeadingChars characters it is cut (never
// inside a surrogate pair) and ends in an ellipsis, so a heading stays a few lines.
inline constexpr qsizetype kHeadingChars = 200;
QString headingText(const std::string& text);
std::vector<Block> contentBlocks(const Scenario& s, const SheetOptions& opt);
std::vector<Block> headerBlocks(const Scenario& s, const SheetOptions& opt);

} // namespace muster::sheet
