// The VASSAL encodings (vassal_encoding.h) and the hex grid (vassal_grid.h), checked
// against VASSAL's own rules: SequenceEncoder's escaping round-trips, a known obfuscated
// vector from VASSAL's tests decodes, and every hex centre of boards of each orientation
// and stagger is where VASSAL's HexGrid snaps it, named with our CCRR label.
#include "editor/render/vassal_encoding.h"
#include "editor/render/vassal_grid.h"

#include <QtTest>

#include <set>

using namespace muster;
using namespace muster::vassal;

Q_DECLARE_METATYPE(std::vector<std::string>)

class TestVassalEncoding : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data() {
        QTest::addColumn<std::vector<std::string>>("tokens");
        QTest::addColumn<char>("delim");
        QTest::newRow("plain") << std::vector<std::string>{"a", "b", "c"} << ';';
        QTest::newRow("empty tokens") << std::vector<std::string>{"", "x", "", ""} << ';';
        QTest::newRow("one empty") << std::vector<std::string>{""} << ';';
        QTest::newRow("delimiters inside") << std::vector<std::string>{"a;b", ";start", "end;", ";;"} << ';';
        QTest::newRow("leading backslash") << std::vector<std::string>{"\\x", "\\", "a\\b"} << ';';
        QTest::newRow("quoted") << std::vector<std::string>{"'q'", "'", "''", "it's"} << ',';
        QTest::newRow("tabs") << std::vector<std::string>{"mark;Side\tType", "x\t\ty", "\t"} << '\t';
        QTest::newRow("slashes") << std::vector<std::string>{"images/a.png", "Hood's/Law's", "/"} << '/';
        QTest::newRow("escape char") << std::vector<std::string>{"begin_save", "+/a/b\x1b" "c", "end_save"} << '\x1b';
        QTest::newRow("utf-8") << std::vector<std::string>{"Général;Lee", "Über"} << ';';
    }
    void roundTrip() {
        QFETCH(std::vector<std::string>, tokens);
        QFETCH(char, delim);
        const std::string encoded = encode(tokens, delim);
        QCOMPARE(decode(encoded, delim), tokens);
    }

    void knownEncodings() {
        // What VASSAL's SequenceEncoder writes for these (read from its append(String)).
        QCOMPARE(encode({"a;b", "", "c"}, ';'), std::string("a\\;b;;c"));
        QCOMPARE(encode({"\\x", "y"}, ';'), std::string("'\\x';y"));
        QCOMPARE(encode({"'q'"}, ';'), std::string("''q''"));
        // VASSAL's own test string (SequenceEncoderTest: a string starting with the delimiter).
        QCOMPARE(decode(encode({",hahahahah"}, ','), ','), std::vector<std::string>{",hahahahah"});
        // A hand-written input VASSAL's tests read as two tokens (bug 2481).
        QCOMPARE(decode("stuff,'", ','), (std::vector<std::string>{"stuff", "'"}));
    }

    void nestedPieceRoundTrips() {
        // Traits nest by tabs, each level escaping the tabs of the one inside it.
        const std::vector<Trait> traits = {usePrototype("Union infantry"),
                                           marker({{"Unit", "Iron Brigade; 1st/2nd"}, {"Morale", "gold"}}),
                                           mask("Union", "m1.png", "Iron Brigade (flag)", true),
                                           basicPiece("m2.png", "Iron Brigade; 1st/2nd (flag)", "Main Map", 120, 77, "3")};
        const std::string type = pieceType(traits), state = pieceState(traits);
        const std::vector<Trait> back = splitPiece(type, state);
        QCOMPARE(back.size(), traits.size());
        for (std::size_t i = 0; i < traits.size(); ++i) {
            QCOMPARE(back[i].type, traits[i].type);
            QCOMPARE(back[i].state, traits[i].state);
        }
        // ... and through the add-piece command and a saved game.
        const std::string cmd = addPieceCommand("b1p7", type, state);
        QVERIFY(cmd.rfind("+/b1p7/", 0) == 0);
        const std::vector<std::string> cmds = savedGameCommands(savedGame({cmd, "Main MapBoardPicker\tX\t0\t0"}));
        QCOMPARE(cmds.size(), std::size_t(4));
        QCOMPARE(cmds.front(), std::string("begin_save"));
        QCOMPARE(cmds.back(), std::string("end_save"));
        const auto add = parseAddPiece(cmds[1]);
        QVERIFY(add);
        QCOMPARE(add->id, std::string("b1p7"));
        QCOMPARE(add->type, type);
        QCOMPARE(add->state, state);
        // The BasicPiece's fields as BasicPiece.mySetType / setState read them.
        const std::vector<std::string> bt = decode(back.back().type.substr(6), ';');
        QCOMPARE(bt[2], std::string("m2.png"));
        QCOMPARE(bt[3], std::string("Iron Brigade; 1st/2nd (flag)"));
        const std::vector<std::string> bs = decode(back.back().state, ';');
        QCOMPARE(bs[0], std::string("Main Map"));
        QCOMPARE(bs[1], std::string("120"));
        QCOMPARE(bs[2], std::string("77"));
        // VASSAL splits a piece's type at every unescaped tab, the BasicPiece's too: a tab in
        // a name would read as one more trait, so the module writer turns control characters
        // in names into spaces (test_vassal_module checks a hostile name).
        QCOMPARE(splitPiece(pieceType({usePrototype("P"), basicPiece("a.png", "x\ty")}), "").size(), std::size_t(3));
        // The mask: access for the Union side only, hidden by the Union at the start.
        const std::vector<std::string> mt = decode(back[2].type.substr(4), ';');
        QCOMPARE(mt[5], std::string("sides:Union"));
        QCOMPARE(decode(back[2].state, ';')[0], std::string("Union"));
    }

    void obfuscatedAndPlainDecode() {
        // The vector from VASSAL's DeobfuscatingInputStreamTest (key 0x58), both cases.
        const std::string plain = "All jackdaws love my great sphinx of quartz.";
        const std::string obfus =
            "!VCSK581934347832393b333c392f2b7834372e3d783521783f2a3d392c782b283031362078373e78292d392a2c2276";
        QCOMPARE(obfuscate(plain, 0x58), obfus);
        QCOMPARE(deobfuscate(obfus).value_or("?"), plain);
        QCOMPARE(deobfuscate(QByteArray::fromStdString(obfus).toUpper().toStdString()).value_or("?"), plain);
        // The plain form is read as it is (DeobfuscatingInputStream passes it through).
        const std::string game = savedGame({"+/1/piece;;;a.png;A/null;0;0;;0"});
        QCOMPARE(deobfuscate(game).value_or("?"), game);
        for (int key : {0, 1, 0x7f, 0xff})
            QCOMPARE(deobfuscate(obfuscate(game, static_cast<std::uint8_t>(key))).value_or("?"), game);
        // Malformed: an odd length or a non-hex digit.
        QVERIFY(!deobfuscate("!VCSK58193").has_value());
        QVERIFY(!deobfuscate("!VCSK58zz").has_value());
    }

    void gridMatchesVassalSnap_data() {
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QString>("orientation");
        QTest::addColumn<QString>("stagger");
        QTest::addColumn<double>("radius");
        for (const char* o : {"pointy", "flat"})
            for (const char* st : {"even", "odd"})
                for (auto [c, r, rad] : {std::tuple(13, 9, 40.0), std::tuple(1, 1, 40.0), std::tuple(2, 3, 25.0),
                                         std::tuple(30, 20, 12.0), std::tuple(120, 7, 9.0)})
                    QTest::newRow(qPrintable(QStringLiteral("%1 %2 %3x%4 r%5").arg(o, st).arg(c).arg(r).arg(rad)))
                        << c << r << QString(o) << QString(st) << rad;
    }
    void gridMatchesVassalSnap() {
        QFETCH(int, columns);
        QFETCH(int, rows);
        QFETCH(QString, orientation);
        QFETCH(QString, stagger);
        QFETCH(double, radius);
        BoardGeometry b;
        b.columns = columns;
        b.rows = rows;
        b.orientation = orientation == "flat" ? Orientation::Flat : Orientation::Pointy;
        b.stagger = stagger == "odd" ? Stagger::Odd : Stagger::Even;
        const GridSpec g = gridFor(b, radius);
        QVERIFY(g.dy % 2 == 0);
        QVERIFY(g.x0 >= 0 && g.y0 >= 0);
        // The image: hex centres as the board painter draws them, through the image transform.
        const HexLayout layout(b, g.painterHexSize, PointF{g.painterMargin, g.painterMargin});
        std::set<std::pair<int, int>> seen;
        for (int c = 1; c <= columns; ++c) {
            for (int r = 1; r <= rows; ++r) {
                const Offset o{c, r};
                const IntPoint at = centre(g, o);
                const PointF img = layout.centre(o);
                const double ix = img.x * g.scaleX + g.offsetX, iy = img.y * g.scaleY + g.offsetY;
                QVERIFY2(std::abs(ix - at.x) < 1e-6 && std::abs(iy - at.y) < 1e-6,
                         qPrintable(QStringLiteral("hex %1: image centre %2,%3, VASSAL centre %4,%5")
                                        .arg(QString::fromStdString(hexLabel(o, b))).arg(ix).arg(iy).arg(at.x).arg(at.y)));
                QVERIFY(at.x > 0 && at.y > 0 && at.x < g.width && at.y < g.height);
                QVERIFY2(seen.insert({at.x, at.y}).second, "two hexes share a centre");
                QCOMPARE(snapToHex(g, at), at); // a piece at a centre stays there
                QCOMPARE(locationName(g, at), hexLabel(o, b));
                // A piece dropped a little off the centre snaps back to it, not to a neighbour.
                const int d = std::max(1, g.dx / 4);
                for (auto [ox, oy] : {std::pair(d, 0), std::pair(-d, 0), std::pair(0, d), std::pair(0, -d), std::pair(d, d),
                                      std::pair(-d, -d)})
                    QCOMPARE(snapToHex(g, IntPoint{at.x + ox, at.y + oy}), at);
            }
        }
    }

    void gridStretchIsSmall() {
        // The whole-pixel spacings keep hexes within 0.5% of regular for the sizes we use.
        for (double r : {9.0, 12.0, 20.0, 30.0, 40.0, 60.0}) {
            const GridSpec g = gridFor(BoardGeometry{}, r);
            const double ratio = double(g.dy) / g.dx / (std::sqrt(3.0) / 1.5);
            QVERIFY2(std::abs(ratio - 1) < 0.02 && (r < 20 || std::abs(ratio - 1) < 0.005),
                     qPrintable(QStringLiteral("radius %1: dx %2 dy %3").arg(r).arg(g.dx).arg(g.dy)));
        }
    }
};

QTEST_APPLESS_MAIN(TestVassalEncoding)
#include "test_vassal_encoding.moc"
