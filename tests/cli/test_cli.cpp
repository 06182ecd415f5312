// muster-cli's contract: exit codes, --json shapes, messages naming the file.
#include "model/hex.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include "cli_run.h"

using namespace muster::test;

namespace {

QString rulesData(const QString& name) { return QStringLiteral(MUSTER_TEST_DATA "/rules/") + name; }

// Warnings do not fail validation (exit 0) but are listed.
const QStringList kWarningRules = {"reinforcement.entry", "scenario.side-empty", "victory.none",
                                   "victory.unreachable", "victory.marker-unscorable",
                                   "victory.marker-in-enemy-setup"};

const char* kSmall = R"({
  "format": "muster-scenario", "formatVersion": 1, "ruleset": "hold-the-line-acw",
  "title": "LOS test", "board": {"columns": 13, "rows": 9, "orientation": "pointy", "stagger": "even"},
  "turns": 6, "firstSide": "union",
  "sides": {"union": {"name": "U", "commandAP": 4, "homeEdge": "north"},
            "confederate": {"name": "C", "commandAP": 4, "homeEdge": "south"}},
  "terrain": [ {"hex": [5,5], "type": "woods"} ],
  "units": [
    {"id": "u1", "side": "union", "type": "infantry", "name": "A", "hex": [3,5], "sp": 4, "morale": "black"},
    {"id": "c1", "side": "confederate", "type": "infantry", "name": "B", "hex": [7,5], "sp": 4, "morale": "black"}
  ],
  "victory": {"eliminationVP": 1, "conditions": [ {"kind": "mostVPAtEnd"} ]}
})";

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void everyRuleFailsAndPasses() {
        const QStringList fails = QDir(rulesData({})).entryList({"*.fail.json"}, QDir::Files, QDir::Name);
        QVERIFY2(fails.size() >= 22, qPrintable(QString("only %1 rule cases").arg(fails.size())));
        for (const QString& f : fails) {
            const QString rule = f.left(f.size() - QString(".fail.json").size());
            const Run r = cli({"validate", "--json", rulesData(f)});
            const bool warning = kWarningRules.contains(rule);
            QCOMPARE(r.code, warning ? 0 : 1);
            const QJsonArray arr = QJsonDocument::fromJson(r.out).array();
            QCOMPARE(arr.size(), 1);
            const QJsonObject o = arr[0].toObject();
            QCOMPARE(o["file"].toString(), rulesData(f));
            QCOMPARE(o["valid"].toBool(), warning);
            bool found = false;
            for (const auto& v : o["issues"].toArray()) {
                const QJsonObject i = v.toObject();
                for (const char* key : {"rule", "severity", "section", "hexes", "units", "message"})
                    QVERIFY2(i.contains(key), key);
                if (i["rule"].toString() == rule) found = true;
            }
            QVERIFY2(found, qPrintable(rule + " not reported for " + f));
            const QString pass = rule + ".pass.json";
            const Run p = cli({"validate", rulesData(pass)});
            QVERIFY2(p.code == 0, qPrintable(pass + ": " + p.out));
            QVERIFY2(!p.out.contains(rule.toUtf8() + " "), qPrintable(pass + ": " + p.out));
        }
    }

    void exitCodes() {
        QCOMPARE(cli({}).code, 2);
        QCOMPARE(cli({"no-such-command"}).code, 2);
        QCOMPARE(cli({"validate"}).code, 2);
        const Run missing = cli({"validate", "/nonexistent/x.json"});
        QCOMPARE(missing.code, 2);
        QVERIFY(missing.err.contains("/nonexistent/x.json"));
        QTemporaryDir dir;
        const QString bad = writeTemp(dir, "bad.json", QByteArray(kSmall).replace("\"sp\": 4, \"morale\": \"black\"}", "\"sp\": \"four\", \"morale\": \"black\"}"));
        const Run r = cli({"validate", bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("bad.json") && r.err.contains("units[0].sp"), r.err.constData());
        const QString good = writeTemp(dir, "good.json", kSmall);
        QCOMPARE(cli({"validate", good}).code, 0);
        // One unreadable file among good ones still makes the whole run exit 2.
        QCOMPARE(cli({"validate", good, bad}).code, 2);
    }

    void losJson() {
        QTemporaryDir dir;
        const QString good = writeTemp(dir, "los.json", kSmall);
        Run r = cli({"los", good, "--from", "3,5", "--to", "7,5", "--json"});
        QCOMPARE(r.code, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["clear"].toBool(), false);
        QCOMPARE(o["distance"].toInt(), 4);
        QCOMPARE(o["blockedBy"].toArray().size(), 1);
        QCOMPARE(o["blockedBy"].toArray()[0].toArray()[0].toInt(), 5);
        QCOMPARE(o["blockedBy"].toArray()[0].toArray()[1].toInt(), 5);
        r = cli({"los", good, "--from", "3,5", "--to", "3,8", "--json"});
        QCOMPARE(r.code, 0);
        o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["clear"].toBool(), true);
        QCOMPARE(o["distance"].toInt(), 3);
        QCOMPARE(cli({"los", good, "--from", "3,5", "--to", "30,5"}).code, 2);
        QCOMPARE(cli({"los", good, "--from", "x", "--to", "3,5"}).code, 2);
    }

    void infoSummarises() {
        QTemporaryDir dir;
        const Run r = cli({"info", writeTemp(dir, "i.json", kSmall)});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("LOS test"));
        QVERIFY(r.out.contains("13 x 9"));
    }

    // `info` words each victory condition as the sheet and the Scenario dock do (one sentence
    // from model/victory_kind), saying when it is judged; it used to say "wins on reaching".
    void infoWordsVictoryAsTheSheet() {
        const Run r = cli({"info", QStringLiteral(MUSTER_SCENARIOS "/antietam.json")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Union must have 7 VP at the end of turn 8, or loses (5.0, 10.0)."), r.out.constData());
        QVERIFY2(r.out.contains("Confederate wins when it has 7 VP at the end of a player's turn (5.0, 10.0)."),
                 r.out.constData());
        QVERIFY2(!r.out.contains("on reaching"), r.out.constData());
    }

    void bundledScenariosValidate() {
        const QStringList files = QDir(MUSTER_SCENARIOS).entryList({"*.json"}, QDir::Files);
        QVERIFY(!files.isEmpty());
        for (const QString& f : files) {
            const Run r = cli({"validate", QStringLiteral(MUSTER_SCENARIOS "/") + f});
            QVERIFY2(r.code == 0, qPrintable(f + ": " + r.out + r.err));
            QVERIFY2(r.out.contains("0 errors, 0 warnings"), qPrintable(f + ": " + r.out));
        }
    }

    // export --db PATH --id ID: a scenario straight from the library, byte for byte as the
    // file export, and clear errors for a wrong id or a missing half of the pair.
    void exportFromLibrary() {
        QTemporaryDir dir;
        const QString db = dir.filePath("lib.sqlite");
        const QString src = QStringLiteral(MUSTER_SCENARIOS "/shiloh.json");
        Run r = cli({"library", "import", src, "--db", db, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonArray imported = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(imported.size(), 1);
        const QString id = QString::number(imported[0].toObject()["id"].toInt());

        const QString fromLib = dir.filePath("lib.json"), fromFile = dir.filePath("file.json");
        r = cli({"export", "--db", db, "--id", id, "--to", fromLib});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(cli({"export", src, "--to", fromFile}).code, 0);
        QFile a(fromLib), b(fromFile);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), b.readAll());

        const QString pdf = dir.filePath("sheet.pdf");
        r = cli({"export", "--db", db, "--id", id, "--to", pdf});
        QVERIFY2(r.code == 0, r.err.constData());
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");

        r = cli({"export", "--db", db, "--id", "999", "--to", dir.filePath("x.pdf")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("999"), r.err.constData());
        QVERIFY(!QFile::exists(dir.filePath("x.pdf")));
        r = cli({"export", "--db", db, "--to", dir.filePath("x.pdf")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--id"), r.err.constData());
        r = cli({"export", src, "--db", db, "--id", id, "--to", dir.filePath("x.pdf")});
        QCOMPARE(r.code, 2);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"

