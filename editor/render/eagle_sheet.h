#pragma once
// The set-up sheet of one army of an Eagle Games battle (seed 002): set-up is secret, so
// each player gets a page with only his own army: the battle board's spaces from his side
// (middle at the top, the line spaces, the reserve behind them) with his brigades and
// leaders in them, his points and his attacker-roll bonus, and the set-up checks for him.
#include "exporters.h"
#include "model/systems/eagle/eagle_scenario.h"

#include <QPainter>
#include <QRectF>
#include <QStringList>

#include <string_view>

namespace muster {

// Paints the page into `page` (painter units: points).
void paintEagleSheet(QPainter& p, const QRectF& page, const EagleScenario& s, Side side, bool mono);

// Writes the sheet as `format` "svg", "png" (at opt.dpi) or "pdf", one page, atomically.
// Returns the file written; throws ExportError naming the file. The export formats
// (export/exporter.h, Exporter::writeEagle) call it; others go through them.
QStringList exportEagleSheet(const EagleScenario& s, Side side, const QString& path, const ExportOptions& opt,
                             std::string_view format);

} // namespace muster
