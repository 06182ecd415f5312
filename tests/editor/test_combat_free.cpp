// The Combat odds dock's free-form calculator: attacker type, range, target terrain, SP,
// leader and hill set by hand, with no unit or hex on the board, give exactly the numbers
// of the odds code behind `muster-cli odds` (rulesref/htl_odds).
#include "editor/docks/combat_dock.h"

#include "rulesref/htl_odds.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

using namespace muster;

class TestCombatFree : public QObject {
    Q_OBJECT

    static void pick(QComboBox* box, const QString& text) {
        const int i = box->findText(text);
        QVERIFY2(i >= 0, qPrintable(text));
        box->setCurrentIndex(i);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void freeFormNeedsNoBoard_data() {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<int>("range");
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<int>("sp");
        QTest::addColumn<bool>("leader");
        QTest::addColumn<bool>("hill");
        QTest::newRow("artillery next to a town") << "Artillery" << 1 << "Town/buildings" << 3 << true << false;
        QTest::newRow("infantry into woods") << "Infantry" << 1 << "Woods" << 4 << false << false;
        QTest::newRow("artillery at 2") << "Artillery" << 2 << "Clear" << 2 << false << false;
        QTest::newRow("artillery from a hill at 4") << "Artillery" << 4 << "Orchard" << 4 << false << true;
        QTest::newRow("cavalry at 1") << "Cavalry" << 1 << "Entrenchment" << 1 << true << false;
    }

    void freeFormNeedsNoBoard() {
        QFETCH(QString, attacker);
        QFETCH(int, range);
        QFETCH(QString, terrain);
        QFETCH(int, sp);
        QFETCH(bool, leader);
        QFETCH(bool, hill);
        CombatDock dock; // no scenario at all
        dock.show();
        auto* free = dock.findChild<QCheckBox*>("combatFreeForm");
        QVERIFY2(free, "no free-form switch in the Combat dock");
        free->click();
        QVERIFY(free->isChecked());
        pick(dock.findChild<QComboBox*>("combatFreeAttacker"), attacker);
        dock.findChild<QSpinBox*>("combatFreeRange")->setValue(range);
        pick(dock.findChild<QComboBox*>("combatFreeTerrain"), terrain);
        const auto spins = dock.findChildren<QSpinBox*>();
        QSpinBox* targetSp = nullptr;
        for (QSpinBox* b : spins)
            if (b->objectName().isEmpty()) targetSp = b;
        QVERIFY(targetSp);
        targetSp->setValue(sp);
        for (QCheckBox* c : dock.findChildren<QCheckBox*>()) {
            if (c->text().startsWith("Leader")) c->setChecked(leader);
            if (c->text().startsWith("Artillery on a hill")) c->setChecked(hill);
        }
        // The same query through the odds code directly (what `muster-cli odds fire` prints).
        HtlFireQuery q;
        q.attacker = attacker == "Artillery" ? UnitType::Artillery : attacker == "Cavalry" ? UnitType::Cavalry : UnitType::Infantry;
        q.range = range;
        q.terrain = Terrain::Clear;
        for (Terrain t : kAllTerrain)
            if (QString::fromUtf8(displayName(t).data(), qsizetype(displayName(t).size())) == terrain) q.terrain = t;
        q.targetSp = sp;
        q.leader = leader;
        q.fromHill = hill;
        const HtlFireOdds want = htlFireOdds(q, RuleParameters());
        QVERIFY2(dock.fireOdds(), qPrintable(dock.fireStatus()));
        QCOMPARE(dock.fireOdds()->dice, want.dice);
        QCOMPARE(dock.fireOdds()->hitOn, want.hitOn);
        QCOMPARE(dock.fireOdds()->distribution, want.distribution);
        QCOMPARE(dock.fireOdds()->leaderLost, want.leaderLost);
        QCOMPARE(dock.fireChart()->bars().size(), want.distribution.size() + (leader ? 1 : 0));
        // Close combat only for infantry and cavalry next to the target.
        if (range == 1 && q.attacker != UnitType::Artillery) {
            HtlCloseQuery cq;
            cq.attacker = q.attacker;
            cq.terrain = q.terrain;
            cq.targetSp = sp;
            cq.leader = leader;
            cq.morale = Morale::Black;
            const HtlCloseOdds cw = htlCloseOdds(cq, RuleParameters());
            QVERIFY2(dock.closeOdds(), qPrintable(dock.closeStatus()));
            QCOMPARE(dock.closeOdds()->eliminated, cw.eliminated);
            QCOMPARE(dock.closeOdds()->retreat, cw.retreat);
        } else {
            QVERIFY(!dock.closeOdds());
            QVERIFY2(!dock.closeStatus().isEmpty(), "close combat refused without saying why");
        }
    }

    void outOfReachSaysWhy() {
        CombatDock dock;
        auto* free = dock.findChild<QCheckBox*>("combatFreeForm");
        QVERIFY(free);
        free->setChecked(true);
        pick(dock.findChild<QComboBox*>("combatFreeAttacker"), "Infantry");
        dock.findChild<QSpinBox*>("combatFreeRange")->setValue(3);
        QVERIFY(!dock.fireOdds());
        QVERIFY2(dock.fireStatus().startsWith("Fire:") && dock.fireStatus().size() > 8, qPrintable(dock.fireStatus()));
        // Off again: back to the board, which has nothing picked.
        free->setChecked(false);
        QVERIFY(!dock.fireOdds());
    }
};

QTEST_MAIN(TestCombatFree)
#include "test_combat_free.moc"
