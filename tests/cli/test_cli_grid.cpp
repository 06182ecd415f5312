// muster-cli on a square-grid battle (seed 003): validate, info and los read it; play,
// moves, balance and export refuse it with the reason (exit 2).
#include "cli_run.h"

#include <QJsonArray>

using namespace muster::test;

namespace {

const QString kCrossroads = MUSTER_TEST_DATA "/grid/crossroads.json";

} // namespace

class TestCliGrid : public QObject {
    Q_OBJECT
private slots:
    void validateClean() {
        const Run r = cli({"validate", kCrossroads});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("valid (0 errors, 0 warnings)"), r.out.constData());
    }

    void validateNamesTheTileAndRule() {
        QTemporaryDir dir;
        const QString bad = writeTemp(dir, "bad.json",
                                      readAll(kCrossroads).replace(R"("hex": [5,7], "facing")", R"("hex": [6,6], "facing")"));
        Run r = cli({"validate", bad});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("error grid.impassable (rule 003 Terrain) at [6,6]") && r.out.contains("tile 0606"),
                 r.out.constData());
        r = cli({"validate", bad, "--json"});
        QCOMPARE(r.code, 1);
        const QJsonArray files = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(files.size(), 1);
        QCOMPARE(files[0].toObject()["valid"].toBool(true), false);
        bool found = false;
        for (const auto& i : files[0].toObject()["issues"].toArray())
            found |= i.toObject()["rule"].toString() == "grid.impassable" && i.toObject()["section"].toString() == "003 Terrain";
        QVERIFY(found);
    }

    void info() {
        const Run r = cli({"info", kCrossroads});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.startsWith("Crossroads\n"), r.out.constData());
        QVERIFY(r.out.contains("Board: 10 x 8 square tiles"));
        QVERIFY(r.out.contains("Union: Union — home edge north; 1 line-infantry, 1 light-infantry, 1 artillery, 1 commander"));
        QVERIFY(r.out.contains("unit data table"));
        QVERIFY(r.out.contains("Validation: 0 error(s), 0 warning(s)"));
    }

    void lineOfSight() {
        // 0501 to 0507 runs down column 5 through the forest at 0504.
        Run r = cli({"los", kCrossroads, "--from", "5,1", "--to", "5,7", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonObject j = jsonObject(r.out);
        QCOMPARE(j["clear"].toBool(true), false);
        QCOMPARE(j["distance"].toInt(), 6);
        QCOMPARE(j["blockedBy"].toArray(), QJsonArray({QJsonArray({5, 4})}));
        r = cli({"los", kCrossroads, "--from", "5,1", "--to", "5,7"});
        QCOMPARE(QString::fromUtf8(r.out).trimmed(), QString("0501 -> 0507: distance 6, line of sight BLOCKED by 0504 (Forest)"));
        // 0402 to 0604 passes the corner of 0503 and 0404 only: both clear, and 0504's forest is the end.
        r = cli({"los", kCrossroads, "--from", "4,2", "--to", "6,4", "--json"});
        j = jsonObject(r.out);
        QCOMPARE(j["clear"].toBool(false), true);
        QCOMPARE(j["distance"].toInt(), 4);
        // Off the board: bad usage, the tile named.
        r = cli({"los", kCrossroads, "--from", "11,1", "--to", "5,7"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("[11,1]") && r.err.contains("off the 10x8 board"), r.err.constData());
    }

    void playBalanceExportRefuse() {
        QTemporaryDir dir;
        for (const QStringList& args :
             {QStringList{"play", kCrossroads, "--ai", "random"}, QStringList{"play", kCrossroads},
              QStringList{"moves", kCrossroads, "--unit", "u1"}, QStringList{"balance", kCrossroads, "--games", "2"},
              QStringList{"export", kCrossroads, "--to", dir.filePath("x.svg")}}) {
            const Run r = cli(args);
            QVERIFY2(r.code == 2, qPrintable(args.join(' ') + ": " + QString::number(r.code)));
            QVERIFY2(r.err.contains("crossroads.json") && r.err.contains("square-grid-v1.1") &&
                         r.err.contains("unit data table"),
                     qPrintable(args.join(' ') + ": " + r.err));
        }
        QVERIFY(!QFile::exists(dir.filePath("x.svg")));
    }
};

QTEST_GUILESS_MAIN(TestCliGrid)
#include "test_cli_grid.moc"
