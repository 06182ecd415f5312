#include "eagle_sheet.h"
#include "atomic_file_device.h"
#include "piece_painter.h"
#include "png_stream.h"
#include "sheet_layout.h"

#include "model/systems/eagle/eagle_checks.h"

#include <QFileInfo>
#include <QFontMetricsF>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <cmath>
#include <memory>
#include <vector>

namespace muster {
namespace eaglesheet {
namespace {

constexpr double kMargin = 36;  // half an inch

QString q(const std::string& s) { return QString::fromStdString(s); }

// The hex game's type icons: infantry, cavalry (elite cavalry too), artillery, leader.
UnitType iconType(EagleUnitType t) {
    switch (t) {
    case EagleUnitType::Infantry: return UnitType::Infantry;
    case EagleUnitType::Cavalry:
    case EagleUnitType::EliteCavalry: return UnitType::Cavalry;
    case EagleUnitType::Artillery: return UnitType::Artillery;
    case EagleUnitType::Leader: return UnitType::Leader;
    }
    return UnitType::Infantry;
}

class SheetPainter {
public:
    SheetPainter(QPainter& p, const QRectF& page, const EagleScenario& s, Side side, bool mono)
        : p_(p), s_(s), side_(side), mono_(mono),
          content_(page.adjusted(kMargin, kMargin, -kMargin, -kMargin)) {}

    void paint() {
        p_.save();
        p_.setRenderHint(QPainter::Antialiasing);
        double y = header(content_.top());
        y = board(y + 10);
        y = checks(y + 14);
        notes(y);
        footer();
        p_.restore();
    }

private:
    double text(double y, const QString& t, double px, bool bold, const QColor& ink = Qt::black) {
        p_.setFont(PiecePainter::pixelFont(px, bold));
        p_.setPen(ink);
        const QRectF r(content_.left(), y, content_.width(), content_.bottom() - y);
        const QRectF used = p_.boundingRect(r, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, t);
        p_.drawText(r, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, t);
        return used.bottom();
    }

    double header(double y) {
        y = text(y, s_.title.empty() ? QStringLiteral("Eagle Games battle") : q(s_.title), 20, true);
        if (!s_.subtitle.empty()) y = text(y + 2, q(s_.subtitle), 11, false);
        const QColor band = PiecePainter::sideColor(side_, mono_);
        const QRectF bar(content_.left(), y + 8, content_.width(), 26);
        p_.fillRect(bar, band);
        p_.setPen(PiecePainter::sideInk(side_, mono_));
        p_.setFont(PiecePainter::pixelFont(13, true));
        p_.drawText(bar.adjusted(8, 0, -8, 0), Qt::AlignVCenter | Qt::AlignLeft,
                    QStringLiteral("Set-up sheet: %1").arg(q(eagleArmyText(s_, side_))));
        p_.setFont(PiecePainter::pixelFont(9, false));
        p_.drawText(bar.adjusted(8, 0, -8, 0), Qt::AlignVCenter | Qt::AlignRight, QStringLiteral("SECRET: your army only"));
        y = bar.bottom() + 6;
        const EagleSize size = eagleSize(s_);
        QString facts = QStringLiteral("%1 battle (%2) · %3 brigades · %4 points%5 · attacker roll 2d6 +%6")
                            .arg(size == EagleSize::Major ? QStringLiteral("Major") : QStringLiteral("Minor"))
                            .arg(size == EagleSize::Major ? QStringLiteral("left, center and right line spaces")
                                                          : QStringLiteral("one line space"))
                            .arg(eagleBrigades(s_, side_))
                            .arg(eaglePoints(s_, side_))
                            .arg(s_.points ? QStringLiteral(" of %1").arg(*s_.points) : QString())
                            .arg(eagleAttackerBonus(s_, side_));
        return text(y, facts, 10, false);
    }

    // The board from this army's side: the enemy beyond the middle, the line, the reserve.
    double board(double y) {
        const double w = content_.width();
        const double gap = 8;
        const QRectF middle(content_.left(), y, w, 30);
        p_.setPen(QPen(QColor(mono_ ? "#777777" : "#8a7f6a"), 1, Qt::DashLine));
        p_.setBrush(QColor(mono_ ? "#eeeeee" : "#efe9dc"));
        p_.drawRect(middle);
        p_.setPen(QColor("#555555"));
        p_.setFont(PiecePainter::pixelFont(9, false));
        p_.drawText(middle, Qt::AlignCenter, QStringLiteral("Middle: behind the screen at set-up · the enemy sets up beyond it"));
        y = middle.bottom() + gap;
        const std::vector<EagleSpace> lines = eagleLineSpaces(eagleSize(s_));
        const double lineH = std::max(150.0, rowsNeeded(lines, (w - gap * (lines.size() - 1)) / lines.size()));
        const double lw = (w - gap * static_cast<double>(lines.size() - 1)) / static_cast<double>(lines.size());
        for (std::size_t i = 0; i < lines.size(); ++i)
            space(QRectF(content_.left() + static_cast<double>(i) * (lw + gap), y, lw, lineH), lines[i], true);
        y += lineH + gap;
        const double reserveH = std::max(110.0, rowsNeeded({EagleSpace::Reserve}, w));
        space(QRectF(content_.left(), y, w, reserveH), EagleSpace::Reserve, false);
        y += reserveH;
        // Units on spaces this battle does not have stay visible (the checks below name them).
        for (const auto& sp : allEagleSpaces()) {
            if (sp.space == EagleSpace::Reserve || eagleSetupSpace(eagleSize(s_), sp.space) || units(sp.space).empty()) continue;
            const double h = std::max(60.0, rowsNeeded({sp.space}, w));
            space(QRectF(content_.left(), y + gap, w, h), sp.space, false);
            y += gap + h;
        }
        return y;
    }

    std::vector<const EagleUnit*> units(EagleSpace sp) const {
        std::vector<const EagleUnit*> out;
        for (const auto& u : s_.units)
            if (u.side == side_ && u.space == sp) out.push_back(&u);
        return out;
    }

    static constexpr double kRow = 28, kTitle = 22;
    double rowsNeeded(const std::vector<EagleSpace>& spaces, double width) const {
        std::size_t most = 0;
        const int perRow = width > 300 ? 2 : 1;
        for (EagleSpace sp : spaces) most = std::max(most, (units(sp).size() + perRow - 1) / perRow);
        return kTitle + 8 + kRow * static_cast<double>(most) + 8;
    }

    void space(const QRectF& r, EagleSpace sp, bool line) {
        const bool held = std::any_of(s_.units.begin(), s_.units.end(), [&](const EagleUnit& u) {
            return u.side == side_ && u.space == sp && eagleUnitInfo(u.type).brigade;
        });
        const bool wrong = !eagleSetupSpace(eagleSize(s_), sp);
        const QColor edge = wrong || (line && !held) ? QColor(mono_ ? "#000000" : "#b3261e") : QColor("#333333");
        p_.setPen(QPen(edge, wrong || (line && !held) ? 2 : 1));
        p_.setBrush(line ? QColor(mono_ ? "#f4f4f4" : "#f3efe3") : QColor("#ffffff"));
        p_.drawRoundedRect(r, 4, 4);
        p_.setPen(Qt::black);
        p_.setFont(PiecePainter::pixelFont(11, true));
        QString title = q(std::string(eagleSpaceInfo(sp).name));
        if (sp == EagleSpace::Line) title = QStringLiteral("Line (minor battle: left, center and right merged)");
        const QRectF titleR(r.left() + 8, r.top() + 4, r.width() - 16, kTitle);
        p_.drawText(titleR, Qt::AlignLeft | Qt::AlignVCenter, title);
        p_.setFont(PiecePainter::pixelFont(8, false));
        p_.setPen(edge);
        const QString note = wrong ? QStringLiteral("not a set-up space in this battle")
                             : line ? (held ? QStringLiteral("brigade ✓") : QStringLiteral("no brigade"))
                                    : QString();
        p_.drawText(titleR, Qt::AlignRight | Qt::AlignVCenter, note);
        const auto list = units(sp);
        const int perRow = r.width() > 300 ? 2 : 1;
        const double cellW = (r.width() - 16) / perRow;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const double x = r.left() + 8 + static_cast<double>(i % perRow) * cellW;
            const double yy = titleR.bottom() + 6 + static_cast<double>(i / perRow) * kRow;
            if (yy + kRow > r.bottom() + 0.5) break;
            unit(QRectF(x, yy, cellW - 6, kRow - 4), *list[i]);
        }
        if (list.empty()) {
            p_.setPen(QColor("#888888"));
            p_.setFont(PiecePainter::pixelFont(9, false));
            p_.drawText(r.adjusted(8, kTitle + 4, -8, -4), Qt::AlignLeft | Qt::AlignTop, QStringLiteral("empty"));
        }
    }

    void unit(const QRectF& r, const EagleUnit& u) {
        const QRectF block(r.left(), r.top(), r.height(), r.height());
        const QColor fill = PiecePainter::sideColor(side_, mono_), ink = PiecePainter::sideInk(side_, mono_);
        p_.setPen(QPen(Qt::black, 0.8));
        p_.setBrush(fill);
        if (u.type == EagleUnitType::Leader) p_.drawEllipse(block);
        else p_.drawRect(block);
        PiecePainter::drawTypeIcon(p_, block.adjusted(3, 3, -3, -3), iconType(u.type), ink);
        const EagleUnitInfo& info = eagleUnitInfo(u.type);
        QString kind = q(std::string(info.name));
        if (u.elite) kind = QStringLiteral("Elite ") + kind.toLower();
        const QString first = u.name.empty() ? kind : q(u.name);
        const QString second = (u.name.empty() ? QString() : kind + QStringLiteral(" · ")) +
                               QStringLiteral("%1 pts").arg(info.cost);
        if (u.elite || u.type == EagleUnitType::EliteCavalry) {
            // An elite badge on the block's corner: the cavalry icon alone would hide it.
            const QRectF badge(block.right() - 7, block.top() - 3, 10, 10);
            p_.setPen(QPen(Qt::black, 0.6));
            p_.setBrush(QColor(mono_ ? "#ffffff" : "#e8b923"));
            p_.drawEllipse(badge);
            p_.setPen(Qt::black);
            p_.setFont(PiecePainter::pixelFont(6.5, true));
            p_.drawText(badge, Qt::AlignCenter, QStringLiteral("E"));
        }
        // Two lines, so narrow line spaces keep the whole name: the name, then type and cost.
        const QRectF textR(block.right() + 6, r.top(), r.width() - block.width() - 6, r.height());
        const QFont big = PiecePainter::pixelFont(9.5, u.type == EagleUnitType::Leader);
        const QFont small = PiecePainter::pixelFont(7.5, false);
        p_.setPen(Qt::black);
        p_.setFont(big);
        p_.drawText(QRectF(textR.left(), textR.top(), textR.width(), textR.height() * 0.58), Qt::AlignLeft | Qt::AlignBottom,
                    QFontMetricsF(big).elidedText(first, Qt::ElideRight, textR.width()));
        p_.setPen(QColor("#555555"));
        p_.setFont(small);
        p_.drawText(QRectF(textR.left(), textR.top() + textR.height() * 0.58, textR.width(), textR.height() * 0.42),
                    Qt::AlignLeft | Qt::AlignTop, QFontMetricsF(small).elidedText(second, Qt::ElideRight, textR.width()));
    }

    double checks(double y) {
        // Secret set-up: only what concerns this army (or neither army) is shown.
        std::vector<std::string> mine;
        const std::string enemy = eagleArmyText(s_, otherSide(side_));
        for (const Issue& i : validateEagle(s_)) {
            if (i.message.find(enemy) != std::string::npos) continue;
            mine.push_back((i.severity == Severity::Error ? "Error " : "Warning ") + i.rule + ": " + i.message);
        }
        y = text(y, QStringLiteral("Set-up checks (seed 002)"), 11, true);
        if (mine.empty()) {
            y = text(y + 2, QStringLiteral("None: every line space holds a brigade, the army fits the battle's size%1.")
                                .arg(s_.points ? QStringLiteral(" and its budget") : QString()),
                     9.5, false);
            return y + 14;
        }
        for (const auto& m : mine) {
            if (y > content_.bottom() - 40) break;
            y = text(y + 2, q(m), 9.5, false, QColor(mono_ ? "#000000" : "#b3261e"));
        }
        return y + 14;
    }

    // The briefing and notes both players may read.
    double notes(double y) {
        if (!s_.briefing.empty() && y < content_.bottom() - 60) {
            y = text(y, QStringLiteral("Briefing"), 11, true);
            y = text(y + 2, q(s_.briefing), 9.5, false) + 10;
        }
        if (!s_.notes.empty() && y < content_.bottom() - 60) {
            y = text(y, QStringLiteral("Notes"), 11, true);
            for (const auto& n : s_.notes) {
                if (y > content_.bottom() - 40) break;
                y = text(y + 2, QStringLiteral("• ") + q(n), 9.5, false);
            }
        }
        return y;
    }

    void footer() {
        p_.setPen(QColor("#666666"));
        p_.setFont(PiecePainter::pixelFont(8, false));
        p_.drawText(QRectF(content_.left(), content_.bottom() - 14, content_.width(), 14), Qt::AlignLeft | Qt::AlignBottom,
                    QStringLiteral("Eagle Games Civil War tactical combat v1.8 (seed 002) · set up behind the screen; "
                                   "reveal when both armies are placed · Muster"));
    }

    QPainter& p_;
    const EagleScenario& s_;
    Side side_;
    bool mono_;
    QRectF content_;
};

QSizeF pageSizePt(const ExportOptions& opt) { return SheetLayout::pageSizePt(opt.paper, opt.orientation); }

void commitOrThrow(std::vector<std::unique_ptr<AtomicFileDevice>>& files) {
    const QString why = AtomicFileDevice::commitAll(files);
    if (!why.isEmpty()) throw ExportError(why.toStdString());
}

} // namespace
} // namespace eaglesheet

void paintEagleSheet(QPainter& p, const QRectF& page, const EagleScenario& s, Side side, bool mono) {
    p.fillRect(page, Qt::white);
    eaglesheet::SheetPainter(p, page, s, side, mono).paint();
}

QStringList exportEagleSheet(const EagleScenario& s, Side side, const QString& path, const ExportOptions& opt,
                             std::string_view format) {
    const QString ext = QString::fromUtf8(format.data(), qsizetype(format.size()));
    if (ext != "svg" && ext != "pdf" && ext != "png")
        throw ExportError((path + QStringLiteral(": an Eagle Games set-up sheet is written as .pdf, .png or .svg")).toStdString());
    const QSizeF pt = eaglesheet::pageSizePt(opt);
    std::vector<std::unique_ptr<AtomicFileDevice>> files;
    files.push_back(std::make_unique<AtomicFileDevice>(path));
    AtomicFileDevice& f = *files.back();
    if (!f.open(QIODevice::WriteOnly)) throw ExportError(f.errorString().toStdString());
    const QString title = eaglesheet::q(s.title + " — " + eagleArmyText(s, side));
    if (ext == "svg") {
        QSvgGenerator gen;
        gen.setOutputDevice(&f);
        gen.setResolution(72);
        gen.setSize(pt.toSize());
        gen.setViewBox(QRectF(QPointF(0, 0), pt));
        gen.setTitle(title.toHtmlEscaped());
        QPainter p;
        if (!p.begin(&gen)) throw ExportError((path + QStringLiteral(": cannot start the SVG")).toStdString());
        paintEagleSheet(p, QRectF(QPointF(0, 0), pt), s, side, opt.mono);
        p.end();
    } else if (ext == "pdf") {
        QPdfWriter pdf(&f);
        pdf.setResolution(300);
        pdf.setPageLayout(QPageLayout(QPageSize(opt.paper), opt.orientation, QMarginsF(0, 0, 0, 0)));
        pdf.setTitle(title);
        pdf.setCreator(QStringLiteral("Muster"));
        QPainter p;
        if (!p.begin(&pdf)) throw ExportError((path + QStringLiteral(": cannot start the PDF")).toStdString());
        p.scale(300.0 / 72.0, 300.0 / 72.0);
        paintEagleSheet(p, QRectF(QPointF(0, 0), pt), s, side, opt.mono);
        p.end();
    } else {
        if (opt.dpi < 10 || opt.dpi > 1200)
            throw ExportError(QStringLiteral("--dpi %1: choose 10 to 1200").arg(opt.dpi).toStdString());
        const double scale = opt.dpi / 72.0;
        QImage img(QSize(static_cast<int>(std::lround(pt.width() * scale)), static_cast<int>(std::lround(pt.height() * scale))),
                   QImage::Format_RGB32);
        img.setDotsPerMeterX(static_cast<int>(std::lround(opt.dpi / 0.0254)));
        img.setDotsPerMeterY(static_cast<int>(std::lround(opt.dpi / 0.0254)));
        QPainter p(&img);
        p.scale(scale, scale);
        paintEagleSheet(p, QRectF(QPointF(0, 0), pt), s, side, opt.mono);
        p.end();
        if (!writePng(img, f, opt.dpi)) throw ExportError((path + QStringLiteral(": PNG encoding failed")).toStdString());
    }
    eaglesheet::commitOrThrow(files);
    return {f.fileName()};
}

} // namespace muster
