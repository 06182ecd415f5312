// Issues dock: live list of validation findings; clicking one locates it.
#include "editor/docks/issues_dock.h"
#include "editor/commands/document_edits.h"
#include "editor/docks/rule_names.h"
#include "editor/document/scenario_document.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>
#include <QTableView>

using namespace muster;

namespace {
Scenario twoInfantryInOneHex() {
    Scenario s;
    s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "A", Offset{4, 5}, 4, Morale::Gold, {}});
    s.units.push_back(Unit{"u2", Side::Union, UnitType::Infantry, "B", Offset{4, 5}, 3, Morale::Black, {}});
    s.units.push_back(Unit{"c1", Side::Confederate, UnitType::Infantry, "C", Offset{9, 2}, 3, Morale::Black, {}});
    s.victory.conditions.push_back(VictoryCondition{VictoryKind::MostVPAtEnd, {}, {}, {}, {}});
    return s;
}

// The shown row (column `col`) of the first issue with this rule id; invalid if none.
QModelIndex findRule(QTableView* t, const QString& rule, int col = 1) {
    for (int i = 0; i < t->model()->rowCount(); ++i)
        if (t->model()->index(i, 1).data(IssuesModel::RuleIdRole).toString() == rule) return t->model()->index(i, col);
    return {};
}
QString cell(const QModelIndex& i, int col) { return i.sibling(i.row(), col).data().toString(); }
int rows(QTableView* t) { return t->model()->rowCount(); }

// Lone leaders along the first rows: one placement.leader-alone error each.
Scenario lonelyLeaders(int n) {
    Scenario s;
    s.board.columns = 40;
    s.board.rows = 40;
    for (int i = 0; i < n; ++i)
        s.units.push_back(Unit{"l" + std::to_string(i + 1), Side::Union, UnitType::Leader, "", Offset{i % 40 + 1, i / 40 + 1}, {}, {}, {}});
    return s;
}
} // namespace

class TestDocksIssues : public QObject {
    Q_OBJECT
private slots:
    void listsStackingAndLocatesIt() {
        ScenarioDocument doc(twoInfantryInOneHex());
        IssuesDock dock(&doc);
        dock.resize(640, 240);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        const QModelIndex item = findRule(dock.table(), "stacking.combat-units");
        QVERIFY(item.isValid());
        QCOMPARE(cell(item, 2), QString("4.4"));
        QCOMPARE(cell(item, 4), QString("0405"));
        QVERIFY(!cell(item, 3).isEmpty());

        std::vector<Offset> hexes;
        std::vector<std::string> units;
        int located = 0;
        connect(&dock, &IssuesDock::locate, [&](const std::vector<Offset>& h, const std::vector<std::string>& u) {
            hexes = h;
            units = u;
            ++located;
        });
        const QRect r = dock.table()->visualRect(item);
        QTest::mouseClick(dock.table()->viewport(), Qt::LeftButton, {}, r.center());
        QCOMPARE(located, 1);
        QCOMPARE(hexes, (std::vector<Offset>{{4, 5}}));
        QCOMPARE(units, (std::vector<std::string>{"u1", "u2"}));
        dock.grab().save(QStringLiteral(MUSTER_BINARY_DIR "/docks_issues.png"));

        // Moving one away clears it, live; undo brings it back.
        edit::moveUnitsTo(doc, {{"u2", Offset{5, 5}}});
        QVERIFY(!findRule(dock.table(), "stacking.combat-units").isValid());
        doc.undoStack()->undo();
        QVERIFY(findRule(dock.table(), "stacking.combat-units").isValid());
        QCOMPARE(rows(dock.table()), int(doc.issues().size()));
    }

    void filterNarrowsTheList() {
        Scenario s = twoInfantryInOneHex();
        s.units.push_back(Unit{"l1", Side::Union, UnitType::Leader, "Alone", Offset{8, 8}, {}, {}, {}});
        ScenarioDocument doc(s);
        IssuesDock dock(&doc);
        QVERIFY(findRule(dock.table(), "placement.leader-alone").isValid());
        const int all = rows(dock.table());
        QVERIFY(all >= 2);
        dock.setFilter("stacking");
        QCOMPARE(dock.visibleCount(), 1);
        QCOMPARE(rows(dock.table()), 1);
        dock.setFilter("0808");
        QCOMPARE(dock.visibleCount(), 1);
        QVERIFY(findRule(dock.table(), "placement.leader-alone").isValid());
        // The filter holds across edits: a new matching issue shows, others stay hidden.
        edit::addUnit(doc, Unit{"l2", Side::Union, UnitType::Leader, "Also alone", Offset{8, 9}, {}, {}, {}});
        QCOMPARE(dock.visibleCount(), 1);
        dock.setFilter("leader-alone");
        QCOMPARE(dock.visibleCount(), 2);
        dock.setFilter("");
        QCOMPARE(dock.visibleCount(), all + 1);
    }

    // The Rule column speaks words; the id (the file's and the CLI's) is in the tooltip,
    // and the filter still finds a row by either.
    void ruleColumnInPlainWords() {
        ScenarioDocument doc(twoInfantryInOneHex());
        IssuesDock dock(&doc);
        const QModelIndex item = findRule(dock.table(), "stacking.combat-units");
        QVERIFY(item.isValid());
        QCOMPARE(item.data().toString(), QString("Too many units in a hex"));
        QVERIFY2(item.data(Qt::ToolTipRole).toString().contains("stacking.combat-units"),
                 qPrintable(item.data(Qt::ToolTipRole).toString()));
        dock.setFilter("too many units");
        QCOMPARE(dock.visibleCount(), 1);
        dock.setFilter("combat-units");
        QCOMPARE(dock.visibleCount(), 1);
    }

    // Every rule id the validator can raise (read from its sources, so a new rule is
    // checked too) has a name of its own: no dots, no dashes, not the generic fallback.
    void everyRuleHasAName() {
        QStringList ids;
        static const QRegularExpression idRe(QStringLiteral("\"([a-z]+\\.[a-z0-9-]+)\""));
        const QDir dir(QStringLiteral(MUSTER_SOURCE_DIR "/model/rules"));
        for (const QString& f : dir.entryList({QStringLiteral("*.cpp")})) {
            QFile file(dir.filePath(f));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            for (auto it = idRe.globalMatch(text); it.hasNext();) {
                const QString id = it.next().captured(1);
                if (!id.endsWith(QLatin1String(".h")) && !ids.contains(id)) ids << id;
            }
        }
        QVERIFY2(ids.size() >= 25, qPrintable(ids.join(", ")));
        for (const QString& id : ids) {
            const QString name = ruleName(id.toStdString());
            QVERIFY2(!name.isEmpty() && !name.contains('.') && !name.contains('-') && !name.contains(':'),
                     qPrintable(id + " -> " + name));
        }
        // An id from a later version still reads as words.
        QCOMPARE(ruleName("terrain.river-crossing"), QString("Terrain: river crossing"));
    }

    // Messages name units as people know them; the ids stay in the tooltip.
    void messagesUseUnitNamesAndTypes() {
        Scenario s = twoInfantryInOneHex();
        s.units[0].name = "Iron Brigade";
        s.units[1].name.clear();
        ScenarioDocument doc(s);
        IssuesDock dock(&doc);
        const QModelIndex row = findRule(dock.table(), "stacking.combat-units");
        QVERIFY(row.isValid());
        const QString text = cell(row, IssuesModel::ColMessage);
        QVERIFY2(text.contains("Iron Brigade (Infantry)"), qPrintable(text));
        QVERIFY2(text.contains("an unnamed infantry"), qPrintable(text));
        QVERIFY2(!text.contains("u1") && !text.contains("u2"), qPrintable(text));
        const QString tip = row.sibling(row.row(), IssuesModel::ColMessage).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains("u1") && tip.contains("u2"), qPrintable(tip));
    }

    void cleanScenarioSaysSo() {
        Scenario s = twoInfantryInOneHex();
        s.units[1].hex = Offset{5, 5};
        ScenarioDocument doc(s);
        IssuesDock dock(&doc);
        QCOMPARE(rows(dock.table()), int(doc.issues().size()));
        QVERIFY(!findRule(dock.table(), "stacking.combat-units").isValid());
        QVERIFY(doc.issues().empty());
        QVERIFY(dock.findChild<QLabel*>("issuesSummary")->text().startsWith("No issues"));
    }

    // An edit that adds or removes one finding among many changes one row, not the list.
    void updatesRowsInPlace() {
        ScenarioDocument doc(lonelyLeaders(1000));
        IssuesDock dock(&doc);
        dock.resize(640, 300);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QCOMPARE(rows(dock.table()), int(doc.issues().size()));
        // The user's place: the lone leader at 0510.
        int at = -1;
        for (int r = 0; r < rows(dock.table()); ++r)
            if (cell(dock.table()->model()->index(r, 0), 4) == "1002") at = r;
        QVERIFY(at > 0);
        dock.table()->setCurrentIndex(dock.table()->model()->index(at, 1));

        QSignalSpy resets(dock.issuesModel(), &QAbstractItemModel::modelReset);
        QSignalSpy inserted(dock.issuesModel(), &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(dock.issuesModel(), &QAbstractItemModel::rowsRemoved);
        edit::paintTerrain(doc, {{{5, 1}, Terrain::Swamp}}); // a leader on swamp: placement.impassable
        QCOMPARE(resets.count(), 0);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted[0][1].toInt(), inserted[0][2].toInt()); // one row
        QCOMPARE(dock.shownIssues(), doc.issues());
        QVERIFY(findRule(dock.table(), "placement.impassable").isValid());
        QCOMPARE(cell(findRule(dock.table(), "placement.impassable"), 4), QString("0501"));
        QCOMPARE(cell(dock.table()->currentIndex(), 4), QString("1002")); // still on the same issue
        QVERIFY(dock.windowTitle().contains(QString::number(doc.issues().size())));

        doc.undoStack()->undo();
        QCOMPARE(resets.count(), 0);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed[0][1].toInt(), removed[0][2].toInt());
        QCOMPARE(dock.shownIssues(), doc.issues());

        // Moving a leader onto another's hex: one issue goes, two change (stacking.leaders).
        edit::moveUnitsTo(doc, {{"l1", Offset{2, 1}}});
        QCOMPARE(resets.count(), 0);
        QCOMPARE(dock.shownIssues(), doc.issues());
        QCOMPARE(cell(dock.table()->currentIndex(), 4), QString("1002"));
    }

    // Whatever the edits, the rows shown are the document's issues, in order, with labels.
    void randomEditsKeepTheListEqual() {
        ScenarioDocument doc(lonelyLeaders(300));
        IssuesDock dock(&doc);
        QRandomGenerator rng(11);
        const Terrain kinds[] = {Terrain::Clear, Terrain::Swamp, Terrain::River, Terrain::Woods};
        for (int step = 0; step < 300; ++step) {
            const Offset o{int(rng.bounded(40)) + 1, int(rng.bounded(10)) + 1};
            switch (rng.bounded(4)) {
            case 0: {
                std::vector<std::pair<Offset, Terrain>> cells;
                for (int k = 0; k < int(rng.bounded(30)) + 1; ++k)
                    cells.push_back({{int(rng.bounded(40)) + 1, int(rng.bounded(10)) + 1}, kinds[rng.bounded(4)]});
                edit::paintTerrain(doc, cells);
                break;
            }
            case 1: edit::moveUnitsTo(doc, {{"l" + std::to_string(rng.bounded(300) + 1), o}}); break;
            case 2: edit::addUnit(doc, Unit{doc.newUnitId(), Side::Confederate, UnitType::Infantry, "", o, 2, Morale::Green, {}}); break;
            default: if (doc.undoStack()->canUndo()) doc.undoStack()->undo(); break;
            }
            if (dock.shownIssues() != doc.issues()) QFAIL(qPrintable(QStringLiteral("differ after step %1").arg(step)));
            if (rows(dock.table()) != int(doc.issues().size())) QFAIL("row count differs");
        }
        const Issue& last = doc.issues().back();
        QCOMPARE(dock.table()->model()->index(rows(dock.table()) - 1, 1).data(IssuesModel::RuleIdRole).toString(), QString::fromStdString(last.rule));

        // A board change relabels every hex (a board over 99 columns has wider labels).
        Scenario wide = doc.scenario();
        wide.board.columns = 120;
        edit::replaceScenario(doc, wide, "widen", ChangeSet::everything());
        QCOMPARE(dock.shownIssues(), doc.issues());
        const QModelIndex alone = findRule(dock.table(), "placement.leader-alone", 4);
        QVERIFY(alone.isValid());
        const Offset hex = doc.issues()[std::size_t(findRule(dock.table(), "placement.leader-alone", 0).row())].hexes.at(0);
        QCOMPARE(alone.data().toString(), QString::fromStdString(hexLabel(hex, wide.board)));
        QVERIFY(alone.data().toString().size() > 4);
    }
};

QTEST_MAIN(TestDocksIssues)
#include "test_docks_issues.moc"
