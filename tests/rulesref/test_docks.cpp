// The Rules and Combat docks as widgets: tree, search, terrain hover, odds from a scenario.
#include "editor/docks/combat_dock.h"
#include "editor/docks/rules_dock.h"
#include "rulesref/rule_parameters.h"

#include <QApplication>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QtTest>

using namespace muster;

class TestDocks : public QObject {
    Q_OBJECT
    QTemporaryDir config_;
    Scenario s_;
    Offset here_{4, 5}, east_, far_;

    static Unit unit(const std::string& id, Side side, UnitType t, Offset hex, std::optional<int> sp = {},
                     std::optional<Morale> m = {}) {
        Unit u;
        u.id = id;
        u.side = side;
        u.type = t;
        u.hex = hex;
        u.sp = sp;
        u.morale = m;
        return u;
    }

private slots:
    void initTestCase() {
        qputenv("XDG_CONFIG_HOME", config_.path().toUtf8());  // never the user's overrides
        const BoardGeometry& g = s_.board;
        east_ = g.toOffset(g.toHex(here_) + direction(0));
        far_ = g.toOffset(g.toHex(here_) + direction(0) + direction(0) + direction(0));
        s_.terrain.set(east_, Terrain::Woods);
        s_.units.push_back(unit("u1", Side::Union, UnitType::Infantry, here_, 4, Morale::Gold));
        s_.units.push_back(unit("a1", Side::Union, UnitType::Artillery, here_, 2, Morale::Black));
        s_.units.push_back(unit("c1", Side::Confederate, UnitType::Infantry, east_, 3, Morale::Green));
        s_.units.push_back(unit("l1", Side::Confederate, UnitType::Leader, east_));
        s_.units.push_back(unit("c2", Side::Confederate, UnitType::Cavalry, far_, 2, Morale::Black));
    }

    void rulesDockTreeAndSearch() {
        RulesDock dock;
        QCOMPARE(dock.tree()->topLevelItemCount(), 4);
        dock.searchBox()->setText("woods");
        QVERIFY(dock.tree()->topLevelItemCount() > 0);
        QCOMPARE(dock.currentEntryId(), QString("htl.terrain.woods"));
        QVERIFY(dock.detail()->toPlainText().contains("seed 001, section 2.2.5"));
        dock.searchBox()->setText("xyzzyplugh");
        QCOMPARE(dock.tree()->topLevelItemCount(), 1);  // the "no rules match" line
        dock.searchBox()->clear();
        QCOMPARE(dock.tree()->topLevelItemCount(), 4);
        QVERIFY(dock.showEntry("eagle.charge.ratio"));
        QVERIFY(dock.detail()->toPlainText().contains("seed 002"));
        QVERIFY(!dock.showEntry("htl.nope"));
    }

    void rulesDockTerrainHover() {
        RulesDock dock;
        dock.showTerrain(Terrain::Hill);
        const QString text = dock.detail()->toPlainText();
        QVERIFY(text.contains("Hill"));
        QVERIFY(text.contains("2.2.7"));
        QVERIFY(text.contains("Artillery on a hill") || text.contains("11.3"));
        QCOMPARE(dock.currentEntryId(), QString("htl.terrain.hill"));
    }

    void combatDockAdjacentWoodsWithLeader() {
        CombatDock dock;
        dock.setScenario(&s_);
        dock.setAttacker("u1");
        dock.setTarget(east_);
        QVERIFY(dock.situationText().contains("range 1"));
        RuleParameters p;
        QVERIFY(dock.fireOdds().has_value());
        const auto fire = htlFireOdds({UnitType::Infantry, 1, Terrain::Woods, 3, true, false}, p);
        QCOMPARE(dock.fireOdds()->distribution, fire.distribution);
        QCOMPARE(dock.fireOdds()->leaderLost, fire.leaderLost);
        QVERIFY(dock.closeOdds().has_value());
        HtlCloseQuery cq;
        cq.terrain = Terrain::Woods;
        cq.morale = Morale::Green;
        cq.targetSp = 3;
        cq.leader = true;
        const auto close = htlCloseOdds(cq, p);
        QCOMPARE(dock.closeOdds()->retreat, close.retreat);
        QCOMPARE(dock.closeOdds()->eliminated, close.eliminated);
        QCOMPARE(dock.fireChart()->bars().size(), std::size_t(5));  // 0,1,2,3+ and leader
        QCOMPARE(dock.closeChart()->bars().size(), std::size_t(4));
        QVERIFY(!dock.grab().isNull());  // paints offscreen
    }

    void combatDockOutOfReachAndArtillery() {
        CombatDock dock;
        dock.setScenario(&s_);
        dock.setAttacker("u1");
        dock.setTarget(far_);  // 3 hexes: beyond infantry range; woods in between blocks anyway
        QVERIFY(!dock.fireOdds().has_value());
        QVERIFY(!dock.fireStatus().isEmpty());
        QVERIFY(!dock.closeOdds().has_value());
        QVERIFY(dock.closeStatus().contains("adjacent"));
        dock.setAttacker("a1");
        QVERIFY(!dock.closeOdds().has_value());  // blocked LOS or artillery: never close combat
        dock.setTarget(east_);
        QVERIFY(dock.fireOdds().has_value());
        QCOMPARE(dock.fireOdds()->dice, 4);
        QVERIFY(!dock.closeOdds().has_value());
        QVERIFY(dock.closeStatus().contains("close combat"));
    }

    void combatDockUsesOverrides() {
        CombatDock dock;
        dock.setScenario(&s_);
        dock.setAttacker("u1");
        dock.setTarget(east_);
        const double before = dock.closeOdds()->retreat;
        RuleParameters p;
        p.setOverride("htl.morale-die.gold", 3);  // green + woods + leader = gold
        p.saveOverrides(RuleParameters::userOverridesPath());
        dock.reloadOverrides();
        QVERIFY(dock.closeOdds()->usesOverride);
        QVERIFY(dock.closeOdds()->retreat > before);
        QFile::remove(QString::fromStdString(RuleParameters::userOverridesPath()));
        dock.reloadOverrides();
        QCOMPARE(dock.closeOdds()->retreat, before);
    }

    void combatDockWithoutScenario() {
        CombatDock dock;
        dock.setTarget(east_);
        QVERIFY(!dock.fireOdds().has_value());
        QVERIFY(dock.situationText().contains("No scenario"));
        dock.setScenario(&s_);
        dock.setAttacker("nobody");
        QVERIFY(!dock.fireOdds().has_value());
        dock.setScenario(nullptr);
        QVERIFY(!dock.closeOdds().has_value());
    }
};

QTEST_MAIN(TestDocks)
#include "test_docks.moc"
