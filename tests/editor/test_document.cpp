// ScenarioDocument: undo/redo exactness over random edits, the modified flag, save and
// reopen through the main window, autosave recovery.
#include "editor_test_util.h"
#include "editor/commands/document_edits.h"

#include "editor/commands/region_clip.h"
#include "model/rules/validator.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QStatusBar>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {

Offset randomHex(QRandomGenerator& rng, const BoardGeometry& g) {
    return {static_cast<int>(rng.bounded(g.columns)) + 1, static_cast<int>(rng.bounded(g.rows)) + 1};
}

// One random edit through the document's public edit methods.
void randomEdit(ScenarioDocument& doc, QRandomGenerator& rng) {
    const Scenario& s = doc.scenario();
    const auto& g = s.board;
    switch (rng.bounded(9)) {
    case 0: { // a paint, sometimes continuing a stroke
        std::vector<std::pair<Offset, Terrain>> cells;
        const int n = static_cast<int>(rng.bounded(6)) + 1;
        for (int i = 0; i < n; ++i)
            cells.emplace_back(randomHex(rng, g), kAllTerrain[rng.bounded(kTerrainCount)]);
        edit::paintTerrain(doc, cells, static_cast<int>(rng.bounded(3)));
        break;
    }
    case 1: {
        Unit u;
        u.id = doc.newUnitId();
        u.side = kAllSides[rng.bounded(2)];
        u.type = kAllUnitTypes[rng.bounded(5)];
        u.hex = randomHex(rng, g);
        if (u.type != UnitType::Leader) {
            u.sp = static_cast<int>(rng.bounded(4)) + 1;
            u.morale = kAllMorale[rng.bounded(3)];
        }
        edit::addUnit(doc, u);
        break;
    }
    case 2:
        if (!s.units.empty()) edit::removeUnits(doc, {s.units[rng.bounded(static_cast<quint32>(s.units.size()))].id});
        break;
    case 3:
        if (!s.units.empty()) {
            Unit u = s.units[rng.bounded(static_cast<quint32>(s.units.size()))];
            const std::string id = u.id;
            if (rng.bounded(2)) u.id = doc.newUnitId("r");
            u.name = "renamed " + std::to_string(rng.bounded(100));
            u.sp = static_cast<int>(rng.bounded(5));
            edit::changeUnit(doc, id, u);
        }
        break;
    case 4:
        if (!s.units.empty()) {
            std::vector<std::pair<std::string, Offset>> moves;
            for (int i = 0; i < 3; ++i)
                moves.emplace_back(s.units[rng.bounded(static_cast<quint32>(s.units.size()))].id, randomHex(rng, g));
            edit::moveUnitsTo(doc, moves);
        }
        break;
    case 5:
        edit::addVpMarker(doc, VpMarker{randomHex(rng, g), std::nullopt, static_cast<int>(rng.bounded(3)) + 1, "vp"});
        break;
    case 6:
        if (!s.vpMarkers.empty()) {
            const int i = static_cast<int>(rng.bounded(static_cast<quint32>(s.vpMarkers.size())));
            if (rng.bounded(2)) edit::removeVpMarker(doc, i);
            else edit::changeVpMarker(doc, i, VpMarker{randomHex(rng, g), Side::Union, 2, "moved"});
        }
        break;
    case 7: {
        Scenario after = s;
        after.turns = static_cast<int>(rng.bounded(12)) + 1;
        after.title += "!";
        ChangeSet c;
        c.scenario = true;
        edit::replaceScenario(doc, after, "Edit", c);
        break;
    }
    case 8: { // paste a small region somewhere
        std::vector<Offset> hexes{randomHex(rng, g)};
        hexes.push_back(randomHex(rng, g));
        pasteRegion(&doc, copyRegion(s, hexes), randomHex(rng, g));
        break;
    }
    }
}

} // namespace

class TestDocument : public QObject {
    Q_OBJECT
private slots:
    void randomSequencesUndoRedoExactly();
    void modifiedFollowsUndoStack();
    void saveAndReopen();
    void saveFailureKeepsDocument();
    void recoveryRestoresChanges();
    void exportWritesFiles();
};

void TestDocument::randomSequencesUndoRedoExactly() {
    const Scenario original = sampleBattle();
    const quint32 seed = 20261122;
    QRandomGenerator rng(seed);
    ScenarioDocument doc(original);
    for (int seq = 0; seq < 1000; ++seq) {
        doc.reset(original);
        const int n = static_cast<int>(rng.bounded(12)) + 1;
        for (int i = 0; i < n; ++i) randomEdit(doc, rng);
        const Scenario final = doc.scenario();
        // The live issue list matches a full validation after every kind of change.
        if (doc.issues() != validate(final)) QFAIL(qPrintable(QStringLiteral("issues differ after sequence %1").arg(seq)));
        while (doc.undoStack()->canUndo()) doc.undoStack()->undo();
        if (!(doc.scenario() == original)) QFAIL(qPrintable(QStringLiteral("undo-all differs, sequence %1 seed %2").arg(seq).arg(seed)));
        if (doc.issues() != validate(original)) QFAIL(qPrintable(QStringLiteral("issues after undo differ, sequence %1").arg(seq)));
        while (doc.undoStack()->canRedo()) doc.undoStack()->redo();
        if (!(doc.scenario() == final)) QFAIL(qPrintable(QStringLiteral("redo-all differs, sequence %1 seed %2").arg(seq).arg(seed)));
    }
}

void TestDocument::modifiedFollowsUndoStack() {
    ScenarioDocument doc(blankScenario());
    QSignalSpy spy(&doc, &ScenarioDocument::modifiedChanged);
    QVERIFY(!doc.isModified());
    edit::paintTerrain(doc, {{{2, 2}, Terrain::Woods}});
    QVERIFY(doc.isModified());
    doc.undoStack()->undo();
    QVERIFY(!doc.isModified());
    doc.undoStack()->redo();
    QVERIFY(doc.isModified());
    doc.markSaved();
    QVERIFY(!doc.isModified());
    doc.undoStack()->undo();  // back past the save point: modified again
    QVERIFY(doc.isModified());
    QCOMPARE(spy.count(), 5);
    // A no-op paint pushes nothing.
    doc.undoStack()->redo();
    const int count = doc.undoStack()->count();
    edit::paintTerrain(doc, {{{2, 2}, Terrain::Woods}});
    QCOMPARE(doc.undoStack()->count(), count);
}

void TestDocument::saveAndReopen() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto w = makeWindow(sampleBattle());
    QVERIFY(w);
    w->activateTool("brush");
    w->toolOptions().terrain = Terrain::Swamp;
    w->toolOptions().brushRadius = 1;
    clickHex(*w, {5, 5});
    w->activateTool("unit");
    clickHex(*w, {2, 8});
    QVERIFY(w->isWindowModified());
    const QString path = dir.filePath("saved.json");
    QVERIFY(w->saveFile(path));
    QVERIFY(!w->document()->isModified());
    QVERIFY(!w->isWindowModified());
    QVERIFY(w->windowTitle().contains("saved.json"));

    auto w2 = makeWindow(blankScenario());
    QVERIFY(w2);
    QVERIFY(w2->openFile(path));
    QCOMPARE(w2->document()->scenario(), w->document()->scenario());
    QVERIFY(!w2->document()->isModified());
    QCOMPARE(w2->document()->undoStack()->count(), 0);
    // An unreadable file leaves the open document alone and names the file.
    const Scenario kept = w2->document()->scenario();
    QFile bad(dir.filePath("bad.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"format\": \"muster-scenario\", \"formatVersion\": 1, \"board\": 7}");
    bad.close();
    QVERIFY(!w2->openFile(bad.fileName()));
    QCOMPARE(w2->document()->scenario(), kept);
    QVERIFY(w2->statusBar()->currentMessage().contains("bad.json"));
}

void TestDocument::saveFailureKeepsDocument() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    edit::paintTerrain(*w->document(), {{{2, 2}, Terrain::Woods}});
    QVERIFY(!w->saveFile("/nonexistent-dir/x/y.json"));
    QVERIFY(w->document()->isModified());
    QVERIFY(w->document()->filePath().isEmpty());
}

void TestDocument::recoveryRestoresChanges() {
    QTemporaryDir dir;
    const QString path = dir.filePath("base.json");
    Scenario base = blankScenario();
    writeScenarioFile(base, path.toStdString());
    Scenario edited;
    {
        auto w = makeWindow(blankScenario());
        QVERIFY(w);
        QVERIFY(w->openFile(path));
        edit::paintTerrain(*w->document(), {{{4, 4}, Terrain::Hill}});
        w->writeRecoveryFile();  // what the one-minute timer does
        edited = w->document()->scenario();
        QVERIFY(QFile::exists(w->recoveryFilePath()));
        // "Crash": the window goes away without closeEvent.
    }
    // A fresh start: the crashed window's recovery is an orphan, offered and restored.
    auto w = std::make_unique<MainWindow>();
    answerRecovery(*w, true);
    w->offerRecovery();
    QCOMPARE(w->document()->scenario(), edited);
    QVERIFY(w->document()->isModified());
    QCOMPARE(QFileInfo(w->document()->filePath()), QFileInfo(path));
    // Kept (now this window's) until the document is saved.
    const QString kept = w->recoveryFilePath();
    QVERIFY(QFile::exists(kept));
    QVERIFY(w->saveFile(path));
    QVERIFY(!QFile::exists(kept));
    w->document()->undoStack()->undo();  // undo shows the saved file
    QCOMPARE(w->document()->scenario(), base);
    w->document()->undoStack()->redo();
}

void TestDocument::exportWritesFiles() {
    QTemporaryDir dir;
    auto w = makeWindow(sampleBattle());
    QVERIFY(w);
    for (const char* name : {"sheet.pdf", "sheet.svg"}) {
        const QString path = dir.filePath(name);
        const QStringList files = w->exportTo(path);
        QVERIFY2(!files.isEmpty(), name);
        QVERIFY(QFileInfo(files.first()).size() > 1000);
    }
    QVERIFY(w->exportTo(dir.filePath("sheet.doc")).isEmpty());
    QVERIFY(w->statusBar()->currentMessage().contains("sheet.doc"));
    QVERIFY(!w->document()->isModified());
}

QTEST_MAIN(TestDocument)
#include "test_document.moc"
