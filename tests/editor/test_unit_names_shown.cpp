// Names, not ids: units placed, pasted or duplicated get readable names unique in the
// battle, and no text the Inspector, the context menus, the Reinforcements dock or the
// board resize shows carries a unit's file id.
#include "editor_test_util.h"
#include "editor/commands/document_edits.h"

#include "editor/dialogs/board_resize.h"
#include "editor/docks/inspector_dock.h"
#include "editor/docks/reinforcements_dock.h"
#include "editor/commands/region_clip.h"
#include "editor/document/selection.h"
#include "editor/render/board_painter.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QtTest>

#include <set>

using namespace muster;
using namespace muster::test;

namespace {

// Every text a widget tree shows or offers as a tip.
QStringList shownTexts(QWidget* root) {
    QStringList out;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        out << w->toolTip();
        if (auto* l = qobject_cast<QLabel*>(w)) out << l->text();
        if (auto* e = qobject_cast<QLineEdit*>(w)) out << e->text() << e->placeholderText();
        if (auto* b = qobject_cast<QAbstractButton*>(w)) out << b->text();
        if (auto* c = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i) out << c->itemText(i);
        if (auto* list = qobject_cast<QListWidget*>(w))
            for (int i = 0; i < list->count(); ++i) out << list->item(i)->text() << list->item(i)->toolTip();
        if (auto* tree = qobject_cast<QTreeWidget*>(w))
            for (QTreeWidgetItemIterator it(tree); *it; ++it)
                for (int c = 0; c < tree->columnCount(); ++c) out << (*it)->text(c) << (*it)->toolTip(c);
    }
    return out;
}

QStringList menuTexts(QMenu* m) {
    QStringList out;
    for (QAction* a : m->actions()) out << a->text() << a->toolTip() << a->statusTip();
    return out;
}

// The ids of the unnamed units below, as whole words.
const QRegularExpression kIds(QStringLiteral("\\b(q77|q78|q79)\\b"));

QString firstWithId(const QStringList& texts) {
    for (const QString& t : texts)
        if (t.contains(kIds)) return t;
    return {};
}

// Units without names, with ids nobody would type: a unit on the board with a leader and
// a reinforcement.
Scenario unnamedUnits() {
    Scenario s = blankScenario();
    s.units.push_back(Unit{"q77", Side::Union, UnitType::Infantry, "", Offset{4, 5}, 3, Morale::Black, {}});
    s.units.push_back(Unit{"q79", Side::Union, UnitType::Leader, "", Offset{4, 5}, {}, {}, {}});
    s.units.push_back(Unit{"q78", Side::Confederate, UnitType::Cavalry, "", {}, 2, Morale::Green, Arrival{2, {13, 9}}});
    return s;
}

QPointF blockCentre(MainWindow& w, const std::string& id) {
    const Unit* u = w.document()->scenario().findUnit(id);
    for (const auto& piece : w.view()->boardPainter().stackAt(*u->hex))
        if (piece.unit->id == id) return piece.block.center();
    return {};
}

std::set<std::string> names(const Scenario& s) {
    std::set<std::string> out;
    for (const Unit& u : s.units) out.insert(u.name);
    return out;
}

} // namespace

class TestUnitNamesShown : public QObject {
    Q_OBJECT
private slots:
    void placedUnitsGetReadableNames() {
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        const auto& units = w->document()->scenario().units;
        w->activateTool("unit");
        auto place = [&](Side side, UnitType type, Offset at) {
            w->toolOptions().side = side;
            w->toolOptions().unitType = type;
            clickHex(*w, at);
            return units.back().name;
        };
        QCOMPARE(place(Side::Union, UnitType::Infantry, {2, 2}), std::string("1st Union Infantry"));
        QCOMPARE(place(Side::Union, UnitType::Infantry, {3, 2}), std::string("2nd Union Infantry"));
        QCOMPARE(place(Side::Confederate, UnitType::Infantry, {2, 8}), std::string("1st Confederate Infantry"));
        QCOMPARE(place(Side::Confederate, UnitType::Cavalry, {3, 8}), std::string("1st Confederate Cavalry"));
        QCOMPARE(place(Side::Union, UnitType::Artillery, {4, 2}), std::string("Union Battery A"));
        // A name the designer took already is skipped.
        Unit renamed = units.front();
        renamed.name = "3rd Union Infantry";
        edit::changeUnit(*w->document(), renamed.id, renamed);
        QCOMPARE(place(Side::Union, UnitType::Infantry, {5, 2}), std::string("1st Union Infantry"));
        QCOMPARE(place(Side::Union, UnitType::Infantry, {6, 2}), std::string("4th Union Infantry"));

        // Leaders: the toolbar's name when it is free, else a numbered general.
        w->activateTool("leader");
        w->toolOptions().side = Side::Union;
        clickHex(*w, {2, 2});
        QCOMPARE(units.back().name, std::string("Union General 1"));
        w->toolOptions().leaderName = QStringLiteral("Buford");
        clickHex(*w, {3, 2});
        QCOMPARE(units.back().name, std::string("Buford"));
        clickHex(*w, {4, 2});
        QCOMPARE(units.back().name, std::string("Union General 2"));
        QCOMPARE(names(w->document()->scenario()).size(), units.size());
        for (const Unit& u : units) QVERIFY2(!u.name.empty() && !QString::fromStdString(u.name).contains(QString::fromStdString(u.id)), u.id.c_str());
    }

    void pastedAndDuplicatedUnitsGetFreshNames() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        ScenarioDocument* doc = w->document();
        // The stack on 4,3: Iron Brigade, Hooker and Battery B.
        w->selection()->set({}, {Offset{4, 3}});
        w->copySelection();
        const std::size_t before = doc->scenario().units.size();
        w->pasteAt({2, 8});
        const auto& units = doc->scenario().units;
        QCOMPARE(units.size(), before + 3);
        std::set<std::string> pasted;
        for (std::size_t i = before; i < units.size(); ++i) pasted.insert(units[i].name);
        QCOMPARE(pasted, (std::set<std::string>{"1st Union Infantry", "Union General 1", "Union Battery A"}));

        // Pasted into another battle where the names are free, they keep them.
        const RegionClip clip = copyRegion(sampleBattle(), {Offset{4, 3}});
        ScenarioDocument other(blankScenario());
        pasteRegion(&other, clip, {5, 5});
        QCOMPARE(names(other.scenario()), (std::set<std::string>{"Iron Brigade", "Hooker", "Battery B"}));

        std::unique_ptr<QMenu> m(w->boardContextMenu(blockCentre(*w, "u4")));  // Pleasonton, cavalry
        m->findChild<QAction*>(QStringLiteral("ctxDuplicateUnit"))->trigger();
        QCOMPARE(units.back().name, std::string("1st Union Cavalry"));
        QCOMPARE(names(doc->scenario()).size(), units.size());
    }

    void inspectorShowsNoIds() {
        auto w = makeWindow(unnamedUnits());
        QVERIFY(w);
        auto* inspector = w->findChild<InspectorDock*>();
        QVERIFY(inspector);
        w->selection()->set({"q77"}, {Offset{4, 5}});
        inspector->setHoveredHex(Offset{4, 5});
        QCoreApplication::processEvents();
        const QStringList texts = shownTexts(inspector);
        QVERIFY2(firstWithId(texts).isEmpty(), qPrintable(firstWithId(texts)));
        // What stands in for a missing name: the side and the type.
        QVERIFY2(texts.join('\n').contains("Union infantry"), qPrintable(texts.join('\n')));
        w->selection()->set({"q78"}, {});
        QCoreApplication::processEvents();
        QVERIFY2(firstWithId(shownTexts(inspector)).isEmpty(), qPrintable(firstWithId(shownTexts(inspector))));
    }

    void contextMenusShowNoIds() {
        auto w = makeWindow(unnamedUnits());
        QVERIFY(w);
        std::unique_ptr<QMenu> m(w->boardContextMenu(blockCentre(*w, "q77")));
        QVERIFY(m->findChild<QAction*>(QStringLiteral("ctxEditUnit")));
        QVERIFY2(firstWithId(menuTexts(m.get())).isEmpty(), qPrintable(menuTexts(m.get()).join('\n')));
        QVERIFY(m->findChild<QAction*>(QStringLiteral("ctxEditUnit"))->text().contains("Union infantry"));

        auto* reinf = w->findChild<ReinforcementsDock*>();
        QVERIFY(reinf);
        reinf->refresh();
        QVERIFY2(firstWithId(shownTexts(reinf)).isEmpty(), qPrintable(firstWithId(shownTexts(reinf))));
        QTreeWidgetItem* row = nullptr;
        for (QTreeWidgetItemIterator it(reinf->tree()); *it; ++it)
            if ((*it)->parent()) row = *it;
        QVERIFY(row);
        std::unique_ptr<QMenu> rm(reinf->contextMenuFor(row));
        QVERIFY(rm);
        QVERIFY2(firstWithId(menuTexts(rm.get())).isEmpty(), qPrintable(menuTexts(rm.get()).join('\n')));
    }

    void boardResizeNamesDroppedUnitsWithoutIds() {
        BoardGeometry g = unnamedUnits().board;
        g.columns = 3;
        const QString text = describeDrops(resizeBoard(unnamedUnits(), g)).join('\n');
        QVERIFY2(text.contains("Union infantry") && text.contains("Confederate cavalry"), qPrintable(text));
        QVERIFY2(!text.contains(kIds), qPrintable(text));
    }
};

QTEST_MAIN(TestUnitNamesShown)
#include "test_unit_names_shown.moc"
