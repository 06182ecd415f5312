#include "png_stream.h"

#include "atomic_file_device.h"

#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <thread>
#include <vector>

#include <zlib.h>

namespace muster {

namespace {

QByteArray be32(quint32 v) {
    QByteArray b(4, '\0');
    qToBigEndian(v, b.data());
    return b;
}

// Rows as PNG scanlines: filter byte 0 (none), then R G B.
void packRows(const QImage& img, int y0, int rows, QByteArray& out) {
    const int w = img.width();
    out.resize(static_cast<qsizetype>(rows) * (1 + 3 * w));
    uchar* o = reinterpret_cast<uchar*>(out.data());
    for (int y = y0; y < y0 + rows; ++y) {
        *o++ = 0;
        const QRgb* s = reinterpret_cast<const QRgb*>(img.constScanLine(y));
        for (int x = 0; x < w; ++x, o += 3) {
            const QRgb c = s[x];
            o[0] = static_cast<uchar>(qRed(c));
            o[1] = static_cast<uchar>(qGreen(c));
            o[2] = static_cast<uchar>(qBlue(c));
        }
    }
}

} // namespace

PngStreamWriter::PngStreamWriter(const QString& path, int width, int height, int level, int dpi)
    : file_(std::make_unique<AtomicFileDevice>(path)), width_(width), height_(height), level_(level) {
    if (!file_->open(QIODevice::WriteOnly)) {
        ok_ = false;
        error_ = file_->errorString();
        return;
    }
    out_ = file_.get();
    start(dpi);
}

PngStreamWriter::PngStreamWriter(QIODevice* out, int width, int height, int level, int dpi)
    : out_(out), width_(width), height_(height), level_(level) {
    start(dpi);
}

PngStreamWriter::~PngStreamWriter() {
    if (file_ && file_->isOpen()) file_->cancelWriting();
}

void PngStreamWriter::start(int dpi) {
    static const char sig[] = {char(0x89), 'P', 'N', 'G', '\r', '\n', char(0x1a), '\n'};
    if (out_->write(sig, 8) != 8) {
        ok_ = false;
        error_ = out_->errorString();
        return;
    }
    QByteArray ihdr = be32(width_) + be32(height_);
    ihdr.append(char(8)).append(char(2)).append(char(0)).append(char(0)).append(char(0)); // 8-bit RGB
    writeChunk("IHDR", ihdr);
    if (dpi > 0) {
        const quint32 ppm = static_cast<quint32>(std::lround(dpi / 0.0254));
        writeChunk("pHYs", be32(ppm) + be32(ppm) + QByteArray(1, char(1)));
    }
    idat_ = QByteArray("\x78\x01", 2); // zlib header: deflate, 32 KB window
}

bool PngStreamWriter::writeChunk(const char type[4], const QByteArray& data) {
    if (!ok_) return false;
    QByteArray chunk = be32(static_cast<quint32>(data.size()));
    chunk.append(type, 4);
    chunk += data;
    chunk += be32(static_cast<quint32>(crc32(0, reinterpret_cast<const Bytef*>(chunk.constData() + 4), chunk.size() - 4)));
    if (out_->write(chunk) != chunk.size()) {
        ok_ = false;
        // The file device's message already names the file (and says "disk full").
        error_ = file_ ? out_->errorString() : QStringLiteral("PNG: %1").arg(out_->errorString());
    }
    return ok_;
}

bool PngStreamWriter::flushIdat(bool all) {
    constexpr qsizetype kChunk = 1 << 20;
    while (ok_ && (idat_.size() >= kChunk || (all && !idat_.isEmpty()))) {
        const qsizetype n = std::min(idat_.size(), kChunk);
        writeChunk("IDAT", idat_.left(n));
        idat_.remove(0, n);
    }
    return ok_;
}

PngStreamWriter::Band PngStreamWriter::deflateRows(const QImage& strip0, int rows, int level, bool last) {
    const QImage strip = (strip0.format() == QImage::Format_RGB32 || strip0.format() == QImage::Format_ARGB32 ||
                          strip0.format() == QImage::Format_ARGB32_Premultiplied)
                             ? strip0
                             : strip0.convertToFormat(QImage::Format_RGB32);
    Band band;
    band.rows = rows = std::clamp(rows, 0, strip.height());
    z_stream z{};
    deflateInit2(&z, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY); // raw: the writer adds header and sum
    QByteArray raw;
    constexpr int kRowsPerPass = 32;
    for (int y = 0; y < rows || (rows == 0 && y == 0); y += kRowsPerPass) {
        const int n = std::min(kRowsPerPass, rows - y);
        if (n > 0) packRows(strip, y, n, raw);
        else raw.clear();
        band.adler = static_cast<quint32>(adler32(band.adler, reinterpret_cast<const Bytef*>(raw.constData()), static_cast<uInt>(raw.size())));
        band.length += raw.size();
        z.next_in = reinterpret_cast<Bytef*>(raw.data());
        z.avail_in = static_cast<uInt>(raw.size());
        const bool end = y + kRowsPerPass >= rows;
        const int flush = !end ? Z_NO_FLUSH : (last ? Z_FINISH : Z_SYNC_FLUSH);
        do {
            const qsizetype at = band.deflated.size();
            band.deflated.resize(at + (1 << 16));
            z.next_out = reinterpret_cast<Bytef*>(band.deflated.data() + at);
            z.avail_out = 1 << 16;
            deflate(&z, flush);
            band.deflated.resize(at + (1 << 16) - z.avail_out);
        } while (z.avail_out == 0 || (flush == Z_FINISH && z.avail_in > 0));
    }
    deflateEnd(&z);
    return band;
}

bool PngStreamWriter::writeBand(const Band& band) {
    if (!ok_) return false;
    adler_ = static_cast<quint32>(adler32_combine(adler_, band.adler, band.length));
    rowsWritten_ += band.rows;
    idat_ += band.deflated;
    return flushIdat(false);
}

bool PngStreamWriter::commit() {
    if (!ok_) return false;
    if (rowsWritten_ != height_) {
        error_ = QStringLiteral("%1: only %2 of %3 rows were rendered")
                     .arg(file_ ? file_->fileName() : QStringLiteral("PNG")).arg(rowsWritten_).arg(height_);
        return false;
    }
    idat_ += be32(adler_);
    flushIdat(true);
    writeChunk("IEND", {});
    if (!ok_) return false;
    if (file_ && !file_->commit()) {
        error_ = file_->errorString() + QStringLiteral("; the previous file is unchanged");
        return false;
    }
    return true;
}

bool writePng(const QImage& img, QIODevice& out, int dpi, int threads, int level) {
    if (img.isNull()) return false;
    const int h = img.height();
    threads = std::clamp(threads, 1, std::max(1, h / 64));
    std::vector<PngStreamWriter::Band> bands(static_cast<std::size_t>(threads));
    auto work = [&](int i) {
        const int y0 = h * i / threads, y1 = h * (i + 1) / threads;
        // A band is a copy-free view of the image's rows.
        const QImage part(img.constScanLine(y0), img.width(), y1 - y0, img.bytesPerLine(), img.format());
        bands[static_cast<std::size_t>(i)] = PngStreamWriter::deflateRows(part, y1 - y0, level, i == threads - 1);
    };
    std::vector<std::thread> pool;
    for (int i = 1; i < threads; ++i) pool.emplace_back(work, i);
    work(0);
    for (std::thread& t : pool) t.join();
    PngStreamWriter w(&out, img.width(), h, level, dpi);
    for (const auto& b : bands) w.writeBand(b);
    return w.commit();
}

} // namespace muster
