#pragma once
// SheetLayout: the printable setup sheet of a scenario (map as large as the page allows,
// header, per-side order of battle and reinforcements, victory conditions, rules, terrain
// legend), laid out once in points and painted onto any QPainter: PDF, SVG, PNG, printer
// or the editor's print preview. Text that does not fit flows onto further pages.
#include "model/scenario.h"

#include <QFont>
#include <QPageLayout>
#include <QPageSize>
#include <QRectF>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QPainter;
class QPagedPaintDevice;

namespace muster {

struct SheetOptions {
    QPageSize::PageSizeId paper = QPageSize::A4;
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    bool mono = false;    // black, white and grey only
    bool labels = true;   // CCRR labels on the map
    // Past this many hexes + pieces on the map, vector devices get the map as an image
    // (sheet_map.h; changed only by bench_render, to measure what vector maps would cost).
    long long maxVectorMapItems = 5000;
};

class SheetLayout {
public:
    SheetLayout(const Scenario& s, const SheetOptions& opt = {});
    ~SheetLayout();
    SheetLayout(const SheetLayout&) = delete;
    SheetLayout& operator=(const SheetLayout&) = delete;

    const SheetOptions& options() const { return opt_; }
    QSizeF pageSizePt() const { return page_; }  // in points (1/72 inch)
    // The page of `paper` in `orientation`, in points: what a layout with those options uses.
    static QSizeF pageSizePt(QPageSize::PageSizeId paper, QPageLayout::Orientation orientation);
    int pageCount() const { return pages_; }
    QRectF mapRectPt() const { return map_; }   // where the map sits on page 0

    // Paint page `page` (0-based) scaled into `target` (painter coordinates).
    void paintPage(QPainter& p, int page, const QRectF& target) const;
    // The same on a whole paged device (QPdfWriter, QPrinter): one device page per sheet
    // page, newPage() between them. Returns false if the painter could not start a page.
    bool paintAll(QPainter& p, QPagedPaintDevice& device) const;

    // One positioned piece of the sheet: a line of text or a drawing. `frame` numbers the
    // text columns in reading order (-1: the header above the map).
    struct Item {
        enum Role { Text, Heading, Graphic, Icon };
        int page = 0;
        QRectF rect;
        std::function<void(QPainter&, const QRectF&)> paint;
        Role role = Text;
        int frame = -1;
    };
    const std::vector<Item>& items() const { return items_; }

private:
    void layout();

    const Scenario& s_;
    SheetOptions opt_;
    QSizeF page_;
    QRectF map_;
    int pages_ = 1;
    std::vector<Item> items_;
};

} // namespace muster
