// A child process for the library tests (no Qt):
//   db_test_helper save PATH START  saves crashScenario(START), START+1, ... forever,
//                                   into a handful of scenarios, until killed;
//   db_test_helper lock PATH        holds the library's write lock until killed.
#include "db/database.h"
#include "db/library.h"
#include "scenario_factory.h"

#include <sqlite3.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

using namespace muster;

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: db_test_helper save PATH START | lock PATH\n");
        return 2;
    }
    const std::string mode = argv[1], path = argv[2];
    try {
        if (mode == "lock") {
            Database db(path, SQLITE_OPEN_READWRITE);
            db.exec("BEGIN EXCLUSIVE");
            std::printf("locked\n");
            std::fflush(stdout);
            std::this_thread::sleep_for(std::chrono::minutes(2));
            return 0;
        }
        if (mode == "save" && argc == 4) {
            auto lib = Library::open(path);
            int n = std::stoi(argv[3]);
            std::printf("open\n");
            std::fflush(stdout);
            for (;; ++n) {
                const auto rows = lib.list();
                const Scenario s = testing::crashScenario(n);
                // Up to five scenarios; then new revisions, now and then a trash/restore.
                if (rows.size() < 5) {
                    lib.save(s, "new " + std::to_string(n));
                } else {
                    const ScenarioId id = rows[static_cast<std::size_t>(n) % rows.size()].id;
                    lib.save(s, "rev " + std::to_string(n), id);
                    if (n % 7 == 0) {
                        lib.trash(id);
                        lib.restore(id);
                    }
                }
            }
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "db_test_helper: %s\n", e.what());
        return 1;
    }
    std::fprintf(stderr, "db_test_helper: unknown mode %s\n", mode.c_str());
    return 2;
}
