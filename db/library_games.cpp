// Games in progress stored beside their scenario (schema version 4, table `games`). A game
// is kept as its canonical `muster-game` JSON; what a listing shows (turn, side to act,
// result) is read from the engine's replay when saving, so listing never replays.
#include "library_impl.h"

#include "engine/io/game_json.h"

#include <cstdio>

namespace muster {
namespace {

constexpr const char* kGameColumns =
    "g.id, g.scenario_id, g.revision_id, r.number, g.title, g.saved_at, g.turn, g.turns, g.to_act, g.actions, g.result";

GameInfo readInfo(const Statement& st) {
    GameInfo g;
    g.id = st.int64(0);
    g.scenario = st.int64(1);
    if (!st.isNull(2)) g.revision = st.int64(2);
    g.revisionNumber = st.isNull(3) ? 0 : st.integer(3);
    g.title = st.text(4);
    g.savedAt = st.text(5);
    g.turn = st.integer(6);
    g.turns = st.integer(7);
    g.toAct = st.text(8);
    g.actions = st.integer(9);
    g.result = st.text(10);
    return g;
}

std::optional<RevisionId> revisionIn(Database& db, ScenarioId scenario, const Scenario& setup) {
    auto rv = db.prepare("SELECT id FROM revisions WHERE scenario_id = ?1 AND checksum = ?2 ORDER BY number DESC LIMIT 1");
    rv.bind(1, scenario).bind(2, revisionChecksum(setup));
    if (rv.step()) return rv.int64(0);
    return std::nullopt;
}

} // namespace

std::optional<RevisionId> Library::revisionWithContent(ScenarioId scenario, const Scenario& setup) const {
    try {
        return revisionIn(d->db, scenario, setup);
    } catch (const SqlError& e) {
        d->raise(e, "find the revision of scenario " + std::to_string(scenario));
    }
}

GameId Library::saveGame(ScenarioId scenario, const std::string& gameJson, const std::string& title,
                         std::optional<GameId> into) {
    const std::string action = into ? "save game " + std::to_string(*into)
                                    : "save a game of scenario " + std::to_string(scenario);
    d->requireWritable(action);
    // Refuse what could not be resumed: it must read strictly and replay to the end.
    GameRecord rec;
    try {
        rec = readGameJson(gameJson, "game");
    } catch (const GameReadError& e) {
        throw LibraryError(LibraryError::Kind::BadInput, d->path + ": cannot " + action + ": not a readable game (" +
                                                             e.what() + "); nothing was stored");
    }
    const Replay replay = replayGame(rec);
    if (!replay.ok())
        throw LibraryError(LibraryError::Kind::BadInput, d->path + ": cannot " + action +
                                                             ": the game does not replay (" + replay.error +
                                                             "); nothing was stored");
    const std::string canonical = writeGameJson(rec);
    const GameState& s = replay.state;
    try {
        Transaction t(d->db);
        auto sc = d->db.prepare("SELECT trashed_at FROM scenarios WHERE id = ?1");
        sc.bind(1, scenario);
        if (!sc.step())
            throw LibraryError(LibraryError::Kind::NotFound, d->path + ": there is no scenario " + std::to_string(scenario));
        if (!sc.isNull(0))
            throw LibraryError(LibraryError::Kind::NotFound, d->path + ": scenario " + std::to_string(scenario) +
                                                                 " is in the trash; restore it first");
        // The newest revision with the same content is the one the game was started from.
        const std::optional<RevisionId> revision = revisionIn(d->db, scenario, rec.scenario);

        const std::string shownTitle = title.empty() ? rec.scenario.title : title;
        Statement st;
        if (into) {
            st = d->db.prepare(
                "UPDATE games SET scenario_id = ?1, revision_id = ?2, title = ?3, saved_at = ?4, turn = ?5,"
                " turns = ?6, to_act = ?7, actions = ?8, result = ?9, game_json = ?10, checksum = ?11 WHERE id = ?12");
            st.bind(12, *into);
        } else {
            st = d->db.prepare(
                "INSERT INTO games (scenario_id, revision_id, title, saved_at, turn, turns, to_act, actions, result,"
                " game_json, checksum) VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11)");
        }
        st.bind(1, scenario).bind(2, revision).bind(3, shownTitle).bind(4, nowIso8601()).bind(5, s.turn)
            .bind(6, rec.scenario.turns).bind(7, toString(s.toAct()))
            .bind(8, static_cast<std::int64_t>(rec.actions.size())).bind(9, std::string(gameResultInfo(s.result).stored))
            .bind(10, canonical).bind(11, textChecksum(canonical));
        st.exec();
        if (into && d->db.changes() == 0)
            throw LibraryError(LibraryError::Kind::NotFound, d->path + ": there is no game " + std::to_string(*into));
        const GameId id = into ? *into : d->db.lastInsertId();
        t.commit();
        return id;
    } catch (const SqlError& e) {
        d->raise(e, action);
    }
}

std::vector<GameInfo> Library::games(std::optional<ScenarioId> scenario) const {
    try {
        std::vector<GameInfo> out;
        auto st = d->db.prepare(std::string("SELECT ") + kGameColumns +
                                " FROM games g JOIN scenarios s ON s.id = g.scenario_id"
                                " LEFT JOIN revisions r ON r.id = g.revision_id"
                                " WHERE (?1 IS NULL OR g.scenario_id = ?1) AND (?1 IS NOT NULL OR s.trashed_at IS NULL)"
                                " ORDER BY g.saved_at DESC, g.id DESC");
        st.bind(1, scenario);
        while (st.step()) out.push_back(readInfo(st));
        return out;
    } catch (const SqlError& e) {
        d->raise(e, "list the games");
    }
}

GameInfo Library::gameInfo(GameId id) const {
    try {
        auto st = d->db.prepare(std::string("SELECT ") + kGameColumns +
                                " FROM games g LEFT JOIN revisions r ON r.id = g.revision_id WHERE g.id = ?1");
        st.bind(1, id);
        if (!st.step()) throw LibraryError(LibraryError::Kind::NotFound, d->path + ": there is no game " + std::to_string(id));
        return readInfo(st);
    } catch (const SqlError& e) {
        d->raise(e, "read game " + std::to_string(id));
    }
}

std::string Library::loadGameJson(GameId id) const {
    try {
        auto st = d->db.prepare("SELECT game_json, checksum FROM games WHERE id = ?1");
        st.bind(1, id);
        if (!st.step()) throw LibraryError(LibraryError::Kind::NotFound, d->path + ": there is no game " + std::to_string(id));
        std::string text = st.text(0);
        if (textChecksum(text) != st.text(1))
            throw LibraryError(LibraryError::Kind::Corrupt,
                               d->path + ": game " + std::to_string(id) +
                                   " is damaged (its content no longer matches the checksum saved with it). "
                                   "Nothing was changed; restore the file from a backup.");
        return text;
    } catch (const SqlError& e) {
        d->raise(e, "load game " + std::to_string(id));
    }
}

void Library::deleteGame(GameId id) {
    d->requireWritable("delete game " + std::to_string(id));
    try {
        auto st = d->db.prepare("DELETE FROM games WHERE id = ?1");
        st.bind(1, id).exec();
        if (d->db.changes() == 0)
            throw LibraryError(LibraryError::Kind::NotFound, d->path + ": there is no game " + std::to_string(id));
    } catch (const SqlError& e) {
        d->raise(e, "delete game " + std::to_string(id));
    }
}

} // namespace muster
