// The editor's text, number and folder questions go through the window's prompter like its
// other questions: a script answers them, and one nobody scripted is seen, not a dialog
// that stalls the test.
#include "editor_test_util.h"

#include "editor/dialogs/vassal_export_dialog.h"
#include "editor/docks/club_folders.h"
#include "editor/docks/club_view.h"
#include "editor/docks/library_dock.h"
#include "model/io/share_code.h"

#include <QComboBox>
#include <QImage>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

class TestPrompterInputs : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase() {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir_.filePath("settings"));
        QSettings().remove("library/clubFolders");
    }

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

    void clubFolderIsChosenThroughThePrompter() {
        ClubFolders::instance()->setFolders({});
        auto w = test::makeWindow(test::blankScenario());
        test::ScriptedPrompter* p = test::prompter(*w);
        ClubView* view = w->findChild<LibraryDock*>()->clubView();
        QVERIFY(view);
        const QString club = dir_.filePath("club");
        QVERIFY(QDir().mkpath(club));
        p->fileName(club);
        QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("clubAdd")), Qt::LeftButton);
        QCOMPARE(p->titles(), QStringList{QStringLiteral("Add a club folder")});
        QVERIFY(ClubFolders::instance()->folders().contains(QDir(club).absolutePath()));
    }
};

QTEST_MAIN(TestPrompterInputs)
#include "test_prompter_inputs.moc"
