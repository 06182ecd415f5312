// Tests for the setup sheet's flow: headings stay with what follows them, lines stay inside
// the page, and a last page is not left with a few lines when a tighter flow would fit.
#include "editor/render/exporters.h"
#include "editor/render/sheet_layout.h"
#include "model/io/scenario_json.h"

#include <QDir>
#include <QGuiApplication>
#include <QTest>

#include <algorithm>

using namespace muster;

namespace {

struct Variant {
    QPageSize::PageSizeId paper;
    QPageLayout::Orientation orientation;
    bool mono;
    QString name() const {
        return QStringLiteral("%1 %2%3")
            .arg(paper == QPageSize::A4 ? "A4" : "Letter", orientation == QPageLayout::Portrait ? "portrait" : "landscape",
                 mono ? " mono" : "");
    }
};

std::vector<Variant> variants() {
    std::vector<Variant> out;
    for (auto paper : {QPageSize::A4, QPageSize::Letter})
        for (auto o : {QPageLayout::Portrait, QPageLayout::Landscape})
            for (bool mono : {false, true}) out.push_back({paper, o, mono});
    return out;
}

std::vector<Scenario> bundled() {
    std::vector<Scenario> out;
    for (const QString& f : QDir(QStringLiteral(MUSTER_SCENARIOS)).entryList({"*.json"}, QDir::Files))
        out.push_back(readScenarioFile((QStringLiteral(MUSTER_SCENARIOS "/") + f).toStdString()));
    return out;
}

// Empty when every heading is followed, in its own column, by the start of its block; else
// a description of the first orphaned heading.
QString orphanedHeading(const SheetLayout& l) {
    const auto& items = l.items();
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (items[i].role != SheetLayout::Item::Heading) continue;
        std::size_t j = i + 1;
        while (j < items.size() && items[j].role == SheetLayout::Item::Icon) ++j;
        if (j == items.size()) return QStringLiteral("heading %1 ends the sheet").arg(i);
        if (items[j].frame != items[i].frame)
            return QStringLiteral("heading at page %1 y=%2 is last in column %3; what follows starts column %4")
                .arg(items[i].page + 1).arg(items[i].rect.top()).arg(items[i].frame).arg(items[j].frame);
    }
    return {};
}

// Empty when every item lies inside the printable area above the footer.
QString outsidePage(const SheetLayout& l) {
    const QSizeF page = l.pageSizePt();
    const QRectF area(29, 29, page.width() - 58, page.height() - 58 - 14 + 0.5);
    for (const auto& it : l.items())
        if (!area.contains(it.rect) || it.page < 0 || it.page >= l.pageCount())
            return QStringLiteral("item on page %1 at %2,%3 %4x%5").arg(it.page + 1).arg(it.rect.left()).arg(it.rect.top())
                .arg(it.rect.width()).arg(it.rect.height());
    return {};
}

} // namespace

class TestRenderSheet : public QObject {
    Q_OBJECT
private slots:
    void bundledHeadingsKeepWithNext() {
        const std::vector<Scenario> all = bundled();
        QVERIFY(!all.empty());
        for (const Scenario& s : all)
            for (const Variant& v : variants()) {
                SheetOptions o;
                o.paper = v.paper;
                o.orientation = v.orientation;
                o.mono = v.mono;
                const SheetLayout l(s, o);
                const QString where = QString::fromStdString(s.title) + ", " + v.name() + ": ";
                QString why = orphanedHeading(l);
                QVERIFY2(why.isEmpty(), qPrintable(where + why));
                why = outsidePage(l);
                QVERIFY2(why.isEmpty(), qPrintable(where + why));
            }
    }
    // Growing the briefing word by word walks every heading (and the legend after its
    // heading) past every column bottom, and the end of the sheet past every page end.
    void headingsKeepWithNextAtEveryBreak() {
        Scenario s = bundled().front();
        const std::string base = s.briefing;
        for (auto o : {QPageLayout::Portrait, QPageLayout::Landscape}) {
            SheetOptions opt;
            opt.orientation = o;
            std::string extra;
            for (int words = 0; words < 700; words += 3) {
                s.briefing = base + extra;
                extra += " more words here";
                const SheetLayout l(s, opt);
                QString why = orphanedHeading(l);
                QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("%1 extra words: ").arg(words) + why));
                why = outsidePage(l);
                QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("%1 extra words: ").arg(words) + why));
                // A few lines spilling onto a page are taken back by a tighter flow.
                int onLast = 0;
                for (const auto& it : l.items()) onLast += it.page == l.pageCount() - 1 && it.role != SheetLayout::Item::Icon;
                QVERIFY2(l.pageCount() == 1 || onLast > 4,
                         qPrintable(QStringLiteral("%1 extra words: %2 lines on page %3").arg(words).arg(onLast).arg(l.pageCount())));
            }
        }
    }
    // Black and white means no colour anywhere on the page, text included (headings were navy).
    void monoPagesHaveNoColour() {
        for (const Scenario& s : bundled()) {
            SheetOptions o;
            o.mono = true;
            const SheetLayout l(s, o);
            for (int page = 0; page < l.pageCount(); ++page) {
                const QImage img = renderSheetPage(l, page, 40);
                int coloured = 0;
                for (int y = 0; y < img.height(); ++y) {
                    const QRgb* row = reinterpret_cast<const QRgb*>(img.constScanLine(y));
                    for (int x = 0; x < img.width(); ++x) {
                        const int r = qRed(row[x]), g = qGreen(row[x]), b = qBlue(row[x]);
                        coloured += std::max({r, g, b}) - std::min({r, g, b}) > 2;
                    }
                }
                QVERIFY2(coloured == 0, qPrintable(QString::fromStdString(s.title) +
                                                   QStringLiteral(" page %1: %2 coloured pixels").arg(page + 1).arg(coloured)));
            }
        }
    }
    // The reported sheet: on Letter landscape the notes used to spill four lines onto page 3.
    void noNearlyEmptyLastPage() {
        const Scenario s = readScenarioFile(MUSTER_SCENARIOS "/chancellorsville.json");
        SheetOptions o;
        o.paper = QPageSize::Letter;
        o.orientation = QPageLayout::Landscape;
        const SheetLayout l(s, o);
        QCOMPARE(l.pageCount(), 2);
        // And generally: a last page never holds only a couple of lines.
        for (const Scenario& sc : bundled())
            for (const Variant& v : variants()) {
                SheetOptions so;
                so.paper = v.paper;
                so.orientation = v.orientation;
                so.mono = v.mono;
                const SheetLayout sl(sc, so);
                if (sl.pageCount() == 1) continue;
                int onLast = 0;
                for (const auto& it : sl.items()) onLast += it.page == sl.pageCount() - 1 && it.role != SheetLayout::Item::Icon;
                QVERIFY2(onLast > 4, qPrintable(QString::fromStdString(sc.title) + ", " + v.name() +
                                                QStringLiteral(": %1 lines on the last page").arg(onLast)));
            }
    }
};

QTEST_MAIN(TestRenderSheet)
#include "test_render_sheet.moc"
