// Opening a broken game file in the editor: the file is known for a game by its "format",
// so the message is the game reader's own (line, column, JSON path) under "Cannot open
// game", never "Cannot open scenario ... not a Muster scenario".
#include "play_test_util.h"

#include <QTemporaryDir>

using namespace muster;
using namespace muster::test;

namespace {

// Opens `path`; returns the title and text of the warning the window's prompter got.
std::pair<QString, QString> openAndCatchMessage(MainWindow& w, const QString& path) {
    ScriptedPrompter* p = prompter(w);
    p->clear();
    w.openFile(path);
    for (const auto& a : p->asked())
        if (a.question.kind == Question::Kind::Warn) return {a.question.title, a.question.text};
    return {};
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
