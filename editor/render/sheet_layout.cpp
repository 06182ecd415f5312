#include "sheet_layout.h"
#include "scenario_text.h"

#include "board_painter.h"
#include "entry_arrows.h"
#include "piece_painter.h"
#include "sheet_flow.h"
#include "sheet_map.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>

namespace muster {
using sheet::paintMap;
namespace {

constexpr double kMargin = 30;   // points
constexpr double kFooter = 14;
constexpr double kColumnGap = 14;
constexpr double kMinColumn = 200; // narrowest text column when an area is split
constexpr double kMinFrame = 60;   // shorter room under the map is left empty
constexpr double kBoardHex = 40;   // board units per hex before scaling to the map rect

constexpr double kLeading = 1.06; // line spacing over the font's own

// How tightly the content is set. Looser is nicer; tighter is tried only to save a page.
struct FlowParams {
    double leading = kLeading;
    double gapScale = 1.0;
    double mapScale = 1.0;
    double lastPageCap = 0; // > 0: columns of the last page end this far below their top
};

int columnsFor(double width) {
    return std::max(1, static_cast<int>((width + kColumnGap) / (kMinColumn + kColumnGap)));
}

// The text frames of the sheet in reading order: columns on page 0 (under the map, then
// beside it), then full-height columns on every further page.
class Frames {
public:
    Frames(QRectF content, std::vector<QRectF> first, int laterCols)
        : content_(content), first_(std::move(first)), laterCols_(laterCols) {}
    std::pair<int, QRectF> at(int index) const {
        if (index < static_cast<int>(first_.size())) return {0, first_[index]};
        const int k = index - static_cast<int>(first_.size());
        return {1 + k / laterCols_, column(content_, laterCols_, k % laterCols_)};
    }
    static void split(std::vector<QRectF>& out, const QRectF& area) {
        if (area.height() < kMinFrame || area.width() < kMinColumn / 2) return;
        const int cols = columnsFor(area.width());
        for (int i = 0; i < cols; ++i) out.push_back(column(area, cols, i));
    }

private:
    static QRectF column(const QRectF& area, int cols, int i) {
        const double w = (area.width() - (cols - 1) * kColumnGap) / cols;
        return QRectF(area.left() + i * (w + kColumnGap), area.top(), w, area.height());
    }
    QRectF content_;
    std::vector<QRectF> first_;
    int laterCols_;
};

// Text colour as printed: black-and-white sheets get the grey of the same lightness.
QColor ink(QColor c, bool mono) {
    if (!mono) return c;
    const int g = qGray(c.rgb());
    return QColor(g, g, g);
}

SheetLayout::Item textItem(int page, QRectF rect, QString line, QFont f, QColor c) {
    return {page, rect, [line = std::move(line), f = std::move(f), c](QPainter& p, const QRectF& r) {
                p.setFont(f);
                p.setPen(c);
                p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, line);
            }};
}

// Lines of each block at each width, so trial flows do not wrap text again.
class WrapCache {
public:
    explicit WrapCache(const std::vector<sheet::Block>& b) : blocks_(b) {}
    const QStringList& lines(std::size_t bi, double width) {
        const QString key = QStringLiteral("%1/%2").arg(bi).arg(std::lround(width * 100));
        auto it = cache_.find(key);
        if (it == cache_.end()) it = cache_.insert(key, sheet::wrap(blocks_[bi].text, blocks_[bi].font, width));
        return it.value();
    }

private:
    const std::vector<sheet::Block>& blocks_;
    QHash<QString, QStringList> cache_;
};

struct FlowResult {
    std::vector<SheetLayout::Item> items;
    int pages = 1;
    int lastPageFrames = 0;   // columns in use on the last page
    double lastPageFill = 0;  // height of content on the last page, points
    double columnHeight = 0;  // a full column on a later page
    QRectF map;
};

class Flow {
public:
    Flow(const SheetOptions& opt, const std::vector<sheet::Block>& blocks, WrapCache& wraps)
        : opt_(opt), blocks_(blocks), wraps_(wraps) {}

    FlowResult run(const FlowParams& fp, QRectF content, double top, double aspect, int capPage) {
        fp_ = fp;
        FlowResult res;
        const bool landscape = content.width() > content.height();
        std::vector<QRectF> first;
        int laterCols;
        if (landscape) {
            const double h = content.bottom() - top;
            const double w = std::min(content.width() * 0.64, h * aspect) * fp.mapScale;
            res.map = QRectF(content.left(), top, w, w / aspect);
            Frames::split(first, QRectF(content.left(), res.map.bottom() + 10, w, content.bottom() - res.map.bottom() - 10));
            Frames::split(first, QRectF(res.map.right() + kColumnGap, top, content.right() - res.map.right() - kColumnGap,
                                        content.bottom() - top));
            laterCols = columnsFor(content.width());
        } else {
            double w = content.width(), h = w / aspect;
            const double maxH = (content.bottom() - top) * 0.64;
            if (h > maxH) h = maxH, w = h * aspect;
            w *= fp.mapScale, h *= fp.mapScale;
            res.map = QRectF(content.left() + (content.width() - w) / 2, top, w, h);
            Frames::split(first, QRectF(content.left(), res.map.bottom() + 10, content.width(), content.bottom() - res.map.bottom() - 10));
            laterCols = columnsFor(content.width());
        }
        res.columnHeight = content.height();
        frames_ = std::make_unique<Frames>(content, std::move(first), laterCols);
        capPage_ = capPage;
        items_ = &res.items;

        frame_ = -1;
        nextFrame();
        for (std::size_t bi = 0; bi < blocks_.size(); ++bi) place(bi);

        res.pages = page_ + 1;
        double fill = 0;
        int frames = 0;
        const int firstOnLast = firstFrameOf(page_);
        for (const SheetLayout::Item& it : res.items) {
            if (it.page != page_) continue;
            fill = std::max(fill, it.rect.bottom() - frames_->at(it.frame).second.top());
            frames = std::max(frames, it.frame - firstOnLast + 1);
        }
        res.lastPageFill = fill;
        res.lastPageFrames = frames;
        return res;
    }

private:
    double lineHeight(const QFont& f) const { return QFontMetricsF(f).lineSpacing() * fp_.leading; }
    double icon(const sheet::Block& b) const { return b.unit ? lineHeight(b.font) * 0.9 + 3 : 0; }
    const QStringList& lines(std::size_t bi) {
        const sheet::Block& b = blocks_[bi];
        return wraps_.lines(bi, rect_.width() - b.indent - icon(b));
    }
    int firstFrameOf(int page) const {
        int f = 0;
        while (frames_->at(f).first < page) ++f;
        return f;
    }
    void nextFrame() {
        std::tie(page_, rect_) = frames_->at(++frame_);
        if (page_ == capPage_ && fp_.lastPageCap > 0) rect_.setHeight(std::min(rect_.height(), fp_.lastPageCap));
        y_ = rect_.top();
    }
    // The height that must stay together at the start of block `bi`: a graphic whole, the
    // first two lines of a paragraph (no orphan), a heading with the start of what follows.
    double keepHeight(std::size_t bi) {
        const sheet::Block& b = blocks_[bi];
        if (b.kind == sheet::Block::Gap) return 0;
        if (b.kind == sheet::Block::Graphic) return b.heightFor(rect_.width());
        const int n = static_cast<int>(lines(bi).size());
        double h = lineHeight(b.font) * (b.keepWithNext ? n : std::min(n, 2));
        if (b.keepWithNext) {
            std::size_t j = bi + 1;
            while (j < blocks_.size() && blocks_[j].kind == sheet::Block::Gap) ++j;
            if (j < blocks_.size()) h += keepHeight(j);
        }
        return h;
    }
    void place(std::size_t bi) {
        const sheet::Block& b = blocks_[bi];
        if (b.kind == sheet::Block::Gap) {
            if (y_ > rect_.top()) y_ += b.space * fp_.gapScale;
            return;
        }
        if (y_ > rect_.top() && y_ + keepHeight(bi) > rect_.bottom()) nextFrame();
        if (b.kind == sheet::Block::Graphic) {
            const double h = b.heightFor(rect_.width());
            items_->push_back({page_, QRectF(rect_.left(), y_, rect_.width(), h), b.paint, SheetLayout::Item::Graphic, frame_});
            y_ += h;
            return;
        }
        const double lh = lineHeight(b.font);
        const double ic = icon(b);
        const QStringList ls = lines(bi); // a copy: the frame (and so the width) may change below
        const int n = static_cast<int>(ls.size());
        for (int i = 0; i < n; ++i) {
            const bool fitsOne = y_ + lh <= rect_.bottom(), fitsTwo = y_ + 2 * lh <= rect_.bottom();
            // No single last line (widow) at the top of the next column.
            if (y_ > rect_.top() && (!fitsOne || (i >= 2 && n - i == 2 && !fitsTwo))) nextFrame();
            const QRectF r(rect_.left() + b.indent + ic, y_, rect_.width() - b.indent - ic, lh);
            SheetLayout::Item it = textItem(page_, r, ls[i], b.font, ink(b.color, opt_.mono));
            it.role = b.keepWithNext ? SheetLayout::Item::Heading : SheetLayout::Item::Text;
            it.frame = frame_;
            items_->push_back(std::move(it));
            if (i == 0 && b.unit) {
                const Unit* u = b.unit;
                const bool mono = opt_.mono;
                const QRectF ir(rect_.left() + b.indent, y_ + lh * 0.05, lh * 0.9, lh * 0.9);
                items_->push_back({page_, ir, [u, mono](QPainter& p, const QRectF& r) {
                                       PiecePainter::drawUnit(p, r, *u, mono, r.width() * 3);
                                   }, SheetLayout::Item::Icon, frame_});
            }
            y_ += lh;
        }
    }

    const SheetOptions& opt_;
    const std::vector<sheet::Block>& blocks_;
    WrapCache& wraps_;
    FlowParams fp_;
    std::unique_ptr<Frames> frames_;
    std::vector<SheetLayout::Item>* items_ = nullptr;
    int frame_ = -1, page_ = 0, capPage_ = -1;
    QRectF rect_;
    double y_ = 0;
};

} // namespace

SheetLayout::SheetLayout(const Scenario& s, const SheetOptions& opt) : s_(s), opt_(opt) { layout(); }

QSizeF SheetLayout::pageSizePt(QPageSize::PageSizeId paper, QPageLayout::Orientation orientation) {
    QSizeF pt = QPageSize(paper).size(QPageSize::Point);
    if (orientation == QPageLayout::Landscape) pt.transpose();
    return pt;
}
SheetLayout::~SheetLayout() = default;

void SheetLayout::layout() {
    page_ = pageSizePt(opt_.paper, opt_.orientation);
    const QRectF content(kMargin, kMargin, page_.width() - 2 * kMargin, page_.height() - 2 * kMargin - kFooter);
    items_.clear();

    // Header across the full width of page 0.
    double y = content.top();
    for (const sheet::Block& b : sheet::headerBlocks(s_, opt_)) {
        if (b.kind == sheet::Block::Gap) {
            y += b.space;
            continue;
        }
        const double lh = QFontMetricsF(b.font).lineSpacing() * kLeading;
        for (const QString& line : sheet::wrap(b.text, b.font, content.width())) {
            items_.push_back(textItem(0, QRectF(content.left(), y, content.width(), lh), line, b.font, ink(b.color, opt_.mono)));
            y += lh;
        }
    }

    const QRectF board = BoardPainter(s_, kBoardHex).boardRect();
    const double aspect = board.width() / std::max(1.0, board.height());
    const std::vector<sheet::Block> blocks = sheet::contentBlocks(s_, opt_);
    WrapCache wraps(blocks);
    Flow flow(opt_, blocks, wraps);

    FlowResult best = flow.run({}, content, y, aspect, -1);
    // A last page holding a few lines: set tighter (leading, gaps, then a slightly smaller
    // map) if that saves the page.
    if (best.pages > 1 && best.lastPageFrames == 1 && best.lastPageFill < best.columnHeight * 0.35) {
        for (FlowParams fp : {FlowParams{1.0, 0.5, 1.0, 0}, FlowParams{1.0, 0.5, 0.92, 0}}) {
            FlowResult r = flow.run(fp, content, y, aspect, -1);
            if (r.pages < best.pages) {
                best = std::move(r);
                break;
            }
        }
    }
    // Balance the columns of a last page that uses more than one: the shortest column
    // height that still holds the rest without another page.
    if (best.pages > 1 && best.lastPageFrames > 1) {
        const int last = best.pages - 1;
        double lo = best.lastPageFill / best.lastPageFrames, hi = best.columnHeight;
        FlowParams fp;
        std::optional<FlowResult> balanced;
        for (int i = 0; i < 12 && hi - lo > 2; ++i) {
            fp.lastPageCap = (lo + hi) / 2;
            FlowResult r = flow.run(fp, content, y, aspect, last);
            if (r.pages == best.pages) {
                hi = fp.lastPageCap;
                balanced = std::move(r);
            } else {
                lo = fp.lastPageCap;
            }
        }
        if (balanced) best = std::move(*balanced);
    }
    map_ = best.map;
    pages_ = best.pages;
    for (Item& it : best.items) items_.push_back(std::move(it));
}

void SheetLayout::paintPage(QPainter& p, int page, const QRectF& target) const {
    if (page < 0 || page >= pages_) return;
    p.save();
    const double k = std::min(target.width() / page_.width(), target.height() / page_.height());
    p.translate(target.center() - QPointF(page_.width() * k / 2, page_.height() * k / 2));
    p.scale(k, k);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    p.fillRect(QRectF(QPointF(0, 0), page_), Qt::white);

    if (page == 0) paintMap(p, s_, map_, kBoardHex, opt_);
    for (const Item& it : items_)
        if (it.page == page) it.paint(p, it.rect);

    p.setFont(sheet::font(7));
    p.setPen(QColor(90, 90, 90));
    const QString title = sheet::headingText(s_.title);
    const QRectF foot(kMargin, page_.height() - kMargin - kFooter + 4, page_.width() - 2 * kMargin, kFooter);
    const QString left = QFontMetricsF(p.font()).elidedText(title, Qt::ElideRight, foot.width() * 0.6);
    p.drawText(foot, Qt::AlignLeft | Qt::AlignVCenter, left);
    p.drawText(foot, Qt::AlignRight | Qt::AlignVCenter,
               QStringLiteral("Muster setup sheet · page %1 of %2").arg(page + 1).arg(pages_));
    p.restore();
}

bool SheetLayout::paintAll(QPainter& p, QPagedPaintDevice& device) const {
    for (int i = 0; i < pages_; ++i) {
        if (i > 0 && !device.newPage()) return false;
        paintPage(p, i, QRectF(0, 0, device.width(), device.height()));
    }
    return true;
}

} // namespace muster
