#pragma once
// PngStreamWriter: writes an 8-bit RGB PNG row by row through zlib, so very large images
// never have to exist in memory at once. Writes to a QSaveFile (atomic replace).
#include <QImage>
#include <QSaveFile>

#include <memory>

namespace muster {

class PngStreamWriter {
public:
    PngStreamWriter(const QString& path, int width, int height, int compression = 3);
    ~PngStreamWriter();
    // Append the rows of `strip` (its width must match; any format convertible to RGB).
    bool writeRows(const QImage& strip, int rows);
    // Finish the stream and rename over the target. False with errorString() on failure.
    bool commit();
    QString errorString() const { return error_; }

private:
    bool writeChunk(const char type[4], const QByteArray& data);
    bool flushDeflate(bool finish);

    QSaveFile file_;
    int width_, height_, rowsWritten_ = 0;
    struct Z;
    std::unique_ptr<Z> z_;
    QByteArray out_;
    QString error_;
    bool ok_ = true;
};

} // namespace muster
