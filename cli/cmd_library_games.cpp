// muster-cli library games | game | add-game: games stored beside their scenario in the
// library (docs/library.md "Games"), listed, printed and stored from a muster-game file.
#include "command_registry.h"
#include "terminal_safe.h"
#include "library_cli.h"

#include "engine/io/game_json.h"
#include "model/game_result.h"

#include <iostream>

namespace muster::cli {
namespace {

using json = nlohmann::ordered_json;

json gameJson(const GameInfo& g) {
    return {{"id", g.id},         {"scenario", g.scenario},
            {"revision", g.revision ? json(*g.revision) : json(nullptr)},
            {"revisionNumber", g.revisionNumber},
            {"title", g.title},   {"savedAt", g.savedAt},
            {"turn", g.turn},     {"turns", g.turns},
            {"toAct", g.toAct},   {"actions", g.actions},
            {"result", g.result}};
}

// add-game ID GAME.json: the file must read, replay, and be played on a revision of
// scenario ID; it is then stored by Library::saveGame, the editor's Save Game to library.
int addGame(LibraryArgs& a, const std::optional<std::string>& db, bool asJson) {
    const auto title = a.take("--title");
    a.noMoreOptions();
    if (a.rest.size() != 2) throw LibraryUsageError("add-game needs a scenario id and one game file");
    const ScenarioId id = parseLibraryId(a.rest[0], "scenario");
    const std::string& file = a.rest[1];
    GameRecord rec;
    try {
        rec = readGameFile(file);
    } catch (const GameReadError& e) {
        std::cerr << e.what() << "\nnothing was stored\n";
        return kExitUsage;
    }
    const Replay replay = replayGame(rec);
    if (!replay.ok()) {  // as `play` does: an action the engine refuses is exit 1
        std::cerr << file << ": the game does not replay: " << replay.error << "\nnothing was stored\n";
        return kExitRuleErrors;
    }
    Library lib = openCliLibrary(db, false);
    const auto summary = lib.summary(id);
    if (!summary) {
        std::cerr << lib.path() << ": there is no scenario " << id << " to store " << file << " beside\n";
        return kExitUsage;
    }
    if (summary->trashedAt) {
        std::cerr << lib.path() << ": scenario " << id << " is in the trash; restore it first (" << file
                  << " was not stored)\n";
        return kExitUsage;
    }
    const std::optional<RevisionId> revision = lib.revisionWithContent(id, rec.scenario);
    if (!revision) {
        std::cerr << file << ": the game's scenario (\"" << rec.scenario.title << "\") is not any revision of library "
                  << "scenario " << id << " (\"" << summary->title << "\"): its set-up differs from all "
                  << summary->revisionCount << " revision(s); nothing was stored\n";
        return kExitUsage;
    }
    const GameId game = lib.saveGame(id, writeGameJson(rec), title.value_or(""));
    const GameInfo info = lib.gameInfo(game);
    if (asJson) {
        json j = gameJson(info);
        j["file"] = file;
        std::cout << dumpJson(j) << "\n";
    } else {
        std::cout << "stored " << file << " as game " << game << " beside scenario " << id << " (revision #"
                  << info.revisionNumber << ", turn " << info.turn << "/" << info.turns << ", "
                  << (info.result.empty() ? info.toAct + " to act" : std::string(gameResultText(info.result))) << ")\n";
    }
    return kExitOk;
}

} // namespace

std::optional<int> runLibraryGames(const std::string& sub, LibraryArgs& a, const std::optional<std::string>& db,
                                   bool asJson) {
    if (sub == "add-game") return addGame(a, db, asJson);
    if (sub != "games" && sub != "game") return std::nullopt;
    a.noMoreOptions();
    if (sub == "game" ? a.rest.size() != 1 : a.rest.size() > 1)
        throw LibraryUsageError(sub == "game" ? "game needs one game id" : "games takes at most one scenario id");
    auto lib = openCliLibrary(db, false);
    if (sub == "game") {
        std::cout << lib.loadGameJson(parseLibraryId(a.rest[0], "game"));
        return kExitOk;
    }
    std::optional<ScenarioId> id;
    if (!a.rest.empty()) {
        id = parseLibraryId(a.rest[0], "scenario");
        if (!lib.summary(*id)) throw LibraryError(LibraryError::Kind::NotFound, lib.path() + ": there is no scenario " + a.rest[0]);
    }
    const auto games = lib.games(id);
    if (asJson) {
        json arr = json::array();
        for (const auto& g : games) {
            json j = gameJson(g);
            j.erase("revisionNumber");  // the listing's keys as before
            arr.push_back(std::move(j));
        }
        std::cout << dumpJson(arr) << "\n";
    } else {
        for (const auto& g : games)
            std::cout << g.id << "\tscenario " << g.scenario << "\t" << g.savedAt << "\tturn " << g.turn << "/"
                      << g.turns << "\t" << (g.result.empty() ? g.toAct + " to act" : std::string(gameResultText(g.result))) << "\t"
                      << g.actions << " actions\t" << oneLine(g.title) << "\n";
    }
    return kExitOk;
}

} // namespace muster::cli
