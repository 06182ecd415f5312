// Battles of the rule systems with their own file shape (schema version 5, table `battles`):
// kept as their canonical file text, read by their system's reader before they are stored,
// so the library never holds a battle that would not open.
#include "library_impl.h"

#include "model/io/scenario_json.h"
#include "model/systems/battle.h"
#include "model/systems/battle_file.h"

namespace muster {

BattleId Library::saveBattle(const std::string& battleJson, std::optional<BattleId> into) {
    const std::string action = into ? "save battle " + std::to_string(*into) : "save a battle";
    d->requireWritable(action);
    std::unique_ptr<Battle> battle;
    try {
        battle = readSystemBattleJson(battleJson, "battle");
    } catch (const std::exception& e) {
        throw LibraryError(LibraryError::Kind::BadInput,
                           d->path + ": cannot " + action + ": " + e.what() + "; nothing was stored");
    }
    if (!battle)
        throw LibraryError(LibraryError::Kind::BadInput,
                           d->path + ": cannot " + action +
                               ": it is a Hold the Line scenario (or of a system Muster does not build), which the "
                               "library keeps as a scenario; nothing was stored");
    const std::string canonical = battle->toJson();
    const std::vector<std::string> lines = battle->summary();
    const std::string title = lines.empty() ? std::string() : lines.front();
    try {
        Transaction t(d->db);
        const std::string now = nowIso8601();
        Statement st;
        if (into) {
            st = d->db.prepare("UPDATE battles SET ruleset = ?1, title = ?2, saved_at = ?3, battle_json = ?4, checksum = ?5"
                               " WHERE id = ?6");
            st.bind(6, *into);
        } else {
            st = d->db.prepare("INSERT INTO battles (ruleset, title, saved_at, battle_json, checksum, created)"
                               " VALUES (?1, ?2, ?3, ?4, ?5, ?3)");
        }
        st.bind(1, battle->ruleset().id).bind(2, title).bind(3, now).bind(4, canonical).bind(5, textChecksum(canonical));
        st.exec();
        if (into && d->db.changes() == 0)
            throw LibraryError(LibraryError::Kind::NotFound, d->path + ": there is no battle " + std::to_string(*into));
        const BattleId id = into ? *into : d->db.lastInsertId();
        t.commit();
        return id;
    } catch (const SqlError& e) {
        d->raise(e, action);
    }
}

std::vector<BattleInfo> Library::battles() const {
    try {
        std::vector<BattleInfo> out;
        auto st = d->db.prepare("SELECT id, ruleset, title, created, saved_at FROM battles ORDER BY saved_at DESC, id DESC");
        while (st.step()) out.push_back({st.int64(0), st.text(1), st.text(2), st.text(3), st.text(4)});
        return out;
    } catch (const SqlError& e) {
        d->raise(e, "list the battles");
    }
}

std::string Library::loadBattleJson(BattleId id) const {
    try {
        auto st = d->db.prepare("SELECT battle_json, checksum FROM battles WHERE id = ?1");
        st.bind(1, id);
        if (!st.step())
            throw LibraryError(LibraryError::Kind::NotFound, d->path + ": there is no battle " + std::to_string(id));
        std::string text = st.text(0);
        if (textChecksum(text) != st.text(1))
            throw LibraryError(LibraryError::Kind::Corrupt,
                               d->path + ": battle " + std::to_string(id) +
                                   " is damaged (its content no longer matches the checksum saved with it). "
                                   "Nothing was changed; restore the file from a backup.");
        return text;
    } catch (const SqlError& e) {
        d->raise(e, "load battle " + std::to_string(id));
    }
}

void Library::deleteBattle(BattleId id) {
    d->requireWritable("delete battle " + std::to_string(id));
    try {
        auto st = d->db.prepare("DELETE FROM battles WHERE id = ?1");
        st.bind(1, id).exec();
        if (d->db.changes() == 0)
            throw LibraryError(LibraryError::Kind::NotFound, d->path + ": there is no battle " + std::to_string(id));
    } catch (const SqlError& e) {
        d->raise(e, "delete battle " + std::to_string(id));
    }
}

} // namespace muster
