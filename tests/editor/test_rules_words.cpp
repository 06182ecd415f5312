// Rules dock and Combat dock wording: the current scenario's game is the
// default filter and ranks first in a search of all games, games go by their full names,
// and no internal word (seed numbers, DESIGN.md, command-line flags, entry ids) reaches the
// user: a number the rules leave out reads "the rulebook does not give this number; Muster
// assumes N".
#include "editor/docks/combat_dock.h"
#include "editor/docks/rules_dock.h"
#include "model/terrain.h"
#include "rulesref/rule_parameters.h"
#include "rulesref/rules_library.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QLineEdit>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QtTest>

using namespace muster;

namespace {

// Internal words a user must not see; empty when the text is clean.
QString internalWord(const QString& text, const QString& entryId = {}) {
    static const QRegularExpression bad(QStringLiteral("\\bseed\\b|DESIGN\\.md|--[a-z]"), QRegularExpression::CaseInsensitiveOption);
    const auto m = bad.match(text);
    if (m.hasMatch()) return m.captured(0);
    if (!entryId.isEmpty() && text.contains(entryId)) return entryId;
    return {};
}

QStringList rows(const QTreeWidget* t) {
    QStringList out;
    for (int i = 0; i < t->topLevelItemCount(); ++i) out << t->topLevelItem(i)->text(0);
    return out;
}

} // namespace

class TestRulesWords : public QObject {
    Q_OBJECT
    QTemporaryDir config_;
private slots:
    void initTestCase() { qputenv("XDG_CONFIG_HOME", config_.path().toUtf8()); }

    void defaultsToTheCurrentGame() {
        RulesDock dock;
        QCOMPARE(dock.gameFilter()->currentData().toString(), QStringLiteral("htl"));
        QCOMPARE(dock.gameFilter()->currentText(), QStringLiteral("Hold the Line: The American Civil War"));
        QCOMPARE(dock.tree()->topLevelItemCount(), 1); // only its own tree
        dock.searchBox()->setText(QStringLiteral("rally"));
        const QStringList hits = rows(dock.tree());
        QVERIFY(!hits.isEmpty());
        for (const QString& h : hits) QVERIFY2(h.endsWith(QStringLiteral("Hold the Line: The American Civil War")), qPrintable(h));
        QCOMPARE(dock.currentEntryId().left(4), QStringLiteral("htl."));
    }

    void allGamesRankTheCurrentGameFirst() {
        RulesDock dock;
        dock.gameFilter()->setCurrentIndex(dock.gameFilter()->findData(QString()));
        QCOMPARE(dock.tree()->topLevelItemCount(), 4);
        QVERIFY(dock.tree()->topLevelItem(0)->text(0).startsWith(QStringLiteral("Hold the Line")));
        dock.searchBox()->setText(QStringLiteral("rally"));
        const QStringList hits = rows(dock.tree());
        int lastHtl = -1, firstOther = -1, tob = -1;
        for (int i = 0; i < hits.size(); ++i) {
            if (hits[i].endsWith(QStringLiteral("Hold the Line: The American Civil War"))) lastHtl = i;
            else if (firstOther < 0) firstOther = i;
            if (hits[i].endsWith(QStringLiteral("Test of Battle Games ACW quick-reference charts"))) tob = i;
        }
        QVERIFY2(lastHtl >= 0 && tob >= 0, qPrintable(hits.join('\n')));
        QVERIFY2(lastHtl < firstOther, qPrintable(hits.join('\n')));
        QVERIFY2(hits[0].startsWith(QStringLiteral("Rally")), qPrintable(hits.join('\n')));
    }

    void noInternalWordsInAnyEntry() {
        RulesDock dock;
        int assumed = 0;
        for (const RuleEntry& e : RulesLibrary::instance().entries()) {
            QVERIFY(dock.showEntry(QString::fromStdString(e.id)));
            const QString text = dock.detail()->toPlainText();
            const QString bad = internalWord(text, QString::fromStdString(e.id));
            QVERIFY2(bad.isEmpty(), qPrintable(QString::fromStdString(e.id) + ": \"" + bad + "\" in\n" + text));
            if (text.contains(QStringLiteral(" not give this number; Muster assumes"))) ++assumed; // "does" or "do"
        }
        QVERIFY(assumed >= 5); // the gunboat and morale-die numbers at least
        for (Terrain t : kAllTerrain) {
            dock.showTerrain(t);
            const QString bad = internalWord(dock.detail()->toPlainText());
            QVERIFY2(bad.isEmpty(), qPrintable(bad + " in\n" + dock.detail()->toPlainText()));
            QVERIFY(dock.detail()->toPlainText().contains(QStringLiteral("Hold the Line rulebook, section")));
        }
    }

    void gunboatNumberSaysWhatMusterAssumes() {
        RulesDock dock;
        bool found = false;
        for (const RuleEntry& e : RulesLibrary::instance().entries())
            for (const RuleNumber& n : e.numbers)
                if (n.origin.assumed == Assumption::ProjectDefault && !found) {
                    found = true;
                    dock.showEntry(QString::fromStdString(e.id));
                    const QString want = QStringLiteral("the rulebook does not give this number; Muster assumes %1")
                                             .arg(QString::fromStdString(n.value));
                    QVERIFY2(dock.detail()->toPlainText().contains(want), qPrintable(dock.detail()->toPlainText()));
                }
        QVERIFY(found);
    }

    // The override dialog names a parameter in words for every key; the key (for the
    // overrides file and muster-cli) is only in tooltips, and a bad value's message too
    // names the parameter in words.
    void overrideDialogShowsWordsNotKeys() {
        RulesDock dock;
        const RuleParameters params;
        QVERIFY(params.keys().size() > 10);
        for (const std::string& k : params.keys()) {
            const QString key = QString::fromStdString(k);
            OverrideDialog* dlg = dock.editOverride(key);
            QVERIFY2(dlg, qPrintable(key));
            QStringList shown{dlg->windowTitle()};
            for (QLabel* l : dlg->findChildren<QLabel*>()) shown << l->text();
            for (const QString& t : shown) {
                QVERIFY2(!t.contains(key), qPrintable(key + ": " + t));
                QVERIFY2(internalWord(t).isEmpty(), qPrintable(key + ": " + t));
            }
            QVERIFY2(dlg->windowTitle().contains(QString::fromStdString(params.label(k))), qPrintable(dlg->windowTitle()));
            QVERIFY(dlg->findChild<QLabel*>("about")->toolTip().contains(key));
            dlg->valueEdit()->setText("x");
            QTest::mouseClick(dlg->saveButton(), Qt::LeftButton);
            QVERIFY2(!dlg->errorText().isEmpty() && !dlg->errorText().contains(key), qPrintable(dlg->errorText()));
            QVERIFY2(dlg->errorText().contains(QString::fromStdString(params.label(k)).mid(1)), qPrintable(dlg->errorText()));
            dlg->close();
            QCoreApplication::processEvents();
        }
    }

    void combatDockSaysNoFlags() {
        // Artillery one hex beyond its reach: the engine refuses the fire (8.1.3); the odds
        // code's message, which named the CLI flag, is no longer what the dock shows.
        Scenario s;
        s.units.push_back(Unit{"a1", Side::Union, UnitType::Artillery, "", Offset{2, 5}, 2, Morale::Black, {}});
        s.units.push_back(Unit{"c1", Side::Confederate, UnitType::Infantry, "", Offset{6, 5}, 3, Morale::Black, {}});
        CombatDock dock;
        dock.setScenario(&s);
        dock.setAttacker("a1");
        dock.setTarget({6, 5});
        QVERIFY(!dock.fireOdds());
        QVERIFY2(dock.fireStatus().contains(QStringLiteral("range 3 (8.1.3)")), qPrintable(dock.fireStatus()));
        QVERIFY2(internalWord(dock.fireStatus()).isEmpty(), qPrintable(dock.fireStatus()));
        // With odds shown, the basis lists no seed numbers either.
        dock.setTarget({4, 5});
        QVERIFY(dock.fireOdds());
        QVERIFY2(internalWord(dock.findChild<QTextBrowser*>()->toPlainText()).isEmpty(),
                 qPrintable(dock.findChild<QTextBrowser*>()->toPlainText()));
    }

    // Lines the docks used to rewrite from the CLI's text read as they did (the texts are
    // what the old docks showed for the same set-up).
    void rewrittenLinesReadTheSame() {
        Scenario s;
        s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "", Offset{2, 5}, 4, Morale::Black, {}});
        s.units.push_back(Unit{"c1", Side::Confederate, UnitType::Infantry, "", Offset{4, 5}, 3, Morale::Black, {}});
        s.units.push_back(Unit{"c2", Side::Confederate, UnitType::Infantry, "", Offset{2, 4}, 3, Morale::Green, {}});
        s.terrain.set(Offset{4, 5}, Terrain::Woods);
        s.terrain.set(Offset{2, 4}, Terrain::Town);
        CombatDock dock;
        dock.setScenario(&s);
        dock.setAttacker("u1");
        dock.setTarget({4, 5});
        const QString fire = dock.findChild<QTextBrowser*>()->toPlainText();
        for (const char* line : {"dice 3: 3 (stated, the Hold the Line player aid Fire Combat; 001 3.1.1, 4.2)",
                                 "hit number 6 (inferred, the Hold the Line rulebook, section 8.1, 2.1.1, 11.3: Muster's own assumption)",
                                 "terrain woods: -1 on each die (stated, the Hold the Line rulebook section 2.2.5, rule 2.1.1)",
                                 "target 3 SP: eliminated when hits reach it (8.1.2)"})
            QVERIFY2(fire.contains(QString::fromUtf8(line)), qPrintable(fire));
        dock.setTarget({2, 4});
        const QString close = dock.findChild<QTextBrowser*>()->toPlainText();
        for (const char* line : {"dice 3: a unit's dice are the same in every combat (the Hold the Line rulebook 8.1.3, 9.3.1 example)",
                                 "morale green shifted +1 (terrain 1; stated, the Hold the Line rulebook 2.1.4, 8.3.3, 9.2) = black",
                                 "morale die: black faces 2 (inferred, the Hold the Line rulebook, section 3.0.3, 8.3.3: Muster's own "
                                 "assumption) of 6; one roll per hit, retreat on any match"})
            QVERIFY2(close.contains(QString::fromUtf8(line)), qPrintable(close));
        RulesDock rules;
        OverrideDialog* dlg = rules.editOverride(QStringLiteral("htl.fire.gunboat.1"));
        QCOMPARE(dlg->findChild<QLabel*>("about")->text(),
                 QStringLiteral("<b>Gunboat, 1 hex (4 dice)</b><br>Default 5, inferred (the Hold the Line rulebook, section 8.1, "
                                "2.1.1, 11.3): Muster's own assumption: gunboat fires as artillery<br>Allowed: 1 to 6 (a hit number "
                                "on one die)."));
        dlg->close();
        dlg = rules.editOverride(QStringLiteral("eagle.fire.tohit.infantry"));
        QCOMPARE(dlg->findChild<QLabel*>("about")->text(),
                 QStringLiteral("<b>To-hit, infantry</b><br>Default 8, inferred (the Eagle Games tactical rules, section Fire): "
                                "table missing from the Eagle Games tactical rules; Muster uses a stand-in value<br>Allowed: 2 to 12 "
                                "(a 2d6 total)."));
        dlg->close();
    }

    // Rules data prose that spoke of "the seed" names the rulebook, in the detail pane and
    // in the game's tooltip (which the old docks showed unrewritten).
    void dataProseNamesTheRulebook() {
        RulesDock dock;
        dock.gameFilter()->setCurrentIndex(dock.gameFilter()->findData(QString()));
        QVERIFY(dock.showEntry(QStringLiteral("grid.odds")));
        QVERIFY2(dock.detail()->toPlainText().contains(QStringLiteral("which the rulebook leaves empty")),
                 qPrintable(dock.detail()->toPlainText()));
        for (int i = 0; i < dock.tree()->topLevelItemCount(); ++i) {
            const QString tip = dock.tree()->topLevelItem(i)->toolTip(0);
            QVERIFY2(internalWord(tip).isEmpty(), qPrintable(tip));
        }
    }
};

QTEST_MAIN(TestRulesWords)
#include "test_rules_words.moc"
