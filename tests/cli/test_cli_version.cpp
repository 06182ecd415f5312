// --version and --help of muster-cli and muster: the version is the one CMake's
// project(VERSION) sets, and every registered command answers `COMMAND --help`.
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTest>

namespace {

struct Run {
    int code;
    QString out;
    QString err;
};

Run run(const QString& program, const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(30000)) return {-2, {}, QStringLiteral("timed out")};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

Run cli(const QStringList& args) { return run(QStringLiteral(MUSTER_CLI), args); }

// The commands `muster-cli --help` lists, one per indented line under "commands:".
QStringList listedCommands() {
    const QString help = cli({QStringLiteral("--help")}).out;
    QStringList names;
    const auto section = help.section(QStringLiteral("commands:\n"), 1).section(QStringLiteral("\n\n"), 0, 0);
    for (const QString& line : section.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        names << line.trimmed().section(QLatin1Char(' '), 0, 0);
    return names;
}

} // namespace

class TestCliVersion : public QObject {
    Q_OBJECT
private slots:
    void cliVersionIsTheProjectVersion() {
        for (const char* opt : {"--version", "-V"}) {
            const Run r = cli({QString::fromLatin1(opt)});
            QCOMPARE(r.code, 0);
            QCOMPARE(r.out, QStringLiteral("muster-cli " MUSTER_PROJECT_VERSION "\n"));
            QVERIFY(r.err.isEmpty());
        }
    }

    void everyCommandHasHelp() {
        const QStringList commands = listedCommands();
        // The commands of DESIGN.md's CLI contract at least; commands added later are checked too.
        for (const char* name : {"validate", "info", "los", "rules", "odds", "export", "library"})
            QVERIFY2(commands.contains(QString::fromLatin1(name)), name);
        for (const QString& name : commands) {
            const Run r = cli({name, QStringLiteral("--help")});
            QVERIFY2(r.code == 0, qPrintable(name + ": exit " + QString::number(r.code) + " " + r.err));
            QVERIFY2(r.out.contains(QStringLiteral("usage: muster-cli ") + name), qPrintable(name + ": " + r.out));
            QVERIFY2(r.out.contains(QStringLiteral("Exit status:")), qPrintable(name));
            QVERIFY2(r.err.isEmpty(), qPrintable(name + ": " + r.err));
            // The same text from `help COMMAND`, `-h` first, and --help after other arguments.
            QCOMPARE(cli({QStringLiteral("help"), name}).out, r.out);
            QCOMPARE(cli({name, QStringLiteral("-h")}).out, r.out);
            QCOMPARE(cli({name, QStringLiteral("x.json"), QStringLiteral("--help")}).out, r.out);
        }
    }

    void usageErrorsKeepTheirExitCodes() {
        QCOMPARE(cli({}).code, 2);
        const Run unknown = cli({QStringLiteral("frobnicate")});
        QCOMPARE(unknown.code, 2);
        QVERIFY(unknown.err.contains(QStringLiteral("unknown command 'frobnicate'")));
        QCOMPARE(cli({QStringLiteral("help"), QStringLiteral("frobnicate")}).code, 2);
        QCOMPARE(cli({QStringLiteral("validate")}).code, 2);
        QCOMPARE(cli({QStringLiteral("validate"), QStringLiteral("--jsn"), QStringLiteral("a.json")}).code, 2);
        const Run help = cli({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains(QStringLiteral("--version")));
    }

    void editorVersionAndHelp() {
        const QString muster = QStringLiteral(MUSTER_EDITOR);
        const Run v = run(muster, {QStringLiteral("--version")});
        QCOMPARE(v.code, 0);
        QCOMPARE(v.out, QStringLiteral("Muster " MUSTER_PROJECT_VERSION "\n"));
        const Run h = run(muster, {QStringLiteral("--help")});
        QCOMPARE(h.code, 0);
        QVERIFY(h.out.contains(QStringLiteral("--version")));
        QVERIFY(h.out.contains(QStringLiteral("FILE")));
        const Run bad = run(muster, {QStringLiteral("--no-such-option")});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("no-such-option")), qPrintable(bad.err));
    }
};

QTEST_GUILESS_MAIN(TestCliVersion)
#include "test_cli_version.moc"
