// The editor's text and number questions go through the window's prompter like its
// other questions: a script answers them, and one nobody scripted is seen, not a dialog
// that stalls the test. (The club folder question: test_club_dock.)
#include "editor_test_util.h"

#include "editor/dialogs/vassal_export_dialog.h"
#include "model/io/share_code.h"

#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

class TestPrompterInputs : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;  // files written; settings live in makeWindow's test mode

private slots:
    void shareCodeIsTypedThroughThePrompter() {
        auto w = test::makeWindow(test::blankScenario());
        test::ScriptedPrompter* p = test::prompter(*w);
        Scenario other = test::sampleBattle();
        other.title = "Typed In";
        p->type(QString::fromStdString(encodeShareCode(other)));
        w->openShareCodeDialog();
        QCOMPARE(p->titles(), QStringList{QStringLiteral("Open share code")});
        QCOMPARE(w->document()->scenario().title, std::string("Typed In"));

        // Nothing typed: the question is seen as unanswered and the battle stays.
        p->clear();
        w->openShareCodeDialog();
        QCOMPARE(p->unanswered().size(), 1);
        QCOMPARE(w->document()->scenario().title, std::string("Typed In"));
    }

    // A battle opened from a share code is in no file and no library: it is unsaved, so
    // closing the window asks before it goes (a friend's battle is not lost).
    void shareCodeBattleIsUnsaved() {
        auto w = test::makeWindow(test::blankScenario());
        test::ScriptedPrompter* p = test::prompter(*w);
        Scenario other = test::sampleBattle();
        other.title = "From A Friend";
        QVERIFY(w->openShareCode(QString::fromStdString(encodeShareCode(other))));
        QCOMPARE(w->document()->scenario().title, std::string("From A Friend"));
        QVERIFY(w->document()->isModified());
        QVERIFY(w->isWindowModified());
        p->clear();
        p->answer(QStringLiteral("Cancel"));
        QVERIFY2(!w->close(), "the save question is asked, and Cancel keeps the window");
        QCOMPARE(p->titles(), QStringList{QStringLiteral("Unsaved changes")});
        QCOMPARE(w->document()->scenario().title, std::string("From A Friend"));
    }

    void mapImageSizeIsANumberAnswered() {
        auto w = test::makeWindow(test::blankScenario(9, 7));
        test::ScriptedPrompter* p = test::prompter(*w);
        const QString file = dir_.filePath("map.png");
        p->fileName(file);
        p->type(QStringLiteral("300"));
        exportMapImageInteractively(w->prompter(), w->document()->scenario());
        QVERIFY2(p->unanswered().isEmpty(), qPrintable(p->unanswered().join('\n')));
        const QImage img(file);
        QVERIFY(!img.isNull());
        QCOMPARE(std::max(img.width(), img.height()), 300);

        // Cancelled at the size: no file.
        const QString second = dir_.filePath("second.png");
        p->fileName(second);
        exportMapImageInteractively(w->prompter(), w->document()->scenario());
        QVERIFY(!QFile::exists(second));
        QCOMPARE(p->unanswered().size(), 1);
    }
};

QTEST_MAIN(TestPrompterInputs)
#include "test_prompter_inputs.moc"
