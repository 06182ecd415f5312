#pragma once
// The writers of the setup sheet (SVG, PNG, PDF), the scenario as JSON (model/io) and the
// map image, shared by the editor and muster-cli; the formats that use them are plug-ins in
// export/ (exporter_registry.h). Every file is written to a temporary beside the target
// and renamed over it, so a failure never damages an existing file.
#include "board_painter.h"
#include "sheet_layout.h"

#include <QImage>
#include <QStringList>

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace muster {


struct ExportOptions : SheetOptions {
    int dpi = 150;          // PNG only
    std::string moduleName; // a VASSAL module's name; empty: from its battles
};

// A file could not be written; what() names the file and the reason.
class ExportError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Paper from "a4"/"letter" and orientation from "portrait"/"landscape" (nullopt if unknown).
std::optional<QPageSize::PageSizeId> paperFromString(const QString& s);
std::optional<QPageLayout::Orientation> orientationFromString(const QString& s);

// Export in the one-battle format the extension names (ExporterRegistry). Returns the files
// written: a sheet with more than one page gives NAME-2.svg, NAME-3.svg ... (and the same
// for PNG) after NAME.svg; TMX also writes its tileset images beside the map.
QStringList exportScenario(const Scenario& s, const QString& path, const ExportOptions& opt = {});

QStringList exportSheetSvg(const Scenario& s, const QString& path, const SheetOptions& opt = {});
QStringList exportSheetPng(const Scenario& s, const QString& path, int dpi, const SheetOptions& opt = {});
void exportSheetPdf(const Scenario& s, const QString& path, const SheetOptions& opt = {});
void exportJson(const Scenario& s, const QString& path);

// Pixel size of a sheet page at `dpi`.
QSize sheetPixelSize(const SheetLayout& layout, int dpi);
QSize sheetPixelSize(const SheetOptions& opt, int dpi);
QImage renderSheetPage(const SheetLayout& layout, int page, int dpi);
// Encode a rendered page as PNG (its DPI from the image), compressed on `threads` threads;
// false if the device could not be written.
bool writeSheetPng(const QImage& img, QIODevice& out, int threads = 1);
// Path of page `page` (0-based) for per-page formats: "out.png", "out-2.png", ...
QString pagePath(const QString& path, int page);

// What a map picture may carry beyond the board: marks on its hexes (as the editor's
// overlays), and a legend in a band under the map.
struct MapOverlay {
    std::vector<HexMark> marks;
    double legendShare = 0;  // the band's height as a share of the map's width; 0: no legend
    std::function<void(QPainter&, const QRectF&)> paintLegend;
};

// The map alone as a PNG whose longer side is `longSidePx` (a legend band adds to its
// height), rendered in horizontal strips and streamed to disk, so a 1000x1000 board needs
// only a strip's memory. Returns the size.
QSize exportMapPng(const Scenario& s, const QString& path, int longSidePx, bool mono = false,
                   bool labels = true, const MapOverlay* overlay = nullptr);

} // namespace muster
