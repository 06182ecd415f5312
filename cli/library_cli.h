#pragma once
// What the `muster-cli library` subcommands share (cmd_library.cpp, cmd_library_games.cpp,
// cmd_library_battles.cpp):
// the argument list, usage errors, ids and opening the library.
#include "db/library.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace muster::cli {

// Wrong arguments: printed with the usage text, exit 2.
struct LibraryUsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Options parsed off the argument list; what is left are positionals.
struct LibraryArgs {
    std::vector<std::string> rest;
    std::optional<std::string> take(const std::string& name) {
        auto it = std::find(rest.begin(), rest.end(), name);
        if (it == rest.end()) return std::nullopt;
        if (it + 1 == rest.end()) throw LibraryUsageError(name + " needs a value");
        std::string v = *(it + 1);
        rest.erase(it, it + 2);
        return v;
    }
    bool flag(const std::string& name) {
        auto it = std::find(rest.begin(), rest.end(), name);
        if (it == rest.end()) return false;
        rest.erase(it);
        return true;
    }
    void noMoreOptions() const {
        for (const auto& a : rest)
            if (a.rfind("--", 0) == 0) throw LibraryUsageError("unknown option " + a);
    }
};

// A positive whole number, else LibraryUsageError naming `what` ("scenario", "game").
std::int64_t parseLibraryId(const std::string& text, const char* what);
// The library at --db (never created unless `writes`), or the default one.
Library openCliLibrary(const std::optional<std::string>& dbPath, bool writes);
std::string dumpJson(const nlohmann::ordered_json& j);

// games, game and add-game (cmd_library_games.cpp). Returns the exit status, or nullopt
// when `sub` is not one of them.
std::optional<int> runLibraryGames(const std::string& sub, LibraryArgs& a, const std::optional<std::string>& db,
                                   bool asJson);

// battles, battle and delete-battle (cmd_library_battles.cpp), the same way.
std::optional<int> runLibraryBattles(const std::string& sub, LibraryArgs& a, const std::optional<std::string>& db,
                                     bool asJson);

} // namespace muster::cli
