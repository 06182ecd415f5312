// The skip helper of tests/ci_skip.h: a skip on a developer's machine, a failure under CI.
// The test runs its own probe slot in a child process with and without CI=true.
#include "tests/ci_skip.h"

#include <QCoreApplication>
#include <QProcess>
#include <QProcessEnvironment>

class TestCiSkip : public QObject {
    Q_OBJECT
private slots:
    // Only meaningful in the child process started below.
    void probe() {
        if (qEnvironmentVariableIsEmpty("MUSTER_CI_SKIP_PROBE")) return;
        MUSTER_SKIP_UNLESS_CI("probe tool is not installed");
    }

    void skipFailsUnderCi_data() {
        QTest::addColumn<QString>("ci");
        QTest::addColumn<bool>("fails");
        QTest::newRow("CI unset") << QString() << false;
        QTest::newRow("CI=false") << "false" << false;
        QTest::newRow("CI=true") << "true" << true;
    }
    void skipFailsUnderCi() {
        QFETCH(QString, ci);
        QFETCH(bool, fails);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("CI");
        if (!ci.isEmpty()) env.insert("CI", ci);
        env.insert("MUSTER_CI_SKIP_PROBE", "1");
        p.setProcessEnvironment(env);
        p.start(QCoreApplication::applicationFilePath(), {"probe"});
        QVERIFY(p.waitForFinished(60000));
        const QByteArray out = p.readAllStandardOutput();
        QCOMPARE(p.exitCode() != 0, fails);
        QVERIFY2(out.contains(fails ? "FAIL!  : TestCiSkip::probe()" : "SKIP   : TestCiSkip::probe()"), out.constData());
        QVERIFY2(out.contains("probe tool is not installed"), out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCiSkip)
#include "test_ci_skip.moc"
