// muster-cli against hostile files and a hostile world: a broken game file is reported by
// its own error in play, moves and balance; integer extremes are refused by validation;
// titles cannot forge lines or reorder the terminal; a library on a full disk stays
// readable. Drives the real binary (MUSTER_CLI_UNDER_TEST runs it against another build).
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringDecoder>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_run.h"
#include "small_disk.h"

using namespace muster::test;

namespace {

QString scenario(const char* name) { return QStringLiteral(MUSTER_SCENARIOS "/") + QLatin1String(name); }

QByteArray replaced(QByteArray text, const QByteArray& from, const QByteArray& to) {
    const qsizetype at = text.indexOf(from);
    if (at < 0) qFatal("no '%s' in the test text", from.constData());
    return text.replace(at, from.size(), to);
}

} // namespace

class TestCliHostile : public QObject {
    Q_OBJECT
private slots:
    // Item 1: a game file broken after its "format" is named by its real error, with line,
    // column and JSON path, in every command that reads it; never "not a Muster scenario".
    void brokenGameFile() {
        QTemporaryDir tmp;
        const QString good = tmp.filePath("good.json");
        const Run played = cli({"play", scenario("shiloh.json"), "--ai", "random", "--seed", "3", "--out", good});
        QVERIFY2(played.code == 0, played.err.constData());
        const QByteArray text = readAll(good);
        const QList<QByteArray> broken = {
            text.left(text.size() / 2),                                        // truncated
            replaced(text, "\"seed\": ", "\"seed\": NaN"),           // NaN
            text + "garbage",                                                  // trailing garbage
            replaced(text, "\"sp\": ", "\"sp\": \x01"),                        // raw control character
        };
        for (int i = 0; i < broken.size(); ++i) {
            const QString file = tmp.filePath(QStringLiteral("broken%1.json").arg(i));
            writeAll(file, broken[i]);
            for (const QStringList& args : {QStringList{"play", file}, QStringList{"moves", file, "--unit", "u1"},
                                            QStringList{"balance", file, "--games", "2"}}) {
                const Run r = cli(args);
                QVERIFY2(r.code == 2, qPrintable(args.join(' ') + ": exit " + QString::number(r.code)));
                QVERIFY2(!r.err.contains("not a Muster scenario"), qPrintable(args.join(' ') + ": " + r.err));
                QVERIFY2(r.err.contains("invalid JSON at line"), qPrintable(args.join(' ') + ": " + r.err));
                if (i != 2) // garbage after the end is after every path
                    QVERIFY2(r.err.contains(", inside "), qPrintable(args.join(' ') + ": " + r.err));
            }
        }
    }

    // Item 3: integer extremes that used to validate as correct are rule errors now, so
    // play --ai refuses them at once instead of growing to gigabytes or wrapping sums.
    void extremesAreRuleErrors_data() {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QByteArray>("rule");
        QTest::newRow("turns") << QByteArray("\"turns\": ") << QByteArray("\"turns\": 2147483646")
                               << QByteArray("scenario.turns-limit");
        QTest::newRow("command AP") << QByteArray("\"commandAP\": ") << QByteArray("\"commandAP\": 2147483647")
                                    << QByteArray("scenario.command-ap-limit");
        QTest::newRow("eliminationVP") << QByteArray("\"eliminationVP\": ")
                                       << QByteArray("\"eliminationVP\": 2147483647")
                                       << QByteArray("victory.vp-limit");
    }
    void extremesAreRuleErrors() {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QByteArray, rule);
        QTemporaryDir tmp;
        const QString file = tmp.filePath("x.json");
        // The first "key": N becomes "key": BIG.
        QByteArray text = readAll(scenario("shiloh.json"));
        const qsizetype at = text.indexOf(from);
        QVERIFY(at >= 0);
        qsizetype end = at + from.size();
        while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '-')) ++end;
        text.replace(at, end - at, to);
        writeAll(file, text);
        const Run v = cli({"validate", file});
        QVERIFY2(v.code == 1 && v.out.contains(rule), v.out.constData());
        const Run p = cli({"play", file, "--ai", "random", "--seed", "1"});
        QVERIFY2(p.code == 1 && p.err.contains(rule), p.err.constData());
    }

    // Item 8: bidi controls and newlines in titles and names are shown escaped.
    void bidiAndNewlinesAreEscaped() {
        QTemporaryDir tmp;
        const QString file = tmp.filePath("bidi.json");
        QByteArray text = readAll(scenario("shiloh.json"));
        const QByteArray forged = "Shiloh\\nFAKE: valid \\u202eevil\\u202c \\u2066x\\u2069 \\u200ey\\u200f \\u061cz";
        text = replaced(text, "\"title\": \"", "\"title\": \"" + forged);
        writeAll(file, text);
        const QString db = tmp.filePath("lib.sqlite");
        QVERIFY(cli({"library", "import", file, "--db", db}).code == 0);
        for (const QStringList& args :
             {QStringList{"info", file}, QStringList{"library", "list", "--db", db},
              QStringList{"library", "show", "1", "--db", db}, QStringList{"play", file, "--ai", "random", "--seed", "1"}}) {
            const Run r = cli(args);
            QVERIFY2(r.code == 0, qPrintable(args.join(' ') + ": " + r.err));
            for (const char* raw : {"\xe2\x80\xae", "\xe2\x80\xac", "\xe2\x81\xa6", "\xe2\x81\xa9", "\xe2\x80\x8e",
                                    "\xe2\x80\x8f", "\xd8\x9c"})
                QVERIFY2(!r.out.contains(raw), qPrintable(args.join(' ') + ": raw bidi control " + QByteArray(raw).toHex()));
            QVERIFY2(r.out.contains("\\u202e") && r.out.contains("\\u2066") && r.out.contains("\\u061c"),
                     qPrintable(args.join(' ') + ": " + r.out.left(300)));
            for (const QByteArray& line : r.out.split('\n'))
                QVERIFY2(!line.startsWith("FAKE"), qPrintable(args.join(' ') + ": a title forged a line"));
        }
        // JSON output stays exact.
        const Run j = cli({"library", "export", "1", "--db", db});
        QVERIFY(QJsonDocument::fromJson(j.out).object()["title"].toString().contains(QChar(0x202e)));
    }

    // A file saved as UTF-16 or UTF-32 is named as such, not as "unexpected byte 0xFF".
    void otherEncodingsAreNamed() {
        QTemporaryDir tmp;
        const QString text = QString::fromUtf8(readAll(scenario("shiloh.json")));
        struct Case {
            const char* name;
            QStringConverter::Encoding encoding;
            const char* said;
        };
        for (const Case& c : {Case{"u16le", QStringConverter::Utf16LE, "UTF-16 (little-endian)"},
                              Case{"u16be", QStringConverter::Utf16BE, "UTF-16 (big-endian)"},
                              Case{"u32le", QStringConverter::Utf32LE, "UTF-32 (little-endian)"},
                              Case{"u32be", QStringConverter::Utf32BE, "UTF-32 (big-endian)"}}) {
            QStringEncoder enc(c.encoding, QStringConverter::Flag::WriteBom);
            const QString file = tmp.filePath(QLatin1String(c.name) + ".json");
            writeAll(file, enc(text));
            for (const QStringList& args : {QStringList{"info", file}, QStringList{"play", file, "--ai", "random"}}) {
                const Run r = cli(args);
                QCOMPARE(r.code, 2);
                QVERIFY2(r.err.contains(c.said) && r.err.contains(c.name), qPrintable(args.join(' ') + ": " + r.err));
            }
        }
    }

    // A board outside 1..1000 stops an export with the battle's file named.
    void exportNamesTheBoardsFile() {
        QTemporaryDir tmp;
        const QString file = tmp.filePath("wide-board.json");
        writeAll(file, replaced(readAll(scenario("shiloh.json")), "\"columns\": 13", "\"columns\": 1001"));
        for (const QStringList& to : {QStringList{tmp.filePath("x.png")}, QStringList{tmp.filePath("x.vmod"), "--force"}}) {
            const Run r = cli(QStringList{"export", file, "--to"} + to);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("wide-board.json") && r.err.contains("1001"), qPrintable(to.join(' ') + ": " + r.err));
            QVERIFY(!QFile::exists(to[0]));
        }
    }

    // A malformed part of a sharded balance run is named with its JSON path, in plain words.
    void malformedMergePartIsNamed() {
        QTemporaryDir tmp;
        QStringList parts;
        for (int k = 1; k <= 2; ++k) {
            parts << tmp.filePath(QStringLiteral("part%1.json").arg(k));
            const Run r = cli({"balance", scenario("shiloh.json"), "--ai", "random", "--games", "2", "--seed", "1", "--shard",
                               QStringLiteral("%1/2").arg(k), "--out", parts.back()});
            QVERIFY2(r.code == 0, r.err.constData());
        }
        const QByteArray good = readAll(parts[1]);
        // Edited as text: the merge compares the parts' plans key by key, in their order.
        const auto broken = [&](const QByteArray& from, const QByteArray& to) {
            writeAll(parts[1], replaced(good, from, to));
            return cli({"balance", "merge", parts[0], parts[1]});
        };
        Run r = broken("\"unionWins\":", "\"unionWins\":\"many\",\"x\":");
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("part2.json") && r.err.contains("runs[0].unionWins") && !r.err.contains("json.exception"), r.err.constData());
        r = broken("\"turnHistogram\":{", "\"turnHistogram\":{\"x\":1,");
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("part2.json") && r.err.contains("runs[0].turnHistogram.x") && !r.err.contains("stoi"), r.err.constData());
    }

    // An endless standard input is refused after the cap, not read for ever.
    void shareStdinIsCapped() {
        QProcess p;
        p.start(cliUnderTest(), {"share", "--decode", "-"});
        QVERIFY(p.waitForStarted());
        const QByteArray chunk(1 << 20, 'A');
        for (int i = 0; i < 3 && p.state() == QProcess::Running; ++i) {
            p.write(chunk);
            p.waitForBytesWritten(10000);
        }
        // Standard input is left open: the stream has not ended.
        const bool ended = p.waitForFinished(30000);
        if (!ended) p.kill(), p.waitForFinished(5000);
        QVERIFY2(ended, "share --decode - kept reading an endless standard input");
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(p.readAllStandardError().contains("standard input"), "no word of the cap");
    }

    // Spaces forums and chat programs put into text are whitespace, as docs/club.md says.
    void shareCodesIgnoreUnicodeSpaces() {
        const Run enc = cli({"share", scenario("antietam.json")});
        QVERIFY2(enc.code == 0, enc.err.constData());
        const QByteArray code = enc.out.trimmed();
        const Run plain = cli({"share", "--decode", QString::fromLatin1(code)});
        QVERIFY2(plain.code == 0, plain.err.constData());
        QByteArray spaced = code;
        int at = 500;  // from the back, so each goes between two characters of the code
        for (const QByteArray& sp : {QByteArray("\xc2\xa0"), QByteArray("\xe2\x80\x8b"), QByteArray("\xe2\x80\x89"),
                                     QByteArray("\xef\xbb\xbf"), QByteArray("\xe2\x80\xaf")}) {
            spaced.insert(at, sp);
            at -= 100;
        }
        spaced.prepend("\xef\xbb\xbf");  // a byte order mark in front
        QTemporaryDir tmp;
        const QString in = tmp.filePath("code.txt");
        writeAll(in, spaced);
        QProcess p;
        p.setStandardInputFile(in);
        p.start(cliUnderTest(), {"share", "--decode", "-"});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QCOMPARE(p.readAllStandardOutput(), plain.out);
    }

    // Messages are valid UTF-8 and short: no cut character, no junk echoed back at length.
    void shareMessagesAreShortUtf8() {
        QByteArray junk;
        for (int i = 0; i < 50000; ++i) junk += "\xc3\xa9";  // "é"
        const QList<QByteArray> codes = {
            "a" + junk,                                    // prefix: 8 bytes would cut an é
            "MUSTER1." + junk + ".12345678.abc",           // length
            "MUSTER1.3." + junk + ".abc",                  // checksum
            "MUSTER1.3.12345678.ab\xc3\xa9",               // character
        };
        for (const QByteArray& code : codes) {
            const Run r = cli({"share", "--decode", QString::fromUtf8(code)});
            QCOMPARE(r.code, 2);
            QStringDecoder utf8(QStringDecoder::Utf8);
            const QString text = utf8(r.err);
            QVERIFY2(!utf8.hasError(), r.err.left(300).toHex().constData());
            QVERIFY2(r.err.size() < 400, r.err.left(400).constData());
        }
        const Run ch = cli({"share", "--decode", QString::fromUtf8(codes[3])});
        QVERIFY2(ch.err.contains("character '\xc3\xa9'"), ch.err.constData());
    }

    // Item 5: a library on a 100% full disk can still be listed, exported and its games read,
    // and the note says the disk is full.
    void fullDiskLibraryIsReadable() {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath("disk");
        SMALL_DISK(disk, dir, "size=4m");
        const QString db = dir + "/lib.sqlite";
        QVERIFY(cli({"library", "import", scenario("shiloh.json"), "--db", db}).code == 0);
        const QString game = tmp.filePath("g.json");
        QVERIFY(cli({"play", scenario("shiloh.json"), "--ai", "random", "--seed", "2", "--out", game}).code == 0);
        const Run added = cli({"library", "add-game", "1", game, "--db", db});
        QVERIFY2(added.code == 0, added.err.constData());
        QVERIFY2(!QFile::exists(db + "-shm"), "the last writer left its -shm file");
        disk.fill();
        const Run list = cli({"library", "list", "--db", db});
        QVERIFY2(list.code == 0 && list.out.contains("Shiloh"), qPrintable(list.err));
        QVERIFY2(list.err.contains("disk is full"), list.err.constData());
        const Run exported = cli({"library", "export", "1", "--db", db});
        QVERIFY2(exported.code == 0 && exported.out.contains("muster-scenario"), exported.err.constData());
        const Run g = cli({"library", "game", "1", "--db", db});
        QVERIFY2(g.code == 0 && g.out.contains("muster-game"), g.err.constData());
        // Writing is refused with the same reason, and nothing is damaged.
        const Run write = cli({"library", "import", scenario("antietam.json"), "--db", db});
        QVERIFY(write.code != 0);
        QVERIFY2(write.err.contains("disk is full"), write.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "test_cli_hostile.moc"
