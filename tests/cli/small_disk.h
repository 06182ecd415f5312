#pragma once
// A small tmpfs for full-disk tests, unmounted when the test ends. Mounting needs root (CI
// runs as root); SMALL_DISK skips with the reason elsewhere, and fails under CI.
#include "../ci_skip.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtTest>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <sys/mount.h>

namespace muster::test {

class SmallDisk {
public:
    explicit SmallDisk(const QString& dir, const char* size = "size=8m") : dir_(dir) {
        QDir().mkpath(dir);
        if (::mount("tmpfs", QFile::encodeName(dir).constData(), "tmpfs", 0, size) == 0) mounted_ = true;
        else why_ = QStringLiteral("cannot mount a tmpfs on %1: %2").arg(dir, QString::fromLocal8Bit(std::strerror(errno)));
    }
    ~SmallDisk() {
        if (mounted_) ::umount2(QFile::encodeName(dir_).constData(), MNT_DETACH);
    }
    SmallDisk(const SmallDisk&) = delete;
    SmallDisk& operator=(const SmallDisk&) = delete;
    bool mounted() const { return mounted_; }
    QString why() const { return why_; }
    // Fill the disk to the last byte.
    void fill() {
        QFile f(filler());
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        const QByteArray block(4096, 'x');
        while (f.write(block) == block.size()) {}
        while (f.write("x", 1) == 1) {}
    }
    // Fill the disk, then free `bytes` of it again: the next writer finds that much room.
    void leaveFree(qint64 bytes) {
        QFile f(filler());
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        const QByteArray block(4096, 'x');
        while (f.write(block) == block.size()) {}
        f.close();
        const qint64 size = QFileInfo(filler()).size();
        QVERIFY(QFile::resize(filler(), std::max<qint64>(0, size - bytes)));
    }
    void freeAll() { QFile::remove(filler()); }

private:
    QString filler() const { return dir_ + QStringLiteral("/filler"); }
    QString dir_, why_;
    bool mounted_ = false;
};

} // namespace muster::test

#define SMALL_DISK(var, path, ...)                                                                     \
    ::muster::test::SmallDisk var(path __VA_OPT__(, ) __VA_ARGS__);                                    \
    if (!var.mounted()) MUSTER_SKIP_UNLESS_CI(var.why());
