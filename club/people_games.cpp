#include "people_games.h"

#include "club_files.h"

#include "db/library.h"
#include "engine/io/game_sax.h"
#include "model/io/bounded_read.h"

#include <algorithm>
#include <filesystem>

namespace fs = std::filesystem;

namespace muster {
namespace {

using json = nlohmann::ordered_json;

// What a JSON file turned out to be.
enum class Kind { Game, NotAGame };

// The seats a club game file's "players" labels give ("human", or a player's name).
GamePlayers clubSeats(const json& players) {
    GamePlayers p;
    if (!players.is_object()) return p;
    for (std::size_t side = 0; side < 2; ++side) {
        const char* key = side == 0 ? "union" : "confederate";
        if (players.contains(key) && players[key].is_string()) p.seats[side].player = players[key].get<std::string>();
    }
    return p;
}

// Reads one file and counts it; a file that is no game at all says so (the caller decides
// whether that is worth a line), a game that fails to read is listed with its reason.
Kind countFile(PeopleCounter& counter, const std::string& path) {
    std::string text;
    try {
        text = readRegularFile(path, GameReadLimits{}.maxFileBytes);
    } catch (const BoundedReadError& e) {
        counter.skip(path, e.reason());
        return Kind::Game;
    }
    std::string broken;
    const FileFormat format = sniffFormat(text, &broken);
    try {
        if (format == FileFormat::Game) {
            counter.add(readGameJson(text, path), path);
            return Kind::Game;
        }
        if (format == FileFormat::Unknown) {
            counter.skip(path, "not JSON: " + broken);
            return Kind::Game;
        }
        if (format != FileFormat::Other) return Kind::NotAGame;
        const json j = readJsonTree(text, path, GameReadLimits{}.maxFileBytes);
        if (!j.is_object() || j.value("format", json()) != "muster-club-game") return Kind::NotAGame;
        if (!j.contains("game")) throw std::runtime_error("game: missing");
        const GamePlayers seats = clubSeats(j.value("players", json()));
        counter.add(readGameJson(j["game"].dump(), path + ": game"), path, &seats);
    } catch (const GameReadError& e) {
        const std::string what = e.what();
        counter.skip(path, what.rfind(path + ": ", 0) == 0 ? what.substr(path.size() + 2) : what);
    } catch (const std::exception& e) {
        counter.skip(path, e.what());
    }
    return Kind::Game;
}

// The *.json files directly in a folder, by name.
std::vector<std::string> jsonFiles(const fs::path& dir) {
    std::vector<std::string> out;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const fs::path& p = it->path();
        if (p.extension() == ".json" && it->is_regular_file(ec)) out.push_back(p.string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

void countPath(PeopleCounter& counter, const std::string& path) {
    counter.beginSource(path);
    std::error_code ec;
    if (!fs::is_directory(path, ec)) {
        if (!fs::exists(path, ec)) counter.skip(path, "no such file or folder");
        else if (countFile(counter, path) == Kind::NotAGame)
            counter.skip(path, "not a game file (a muster-game or muster-club-game file)");
        return;
    }
    std::vector<std::string> files = jsonFiles(path);
    if (const fs::path games = fs::path(path) / "games"; fs::is_directory(games, ec)) {
        const std::vector<std::string> club = jsonFiles(games);
        files.insert(files.end(), club.begin(), club.end());
    }
    for (const std::string& f : files) countFile(counter, f);
}

void countLibrary(PeopleCounter& counter, const Library& lib, const std::string& name) {
    counter.beginSource(name);
    std::vector<GameInfo> games;
    try {
        games = lib.games();
    } catch (const std::exception& e) {
        counter.skip(name, std::string("cannot list its games: ") + e.what());
        return;
    }
    // Oldest first, so the order of skips does not depend on when games were saved last.
    std::sort(games.begin(), games.end(), [](const GameInfo& a, const GameInfo& b) { return a.id < b.id; });
    for (const GameInfo& g : games) {
        const std::string shown = "library game " + std::to_string(g.id);
        if (g.result.empty()) continue;  // in progress: listing it as unfinished would need a replay
        try {
            counter.add(readGameJson(lib.loadGameJson(g.id), shown), shown);
        } catch (const std::exception& e) {
            counter.skip(shown, e.what());
        }
    }
}

} // namespace

PeopleResults collectPeopleGames(const Scenario& battle, const PeopleGameSources& sources) {
    PeopleCounter counter(battle);
    const std::string libraryName = sources.libraryName.empty() ? "the library" : sources.libraryName;
    if (sources.library) {
        countLibrary(counter, *sources.library, libraryName);
    } else if (!sources.libraryFile.empty()) {
        try {
            LibraryOpenOptions o;
            o.readOnly = true;
            o.create = false;
            countLibrary(counter, Library::open(sources.libraryFile, o), libraryName);
        } catch (const std::exception& e) {
            counter.beginSource(libraryName);
            counter.skip(libraryName, std::string("cannot be opened: ") + e.what());
        }
    }
    for (const std::string& p : sources.paths) countPath(counter, p);
    return counter.results();
}

} // namespace muster
