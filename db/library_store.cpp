// Writing one revision's rows and reading them back into a Scenario.
#include "library_impl.h"
#include "terrain_codec.h"

#include "model/io/scenario_json.h"

#include <chrono>
#include <cstdio>
#include <ctime>

namespace muster {
namespace {

// A stored value that does not parse: the library was damaged or written by something else.
[[noreturn]] void badValue(const std::string& path, const char* table, RevisionId rev, const std::string& what) {
    throw LibraryError(LibraryError::Kind::Corrupt,
                       path + ": revision " + std::to_string(rev) + " has an unreadable " + table + " value (" +
                           what + "); the library may be damaged or written by another program");
}

template <class T, class F>
T parseOr(const std::string& text, F parse, const std::string& path, const char* table, RevisionId rev) {
    auto v = parse(text);
    if (!v) badValue(path, table, rev, "'" + text + "'");
    return *v;
}

} // namespace

std::string nowIso8601() {
    using namespace std::chrono;
    const auto now = system_clock::now();
    const auto ms = duration_cast<milliseconds>(now.time_since_epoch()).count() % 1000;
    const std::time_t t = system_clock::to_time_t(now);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1,
                  tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(ms));
    return buf;
}

RevisionId writeRevision(Database& db, ScenarioId id, int number, const Scenario& s, const std::string& note,
                         const std::string& savedAt) {
    const auto terrain = encodeTerrain(s.terrain, s.board);
    auto rev = db.prepare(
        "INSERT INTO revisions (scenario_id, number, saved_at, note, ruleset, title, subtitle, author, date,"
        " briefing, historical_notes, columns, rows, orientation, stagger, turns, first_side, vp_marker_mode,"
        " elimination_vp, terrain_count, terrain, unit_count, checksum)"
        " VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15,?16,?17,?18,?19,?20,?21,?22,?23)");
    rev.bind(1, id).bind(2, number).bind(3, savedAt).bind(4, note).bind(5, s.ruleset).bind(6, s.title)
        .bind(7, s.subtitle).bind(8, s.author).bind(9, s.date).bind(10, s.briefing).bind(11, s.historicalNotes)
        .bind(12, s.board.columns).bind(13, s.board.rows).bind(14, toString(s.board.orientation))
        .bind(15, toString(s.board.stagger)).bind(16, s.turns).bind(17, toString(s.firstSide))
        .bind(18, toString(s.vpMarkerMode)).bind(19, s.victory.eliminationVP)
        .bind(20, static_cast<std::int64_t>(s.terrain.size())).bindBlob(21, terrain.data(), terrain.size())
        .bind(22, static_cast<std::int64_t>(s.units.size())).bind(23, revisionChecksum(s));
    rev.exec();
    const RevisionId r = db.lastInsertId();

    auto sides = db.prepare("INSERT INTO sides (revision_id, side, name, command_ap, home_edge) VALUES (?1,?2,?3,?4,?5)");
    for (Side side : kAllSides) {
        const auto& si = s.side(side);
        sides.bind(1, r).bind(2, toString(side)).bind(3, si.name).bind(4, si.commandAP).bind(5, toString(si.homeEdge));
        sides.exec();
    }

    auto units = db.prepare(
        "INSERT INTO units (revision_id, seq, uid, side, type, name, col, row, sp, morale, arrive_turn,"
        " arrive_col, arrive_row) VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13)");
    int seq = 0;
    for (const auto& u : s.units) {
        units.bind(1, r).bind(2, seq++).bind(3, u.id).bind(4, toString(u.side)).bind(5, toString(u.type)).bind(6, u.name);
        if (u.hex) units.bind(7, u.hex->col).bind(8, u.hex->row);
        else units.bindNull(7).bindNull(8);
        units.bind(9, u.sp);
        if (u.morale) units.bind(10, toString(*u.morale));
        else units.bindNull(10);
        if (u.arrives) units.bind(11, u.arrives->turn).bind(12, u.arrives->hex.col).bind(13, u.arrives->hex.row);
        else units.bindNull(11).bindNull(12).bindNull(13);
        units.exec();
    }

    if (!s.vpMarkers.empty()) {
        auto vp = db.prepare("INSERT INTO vp_markers (revision_id, seq, col, row, side, value, label) VALUES (?1,?2,?3,?4,?5,?6,?7)");
        seq = 0;
        for (const auto& m : s.vpMarkers) {
            vp.bind(1, r).bind(2, seq++).bind(3, m.hex.col).bind(4, m.hex.row);
            if (m.side) vp.bind(5, toString(*m.side));
            else vp.bindNull(5);
            vp.bind(6, m.value).bind(7, m.label);
            vp.exec();
        }
    }

    if (!s.victory.conditions.empty()) {
        auto vc = db.prepare("INSERT INTO victory_conditions (revision_id, seq, kind, side, vp, turn) VALUES (?1,?2,?3,?4,?5,?6)");
        auto vh = db.prepare("INSERT INTO victory_hexes (revision_id, condition_seq, seq, col, row) VALUES (?1,?2,?3,?4,?5)");
        seq = 0;
        for (const auto& c : s.victory.conditions) {
            vc.bind(1, r).bind(2, seq).bind(3, toString(c.kind));
            if (c.side) vc.bind(4, toString(*c.side));
            else vc.bindNull(4);
            vc.bind(5, c.vp).bind(6, c.turn);
            vc.exec();
            int hseq = 0;
            for (Offset o : c.hexes) {
                vh.bind(1, r).bind(2, seq).bind(3, hseq++).bind(4, o.col).bind(5, o.row);
                vh.exec();
            }
            ++seq;
        }
    }

    if (!s.optionalRules.empty() || !s.specialRules.empty()) {
        auto rules = db.prepare("INSERT INTO rules (revision_id, kind, seq, text) VALUES (?1,?2,?3,?4)");
        seq = 0;
        for (const auto& t : s.optionalRules) {
            rules.bind(1, r).bind(2, "optional").bind(3, seq++).bind(4, t);
            rules.exec();
        }
        seq = 0;
        for (const auto& t : s.specialRules) {
            rules.bind(1, r).bind(2, "special").bind(3, seq++).bind(4, t);
            rules.exec();
        }
    }

    if (!s.tags.empty()) {
        auto tags = db.prepare("INSERT INTO tags (revision_id, seq, tag) VALUES (?1,?2,?3)");
        seq = 0;
        for (const auto& t : s.tags) {
            tags.bind(1, r).bind(2, seq++).bind(3, t);
            tags.exec();
        }
    }
    return r;
}

Scenario readRevision(Database& db, RevisionId r, const std::string& path) {
    Scenario s;
    auto rev = db.prepare(
        "SELECT ruleset, title, subtitle, author, date, briefing, historical_notes, columns, rows, orientation,"
        " stagger, turns, first_side, vp_marker_mode, elimination_vp, terrain FROM revisions WHERE id = ?1");
    rev.bind(1, r);
    if (!rev.step())
        throw LibraryError(LibraryError::Kind::NotFound, path + ": there is no revision " + std::to_string(r));
    s.ruleset = rev.text(0);
    s.title = rev.text(1);
    s.subtitle = rev.text(2);
    s.author = rev.text(3);
    s.date = rev.text(4);
    s.briefing = rev.text(5);
    s.historicalNotes = rev.text(6);
    s.board.columns = rev.integer(7);
    s.board.rows = rev.integer(8);
    s.board.orientation = parseOr<Orientation>(rev.text(9), orientationFromString, path, "orientation", r);
    s.board.stagger = parseOr<Stagger>(rev.text(10), staggerFromString, path, "stagger", r);
    s.turns = rev.integer(11);
    s.firstSide = parseOr<Side>(rev.text(12), sideFromString, path, "side", r);
    s.vpMarkerMode = parseOr<VpMarkerMode>(rev.text(13), vpMarkerModeFromString, path, "VP marker mode", r);
    s.victory.eliminationVP = rev.integer(14);
    try {
        decodeTerrain(static_cast<const std::uint8_t*>(rev.blobData(15)), rev.blobSize(15), s.board, s.terrain);
    } catch (const TerrainCodecError& e) {
        badValue(path, "terrain", r, e.what());
    }

    auto sides = db.prepare("SELECT side, name, command_ap, home_edge FROM sides WHERE revision_id = ?1");
    sides.bind(1, r);
    while (sides.step()) {
        auto& si = s.side(parseOr<Side>(sides.text(0), sideFromString, path, "side", r));
        si.name = sides.text(1);
        si.commandAP = sides.integer(2);
        si.homeEdge = parseOr<Edge>(sides.text(3), edgeFromString, path, "edge", r);
    }

    auto units = db.prepare(
        "SELECT uid, side, type, name, col, row, sp, morale, arrive_turn, arrive_col, arrive_row"
        " FROM units WHERE revision_id = ?1 ORDER BY seq");
    units.bind(1, r);
    while (units.step()) {
        Unit u;
        u.id = units.text(0);
        u.side = parseOr<Side>(units.text(1), sideFromString, path, "unit side", r);
        u.type = parseOr<UnitType>(units.text(2), unitTypeFromString, path, "unit type", r);
        u.name = units.text(3);
        if (!units.isNull(4)) u.hex = Offset{units.integer(4), units.integer(5)};
        u.sp = units.optInt(6);
        if (!units.isNull(7)) u.morale = parseOr<Morale>(units.text(7), moraleFromString, path, "morale", r);
        if (!units.isNull(8)) u.arrives = Arrival{units.integer(8), Offset{units.integer(9), units.integer(10)}};
        s.units.push_back(std::move(u));
    }

    auto vp = db.prepare("SELECT col, row, side, value, label FROM vp_markers WHERE revision_id = ?1 ORDER BY seq");
    vp.bind(1, r);
    while (vp.step()) {
        VpMarker m;
        m.hex = Offset{vp.integer(0), vp.integer(1)};
        if (!vp.isNull(2)) m.side = parseOr<Side>(vp.text(2), sideFromString, path, "VP marker side", r);
        m.value = vp.integer(3);
        m.label = vp.text(4);
        s.vpMarkers.push_back(std::move(m));
    }

    auto vc = db.prepare("SELECT kind, side, vp, turn FROM victory_conditions WHERE revision_id = ?1 ORDER BY seq");
    vc.bind(1, r);
    while (vc.step()) {
        VictoryCondition c;
        c.kind = parseOr<VictoryKind>(vc.text(0), victoryKindFromString, path, "victory kind", r);
        if (!vc.isNull(1)) c.side = parseOr<Side>(vc.text(1), sideFromString, path, "victory side", r);
        c.vp = vc.optInt(2);
        c.turn = vc.optInt(3);
        s.victory.conditions.push_back(std::move(c));
    }
    if (!s.victory.conditions.empty()) {
        auto vh = db.prepare("SELECT condition_seq, col, row FROM victory_hexes WHERE revision_id = ?1 ORDER BY condition_seq, seq");
        vh.bind(1, r);
        while (vh.step()) {
            const auto i = static_cast<std::size_t>(vh.int64(0));
            if (i >= s.victory.conditions.size()) badValue(path, "victory hex", r, "condition " + std::to_string(i));
            s.victory.conditions[i].hexes.push_back(Offset{vh.integer(1), vh.integer(2)});
        }
    }

    auto rules = db.prepare("SELECT kind, text FROM rules WHERE revision_id = ?1 ORDER BY kind, seq");
    rules.bind(1, r);
    while (rules.step()) (rules.text(0) == "optional" ? s.optionalRules : s.specialRules).push_back(rules.text(1));

    auto tags = db.prepare("SELECT tag FROM tags WHERE revision_id = ?1 ORDER BY seq");
    tags.bind(1, r);
    while (tags.step()) s.tags.push_back(tags.text(0));

    auto sum = db.prepare("SELECT checksum FROM revisions WHERE id = ?1");
    sum.bind(1, r);
    if (sum.step() && !sum.isNull(0) && sum.text(0) != revisionChecksum(s))
        throw LibraryError(LibraryError::Kind::Corrupt,
                           path + ": revision " + std::to_string(r) +
                               " is damaged (its content no longer matches the checksum saved with it). "
                               "Nothing was changed; open an earlier revision or restore the file from a backup.");
    return s;
}

std::string textChecksum(const std::string& text) {
    std::uint64_t h = 0xcbf29ce484222325ull; // FNV-1a, 64 bit
    for (unsigned char c : text) {
        h ^= c;
        h *= 0x100000001b3ull;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "fnv1a64:%016llx", static_cast<unsigned long long>(h));
    return buf;
}

std::string revisionChecksum(const Scenario& s) { return textChecksum(writeScenarioJson(s)); }

} // namespace muster
