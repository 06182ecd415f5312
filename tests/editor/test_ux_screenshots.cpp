// Screenshots of changes for people to look at (written to the build
// directory; two are copied to docs/): a selected stack with the Inspector listing the
// hex, and the board's context menu on a unit.
#include "screenshot_util.h"

#include <QtTest>

using namespace muster;
using namespace muster::test;

class TestUxScreenshots : public QObject {
    Q_OBJECT
private slots:
    void contextMenuOnAStack() {
        auto w = makeWindow(sampleBattle(), {1400, 900});
        QVERIFY(w);
        std::unique_ptr<QMenu> menu;
        const QImage shot = contextMenuOnBatteryB(*w, menu);
        QVERIFY(menu->actions().size() >= 6);
        QVERIFY(!saveScreenshot(shot, QStringLiteral("editor-context-menu.png")).isEmpty());
    }
};

QTEST_MAIN(TestUxScreenshots)
#include "test_ux_screenshots.moc"
