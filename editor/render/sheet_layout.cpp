#include "sheet_layout.h"

#include "board_painter.h"
#include "piece_painter.h"
#include "sheet_flow.h"

#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace muster {
namespace {

constexpr double kMargin = 30;   // points
constexpr double kFooter = 14;
constexpr double kColumnGap = 14;
constexpr double kBoardHex = 40; // board units per hex before scaling to the map rect

// The text frames of the sheet in reading order: columns on page 0 beside or below the
// map, then full-height columns on every further page.
class Frames {
public:
    Frames(QRectF content, QRectF firstPageArea, int firstCols, int laterCols)
        : content_(content), first_(firstPageArea), firstCols_(firstCols), laterCols_(laterCols) {}
    std::pair<int, QRectF> at(int index) const {
        if (index < firstCols_) return {0, column(first_, firstCols_, index)};
        const int k = index - firstCols_;
        return {1 + k / laterCols_, column(content_, laterCols_, k % laterCols_)};
    }

private:
    static QRectF column(const QRectF& area, int cols, int i) {
        const double w = (area.width() - (cols - 1) * kColumnGap) / cols;
        return QRectF(area.left() + i * (w + kColumnGap), area.top(), w, area.height());
    }
    QRectF content_, first_;
    int firstCols_, laterCols_;
};

double lineHeight(const QFont& f) { return QFontMetricsF(f).lineSpacing() * 1.06; }

SheetLayout::Item textItem(int page, QRectF rect, QString line, QFont f, QColor c) {
    return {page, rect, [line = std::move(line), f = std::move(f), c](QPainter& p, const QRectF& r) {
                p.setFont(f);
                p.setPen(c);
                p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, line);
            }};
}

} // namespace

SheetLayout::SheetLayout(const Scenario& s, const SheetOptions& opt) : s_(s), opt_(opt) { layout(); }
SheetLayout::~SheetLayout() = default;

void SheetLayout::layout() {
    page_ = QPageSize(opt_.paper).size(QPageSize::Point);
    if (opt_.orientation == QPageLayout::Landscape) page_.transpose();
    const QRectF content(kMargin, kMargin, page_.width() - 2 * kMargin, page_.height() - 2 * kMargin - kFooter);
    items_.clear();

    // Header across the full width of page 0.
    double y = content.top();
    for (const sheet::Block& b : sheet::headerBlocks(s_, opt_)) {
        if (b.kind == sheet::Block::Gap) {
            y += b.space;
            continue;
        }
        const double lh = lineHeight(b.font);
        for (const QString& line : sheet::wrap(b.text, b.font, content.width())) {
            items_.push_back(textItem(0, QRectF(content.left(), y, content.width(), lh), line, b.font, b.color));
            y += lh;
        }
    }

    // The map: as large as the page allows while leaving room for the first text.
    const QRectF board = BoardPainter(s_, kBoardHex).boardRect();
    const double aspect = board.width() / std::max(1.0, board.height());
    const bool landscape = page_.width() > page_.height();
    QRectF firstArea;
    int firstCols, laterCols;
    if (landscape) {
        const double h = content.bottom() - y;
        double w = std::min(content.width() * 0.64, h * aspect);
        map_ = QRectF(content.left(), y, w, w / aspect);
        firstArea = QRectF(map_.right() + kColumnGap, y, content.right() - map_.right() - kColumnGap, content.bottom() - y);
        firstCols = 1;
        laterCols = 3;
    } else {
        double w = content.width(), h = w / aspect;
        const double maxH = (content.bottom() - y) * 0.64;
        if (h > maxH) {
            h = maxH;
            w = h * aspect;
        }
        map_ = QRectF(content.left() + (content.width() - w) / 2, y, w, h);
        firstArea = QRectF(content.left(), map_.bottom() + 10, content.width(), content.bottom() - map_.bottom() - 10);
        firstCols = 2;
        laterCols = 2;
    }
    const Frames frames(content, firstArea, firstCols, laterCols);

    // Flow the content through the frames, line by line.
    int frame = 0;
    auto [page, rect] = frames.at(frame);
    y = rect.top();
    auto nextFrame = [&] {
        std::tie(page, rect) = frames.at(++frame);
        y = rect.top();
    };
    const std::vector<sheet::Block> blocks = sheet::contentBlocks(s_, opt_);
    for (std::size_t bi = 0; bi < blocks.size(); ++bi) {
        const sheet::Block& b = blocks[bi];
        if (b.kind == sheet::Block::Gap) {
            if (y > rect.top()) y += b.space;
            continue;
        }
        if (b.kind == sheet::Block::Graphic) {
            const double h = b.heightFor(rect.width());
            if (y + h > rect.bottom() && y > rect.top()) nextFrame();
            items_.push_back({page, QRectF(rect.left(), y, rect.width(), h), b.paint});
            y += h;
            continue;
        }
        const double lh = lineHeight(b.font);
        const double icon = b.unit ? lh * 0.9 + 3 : 0;
        const QStringList lines = sheet::wrap(b.text, b.font, rect.width() - b.indent - icon);
        // Keep a heading with the first line of what follows it.
        double need = lh * lines.size();
        if (b.keepWithNext && bi + 1 < blocks.size() && blocks[bi + 1].kind == sheet::Block::Text)
            need += lineHeight(blocks[bi + 1].font);
        if (y + std::min(need, lh * 2) > rect.bottom() && y > rect.top()) nextFrame();
        for (int i = 0; i < lines.size(); ++i) {
            if (y + lh > rect.bottom() && y > rect.top()) nextFrame();
            const QRectF r(rect.left() + b.indent + icon, y, rect.width() - b.indent - icon, lh);
            items_.push_back(textItem(page, r, lines[i], b.font, b.color));
            if (i == 0 && b.unit) {
                const Unit* u = b.unit;
                const bool mono = opt_.mono;
                const QRectF ir(rect.left() + b.indent, y + lh * 0.05, lh * 0.9, lh * 0.9);
                items_.push_back({page, ir, [u, mono](QPainter& p, const QRectF& r) {
                                      PiecePainter::drawUnit(p, r, *u, mono, r.width() * 3);
                                  }});
            }
            y += lh;
        }
    }
    pages_ = page + 1;
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

    if (page == 0) {
        BoardPainter bp(s_, kBoardHex);
        const QRectF br = bp.boardRect();
        const double m = std::min(map_.width() / br.width(), map_.height() / br.height());
        p.save();
        p.translate(map_.center() - QPointF(br.width() * m / 2, br.height() * m / 2));
        p.scale(m, m);
        PaintOptions o;
        o.mono = opt_.mono;
        o.labels = opt_.labels;
        bp.paint(p, br, o);
        p.restore();
    }
    for (const Item& it : items_)
        if (it.page == page) it.paint(p, it.rect);

    p.setFont(sheet::font(7));
    p.setPen(QColor(90, 90, 90));
    const QString title = QString::fromUtf8(s_.title.data(), static_cast<qsizetype>(s_.title.size()));
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
