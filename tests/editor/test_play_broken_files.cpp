// Opening a broken game file in the editor: the file is known for a game by its "format",
// so the message is the game reader's own (line, column, JSON path) under "Cannot open
// game", never "Cannot open scenario ... not a Muster scenario".
#include "play_test_util.h"

#include <QApplication>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>

using namespace muster;
using namespace muster::test;

namespace {

// Opens `path` with messages on; returns the title and text of the message box it shows.
std::pair<QString, QString> openAndCatchMessage(MainWindow& w, const QString& path) {
    std::pair<QString, QString> seen;
    int turns = 0;
    QTimer poll;
    poll.setInterval(0);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (++turns > 1000) poll.stop();
        for (QWidget* top : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(top); box && box->isVisible()) {
                seen = {box->windowTitle(), box->text()};
                box->accept();
                poll.stop();
            }
    });
    poll.start();
    w.openFile(path, false);
    poll.stop();
    return seen;
}

} // namespace

class TestPlayBrokenFiles : public QObject {
    Q_OBJECT
private slots:
    void brokenGameFileIsCalledAGame() {
        QTemporaryDir dir;
        GameRecord g;
        g.scenario = duel();
        g.seed = 5;
        g.actions = {endTurnAction()};
        const std::string text = writeGameJson(g);
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(text.substr(0, text.size() - 20)));  // cut off
        }
        QVERIFY(PlayController::isGameFile(path));
        auto w = makeWindow(blankScenario());
        const auto [title, message] = openAndCatchMessage(*w, path);
        QCOMPARE(title, QStringLiteral("Cannot open game"));
        QVERIFY2(message.contains(QStringLiteral("invalid JSON at line")), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("not a Muster scenario")), qPrintable(message));
    }
};

QTEST_MAIN(TestPlayBrokenFiles)
#include "test_play_broken_files.moc"
