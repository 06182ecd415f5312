// Default unit names (model/unit_names): readable per side and type, unique within the
// scenario, and a label that never falls back to the file id.
#include "model/unit_names.h"

#include <QtTest>

using namespace muster;

namespace {

Unit unit(const std::string& id, Side side, UnitType type, const std::string& name) {
    Unit u;
    u.id = id;
    u.side = side;
    u.type = type;
    u.name = name;
    return u;
}

} // namespace

class TestUnitNames : public QObject {
    Q_OBJECT
private slots:
    void ordinals_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("text");
        QTest::newRow("1") << 1 << "1st";
        QTest::newRow("2") << 2 << "2nd";
        QTest::newRow("3") << 3 << "3rd";
        QTest::newRow("4") << 4 << "4th";
        QTest::newRow("11") << 11 << "11th";
        QTest::newRow("12") << 12 << "12th";
        QTest::newRow("13") << 13 << "13th";
        QTest::newRow("21") << 21 << "21st";
        QTest::newRow("22") << 22 << "22nd";
        QTest::newRow("101") << 101 << "101st";
        QTest::newRow("111") << 111 << "111th";
        QTest::newRow("112") << 112 << "112th";
        QTest::newRow("123") << 123 << "123rd";
    }
    void ordinals() {
        QFETCH(int, n);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(ordinal(n)), text);
    }

    void namesPerSideAndType_data() {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("name");
        auto row = [](const char* tag, Side s, UnitType t, int n, const char* name) {
            QTest::newRow(tag) << int(s) << int(t) << n << QString(name);
        };
        row("union infantry", Side::Union, UnitType::Infantry, 1, "1st Union Infantry");
        row("confederate cavalry", Side::Confederate, UnitType::Cavalry, 2, "2nd Confederate Cavalry");
        row("union battery", Side::Union, UnitType::Artillery, 3, "Union Battery C");
        row("battery past Z", Side::Confederate, UnitType::Artillery, 27, "Confederate Battery 27");
        row("gunboat", Side::Union, UnitType::Gunboat, 1, "Union Gunboat No. 1");
        row("leader", Side::Confederate, UnitType::Leader, 2, "Confederate General 2");
    }
    void namesPerSideAndType() {
        QFETCH(int, side);
        QFETCH(int, type);
        QFETCH(int, n);
        QFETCH(QString, name);
        QCOMPARE(QString::fromStdString(defaultUnitName(Side(side), UnitType(type), n)), name);
    }

    void firstFreeNameSkipsUsedOnes() {
        std::vector<Unit> units;
        QCOMPARE(defaultUnitName(units, Side::Union, UnitType::Infantry), std::string("1st Union Infantry"));
        units.push_back(unit("u1", Side::Union, UnitType::Infantry, "1st Union Infantry"));
        // Case and spaces do not make a name different.
        units.push_back(unit("u2", Side::Union, UnitType::Infantry, " 2ND union infantry "));
        units.push_back(unit("u3", Side::Union, UnitType::Infantry, "4th Union Infantry"));
        QCOMPARE(defaultUnitName(units, Side::Union, UnitType::Infantry), std::string("3rd Union Infantry"));
        // The other side and the other types count on their own.
        QCOMPARE(defaultUnitName(units, Side::Confederate, UnitType::Infantry), std::string("1st Confederate Infantry"));
        QCOMPARE(defaultUnitName(units, Side::Union, UnitType::Cavalry), std::string("1st Union Cavalry"));
        units.push_back(unit("u5", Side::Union, UnitType::Infantry, "3rd Union Infantry"));
        QCOMPARE(defaultUnitName(units, Side::Union, UnitType::Infantry), std::string("5th Union Infantry"));
    }

    void manyUnitsStayUnique() {
        std::vector<Unit> units;
        for (int i = 0; i < 60; ++i) {
            const Side s = i % 2 ? Side::Confederate : Side::Union;
            const UnitType t = i % 3 ? UnitType::Artillery : UnitType::Infantry;
            const std::string name = defaultUnitName(units, s, t);
            QVERIFY2(!unitNameUsed(units, name), name.c_str());
            units.push_back(unit("u" + std::to_string(i + 1), s, t, name));
        }
        QCOMPARE(units.back().name, std::string("Confederate Battery T"));
    }

    void nameUsedIgnoresTheUnitItself() {
        const std::vector<Unit> units{unit("u1", Side::Union, UnitType::Infantry, "Iron Brigade")};
        QVERIFY(unitNameUsed(units, "iron brigade"));
        QVERIFY(!unitNameUsed(units, "Iron Brigade", "u1"));
        QVERIFY(!unitNameUsed(units, "Irish Brigade"));
    }

    void labelIsNameOrSideAndType() {
        QCOMPARE(unitLabel(unit("u11", Side::Union, UnitType::Infantry, "Iron Brigade")), std::string("Iron Brigade"));
        QCOMPARE(unitLabel(unit("u11", Side::Union, UnitType::Infantry, "")), std::string("Union infantry"));
        QCOMPARE(unitLabel(unit("c3", Side::Confederate, UnitType::Artillery, "  ")), std::string("Confederate artillery"));
    }
};

QTEST_MAIN(TestUnitNames)
#include "test_unit_names.moc"
