// The Rules and Combat docks as widgets: tree, search, terrain hover, odds from a scenario.
#include "editor/docks/combat_dock.h"
#include "editor/docks/rules_dock.h"
#include "rulesref/rule_parameters.h"
#include "../turn_until.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
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
        QCOMPARE(dock.tree()->topLevelItemCount(), 1);  // the current game's
        dock.gameFilter()->setCurrentIndex(dock.gameFilter()->count() - 1);  // all games
        QCOMPARE(dock.tree()->topLevelItemCount(), 4);
        dock.searchBox()->setText("woods");
        QVERIFY(dock.tree()->topLevelItemCount() > 0);
        QCOMPARE(dock.currentEntryId(), QString("htl.terrain.woods"));
        QVERIFY(dock.detail()->toPlainText().contains("Hold the Line rulebook, section 2.2.5"));
        dock.searchBox()->setText("xyzzyplugh");
        QCOMPARE(dock.tree()->topLevelItemCount(), 1);  // the "no rules match" line
        dock.searchBox()->clear();
        QCOMPARE(dock.tree()->topLevelItemCount(), 4);
        QVERIFY(dock.showEntry("eagle.charge.ratio"));
        QVERIFY(dock.detail()->toPlainText().contains("Eagle Games tactical rules"));
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
        const auto fire = htlFireOdds({UnitType::Infantry, 1, Terrain::Woods, 3, true, false, {}}, p);
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

    // Item: override an inferred number from the Rules dock; the Combat dock follows,
    // a new dock (restart) keeps it, Reset restores the default odds.
    void overrideFromRulesDock() {
        const QString file = QString::fromStdString(RuleParameters::userOverridesPath());
        QFile::remove(file);
        RulesDock rules;
        CombatDock combat;
        combat.setScenario(&s_);
        combat.setAttacker("u1");
        combat.setTarget(east_);  // green + woods + leader = gold
        const double before = combat.closeOdds()->retreat;
        QVERIFY(!combat.closeStatus().contains("override"));

        QVERIFY(rules.showEntry("htl.morale.die"));
        QVERIFY(rules.detail()->toHtml().contains("override:htl.morale-die.gold"));
        emit rules.detail()->anchorClicked(QUrl("override:htl.morale-die.gold"));
        auto* dlg = rules.findChild<OverrideDialog*>();
        QVERIFY(dlg && dlg->isVisible());
        QCOMPARE(dlg->valueEdit()->text(), QString("1"));
        QVERIFY(!dlg->resetButton()->isEnabled());  // nothing to reset yet

        dlg->valueEdit()->setText("7");  // the die has six faces
        QTest::mouseClick(dlg->saveButton(), Qt::LeftButton);
        QVERIFY(dlg->isVisible());
        // The parameter in words (its key is for the file and the CLI).
        QVERIFY2(!dlg->errorText().contains("htl.morale-die.gold") &&
                     dlg->errorText().contains("gold faces", Qt::CaseInsensitive) && dlg->errorText().contains("1..6"),
                 qPrintable(dlg->errorText()));
        QVERIFY(!QFile::exists(file));
        QCOMPARE(combat.closeOdds()->retreat, before);

        dlg->valueEdit()->setText("3");
        QTest::mouseClick(dlg->saveButton(), Qt::LeftButton);
        QVERIFY(!dlg->isVisible());
        QVERIFY(QFile::exists(file));
        QVERIFY(combat.closeOdds()->usesOverride);
        QVERIFY(combat.closeOdds()->retreat > before);
        QVERIFY(combat.closeStatus().contains("uses your rules overrides"));
        QVERIFY(rules.detail()->toPlainText().contains("your override; default 1"));
        QVERIFY(rules.detail()->toHtml().contains("reset:htl.morale-die.gold"));

        {  // a restart: fresh docks read the saved file
            CombatDock again;
            again.setScenario(&s_);
            again.setAttacker("u1");
            again.setTarget(east_);
            QVERIFY(again.closeOdds()->usesOverride);
            QCOMPARE(again.closeOdds()->retreat, combat.closeOdds()->retreat);
            RulesDock rules2;
            QVERIFY(rules2.showEntry("htl.morale.die"));
            QVERIFY(rules2.detail()->toPlainText().contains("your override; default 1"));
        }

        emit rules.detail()->anchorClicked(QUrl("reset:htl.morale-die.gold"));
        QCOMPARE(combat.closeOdds()->retreat, before);
        QVERIFY(!combat.closeOdds()->usesOverride);
        QVERIFY(!combat.closeStatus().contains("override"));
        QVERIFY(!RuleParameters::loadUser().get("htl.morale-die.gold").overridden);

        // The dialog's own Reset button does the same.
        auto* d2 = rules.editOverride("htl.fire.infantry.2");
        QVERIFY(d2);
        d2->valueEdit()->setText("5");
        QTest::mouseClick(d2->saveButton(), Qt::LeftButton);
        QCOMPARE(RuleParameters::loadUser().value("htl.fire.infantry.2"), 5);
        auto* d3 = rules.editOverride("htl.fire.infantry.2");
        QVERIFY(d3->resetButton()->isEnabled());
        QTest::mouseClick(d3->resetButton(), Qt::LeftButton);
        QVERIFY(!RuleParameters::loadUser().get("htl.fire.infantry.2").overridden);
        QVERIFY(!rules.editOverride("no.such.key"));
        QFile::remove(file);
    }

    // muster-cli rewriting the file while the editor runs reaches the open docks.
    void overridesWrittenElsewhereAreSeen() {
        const QString file = QString::fromStdString(RuleParameters::userOverridesPath());
        QFile::remove(file);
        CombatDock combat;
        combat.setScenario(&s_);
        combat.setAttacker("u1");
        combat.setTarget(east_);
        const double before = combat.closeOdds()->retreat;
        RuleParameters p;
        p.setOverride("htl.morale-die.gold", 2);
        p.saveOverrides(RuleParameters::userOverridesPath());  // as the CLI does, no signal
        QVERIFY(muster::test::turnUntil([&] { return combat.closeOdds()->usesOverride; }, 5000));
        QVERIFY(combat.closeOdds()->retreat > before);
        QFile::remove(file);
        QVERIFY(muster::test::turnUntil([&] { return !combat.closeOdds()->usesOverride; }, 5000));
        QCOMPARE(combat.closeOdds()->retreat, before);
    }

    // A broken overrides file is named and never overwritten from the dialog.
    void overrideDialogKeepsBrokenFile() {
        const QString file = QString::fromStdString(RuleParameters::userOverridesPath());
        QDir().mkpath(QFileInfo(file).path());
        const QByteArray broken = R"({"overrides": {"htl.close.hitOn": 9}})";
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(broken);
        }
        RulesDock rules;
        QVERIFY(rules.showEntry("htl.close"));
        QVERIFY(rules.detail()->toPlainText().contains("/overrides/htl.close.hitOn"));
        auto* dlg = rules.editOverride("htl.close.hitOn");
        dlg->valueEdit()->setText("5");
        QTest::mouseClick(dlg->saveButton(), Qt::LeftButton);
        QVERIFY(dlg->isVisible());
        QVERIFY2(dlg->errorText().contains("rules-overrides.json"), qPrintable(dlg->errorText()));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), broken);
        f.close();
        QFile::remove(file);
    }

    // Infantry stacked with artillery (4.4): the dock passes the artillery to the odds.
    void combatDockStackedArtillery() {
        Scenario s = s_;
        for (auto& u : s.units)
            if (u.id == "c1") u.sp = 2;
        s.units.push_back(unit("a2", Side::Confederate, UnitType::Artillery, east_, 1, Morale::Black));
        CombatDock dock;
        dock.setScenario(&s);
        dock.setAttacker("u1");
        dock.setTarget(east_);
        QVERIFY(dock.closeOdds().has_value());
        QVERIFY(dock.closeOdds()->artillery.has_value());
        HtlCloseQuery cq;
        cq.terrain = Terrain::Woods;
        cq.morale = Morale::Green;
        cq.targetSp = 2;
        cq.leader = true;
        cq.artillery = HtlStackedArtillery{1, Morale::Black};
        const auto close = htlCloseOdds(cq, RuleParameters());
        QCOMPARE(dock.closeOdds()->artillery->retreat, close.artillery->retreat);
        QCOMPARE(dock.closeOdds()->artillery->eliminated, close.artillery->eliminated);
        QCOMPARE(dock.closeOdds()->hexVacated, close.hexVacated);
        QVERIFY(close.artillery->eliminated > 0);  // 3 hits on a 2 SP target spill onto it
        QVERIFY(dock.closeStatus().contains("stacked artillery"));
        const auto fire = htlFireOdds({UnitType::Infantry, 1, Terrain::Woods, 2, true, false, 1}, RuleParameters());
        QVERIFY(dock.fireOdds()->artillery.has_value());
        QCOMPARE(dock.fireOdds()->artillery->eliminated, fire.artillery->eliminated);
        QVERIFY(dock.fireStatus().contains("stacked artillery"));
        dock.setScenario(nullptr);
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
