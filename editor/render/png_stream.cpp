#include "png_stream.h"

#include <QtEndian>

#include <zlib.h>

namespace muster {

struct PngStreamWriter::Z {
    z_stream s{};
};

namespace {
QByteArray be32(quint32 v) {
    QByteArray b(4, '\0');
    qToBigEndian(v, b.data());
    return b;
}
} // namespace

PngStreamWriter::PngStreamWriter(const QString& path, int width, int height, int compression)
    : file_(path), width_(width), height_(height), z_(std::make_unique<Z>()) {
    if (!file_.open(QIODevice::WriteOnly)) {
        ok_ = false;
        error_ = QStringLiteral("%1: %2").arg(path, file_.errorString());
        return;
    }
    deflateInit(&z_->s, compression);
    static const char sig[] = {char(0x89), 'P', 'N', 'G', '\r', '\n', char(0x1a), '\n'};
    file_.write(sig, 8);
    QByteArray ihdr = be32(width) + be32(height);
    ihdr.append(char(8)).append(char(2)).append(char(0)).append(char(0)).append(char(0)); // 8-bit RGB
    writeChunk("IHDR", ihdr);
}

PngStreamWriter::~PngStreamWriter() {
    deflateEnd(&z_->s);
    if (file_.isOpen()) file_.cancelWriting();
}

bool PngStreamWriter::writeChunk(const char type[4], const QByteArray& data) {
    QByteArray chunk = be32(static_cast<quint32>(data.size()));
    QByteArray body(type, 4);
    body += data;
    chunk += body;
    chunk += be32(static_cast<quint32>(crc32(0, reinterpret_cast<const Bytef*>(body.constData()), body.size())));
    if (file_.write(chunk) != chunk.size()) {
        ok_ = false;
        error_ = QStringLiteral("%1: %2").arg(file_.fileName(), file_.errorString());
    }
    return ok_;
}

bool PngStreamWriter::flushDeflate(bool finish) {
    char buf[1 << 16];
    do {
        z_->s.next_out = reinterpret_cast<Bytef*>(buf);
        z_->s.avail_out = sizeof buf;
        deflate(&z_->s, finish ? Z_FINISH : Z_NO_FLUSH);
        out_.append(buf, static_cast<qsizetype>(sizeof buf - z_->s.avail_out));
    } while (z_->s.avail_out == 0);
    if (out_.size() >= (1 << 20) || (finish && !out_.isEmpty())) {
        writeChunk("IDAT", out_);
        out_.clear();
    }
    return ok_;
}

bool PngStreamWriter::writeRows(const QImage& strip, int rows) {
    if (!ok_) return false;
    const QImage rgb = strip.format() == QImage::Format_RGB888 ? strip : strip.convertToFormat(QImage::Format_RGB888);
    QByteArray line(1 + 3 * width_, '\0'); // filter byte 0 (none), then RGB
    for (int y = 0; y < rows && rowsWritten_ < height_; ++y, ++rowsWritten_) {
        memcpy(line.data() + 1, rgb.constScanLine(y), static_cast<size_t>(3 * width_));
        z_->s.next_in = reinterpret_cast<Bytef*>(line.data());
        z_->s.avail_in = static_cast<uInt>(line.size());
        if (!flushDeflate(false)) return false;
    }
    return ok_;
}

bool PngStreamWriter::commit() {
    if (!ok_) return false;
    if (rowsWritten_ != height_) {
        error_ = QStringLiteral("%1: only %2 of %3 rows were rendered").arg(file_.fileName()).arg(rowsWritten_).arg(height_);
        return false;
    }
    z_->s.next_in = nullptr;
    z_->s.avail_in = 0;
    flushDeflate(true);
    writeChunk("IEND", {});
    if (!ok_) return false;
    if (!file_.commit()) {
        error_ = QStringLiteral("%1: %2").arg(file_.fileName(), file_.errorString());
        return false;
    }
    return true;
}

} // namespace muster
