// The export formats as plug-ins: every registered format is complete and found by its
// extensions; muster-cli lists exactly the registry; a name no format has is refused with
// a message naming its extension and the valid ones; a registry takes a new format with no
// change to the lookups.
#include "editor/render/export/exporter_registry.h"
#include "model/io/scenario_json.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cctype>
#include <set>

using namespace muster;

namespace {

const QString kCli = QStringLiteral(MUSTER_BINARY_DIR "/cli/muster-cli");

struct Run {
    int code = -1;
    QString out, err;
};

Run cli(const QStringList& args) {
    QProcess p;
    p.start(kCli, args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// A format that exists only in this test: what adding one takes.
class NotesExporter final : public Exporter {
public:
    std::string_view name() const override { return "txt"; }
    std::string_view label() const override { return "Plain text notes"; }
    std::vector<std::string_view> extensions() const override { return {"txt", "text"}; }
    unsigned options() const override { return 0; }
    QStringList write(std::span<const Scenario> battles, const std::string& path, const ExportOptions&) const override {
        onlyBattle(battles);
        return {qtPath(path)};
    }
};

} // namespace

class TestExporterRegistry : public QObject {
    Q_OBJECT
private slots:
    void everyFormatHasANameLabelAndExtensions() {
        const ExporterRegistry& r = ExporterRegistry::instance();
        QVERIFY(r.all().size() >= 6);
        std::set<std::string_view> names, exts;
        for (const auto& e : r.all()) {
            const QByteArray name(e->name().data(), qsizetype(e->name().size()));
            QVERIFY2(!e->name().empty() && !e->label().empty(), name.constData());
            QVERIFY2(names.insert(e->name()).second, name.constData());
            QVERIFY2(!e->extensions().empty(), name.constData());
            QCOMPARE(e->extensions().front(), e->name()); // its name is the extension it writes
            for (std::string_view x : e->extensions()) {
                QVERIFY2(!x.empty() && x.find('.') == std::string_view::npos, name.constData());
                for (char c : x) QVERIFY2(!std::isupper(static_cast<unsigned char>(c)), name.constData());
                QVERIFY2(exts.insert(x).second, name.constData()); // one format per extension
                QCOMPARE(r.byExtension(x), e.get());
                const std::string upper = [&] { std::string u(x); for (char& c : u) c = char(std::toupper(static_cast<unsigned char>(c))); return u; }();
                QCOMPARE(r.byExtension(upper), e.get());
                QCOMPARE(r.forPath("some/dir.d/file." + std::string(x)), e.get());
            }
            QCOMPARE(r.byName(e->name()), e.get());
        }
        QVERIFY(!r.byName("doc") && !r.byExtension("doc") && !r.forPath("pdf") && !r.forPath("out.pdf/x"));
    }

    // The formats of the CLI contract (DESIGN.md: --to OUT.(svg|png|pdf|json|tmx|vmod)) are
    // there, in the chooser's order with PDF first; a format added later goes anywhere.
    void contractFormatsInTheChoosersOrder() {
        const ExporterRegistry& r = ExporterRegistry::instance();
        std::vector<std::string_view> names;
        for (const auto& e : r.all()) names.push_back(e->name());
        QCOMPARE(names.front(), std::string_view("pdf"));
        std::size_t at = 0;
        for (std::string_view want : {"pdf", "png", "svg", "json", "tmx", "vmod"}) {
            while (at < names.size() && names[at] != want) ++at;
            QVERIFY2(at < names.size(), want.data());
        }
        QVERIFY(r.byName("vmod")->severalBattles());
        for (std::string_view one : {"pdf", "png", "svg", "json", "tmx"}) QVERIFY(!r.byName(one)->severalBattles());
    }

    // muster-cli export --formats prints the registry, one format a line; its usage and the
    // command list name the registry's extensions.
    void cliListIsTheRegistry() {
        QVERIFY2(QFile::exists(kCli), qPrintable(kCli));
        const Run r = cli({"export", "--formats"});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        const auto& all = ExporterRegistry::instance().all();
        QCOMPARE(lines.size(), qsizetype(all.size()));
        for (std::size_t i = 0; i < all.size(); ++i) {
            const QStringList f = lines[qsizetype(i)].split('\t');
            QCOMPARE(f.size(), 4);
            QCOMPARE(f[0].toStdString(), std::string(all[i]->name()));
            QStringList exts;
            for (std::string_view x : all[i]->extensions()) exts << "." + QString::fromUtf8(x.data(), qsizetype(x.size()));
            QCOMPARE(f[1], exts.join(' '));
            QCOMPARE(f[2] == "-", all[i]->options() == 0);
            QCOMPARE(f[2].contains("--dpi"), all[i]->reads(ExportOption::Dpi));
            QCOMPARE(f[2].contains("--mono"), all[i]->reads(ExportOption::Mono));
            QVERIFY(f[3].startsWith(QString::fromStdString(std::string(all[i]->label()))));
        }
        const Run help = cli({"--help"});
        QVERIFY2(help.out.contains(QString::fromStdString("--to OUT.(" + ExporterRegistry::instance().extensions("|") + ")")),
                 qPrintable(help.out));
    }

    void unknownFormatNamesItAndTheValidOnes() {
        const ExporterRegistry& r = ExporterRegistry::instance();
        const std::string why = r.unknownFormat("out/sheet.docx");
        QVERIFY2(why.find(".docx") != std::string::npos, why.c_str());
        for (const auto& e : r.all()) QVERIFY2(why.find("." + std::string(e->name())) != std::string::npos, why.c_str());
        QVERIFY(r.unknownFormat("out/sheet").find("no extension") != std::string::npos);

        QTemporaryDir dir;
        const QString in = dir.filePath("s.json");
        Scenario s;
        writeScenarioFile(s, in.toStdString());
        const Run run = cli({"export", in, "--to", dir.filePath("s.docx")});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("extension .docx") && run.err.contains(QString::fromStdString(r.extensions(", ", " or ", ".", writesOneBattle))),
                 qPrintable(run.err));
        QVERIFY(!QFile::exists(dir.filePath("s.docx")));
        try {
            exportScenario(s, dir.filePath("s.docx"));
            QFAIL("exported to .docx");
        } catch (const ExportError& e) {
            QVERIFY2(QString(e.what()).contains("extension .docx") && QString(e.what()).contains(".tmx"), e.what());
        }
    }

    // A format added to a registry is found, listed and named in its messages.
    void aNewFormatNeedsNoOtherChange() {
        std::vector<std::unique_ptr<const Exporter>> list;
        list.push_back(std::make_unique<NotesExporter>());
        const ExporterRegistry r(std::move(list));
        QCOMPARE(r.forPath("a/notes.TEXT")->name(), std::string_view("txt"));
        QCOMPARE(r.extensions("|"), std::string("txt|text"));
        QVERIFY(r.unknownFormat("x.pdf").find(".txt or .text") != std::string::npos);
        const Scenario s;
        QVERIFY_THROWS_EXCEPTION(ExportError, r.byName("txt")->write({}, "x.txt", {})); // one battle, not none
        QCOMPARE(r.byName("txt")->write(std::span(&s, 1), "x.txt", {}), QStringList{"x.txt"});
    }
};

QTEST_MAIN(TestExporterRegistry)
#include "test_exporter_registry.moc"
