// Share codes (model/io/share_code.h): every bundled battle and a 200x200 board round-trip
// byte for byte; each kind of damage is refused naming the part that is wrong.
#include "model/io/scenario_json.h"
#include "model/io/share_code.h"

#include <QDir>
#include <QtTest>

#include <random>

#include <zlib.h>

using namespace muster;

namespace {

// A 200x200 battlefield: woods and hills in patches, a river across with bridges, a town,
// a hundred units a side near the middle. Seeded, so its code length is the same every run.
Scenario bigBoard() {
    Scenario s;
    s.title = "A 200x200 board";
    s.board.columns = 200;
    s.board.rows = 200;
    std::mt19937 rng(28);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    for (int patch = 0; patch < 400; ++patch) {
        const Terrain t = patch % 3 == 0 ? Terrain::Hill : patch % 3 == 1 ? Terrain::Woods : Terrain::Orchard;
        int c = pick(1, 200), r = pick(1, 200);
        for (int step = 0; step < 30; ++step) {
            s.terrain.set(Offset{c, r}, t);
            c = std::clamp(c + pick(-1, 1), 1, 200);
            r = std::clamp(r + pick(-1, 1), 1, 200);
        }
    }
    for (int c = 1; c <= 200; ++c) s.terrain.set(Offset{c, 100 + (c / 17) % 5}, c % 25 == 0 ? Terrain::Bridge : Terrain::River);
    for (int c = 90; c <= 110; ++c)
        for (int r = 60; r <= 66; ++r) s.terrain.set(Offset{c, r}, Terrain::Town);
    int n = 0;
    for (int side = 0; side < 2; ++side)
        for (int i = 0; i < 100; ++i) {
            Unit u;
            u.id = (side ? "c" : "u") + std::to_string(i + 1);
            u.side = side ? Side::Confederate : Side::Union;
            u.type = i % 10 == 0 ? UnitType::Artillery : i % 7 == 0 ? UnitType::Cavalry : UnitType::Infantry;
            u.name = "Brigade " + std::to_string(++n);
            u.hex = Offset{1 + i * 2, side ? 140 : 60};
            s.terrain.set(*u.hex, Terrain::Clear);
            u.sp = u.type == UnitType::Infantry ? 4 : 2;
            u.morale = Morale(i % 3);
            s.units.push_back(u);
        }
    return s;
}

std::string encoded(const Scenario& s) { return encodeShareCode(s); }

// The part named by the error a damaged code gives ("" when it decodes).
QString refusal(const std::string& code) {
    try {
        decodeShareCode(code);
        return {};
    } catch (const ShareCodeError& e) {
        return QString::fromStdString(e.part() + ": " + e.what());
    }
}

std::string withData(const std::string& data) {
    char sum[9];
    std::snprintf(sum, sizeof sum, "%08lx", crc32(0L, reinterpret_cast<const Bytef*>(data.data()), uInt(data.size())));
    return "MUSTER1." + std::to_string(data.size()) + "." + sum + "." + data;
}

} // namespace

class TestShareCode : public QObject {
    Q_OBJECT
private slots:
    void bundledBattlesRoundTrip_data() {
        QTest::addColumn<QString>("file");
        for (const QString& f : QDir(MUSTER_SCENARIOS).entryList({"*.json"}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(f)) << QDir(MUSTER_SCENARIOS).filePath(f);
        QVERIFY(QDir(MUSTER_SCENARIOS).entryList({"*.json"}).size() >= 10);
    }
    void bundledBattlesRoundTrip() {
        QFETCH(QString, file);
        const Scenario s = readScenarioFile(file.toStdString());
        const std::string code = encoded(s);
        qInfo("%s: %zu characters", qPrintable(QFileInfo(file).fileName()), code.size());
        QVERIFY(code.rfind("MUSTER1.", 0) == 0);
        QVERIFY2(code.size() <= 3500, "a bundled battle's code should fit in about 3.5k characters");
        QCOMPARE(decodeShareCodeJson(code), writeScenarioJson(s));
        QVERIFY(decodeShareCode(code) == s);
        QVERIFY(looksLikeShareCode("  \n" + code));
        // A forum that wraps long lines, or a chat that adds spaces, does not break it.
        std::string wrapped;
        for (std::size_t i = 0; i < code.size(); i += 60) wrapped += code.substr(i, 60) + "\r\n  ";
        QCOMPARE(decodeShareCodeJson(wrapped), writeScenarioJson(s));
    }

    void bigBoardRoundTrip() {
        const Scenario s = bigBoard();
        const std::string code = encoded(s);
        qInfo("200x200 board, %zu terrain entries, %zu units: JSON %zu bytes, share code %zu characters", s.terrain.entries().size(),
              s.units.size(), writeScenarioJson(s).size(), code.size());
        QVERIFY(code.size() < kMaxShareCodeChars);
        QCOMPARE(decodeShareCodeJson(code), writeScenarioJson(s));
    }

    void damagedCodesRefused_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("part");
        QTest::addColumn<QString>("words");
        QTest::newRow("cut short") << 0 << "length" << "cut short";
        QTest::newRow("a character changed") << 1 << "checksum" << "does not match its checksum";
        QTest::newRow("a foreign character") << 2 << "character" << "position";
        QTest::newRow("not a code") << 3 << "prefix" << "not a Muster share code";
        QTest::newRow("newer version") << 4 << "version" << "version 9";
        QTest::newRow("header lost") << 5 << "header" << "header is damaged";
        QTest::newRow("characters added") << 6 << "length" << "more than its header says";
        QTest::newRow("data that does not unpack") << 7 << "data" << "does not unpack";
        QTest::newRow("JSON that is no scenario") << 8 << "scenario" << "share code: turns";
        QTest::newRow("empty") << 9 << "prefix" << "empty";
        QTest::newRow("too long") << 10 << "size" << "more than";
        QTest::newRow("checksum not hex") << 11 << "header" << "not 8 hex digits";
    }
    void damagedCodesRefused() {
        QFETCH(int, kind);
        QFETCH(QString, part);
        QFETCH(QString, words);
        const std::string good = encoded(readScenarioFile(MUSTER_SCENARIOS "/antietam.json"));
        const std::size_t dataAt = good.rfind('.') + 1;
        std::string bad = good;
        switch (kind) {
        case 0: bad = good.substr(0, good.size() - 500); break;
        case 1: bad[dataAt + 700] = bad[dataAt + 700] == 'A' ? 'B' : 'A'; break;
        case 2: bad[dataAt + 10] = '+'; break;
        case 3: bad = "Hello, here is my battle"; break;
        case 4: bad.replace(6, 1, "9"); break;
        case 5: bad = good.substr(0, 12) + good.substr(dataAt); break;
        case 6: bad = good + "AAAA"; break;
        case 7: bad = withData("AAAAAAAAAAAAAAAAAAAA"); break;
        case 8: {
            // Well-formed data whose JSON is no scenario (turns is a string): the reader's
            // path shows. Deflated without the dictionary, which inflating with it allows.
            std::string text = R"({"format":"muster-scenario","formatVersion":1,"turns":"eight"})";
            z_stream z{};
            deflateInit2(&z, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY);
            std::string out(512, '\0');
            z.next_in = reinterpret_cast<Bytef*>(text.data());
            z.avail_in = uInt(text.size());
            z.next_out = reinterpret_cast<Bytef*>(out.data());
            z.avail_out = uInt(out.size());
            deflate(&z, Z_FINISH);
            out.resize(z.total_out);
            deflateEnd(&z);
            static const char* a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
            std::string b64;
            unsigned acc = 0;
            int bits = 0;
            for (unsigned char c : out) {
                acc = (acc << 8) | c;
                bits += 8;
                while (bits >= 6) {
                    bits -= 6;
                    b64 += a[(acc >> bits) & 63];
                }
            }
            if (bits) b64 += a[(acc << (6 - bits)) & 63];
            bad = withData(b64);
            break;
        }
        case 9: bad = "  \n "; break;
        case 10: bad = "MUSTER1.1.00000000." + std::string(kMaxShareCodeChars, 'A'); break;
        case 11: bad.replace(good.find('.', 8) + 1, 8, "nothex!!"); break;
        }
        const QString why = refusal(bad);
        QVERIFY2(!why.isEmpty(), "a damaged code was accepted");
        QVERIFY2(why.startsWith(part + ": "), qPrintable(why));
        QVERIFY2(why.contains(words), qPrintable(why));
    }

    void codesLookLikeCodes() {
        QVERIFY(looksLikeShareCode("muster1.12.abcdef01.AAAA"));
        QVERIFY(!looksLikeShareCode("MUSTERED"));
        QVERIFY(!looksLikeShareCode("{\"format\": \"muster-scenario\"}"));
        QVERIFY(!looksLikeShareCode(""));
    }
};

QTEST_GUILESS_MAIN(TestShareCode)
#include "test_share_code.moc"
