// The library stores terrain as bytes (db/terrain_codec): each terrain has an explicit,
// append-only code, so reordering or inserting a terrain in the model never turns a stored
// revision into another board. The bytes of a known scenario are pinned here.
#include "db/terrain_codec.h"
#include "model/io/scenario_json.h"

#include <QtTest>

using namespace muster;

namespace {

QByteArray hex(const std::vector<std::uint8_t>& v) {
    return QByteArray(reinterpret_cast<const char*>(v.data()), static_cast<qsizetype>(v.size())).toHex();
}

} // namespace

class TestTerrainCodes : public QObject {
    Q_OBJECT
private slots:
    // One hex of every terrain, in a row: the grid encoding lists each code once.
    void everyTerrainHasItsCode() {
        Scenario s;
        s.board = BoardGeometry{kTerrainCount, 1, Orientation::Pointy, Stagger::Even};
        const std::array<Terrain, kTerrainCount> order = {Terrain::Clear, Terrain::Swamp, Terrain::River, Terrain::Bridge,
                                                          Terrain::Woods, Terrain::Orchard, Terrain::Hill, Terrain::Town,
                                                          Terrain::SunkenRoad, Terrain::Entrenchment};
        for (int i = 0; i < kTerrainCount; ++i) s.terrain.append({Offset{i + 1, 1}, order[static_cast<std::size_t>(i)]});
        const auto bytes = encodeTerrain(s.terrain, s.board);
        // 'G', 10 entries, then ten runs of one hex: clear 0, swamp 1, river 2, bridge 3,
        // woods 4, orchard 5, hill 6, town 7, sunken road 8, entrenchment 9.
        QCOMPARE(hex(bytes), QByteArray("470a0100010101020103010401050106010701080109"));
        TerrainLayer back;
        decodeTerrain(bytes.data(), bytes.size(), s.board, back);
        QCOMPARE(back.sorted().size(), std::size_t(kTerrainCount));
        for (int i = 0; i < kTerrainCount; ++i) QVERIFY(back.at(Offset{i + 1, 1}) == order[static_cast<std::size_t>(i)]);
    }

    // Antietam's terrain as a revision stores it.
    void antietamBytesPinned() {
        const Scenario s = readScenarioFile(MUSTER_SCENARIOS "/antietam.json");
        const auto bytes = encodeTerrain(s.terrain, s.board);
        QCOMPARE(hex(bytes), QByteArray(kAntietam));
        TerrainLayer back;
        decodeTerrain(bytes.data(), bytes.size(), s.board, back);
        QVERIFY(back.sorted() == s.terrain.sorted());
    }

    // An unknown code is refused, never read as some other terrain.
    void unknownCodeRefused() {
        const std::vector<std::uint8_t> bytes = {'G', 1, 1, 10};
        TerrainLayer out;
        QVERIFY_THROWS_EXCEPTION(TerrainCodecError, decodeTerrain(bytes.data(), bytes.size(), BoardGeometry{1, 1}, out));
    }

private:
    static constexpr const char* kAntietam =
        "472602ff030409ff030406ff010402ff010603ff010704ff020402ff010603ff0108030501ff020404ff010401ff0108030501ff010404ff"
        "020401ff010804ff010404ff03040107010608ff020401ff010804ff010705ff01040aff";
};

QTEST_APPLESS_MAIN(TestTerrainCodes)
#include "test_terrain_codes.moc"
