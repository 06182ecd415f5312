#include "atomic_file_device.h"

#include <QFile>

namespace muster {

AtomicFileDevice::AtomicFileDevice(const QString& path)
    : path_(path), writer_(QFile::encodeName(path).toStdString()) {}

AtomicFileDevice::~AtomicFileDevice() { cancelWriting(); }

QString AtomicFileDevice::failure() const {
    return QFile::decodeName(QByteArray::fromStdString(writer_.error()));
}

bool AtomicFileDevice::open(OpenMode mode) {
    if ((mode & ReadOnly) || !(mode & WriteOnly)) {
        setErrorString(QStringLiteral("%1: can only be written").arg(path_));
        return false;
    }
    if (!writer_.open()) {
        setErrorString(failure());
        return false;
    }
    return QIODevice::open(mode | Unbuffered);
}

qint64 AtomicFileDevice::writeData(const char* data, qint64 size) {
    if (!writer_.write(data, static_cast<std::size_t>(size))) {
        setErrorString(failure());
        return -1;
    }
    return size;
}

bool AtomicFileDevice::commit() {
    if (!isOpen()) return false;
    QIODevice::close();
    if (!writer_.commit()) {
        setErrorString(failure());
        return false;
    }
    return true;
}

QString AtomicFileDevice::commitAll(const std::vector<std::unique_ptr<AtomicFileDevice>>& files) {
    const QString unchanged = QStringLiteral("; the previous file is unchanged");
    for (const auto& f : files)
        if (f->failed() || !f->isOpen()) {
            const QString why = f->failed() ? f->failure() : f->errorString();
            for (const auto& g : files) g->cancelWriting();
            return why + unchanged;
        }
    for (const auto& f : files)
        if (!f->commit()) {
            for (const auto& g : files) g->cancelWriting();
            return f->errorString() + unchanged;
        }
    return {};
}

void AtomicFileDevice::cancelWriting() {
    writer_.cancel();
    if (isOpen()) QIODevice::close();
}

} // namespace muster
