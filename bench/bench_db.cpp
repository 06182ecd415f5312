// Scenario library figures: save/load of a 13x9 and a 1000x1000 scenario, listing and
// searching 1,000 scenarios, and the row-per-hex terrain layout the library does not use.
// Prints a table; never fails on time.
#include "db/database.h"
#include "db/library.h"
#include "model/io/scenario_json.h"
#include "tests/db/scenario_factory.h"

#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

using namespace muster;
namespace fs = std::filesystem;

namespace {

double medianMs(int runs, const std::function<void()>& fn) {
    std::vector<double> t;
    for (int i = 0; i < runs; ++i) {
        const auto a = std::chrono::steady_clock::now();
        fn();
        t.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - a).count());
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

void row(const char* what, double ms, const char* aim) { std::printf("| %-46s | %9.2f | %-8s |\n", what, ms, aim); }

} // namespace

int main() {
    const fs::path dir = fs::temp_directory_path() / ("muster_bench_db_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::printf("| %-46s | %9s | %-8s |\n|%s|%s|%s|\n", "operation (median)", "ms", "aim", std::string(48, '-').c_str(),
                std::string(11, '-').c_str(), std::string(10, '-').c_str());
    {
        auto lib = Library::open((dir / "small.sqlite").string());
        const Scenario s = testing::smallScenario(3);
        const ScenarioId id = lib.save(s);
        row("13x9 scenario: save (new revision)", medianMs(200, [&] { lib.save(s, "bench", id); }), "");
        volatile std::size_t sink = 0;
        row("13x9 scenario: load", medianMs(200, [&] { sink = sink + lib.load(id).units.size(); }), "");
    }
    {
        const Scenario big = testing::bigScenario();
        auto lib = Library::open((dir / "big.sqlite").string());
        const ScenarioId id = lib.save(big);
        row("1000x1000, 10,000 units: save (new revision)", medianMs(7, [&] { lib.save(big, "bench", id); }), "< 250");
        volatile std::size_t sink = 0;
        row("1000x1000, 10,000 units: load", medianMs(7, [&] { sink = sink + lib.load(id).terrain.size(); }), "< 150");
        std::string json;
        row("  for comparison: writeScenarioJson", medianMs(3, [&] { json = writeScenarioJson(big); }), "");
        row("  for comparison: readScenarioJson", medianMs(3, [&] { sink = sink + readScenarioJson(json).units.size(); }), "");
        std::printf("|   terrain entries %zu, file %.1f MB after 8 revisions%*s|\n", big.terrain.size(),
                    fs::file_size(dir / "big.sqlite") / 1e6, 24, "");

        // The layout not chosen: one row per listed hex.
        Database raw((dir / "rows.sqlite").string(), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        raw.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;"
                 "CREATE TABLE terrain (revision_id INTEGER, col INTEGER, row INTEGER, type TEXT,"
                 " PRIMARY KEY (revision_id, row, col)) WITHOUT ROWID");
        int rev = 0;
        row("  not used: terrain as rows, save", medianMs(3, [&] {
                Transaction t(raw);
                auto st = raw.prepare("INSERT INTO terrain VALUES (?1, ?2, ?3, ?4)");
                ++rev;
                for (const auto& e : big.terrain.sorted()) {
                    st.bind(1, rev).bind(2, e.hex.col).bind(3, e.hex.row).bind(4, toString(e.type));
                    st.exec();
                }
                t.commit();
            }), "");
        row("  not used: terrain as rows, load", medianMs(3, [&] {
                TerrainLayer layer;
                auto st = raw.prepare("SELECT col, row, type FROM terrain WHERE revision_id = ?1 ORDER BY row, col");
                st.bind(1, 1);
                while (st.step())
                    layer.append({Offset{st.integer(0), st.integer(1)}, *terrainFromString(st.text(2))});
                sink = sink + layer.size();
            }), "");
    }
    {
        auto lib = Library::open((dir / "many.sqlite").string());
        const auto a = std::chrono::steady_clock::now();
        for (int i = 0; i < 1000; ++i) {
            Scenario s = testing::smallScenario(i);
            s.tags.push_back(i % 10 == 0 ? "west" : "east");
            lib.save(s);
        }
        row("fill 1,000 scenarios (1,000 transactions)",
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - a).count(), "");
        volatile std::size_t sink = 0;
        row("list 1,000, by title", medianMs(21, [&] { sink = sink + lib.list().size(); }), "< 20");
        LibraryQuery q;
        q.sortBy = SortBy::Modified;
        q.descending = true;
        row("list 1,000, by last modified", medianMs(21, [&] { sink = sink + lib.list(q).size(); }), "< 20");
        q = {};
        q.text = "potomac";
        row("search text in title/subtitle/sides (all hit)", medianMs(21, [&] { sink = sink + lib.list(q).size(); }), "< 20");
        q.text = "Scenario 12";
        row("search text, 11 hits", medianMs(21, [&] { sink = sink + lib.list(q).size(); }), "< 20");
        q = {};
        q.tag = "west";
        q.dateFrom = "1862-03";
        q.dateTo = "1862-06";
        q.sortBy = SortBy::Date;
        row("search tag + date range, by date", medianMs(21, [&] { sink = sink + lib.list(q).size(); }), "< 20");
    }
    fs::remove_all(dir);
    return 0;
}
