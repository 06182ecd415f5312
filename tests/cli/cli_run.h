#pragma once
// Running the real muster-cli from a test: exit code (-1 when it crashed or hung) and both
// streams; reading and writing scratch files; a JSON answer as an object.
// MUSTER_CLI_UNDER_TEST runs a test against another build (e.g. one from before a fix).
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace muster::test {

struct Run {
    int code = -1;
    QByteArray out, err;
};

inline QString cliUnderTest() { return qEnvironmentVariable("MUSTER_CLI_UNDER_TEST", QStringLiteral(MUSTER_CLI)); }

// Standard output goes to `stdoutFile` when one is given (e.g. /dev/full).
inline Run cli(const QStringList& args, int timeoutMs = 300000, const QString& stdoutFile = {}) {
    QProcess p;
    if (!stdoutFile.isEmpty()) p.setStandardOutputFile(stdoutFile, QIODevice::Truncate);
    p.start(cliUnderTest(), args);
    p.waitForFinished(timeoutMs);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

inline Run cliTo(const QStringList& args, const QString& stdoutFile) { return cli(args, 300000, stdoutFile); }

inline QString writeTemp(QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    const QString path = dir.filePath(name);
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(text);
    return path;
}

inline QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Writes `bytes` to `path`, making its folder first.
inline void writeAll(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

// A --json answer; warns with the start of the text when it is not JSON.
inline QJsonObject jsonObject(const QByteArray& out) {
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(out, &e);
    if (e.error != QJsonParseError::NoError) qWarning("not JSON: %s", out.left(300).constData());
    return d.object();
}

} // namespace muster::test
