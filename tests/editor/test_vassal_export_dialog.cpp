// File > Export VASSAL Module: the open battle, or battles ticked in the library list,
// into one module; an invalid battle is not exported when the user declines (or does not
// answer), and is when they say yes, through the window's prompter; the menu holds both
// export actions.
#include "editor_test_util.h"
#include "scripted_prompter.h"

#include "db/library.h"
#include "editor/dialogs/vassal_export_dialog.h"
#include "editor/shell/main_window.h"
#include "editor/render/vassal_module.h"
#include "model/io/scenario_json.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QFileInfo>
#include <QStatusBar>
#include <QTimer>
#include <QFile>
#include <QListWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {

int setups(const QString& file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const ModuleEntry& e : unzipEntries(f.readAll()))
        if (e.path == "buildFile.xml") return static_cast<int>(e.data.count("<VASSAL.build.module.PredefinedSetup "));
    return -1;
}

Scenario bundled(const char* name) { return readScenarioFile(std::string(MUSTER_SCENARIOS "/") + name); }

} // namespace

class TestVassalExportDialog : public QObject {
    Q_OBJECT
private slots:
    void openBattle() {
        QTemporaryDir tmp;
        const Scenario s = bundled("antietam.json");
        test::ScriptedPrompter prompter;
        VassalExportDialog dlg(s, nullptr, prompter);
        dlg.setPath(tmp.filePath("one")); // the extension is added
        QVERIFY(dlg.exportNow());
        QVERIFY(prompter.asked().empty());
        QCOMPARE(setups(tmp.filePath("one.vmod")), 1);
    }

    void battlesFromTheLibrary() {
        QTemporaryDir tmp;
        Library lib = Library::open(tmp.filePath("lib.sqlite").toStdString());
        std::vector<long long> ids;
        for (const ImportResult& r : lib.importFolder(MUSTER_SCENARIOS))
            if (r.id && ids.size() < 3) ids.push_back(*r.id);
        const Scenario s = bundled("antietam.json");
        test::ScriptedPrompter prompter;
        VassalExportDialog dlg(s, &lib, prompter);
        QVERIFY(dlg.findChild<QListWidget*>(QStringLiteral("vassalLibraryList"))->count() >= 10);
        dlg.chooseLibrary(ids);
        QCOMPARE(dlg.battles().size(), std::size_t(3));
        // MUSTER_SCREENSHOTS=DIR saves the dialog as shown, to look at.
        if (const QString dir = qEnvironmentVariable("MUSTER_SCREENSHOTS"); !dir.isEmpty()) {
            dlg.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dlg));
            QVERIFY(dlg.grab().save(dir + QStringLiteral("/vassal-export-dialog.png")));
        }
        dlg.setPath(tmp.filePath("three.vmod"));
        dlg.setModuleName(QStringLiteral("Three"));
        QVERIFY(dlg.exportNow());
        QCOMPARE(setups(tmp.filePath("three.vmod")), 3);
    }

    void invalidBattleNotExportedWhenDeclined() {
        QTemporaryDir tmp;
        Scenario s = bundled("antietam.json");
        s.turns = 0;
        test::ScriptedPrompter prompter;
        VassalExportDialog dlg(s, nullptr, prompter);
        dlg.setPath(tmp.filePath("bad.vmod"));
        // Not answered: seen, and nothing written.
        QVERIFY(!dlg.exportNow());
        QCOMPARE(prompter.unanswered().size(), 1);
        QVERIFY(prompter.unanswered().front().startsWith("Export: These battles break the rules:"));
        QVERIFY(!QFile::exists(tmp.filePath("bad.vmod")));
        prompter.answer("No");
        QVERIFY(!dlg.exportNow());
        QVERIFY(!QFile::exists(tmp.filePath("bad.vmod")));
    }

    // The dialog opened from the menu asks through the window's prompter: "Browse..." gets
    // the file from it, and a yes to "export them anyway?" writes the invalid battle.
    void menuDialogAsksTheWindowsPrompter() {
        QTemporaryDir tmp;
        Scenario s = bundled("antietam.json");
        s.turns = 0;
        auto w = test::makeWindow(s);
        QVERIFY(w);
        test::ScriptedPrompter* p = test::scripted(*w);
        p->fileName(tmp.filePath("picked"));
        p->answer("Yes");
        bool seen = false;
        QTimer::singleShot(0, [&] {
            auto* dlg = qobject_cast<VassalExportDialog*>(QApplication::activeModalWidget());
            if (!dlg) return;
            seen = true;
            for (QPushButton* b : dlg->findChildren<QPushButton*>())
                if (b->text() == "Browse...") QTest::mouseClick(b, Qt::LeftButton);
            QCOMPARE(dlg->path(), tmp.filePath("picked.vmod"));
            QTest::mouseClick(dlg->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        w->action("actionExportVassal")->trigger();
        QVERIFY(seen);
        QVERIFY2(p->unanswered().isEmpty(), qPrintable(p->unanswered().join("; ")));
        QCOMPARE(p->titles(), (QStringList{"VASSAL module", "Export"}));
        QCOMPARE(setups(tmp.filePath("picked.vmod")), 1);
        // The status bar says where the module went.
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("picked.vmod")),
                 qPrintable(w->statusBar()->currentMessage()));
        // File > Export Map Image too.
        p->fileName(tmp.filePath("map.png"));
        p->type(QStringLiteral("300"));
        p->answer("Yes");
        w->action("actionExportMapImage")->trigger();
        QVERIFY(QFileInfo::exists(tmp.filePath("map.png")));
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("map.png")),
                 qPrintable(w->statusBar()->currentMessage()));
    }

    void menuHasBothActions() {
        MainWindow w;
        QVERIFY(w.findChild<QAction*>(QStringLiteral("actionExportVassal")));
        QVERIFY(w.findChild<QAction*>(QStringLiteral("actionExportMapImage")));
    }
};

QTEST_MAIN(TestVassalExportDialog)
#include "test_vassal_export_dialog.moc"
