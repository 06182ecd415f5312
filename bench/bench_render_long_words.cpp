// Long words on the setup sheet: the time to export a sheet (PDF) whose title is one word
// of 1k, 10k and 1 MiB characters, against a short title, and the time sheet::wrap takes
// to break such a word alone (as in a briefing). Usage (from the source folder, or set
// MUSTER_SCENARIOS): build/bench/bench_render_long_words
#include "editor/render/exporters.h"
#include "editor/render/sheet_flow.h"
#include "model/io/scenario_json.h"

#include <QGuiApplication>
#include <QTemporaryDir>

#include <chrono>
#include <cstdio>
#include <cstdlib>

using namespace muster;

namespace {

template <class F> double seconds(F&& f) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

} // namespace

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    const char* dir = std::getenv("MUSTER_SCENARIOS");
    const Scenario base = readScenarioFile(std::string(dir ? dir : "scenarios") + "/shiloh.json");
    QTemporaryDir tmp;
    exportSheetPdf(base, tmp.filePath(QStringLiteral("warm.pdf")));  // fonts loaded before timing
    std::printf("%-12s %-16s %-16s %-8s\n", "word", "PDF export s", "wrap alone s", "lines");
    const std::pair<const char*, std::size_t> words[] = {
        {"short", 0}, {"1k", 1000}, {"10k", 10000}, {"1 MiB", 1024 * 1024}};
    for (const auto& [name, n] : words) {
        Scenario s = base;
        if (n > 0) s.title = std::string(n, 'W');
        const double pdf = seconds([&] { exportSheetPdf(s, tmp.filePath(QStringLiteral("s.pdf"))); });
        QStringList lines;
        const QString word(static_cast<qsizetype>(n), QLatin1Char('W'));
        const double wrap = seconds([&] { lines = sheet::wrap(word, sheet::font(9), 250); });
        std::printf("%-12s %-16.3f %-16.3f %-8lld\n", name, pdf, wrap, static_cast<long long>(lines.size()));
        std::fflush(stdout);
    }
    return 0;
}
