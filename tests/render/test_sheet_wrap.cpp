// Long words on the setup sheet: sheet::wrap breaks a word longer than a line into pieces
// that each fit and could not take one more character, measuring only about a line's worth
// at a time; a title of any length is a heading of a few lines, so a 1 MiB title lays out
// as the same pages as a short one.
#include "editor/render/sheet_flow.h"
#include "editor/render/sheet_layout.h"
#include "model/io/scenario_json.h"

#include <QFontMetricsF>
#include <QTest>

using namespace muster;

class TestSheetWrap : public QObject {
    Q_OBJECT
private slots:
    void longWordBreaksIntoFullLines_data() {
        QTest::addColumn<QString>("word");
        QTest::newRow("latin 20k") << QString(20000, QLatin1Char('m'));
        QString mixed;
        for (int i = 0; i < 4000; ++i) mixed += QStringLiteral("iW\U0001F600.") + QChar(0x4E2D);
        QTest::newRow("mixed widths and emoji") << mixed;
    }
    void longWordBreaksIntoFullLines() {
        QFETCH(QString, word);
        const QFont f = sheet::font(20, true);
        const QFontMetricsF fm(f);
        const double width = 300, w = width * 0.97;
        const QStringList lines = sheet::wrap(QStringLiteral("A ") + word + QStringLiteral(" end"), f, width);
        QVERIFY(lines.size() > 10);
        QCOMPARE(lines.first(), QStringLiteral("A"));
        QString joined;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QString& l = lines[i];
            QVERIFY2(fm.horizontalAdvance(l) <= w, qPrintable(QStringLiteral("line %1 is too wide").arg(i)));
            QVERIFY(!l.isEmpty() && !l.front().isLowSurrogate());  // never half an emoji
            if (i + 1 < lines.size()) {
                joined += l;
                // Full: one more character (a whole surrogate pair) would not fit.
                const QString next = lines[i + 1];
                const QString more = l + next.left(next.front().isHighSurrogate() ? 2 : 1);
                QVERIFY2(fm.horizontalAdvance(more) > w || i + 2 == lines.size(),
                         qPrintable(QStringLiteral("line %1 could take one more character").arg(i)));
            }
        }
        joined += lines.last();  // the word's last piece and " end", or "end" on a line of its own
        QVERIFY(joined == word + QStringLiteral(" end") || joined == word + QStringLiteral("end"));
    }

    // A 1 MiB one-word title gives the pages a short title does (the heading is cut).
    void hugeTitleLaysOutLikeAShortOne() {
        Scenario s = readScenarioFile(MUSTER_SCENARIOS "/shiloh.json");
        const int pages = SheetLayout(s).pageCount();
        s.title = std::string(1024 * 1024, 'W');
        QCOMPARE(SheetLayout(s).pageCount(), pages);
        const QString heading = sheet::headingText(s.title);
        QCOMPARE(heading.size(), sheet::kHeadingChars + 1);
        QVERIFY(heading.endsWith(QChar(0x2026)));
        QCOMPARE(sheet::headingText("Shiloh"), QStringLiteral("Shiloh"));
        // Cut before an emoji, not inside it.
        const std::string emoji = "\xF0\x9F\x98\x80";
        std::string t(199, 'x');
        for (int i = 0; i < 10; ++i) t += emoji;
        const QString cut = sheet::headingText(t);
        QVERIFY(!cut.at(cut.size() - 2).isHighSurrogate());
    }
};

QTEST_MAIN(TestSheetWrap)
#include "test_sheet_wrap.moc"
