#pragma once
// PngStreamWriter: writes an 8-bit RGB PNG band by band through zlib, so very large images
// never have to exist in memory at once, and bands can be compressed on several threads
// (each band is a flushed raw deflate segment; the segments are joined in order). Writes to
// a file (atomic replace, every write checked) or to a caller's device.
#include <QByteArray>
#include <QImage>
#include <QIODevice>

#include <memory>

namespace muster {

class AtomicFileDevice;

class PngStreamWriter {
public:
    // zlib level 1 with no row filters: several times faster than libpng's defaults and, for
    // flat-coloured maps and sheets, about as small.
    static constexpr int kDefaultLevel = 1;

    PngStreamWriter(const QString& path, int width, int height, int level = kDefaultLevel, int dpi = 0);
    PngStreamWriter(QIODevice* out, int width, int height, int level = kDefaultLevel, int dpi = 0);
    ~PngStreamWriter();

    // One band of rows, compressed (by deflateRows, on any thread) but not yet written.
    struct Band {
        QByteArray deflated;
        quint32 adler = 1;
        qint64 length = 0; // uncompressed bytes
        int rows = 0;
    };
    // Compress the first `rows` rows of `strip`; `last`: the image's final band.
    static Band deflateRows(const QImage& strip, int rows, int level, bool last);

    // Append bands in image order (the last one must have been made with last = true).
    bool writeBand(const Band& band);
    // Finish the stream (and rename over the target). False with errorString() on failure.
    bool commit();
    QString errorString() const { return error_; }
    int level() const { return level_; }

private:
    void start(int dpi);
    bool writeChunk(const char type[4], const QByteArray& data);
    bool flushIdat(bool all);

    std::unique_ptr<AtomicFileDevice> file_;
    QIODevice* out_ = nullptr;
    int width_, height_, level_, rowsWritten_ = 0;
    quint32 adler_ = 1;
    QByteArray idat_;
    QString error_;
    bool ok_ = true;
};

// The whole image as PNG on `out`, its bands compressed on up to `threads` threads.
bool writePng(const QImage& img, QIODevice& out, int dpi = 0, int threads = 1,
              int level = PngStreamWriter::kDefaultLevel);

} // namespace muster
