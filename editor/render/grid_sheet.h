#pragma once
// The printable sheet of a square-grid battle (seed 003): header, the map (GridPainter),
// and a listing of the sides with their units (tile, strength, facing), commanders, the
// objectives, victory conditions, special rules, briefing and a legend. Laid out once in
// points and painted onto any QPainter; a listing too long for the first page flows onto
// further pages of columns. The writers save it as SVG/PNG (one file a page) or PDF.
#include "editor/render/grid_painter.h"
#include "editor/render/sheet_layout.h"
#include "model/systems/grid/grid_scenario.h"

#include <QImage>
#include <QStringList>

#include <functional>
#include <vector>

class QPagedPaintDevice;

namespace muster {

class GridSheetLayout {
public:
    GridSheetLayout(const GridScenario& s, const SheetOptions& opt = {});

    const SheetOptions& options() const { return opt_; }
    QSizeF pageSizePt() const { return page_; }
    int pageCount() const { return pages_; }
    QRectF mapRectPt() const { return map_; } // where the map sits on page 0
    // The painter that draws the map, and where a point of its board lands on page 0 (points).
    const GridPainter& mapPainter() const { return painter_; }
    QPointF pagePoint(QPointF boardPoint) const;
    // The listing's text, line by line in reading order (what the pages show beside the map).
    QStringList listing() const;

    void paintPage(QPainter& p, int page, const QRectF& target) const;
    bool paintAll(QPainter& p, QPagedPaintDevice& device) const;

private:
    struct Item {
        int page = 0;
        QRectF rect;
        QString text; // the line's words, empty for drawings
        std::function<void(QPainter&, const QRectF&)> paint;
    };
    void layout();
    void layout(double mapShare);

    const GridScenario& s_;
    SheetOptions opt_;
    GridPainter painter_;
    QSizeF page_;
    QRectF map_;
    int pages_ = 1;
    std::vector<Item> items_;
};

// Writers in the manner of exporters.h: every file staged and renamed over its target, all
// pages or none. Throw ExportError naming the file.
QStringList exportGridSheetSvg(const GridScenario& s, const QString& path, const SheetOptions& opt = {});
QStringList exportGridSheetPng(const GridScenario& s, const QString& path, int dpi, const SheetOptions& opt = {});
void exportGridSheetPdf(const GridScenario& s, const QString& path, const SheetOptions& opt = {});
QImage renderGridSheetPage(const GridSheetLayout& layout, int page, int dpi);

} // namespace muster
