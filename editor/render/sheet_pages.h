#pragma once
// Pages of any printable sheet layout (the hex scenario's SheetLayout, the square grid's
// GridSheetLayout): a page as an image, and the whole sheet as PDF bytes with a fixed
// creation date, so the same battle always gives the same bytes (VASSAL modules embed it).
// A layout has options(), paintPage(painter, page, rect) and paintAll(painter, pdfWriter).
#include "exporters.h"

#include <QBuffer>
#include <QByteArray>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <cmath>
#include <string>

namespace muster {

// Qt dates a PDF with the run's time; this writes a fixed date of the same length in its
// place (the file's offsets stay valid).
void fixPdfCreationDate(QByteArray& pdf);

template <class Layout>
QImage renderLayoutPage(const Layout& layout, int page, int dpi) {
    const QSize size = sheetPixelSize(layout.options(), dpi);
    QImage img(size, QImage::Format_RGB32);
    if (img.isNull())
        throw ExportError(QStringLiteral("a %1x%2 image is too large for memory").arg(size.width()).arg(size.height()).toStdString());
    img.fill(Qt::white);
    img.setDotsPerMeterX(static_cast<int>(std::lround(dpi / 0.0254)));
    img.setDotsPerMeterY(static_cast<int>(std::lround(dpi / 0.0254)));
    QPainter p(&img);
    layout.paintPage(p, page, QRectF(QPointF(0, 0), QSizeF(size)));
    p.end();
    return img;
}

// Every page at 300 dpi; `title` names the PDF and the battle in the error.
template <class Layout>
QByteArray layoutPdfBytes(const Layout& layout, const QString& title) {
    QByteArray out;
    QBuffer buf(&out);
    buf.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buf);
        pdf.setResolution(300);
        pdf.setPageLayout(QPageLayout(QPageSize(layout.options().paper), layout.options().orientation, QMarginsF(0, 0, 0, 0)));
        pdf.setTitle(title);
        pdf.setCreator(QStringLiteral("Muster"));
        QPainter p;
        if (!p.begin(&pdf)) throw ExportError("cannot start the sheet PDF for " + title.toStdString());
        layout.paintAll(p, pdf);
        p.end();
    }
    fixPdfCreationDate(out);
    return out;
}

} // namespace muster
