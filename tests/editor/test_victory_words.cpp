// Victory conditions read the same, and say when they are judged, on the Scenario dock,
// the printed sheet and the Game dock; the sheet names an unnamed unit by type and hex.
#include "editor_test_util.h"

#include "editor/docks/scenario_dock.h"
#include "editor/render/scenario_text.h"
#include "editor/render/sheet_flow.h"
#include "editor/render/sheet_layout.h"

#include <QListWidget>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {
Scenario battle() {
    Scenario s = sampleBattle();
    s.victory.conditions.clear();
    s.victory.conditions.push_back(VictoryCondition{VictoryKind::ReachVP, Side::Union, 6, {}, {}});
    s.victory.conditions.push_back(VictoryCondition{VictoryKind::ReachVPByTurn, Side::Confederate, 3, 5, {}});
    s.units.push_back(Unit{"u9", Side::Union, UnitType::Infantry, "", Offset{4, 3}, 3, Morale::Black, {}});
    return s;
}

QStringList sheetLines(const Scenario& s) {
    QStringList out;
    for (const sheet::Block& b : sheet::contentBlocks(s, SheetOptions{})) out << b.text;
    return out;
}
} // namespace

class TestVictoryWords : public QObject {
    Q_OBJECT
private slots:
    void saysWhenItIsJudged() {
        const Scenario s = battle();
        const QString reach = text::victoryCondition(s, s.victory.conditions[0]);
        QVERIFY2(reach.contains("wins when it has 6 VP at the end of a player's turn"), qPrintable(reach));
        QVERIFY2(!reach.contains("at once"), qPrintable(reach));
        const QString byTurn = text::victoryCondition(s, s.victory.conditions[1]);
        QVERIFY2(byTurn.contains("at the end of turn 5"), qPrintable(byTurn));

        // The sheet prints exactly these sentences.
        const QStringList lines = sheetLines(s);
        QVERIFY2(lines.join('\n').contains(reach), qPrintable(lines.join('\n')));
        QVERIFY2(lines.join('\n').contains(byTurn), qPrintable(lines.join('\n')));

        // The Scenario dock lists them in the same words.
        auto w = makeWindow(s);
        QVERIFY(w);
        auto* list = w->findChild<QListWidget*>("victoryList");
        QVERIFY(list);
        QCOMPARE(list->count(), 2);
        QCOMPARE(list->item(0)->text(), reach);
        QCOMPARE(list->item(1)->text(), byTurn);
    }

    void sheetNamesUnnamedUnitsByTypeAndHex() {
        const QStringList lines = sheetLines(battle());
        bool found = false;
        for (const QString& l : lines) {
            found = found || l.startsWith("Infantry at 0403:");
            QVERIFY2(!l.startsWith("u9"), qPrintable(l));
        }
        QVERIFY2(found, qPrintable(lines.join('\n')));
    }
};

QTEST_MAIN(TestVictoryWords)
#include "test_victory_words.moc"
