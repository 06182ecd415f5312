#pragma once
// AtomicFileDevice: a QIODevice over model/io's AtomicFileWriter, for the exporters. Qt's
// QSaveFile misses a failed final flush (QSvgGenerator's and QPdfWriter's buffered output
// on a full disk was committed as success); here every write is checked and commit()
// fails with "FILE: disk full" leaving the previous file whole.
#include "model/io/atomic_file.h"

#include <QIODevice>
#include <QString>

#include <memory>
#include <vector>

namespace muster {

class AtomicFileDevice : public QIODevice {
public:
    explicit AtomicFileDevice(const QString& path);
    ~AtomicFileDevice() override;

    QString fileName() const { return path_; }
    // Opens the temporary beside the target (write only).
    bool open(OpenMode mode) override;
    // Renames the finished output over the target; false with errorString() on failure.
    bool commit();
    // Abandons the output; the target is untouched.
    void cancelWriting();
    bool failed() const { return writer_.failed(); }
    // "PATH: disk full (...)" or another reason naming the file.
    QString failure() const;

    // Commit every file or, when any has failed, none: a multi-file export (pages, a map
    // and its tilesets) is replaced whole or not at all. Empty on success, else the reason
    // naming the file.
    static QString commitAll(const std::vector<std::unique_ptr<AtomicFileDevice>>& files);

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override;

private:
    QString path_;
    AtomicFileWriter writer_;
};

} // namespace muster
