#include "grid_sheet.h"
#include "sheet_pages.h"

#include "atomic_file_device.h"
#include "exporters.h"
#include "grid_painter.h"
#include "piece_painter.h"
#include "scenario_text.h"
#include "sheet_flow.h"

#include "model/systems/ruleset.h"

#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace muster {
namespace {

constexpr double kGridSheetMargin = 30;     // points around the page
constexpr double kGridSheetGap = 14;        // between columns
constexpr double kBoardTile = 40;  // the painter's tile size; the map is scaled to fit
constexpr double kGridSheetIcon = 13;       // a unit's block in the listing

QString gridSideName(const GridScenario& s, Side side) { return text::q(s.side(side).name); }

// One line of the listing before it is placed: its height, words and drawing.
struct GridSheetLine {
    double height = 0;
    QString text;
    std::function<void(QPainter&, const QRectF&)> paint;
    bool heading = false; // kept with the line after it
};

GridSheetLine textLine(const QString& t, const QFont& f, QColor c, double indent, bool heading = false) {
    GridSheetLine l;
    l.height = QFontMetricsF(f).height() * 1.15;
    l.text = t;
    l.heading = heading;
    l.paint = [t, f, c, indent](QPainter& p, const QRectF& r) {
        p.setFont(f);
        p.setPen(c);
        p.drawText(r.adjusted(indent, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, t);
    };
    return l;
}

void addParagraph(std::vector<GridSheetLine>& out, const QString& t, const QFont& f, double width, double indent = 0,
                  QColor c = Qt::black) {
    for (const QString& line : sheet::wrap(t, f, width - indent)) out.push_back(textLine(line, f, c, indent));
}

void addHeading(std::vector<GridSheetLine>& out, const QString& t) {
    GridSheetLine gap;
    gap.height = 5;
    gap.paint = [](QPainter&, const QRectF&) {};
    out.push_back(gap);
    out.push_back(textLine(t, sheet::font(11, true), QColor(40, 40, 60), 0, true));
}

// A line led by a drawing (a unit's block, a swatch) kGridSheetIcon wide, text wrapped beside it.
void addIconLine(std::vector<GridSheetLine>& out, const QString& t, double width, std::function<void(QPainter&, const QRectF&)> icon) {
    const QFont f = sheet::font(8);
    const double indent = kGridSheetIcon + 6;
    const QStringList lines = sheet::wrap(t, f, width - indent);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        GridSheetLine l = textLine(lines[i], f, Qt::black, indent);
        if (i == 0) {
            l.height = std::max(l.height, kGridSheetIcon + 3);
            auto text = l.paint;
            l.paint = [text, icon](QPainter& p, const QRectF& r) {
                icon(p, QRectF(r.left(), r.center().y() - kGridSheetIcon / 2, kGridSheetIcon, kGridSheetIcon));
                text(p, r);
            };
        }
        out.push_back(l);
    }
}

std::string terrainEffects(const GridTerrainInfo& t) {
    std::string e;
    auto add = [&](const char* w) { e += (e.empty() ? "" : ", ") + std::string(w); };
    if (t.impassable) add("impassable");
    if (t.infantryOnly) add("infantry only");
    if (t.blocksSight) add("blocks line of sight");
    return e;
}

std::vector<GridSheetLine> listingLines(const GridScenario& s, const SheetOptions& opt, double width) {
    std::vector<GridSheetLine> out;
    const bool mono = opt.mono;
    const QFont body = sheet::font(8);
    // Sides and their units: which tile, strength, facing; commanders with their unit.
    for (Side side : kAllSides) {
        const GridSide& gs = s.side(side);
        addHeading(out, gridSideName(s, side) + QStringLiteral(" — home edge ") +
                            QString::fromLatin1(toString(gs.homeEdge).data()) +
                            (s.firstSide == side ? QStringLiteral(" (moves first)") : QString()));
        int n = 0;
        for (const GridUnit& u : s.units) {
            if (u.side != side) continue;
            ++n;
            const GridUnitInfo& info = gridUnitInfo(u.type);
            QString t = QString::fromStdString(tileLabel(s, u.tile)) + QStringLiteral(" ") + text::q(u.name) +
                        QStringLiteral(" — ") + QString::fromLatin1(info.name.data(), info.name.size()).toLower();
            if (u.type == GridUnitType::Commander) {
                const GridUnit* with = nullptr;
                for (const GridUnit& o : s.units)
                    if (&o != &u && o.tile == u.tile && o.type != GridUnitType::Commander) with = &o;
                t += with ? QStringLiteral(", with ") + text::q(with->name) : QStringLiteral(", attached to no unit");
                addIconLine(out, t, width, [u, mono](QPainter& p, const QRectF& r) {
                    GridPainter::drawCommander(p, r, u, mono, 40);
                });
            } else {
                const Facing f = effectiveFacing(s, u);
                t += QStringLiteral(", %1 SP, faces %2").arg(effectiveSp(u)).arg(QString::fromLatin1(toString(f).data()));
                addIconLine(out, t, width, [u, f, mono](QPainter& p, const QRectF& r) {
                    GridPainter::drawUnit(p, r.adjusted(1.5, 1.5, -1.5, -1.5), u, f, mono, 8);
                });
            }
        }
        if (n == 0) out.push_back(textLine(QStringLiteral("No units."), body, Qt::black, 0));
    }
    addHeading(out, QStringLiteral("Objectives"));
    if (s.objectives.empty()) out.push_back(textLine(QStringLiteral("None."), body, Qt::black, 0));
    for (const GridObjective& o : s.objectives) {
        QString t = QString::fromStdString(tileLabel(s, o.tile)) + QStringLiteral(" ") +
                    (o.label.empty() ? QStringLiteral("(no name)") : text::q(o.label)) +
                    QStringLiteral(" — %1 VP").arg(o.value);
        if (o.side) t += QStringLiteral(", held by ") + gridSideName(s, *o.side);
        addIconLine(out, t, width, [o, mono](QPainter& p, const QRectF& r) {
            PiecePainter::drawVpToken(p, r.center(), r.width() / 2, o.value, o.side, mono);
        });
    }
    addHeading(out, QStringLiteral("Victory"));
    if (s.victory.empty()) out.push_back(textLine(QStringLiteral("Not stated."), body, Qt::black, 0));
    for (const GridVictoryText& v : s.victory)
        addParagraph(out, (v.side ? gridSideName(s, *v.side) + QStringLiteral(": ") : QString()) + text::q(v.text), body, width);
    if (!s.specialRules.empty()) {
        addHeading(out, QStringLiteral("Special rules"));
        for (const std::string& r : s.specialRules) addParagraph(out, QStringLiteral("• ") + text::q(r), body, width);
    }
    if (!s.briefing.empty()) {
        addHeading(out, QStringLiteral("Briefing"));
        addParagraph(out, text::q(s.briefing), body, width);
    }
    if (!s.historicalNotes.empty()) {
        addHeading(out, QStringLiteral("Historical notes"));
        addParagraph(out, text::q(s.historicalNotes), body, width);
    }
    addHeading(out, QStringLiteral("Terrain"));
    for (const GridTerrainInfo& t : allGridTerrain()) {
        const std::string e = terrainEffects(t);
        const QString name = QString::fromLatin1(t.name.data(), t.name.size());
        const GridTerrain type = t.type;
        addIconLine(out, e.empty() ? name : name + QStringLiteral(" — ") + QString::fromStdString(e), width,
                    [type, mono](QPainter& p, const QRectF& r) {
                        GridPainter::drawTerrain(p, r, type, mono);
                        p.setPen(QPen(QColor(60, 60, 60), 0.5));
                        p.setBrush(Qt::NoBrush);
                        p.drawRect(r);
                    });
    }
    addHeading(out, QStringLiteral("Pieces"));
    for (const GridUnitInfo& u : allGridUnitTypes()) {
        const QString name = QString::fromLatin1(u.name.data(), u.name.size());
        const GridUnitType type = u.type;
        addIconLine(out, u.fullSp > 0 ? name + QStringLiteral(" — %1 SP at full strength").arg(u.fullSp) : name + QStringLiteral(" — attaches to a unit"),
                    width, [type, mono](QPainter& p, const QRectF& r) {
                        p.fillRect(r, PiecePainter::sideColor(Side::Union, mono));
                        GridPainter::drawTypeSymbol(p, r.adjusted(2, 3, -2, -3), type, PiecePainter::sideInk(Side::Union, mono));
                    });
    }
    addParagraph(out, QStringLiteral("The notch and the gold edge of a block mark the tile side the unit faces; the figure and the "
                                     "pips its strength points."),
                 sheet::font(7, false, true), width, 0, QColor(70, 70, 70));
    return out;
}

} // namespace

GridSheetLayout::GridSheetLayout(const GridScenario& s, const SheetOptions& opt)
    : s_(s), opt_(opt), painter_(s, kBoardTile, kBoardTile * 0.4), page_(SheetLayout::pageSizePt(opt.paper, opt.orientation)) {
    layout();
}

void GridSheetLayout::layout() {
    // The map as large as the page allows; in portrait it gives up some height (to half the
    // page at least) when that keeps the listing on the first page.
    for (double share : {0.62, 0.57, 0.52, 0.47}) {
        items_.clear();
        layout(share);
        if (pages_ == 1) return;
    }
}

void GridSheetLayout::layout(double mapShare) {
    const QRectF content(kGridSheetMargin, kGridSheetMargin, page_.width() - 2 * kGridSheetMargin, page_.height() - 2 * kGridSheetMargin - 10);
    double y = content.top();
    auto header = [&](const QString& t, const QFont& f, QColor c) {
        for (const QString& line : sheet::wrap(t, f, content.width())) {
            const double h = QFontMetricsF(f).height() * 1.1;
            const QRectF r(content.left(), y, content.width(), h);
            items_.push_back({0, r, line, [line, f, c](QPainter& p, const QRectF& rr) {
                                  p.setFont(f);
                                  p.setPen(c);
                                  p.drawText(rr, Qt::AlignLeft | Qt::AlignVCenter, line);
                              }});
            y += h;
        }
    };
    header(sheet::headingText(s_.title.empty() ? std::string("Untitled battle") : s_.title), sheet::font(18, true), Qt::black);
    if (!s_.subtitle.empty()) header(sheet::headingText(s_.subtitle), sheet::font(11, false, true), QColor(60, 60, 60));
    const Ruleset& r = squareGridRuleset();
    QString info = QString::fromStdString(r.name + " (seed " + r.seed + ")") +
                   QStringLiteral(" · %1 × %2 tiles · %3 turns").arg(s_.columns).arg(s_.rows).arg(s_.turns);
    if (!s_.date.empty()) info += QStringLiteral(" · ") + text::q(s_.date);
    if (!s_.author.empty()) info += QStringLiteral(" · by ") + text::q(s_.author);
    header(info, sheet::font(8), QColor(70, 70, 70));
    y += 6;

    // The map: the upper part in portrait, the left part in landscape; the listing beside or below.
    const QRectF board = painter_.boardRect();
    const bool landscape = page_.width() > page_.height();
    const double colW = landscape ? content.width() * 0.34 : (content.width() - kGridSheetGap) / 2;
    QRectF area = landscape ? QRectF(content.left(), y, content.width() - colW - kGridSheetGap, content.bottom() - y)
                            : QRectF(content.left(), y, content.width(), (content.bottom() - y) * mapShare);
    const double k = std::min(area.width() / board.width(), area.height() / board.height());
    map_ = QRectF(area.left() + (area.width() - board.width() * k) / 2, area.top(), board.width() * k, board.height() * k);

    // Frames for the listing, in reading order; later pages have columns of the same width.
    std::vector<std::pair<int, QRectF>> frames;
    if (landscape) {
        frames.push_back({0, QRectF(content.right() - colW, y, colW, content.bottom() - y)});
    } else {
        const double top = map_.bottom() + 12;
        for (int c = 0; c < 2; ++c) frames.push_back({0, QRectF(content.left() + c * (colW + kGridSheetGap), top, colW, content.bottom() - top)});
    }
    const int perPage = std::max(1, static_cast<int>((content.width() + kGridSheetGap) / (colW + kGridSheetGap)));
    auto frame = [&](std::size_t i) {
        while (frames.size() <= i) {
            const int page = frames.back().first + 1;
            for (int c = 0; c < perPage; ++c)
                frames.push_back({page, QRectF(content.left() + c * (colW + kGridSheetGap), content.top(), colW, content.height())});
        }
        return frames[i];
    };
    const std::vector<GridSheetLine> lines = listingLines(s_, opt_, colW);
    std::size_t f = 0;
    double fy = frame(0).second.top();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const GridSheetLine& l = lines[i];
        const double need = l.height + (l.heading && i + 1 < lines.size() ? lines[i + 1].height : 0);
        auto [page, rect] = frame(f);
        if (fy + need > rect.bottom() && fy > rect.top()) {
            ++f;
            std::tie(page, rect) = frame(f);
            fy = rect.top();
            if (l.height <= 5 && !l.heading && l.text.isEmpty()) continue; // no gap at a column's top
        }
        items_.push_back({page, QRectF(rect.left(), fy, rect.width(), l.height), l.text, l.paint});
        fy += l.height;
    }
    pages_ = frame(f).first + 1;
}

QPointF GridSheetLayout::pagePoint(QPointF boardPoint) const {
    const double k = map_.width() / painter_.boardRect().width();
    return map_.topLeft() + boardPoint * k;
}

QStringList GridSheetLayout::listing() const {
    QStringList out;
    for (const Item& it : items_)
        if (!it.text.isEmpty()) out << it.text;
    return out;
}

void GridSheetLayout::paintPage(QPainter& p, int page, const QRectF& target) const {
    if (page < 0 || page >= pages_) return;
    p.save();
    const double k = std::min(target.width() / page_.width(), target.height() / page_.height());
    p.translate(target.center() - QPointF(page_.width() * k / 2, page_.height() * k / 2));
    p.scale(k, k);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    p.fillRect(QRectF(QPointF(0, 0), page_), Qt::white);
    if (page == 0) {
        GridPaintOptions opt;
        opt.mono = opt_.mono;
        opt.labels = opt_.labels;
        painter_.paintInto(p, map_, opt);
    }
    for (const Item& it : items_)
        if (it.page == page) it.paint(p, it.rect);
    p.setFont(sheet::font(7));
    p.setPen(QColor(90, 90, 90));
    const QRectF foot(kGridSheetMargin, page_.height() - kGridSheetMargin, page_.width() - 2 * kGridSheetMargin, 12);
    p.drawText(foot, Qt::AlignLeft | Qt::AlignVCenter, sheet::headingText(s_.title) + QStringLiteral(" · square-grid battle · Muster"));
    p.drawText(foot, Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("page %1 of %2").arg(page + 1).arg(pages_));
    p.restore();
}

bool GridSheetLayout::paintAll(QPainter& p, QPagedPaintDevice& device) const {
    for (int i = 0; i < pages_; ++i) {
        if (i > 0 && !device.newPage()) return false;
        paintPage(p, i, QRectF(0, 0, device.width(), device.height()));
    }
    return true;
}

namespace {

void commitOrThrow(const std::vector<std::unique_ptr<AtomicFileDevice>>& files) {
    const QString why = AtomicFileDevice::commitAll(files);
    if (!why.isEmpty()) throw ExportError(why.toStdString());
}

AtomicFileDevice& openPage(std::vector<std::unique_ptr<AtomicFileDevice>>& files, const QString& path) {
    files.push_back(std::make_unique<AtomicFileDevice>(path));
    AtomicFileDevice& f = *files.back();
    if (!f.open(QIODevice::WriteOnly)) throw ExportError(f.errorString().toStdString());
    return f;
}

} // namespace

QImage renderGridSheetPage(const GridSheetLayout& layout, int page, int dpi) { return renderLayoutPage(layout, page, dpi); }

QStringList exportGridSheetPng(const GridScenario& s, const QString& path, int dpi, const SheetOptions& opt) {
    if (dpi < 10 || dpi > 1200) throw ExportError(QStringLiteral("--dpi %1: choose 10 to 1200").arg(dpi).toStdString());
    const GridSheetLayout layout(s, opt);
    QStringList written;
    std::vector<std::unique_ptr<AtomicFileDevice>> files;
    for (int i = 0; i < layout.pageCount(); ++i) {
        AtomicFileDevice& f = openPage(files, pagePath(path, i));
        if (!writeSheetPng(renderGridSheetPage(layout, i, dpi), f, 2))
            throw ExportError(QStringLiteral("%1: PNG encoding failed").arg(f.fileName()).toStdString());
        written << f.fileName();
    }
    commitOrThrow(files);
    return written;
}

QStringList exportGridSheetSvg(const GridScenario& s, const QString& path, const SheetOptions& opt) {
    const GridSheetLayout layout(s, opt);
    const QSizeF pt = layout.pageSizePt();
    QStringList written;
    std::vector<std::unique_ptr<AtomicFileDevice>> files;
    for (int i = 0; i < layout.pageCount(); ++i) {
        AtomicFileDevice& f = openPage(files, pagePath(path, i));
        QSvgGenerator gen;
        gen.setOutputDevice(&f);
        gen.setResolution(72); // one SVG unit per point
        gen.setSize(pt.toSize());
        gen.setViewBox(QRectF(QPointF(0, 0), pt));
        gen.setTitle(sheet::headingText(s.title).toHtmlEscaped()); // QSvgGenerator writes these unescaped
        QPainter p;
        if (!p.begin(&gen)) throw ExportError(QStringLiteral("%1: cannot start the SVG").arg(f.fileName()).toStdString());
        layout.paintPage(p, i, QRectF(QPointF(0, 0), pt));
        p.end();
        written << f.fileName();
    }
    commitOrThrow(files);
    return written;
}

void exportGridSheetPdf(const GridScenario& s, const QString& path, const SheetOptions& opt) {
    const GridSheetLayout layout(s, opt);
    std::vector<std::unique_ptr<AtomicFileDevice>> files;
    AtomicFileDevice& f = openPage(files, path);
    {
        QPdfWriter pdf(&f);
        pdf.setResolution(300);
        pdf.setPageLayout(QPageLayout(QPageSize(opt.paper), opt.orientation, QMarginsF(0, 0, 0, 0)));
        pdf.setTitle(sheet::headingText(s.title));
        pdf.setCreator(QStringLiteral("Muster"));
        QPainter p;
        if (!p.begin(&pdf)) throw ExportError(QStringLiteral("%1: cannot start the PDF").arg(path).toStdString());
        layout.paintAll(p, pdf);
        p.end();
    }
    commitOrThrow(files);
}

} // namespace muster
