// muster-cli library battles | battle | delete-battle: battles of the other rule systems
// (square grid, Eagle Games battle board) kept in the library (docs/library.md "Other
// systems' battles"); `library import` stores them.
#include "command_registry.h"
#include "terminal_safe.h"
#include "library_cli.h"

#include <iostream>

namespace muster::cli {

std::optional<int> runLibraryBattles(const std::string& sub, LibraryArgs& a, const std::optional<std::string>& db,
                                     bool asJson) {
    if (sub != "battles" && sub != "battle" && sub != "delete-battle") return std::nullopt;
    a.noMoreOptions();
    if (sub == "battles" ? !a.rest.empty() : a.rest.size() != 1)
        throw LibraryUsageError(sub == "battles" ? "battles takes no arguments" : sub + " needs one battle id");
    if (sub == "delete-battle") {
        auto lib = openCliLibrary(db, true);
        const BattleId id = parseLibraryId(a.rest[0], "battle");
        lib.deleteBattle(id);
        std::cout << "deleted battle " << id << "\n";
        return kExitOk;
    }
    auto lib = openCliLibrary(db, false);
    if (sub == "battle") {
        std::cout << lib.loadBattleJson(parseLibraryId(a.rest[0], "battle"));
        return kExitOk;
    }
    const auto battles = lib.battles();
    if (asJson) {
        nlohmann::ordered_json arr = nlohmann::ordered_json::array();
        for (const BattleInfo& b : battles)
            arr.push_back({{"id", b.id}, {"ruleset", b.ruleset}, {"title", b.title}, {"created", b.created}, {"savedAt", b.savedAt}});
        std::cout << dumpJson(arr) << "\n";
    } else {
        for (const BattleInfo& b : battles)
            std::cout << b.id << "\t" << b.ruleset << "\t" << b.savedAt << "\t" << oneLine(b.title) << "\n";
    }
    return kExitOk;
}

} // namespace muster::cli
