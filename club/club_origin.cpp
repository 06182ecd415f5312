#include "club_origin.h"

#include "sha256.h"

#include "model/io/scenario_json.h"

#include <filesystem>
#include <stdexcept>

namespace muster {
namespace {

constexpr std::string_view kPrefix = "Opened from club ";

bool sameFolder(const std::string& a, const std::string& b) {
    std::error_code ec;
    if (std::filesystem::equivalent(a, b, ec)) return true;
    return std::filesystem::weakly_canonical(a, ec) == std::filesystem::weakly_canonical(b, ec);
}

} // namespace

std::string clubOriginNote(const ClubOrigin& o) {
    return std::string(kPrefix) + o.dir + ": scenarios/" + o.id + ".json (" + o.checksum + ")";
}

std::optional<ClubOrigin> parseClubOriginNote(const std::string& note) {
    if (note.rfind(kPrefix, 0) != 0) return std::nullopt;
    const auto mark = note.rfind(": scenarios/");
    const auto open = note.rfind(".json (");
    if (mark == std::string::npos || open == std::string::npos || open < mark || note.back() != ')') return std::nullopt;
    ClubOrigin o;
    o.dir = note.substr(kPrefix.size(), mark - kPrefix.size());
    o.id = note.substr(mark + 12, open - mark - 12);
    o.checksum = note.substr(open + 7, note.size() - open - 8);
    return o;
}

std::optional<ClubOrigin> clubOrigin(const Library& lib, ScenarioId id) {
    for (const RevisionInfo& r : lib.revisions(id)) // newest first
        if (auto o = parseClubOriginNote(r.note)) return o;
    return std::nullopt;
}

std::vector<std::string> revisionChecksums(const Library& lib, ScenarioId id) {
    std::vector<std::string> out;
    for (const RevisionInfo& r : lib.revisions(id)) out.push_back(sha256Checksum(lib.exportRevisionJson(r.id)));
    return out;
}

std::map<std::string, LocalCopy> localCopies(const Library& lib, const ClubScan& scan) {
    std::map<std::string, const ClubBattle*> byId;
    for (const ClubBattle& b : scan.battles) byId[b.id] = &b;
    std::map<std::string, LocalCopy> out;
    for (const ScenarioSummary& m : lib.list()) {
        std::optional<ClubOrigin> origin;
        std::vector<RevisionId> revs;
        for (const RevisionInfo& r : lib.revisions(m.id)) {
            revs.push_back(r.id);
            if (!origin) origin = parseClubOriginNote(r.note);
        }
        if (!origin || !byId.count(origin->id) || !sameFolder(origin->dir, scan.dir)) continue;
        const ClubBattle& b = *byId[origin->id];
        LocalCopy c;
        c.scenario = m.id;
        c.newerInClub = b.checksum != origin->checksum;
        if (c.newerInClub) // maybe the club has our own later revision (we published it)
            for (RevisionId r : revs)
                if (sha256Checksum(lib.exportRevisionJson(r)) == b.checksum) c.newerInClub = false;
        out[origin->id] = c;
    }
    return out;
}

ScenarioId openClubBattle(Library& lib, const ClubScan& scan, const std::string& id) {
    const Scenario s = loadClubBattle(scan.dir, id);
    const std::string checksum = sha256Checksum(writeScenarioJson(s));
    const auto copies = localCopies(lib, scan);
    const auto it = copies.find(id);
    std::optional<ScenarioId> into;
    if (it != copies.end()) into = it->second.scenario;
    return lib.save(s, clubOriginNote({scan.dir, id, checksum}), into);
}

BattleId openClubSystemBattle(Library& lib, const ClubScan& scan, const std::string& id) {
    const AnyScenario s = readClubBattle(scan.dir, id);
    if (!s.other) throw std::runtime_error("scenarios/" + id + ".json is a Hold the Line battle: it opens as a scenario");
    const std::string canonical = s.other->toJson();
    for (const BattleInfo& b : lib.battles()) {
        if (b.ruleset != s.other->ruleset().id) continue;
        try {
            if (lib.loadBattleJson(b.id) == canonical) return b.id;
        } catch (const LibraryError&) {
            // a damaged battle is not this one; the library reports it when it is opened
        }
    }
    return lib.saveBattle(canonical);
}

} // namespace muster
