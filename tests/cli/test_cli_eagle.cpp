// muster-cli on an Eagle Games battle (seed 002): validate and info read it (info with both
// armies by space, their points and the attacker roll's odds); export writes one army's
// secret set-up sheet; share codes round-trip it; los, play, moves and balance refuse it
// with the reason.
#include "cli_run.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace muster::test;

namespace {

const QString kBattle = MUSTER_TEST_DATA "/eagle/stand_alone.json";

} // namespace

class TestCliEagle : public QObject {
    Q_OBJECT
private slots:
    void validateClean() {
        const Run r = cli({"validate", kBattle});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("valid (0 errors, 0 warnings)"), r.out.constData());
    }

    void validateNamesTheArmyAndSpace() {
        QTemporaryDir dir;
        // The Union's only right-line brigades go to the reserve: that line space is empty.
        QByteArray text = readAll(kBattle);
        text.replace(R"("name": "3rd Brigade", "space": "right")", R"("name": "3rd Brigade", "space": "reserve")");
        text.replace(R"("name": "Bayard", "space": "right")", R"("name": "Bayard", "space": "reserve")");
        const QString bad = writeTemp(dir, "bad.json", text);
        Run r = cli({"validate", bad});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("error eagle.line-empty (rule 002 Setup)") &&
                     r.out.contains("Union (Army of Virginia) has no brigade in the right line space"),
                 r.out.constData());
        r = cli({"validate", bad, "--json"});
        QCOMPARE(r.code, 1);
        const QJsonArray files = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(files[0].toObject()["valid"].toBool(true), false);
        QCOMPARE(files[0].toObject()["issues"].toArray()[0].toObject()["rule"].toString(), QString("eagle.line-empty"));
    }

    void info() {
        const Run r = cli({"info", kBattle});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.startsWith("Stand-alone battle at Cedar Run\n"), r.out.constData());
        QVERIFY2(r.out.contains("Battle: major (as set) — brigades: Union 6, Confederate 6"), r.out.constData());
        QVERIFY(r.out.contains("Points budget: 30 per army"));
        QVERIFY(r.out.contains("Union: Army of Virginia — 28 points of 30, attacker roll +4"));
        QVERIFY(r.out.contains("Confederate: Jackson's Wing — 25 points of 30, attacker roll +3"));
        QVERIFY2(r.out.contains("    Center line: Infantry '2nd Brigade', Artillery 'Corps guns', Leader 'Banks'"), r.out.constData());
        QVERIFY(r.out.contains("    Left line: Infantry 'Taliaferro', Artillery 'Pegram's battery' (elite)"));
        // 2d6+4 against 2d6+3: 721 and 435 of the 1,296 pairs, 140 ties rolled again.
        QVERIFY2(r.out.contains("Attacker roll: Union wins 62.4%, Confederate 37.6%"), r.out.constData());
        QVERIFY(r.out.contains("number tables"));
        QVERIFY(r.out.contains("Validation: 0 error(s), 0 warning(s)"));
    }

    void setupSheetPerSide() {
        QTemporaryDir dir;
        Run r = cli({"export", kBattle, "--side", "union", "--to", dir.filePath("union.png"), "--dpi", "50"});
        QVERIFY2(r.code == 0, r.err.constData());
        QImage img(dir.filePath("union.png"));
        QVERIFY(!img.isNull());
        QCOMPARE(img.width(), 413);  // A4 portrait, 595 pt at 50 dpi
        r = cli({"export", kBattle, "--side", "confederate", "--to", dir.filePath("c.svg")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QByteArray svg = readAll(dir.filePath("c.svg"));
        // Secret set-up: the Confederate sheet names its own brigades and none of the Union's.
        QVERIFY(svg.contains("Stonewall Brigade"));
        QVERIFY(!svg.contains("Buford") && !svg.contains("1st Brigade"));
        r = cli({"export", kBattle, "--side", "confederate", "--format", "pdf", "--to", dir.filePath("c")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(readAll(dir.filePath("c.pdf")).startsWith("%PDF"));
        // Without --side: refused, nothing written.
        r = cli({"export", kBattle, "--to", dir.filePath("both.svg")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--side union|confederate is required"), r.err.constData());
        QVERIFY(!QFile::exists(dir.filePath("both.svg")));
        r = cli({"export", kBattle, "--side", "north", "--to", dir.filePath("x.svg")});
        QCOMPARE(r.code, 2);
        r = cli({"export", kBattle, "--side", "union", "--format", "png", "--to", dir.filePath("x.svg")});
        QCOMPARE(r.code, 2);
    }

    // A library battle of any system exports as its file does, by --db PATH --battle ID
    // (the ids of `library battles`): a square-grid battle in every format its ruleset
    // lists, an Eagle Games battle as one army's sheet.
    void exportLibraryBattles() {
        QTemporaryDir dir;
        const QString db = dir.filePath("lib.sqlite");
        const QString grid = MUSTER_TEST_DATA "/grid/crossroads.json";
        Run r = cli({"library", "import", grid, kBattle, "--db", db});
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli({"library", "battles", "--json", "--db", db});
        QVERIFY2(r.code == 0, r.err.constData());
        QString gridId, eagleId;
        for (const auto& v : QJsonDocument::fromJson(r.out).array()) {
            const QJsonObject o = v.toObject();
            (o["ruleset"].toString().startsWith("eagle") ? eagleId : gridId) = QString::number(o["id"].toInteger());
        }
        QVERIFY2(!gridId.isEmpty() && !eagleId.isEmpty(), r.out.constData());

        r = cli({"export", "--db", db, "--battle", gridId, "--to", dir.filePath("g.json")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(readAll(dir.filePath("g.json")), readAll(grid));
        r = cli({"export", "--db", db, "--battle", gridId, "--to", dir.filePath("g.svg")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(readAll(dir.filePath("g.svg")).contains("1st Brigade"));

        r = cli({"export", "--db", db, "--battle", eagleId, "--side", "confederate", "--to", dir.filePath("c.svg")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(readAll(dir.filePath("c.svg")), [&] {
            const Run f = cli({"export", kBattle, "--side", "confederate", "--to", dir.filePath("f.svg")});
            return f.code == 0 ? readAll(dir.filePath("f.svg")) : QByteArray();
        }());
        // Set-up is secret: an Eagle Games battle without --side is refused, nothing written.
        r = cli({"export", "--db", db, "--battle", eagleId, "--to", dir.filePath("e.svg")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("library battle " + eagleId.toUtf8()) && r.err.contains("--side"), r.err.constData());
        QVERIFY(!QFile::exists(dir.filePath("e.svg")));
        // Mistakes are named: no such battle, no library, a file as well.
        r = cli({"export", "--db", db, "--battle", "99", "--to", dir.filePath("x.svg")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("99"), r.err.constData());
        r = cli({"export", "--battle", gridId, "--to", dir.filePath("x.svg")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--db"), r.err.constData());
        r = cli({"export", grid, "--db", db, "--battle", gridId, "--to", dir.filePath("x.svg")});
        QCOMPARE(r.code, 2);
        QVERIFY(!QFile::exists(dir.filePath("x.svg")));
    }

    // The set-up sheet is an export plug-in of the Eagle Games ruleset: the system lists its
    // formats, and a format it does not list is refused naming those it does.
    void sheetFormatsAreTheRulesets() {
        Run r = cli({"rules", "systems", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonArray eagle;
        for (const auto& v : QJsonDocument::fromJson(r.out).array())
            if (v.toObject()["id"] == "eagle") eagle = v.toObject()["exports"].toArray();
        QCOMPARE(eagle, QJsonArray({"pdf", "png", "svg"}));
        QTemporaryDir dir;
        r = cli({"export", kBattle, "--side", "union", "--to", dir.filePath("u.tmx")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(".pdf, .png or .svg"), r.err.constData());
    }

    // A share code holds the battle's canonical text and decodes to the same bytes.
    void shareCodeRoundTrip() {
        Run r = cli({"share", kBattle});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString code = QString::fromUtf8(r.out).trimmed();
        QVERIFY(code.startsWith("MUSTER1."));
        r = cli({"share", "--decode", code});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out, readAll(kBattle));
    }

    void losPlayBalanceRefuse() {
        Run r = cli({"los", kBattle, "--from", "1,1", "--to", "2,2"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("no line of sight"), r.err.constData());
        for (const QStringList& args :
             {QStringList{"play", kBattle, "--ai", "random"}, QStringList{"moves", kBattle, "--unit", "u1"},
              QStringList{"balance", kBattle, "--games", "2"}}) {
            r = cli(args);
            QVERIFY2(r.code == 2, qPrintable(args.join(' ') + ": " + QString::number(r.code)));
            QVERIFY2(r.err.contains("stand_alone.json") && r.err.contains("eagle-games-cw-v1.8") &&
                         r.err.contains("number tables"),
                     qPrintable(args.join(' ') + ": " + r.err));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliEagle)
#include "test_cli_eagle.moc"
