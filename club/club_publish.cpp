// Publishing a battle into a club: its file, finished games and a claim, then the index.
#include "club.h"

#include "club_files.h"
#include "sha256.h"

#include "engine/io/game_json.h"
#include "model/io/scenario_json.h"
#include "model/rules/validator.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <stdexcept>

namespace fs = std::filesystem;

namespace muster {
namespace {

using json = nlohmann::ordered_json;

std::string hexPart(const std::string& checksum, std::size_t n) {
    const auto colon = checksum.find(':');
    return checksum.substr(colon == std::string::npos ? 0 : colon + 1, n);
}

// Claim and game files are named by their content, so two clones never write the same name
// for different things (and git merges them without conflict).
std::string claimFileName(const BalanceClaim& c) {
    std::string players = c.unionAi == c.confederateAi ? c.unionAi : c.unionAi + "-" + c.confederateAi;
    std::string games = std::to_string(c.games);
    if (c.ladder) {
        players = "ladder";
        games.clear();
        for (std::size_t i = 0; i < c.ladder->players.size(); ++i) {
            players += "-" + c.ladder->players[i];
            games += (i ? "-" : "") + std::to_string(c.ladder->games[i]);
        }
        games += "-x" + std::to_string(c.ladder->crossGames);
    }
    for (char& ch : players)
        if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-')) ch = '-';
    const std::string by = c.publisher.empty() ? "" : "by-" + c.publisher + "-";
    return "balance/" + c.battleId + "-" + hexPart(c.checksum, 12) + "-" + by + players + "-seed" + std::to_string(c.seed) + "-" + games +
           ".json";
}

} // namespace

std::string clubGameJson(const std::string& battleId, const std::string& checksum, const std::string& gameJson,
                         const std::string& unionPlayer, const std::string& confederatePlayer) {
    json j;
    j["format"] = "muster-club-game";
    j["formatVersion"] = 1;
    j["battle"] = {{"id", battleId}, {"checksum", checksum}};
    j["players"] = {{"union", unionPlayer}, {"confederate", confederatePlayer}};
    j["game"] = json::parse(gameJson);
    return j.dump(2) + "\n";
}

namespace {

// A battle to publish, checked against its rules already: its canonical text and title.
// Games and a claim come only with one the engine plays.
struct PublishedText {
    std::string canonical, title;
};

PublishResult publishText(const std::string& dir, const PublishedText& battle, const PublishOptions& o) {
    std::error_code ec;
    const fs::path root = fs::absolute(dir, ec);
    if (ec) throw std::runtime_error(dir + ": not a usable path");
    if (fs::is_symlink(fs::symlink_status(root, ec)) && !fs::is_directory(root, ec))
        throw std::runtime_error(dir + ": a symbolic link to no folder");
    const bool newClub = !fs::exists(root, ec);
    if (newClub && !fs::create_directories(root, ec)) throw std::runtime_error(dir + ": cannot create the folder (" + ec.message() + ")");
    if (!fs::is_directory(root, ec)) throw std::runtime_error(dir + ": not a folder");
    for (const char* sub : {"scenarios", "games", "balance", "thumbnails"})
        if (fs::is_symlink(fs::symlink_status(root / sub, ec)))
            throw std::runtime_error((root / sub).string() + " is a symbolic link: publish writes only inside the club folder");

    PublishResult res;
    const std::string& canonical = battle.canonical;
    res.checksum = sha256Checksum(canonical);
    res.id = o.id.empty() ? battleIdFromTitle(battle.title) : o.id;
    if (!validBattleId(res.id)) throw std::runtime_error("\"" + res.id + "\" is not a battle id (lower-case a-z, 0-9, - and _)");
    const std::string rel = "scenarios/" + res.id + ".json";

    // The battle already there must be ours: this very content, or one of our revisions.
    if (fs::exists(fs::symlink_status(root / rel, ec))) {
        std::string other;
        try {
            other = clubChecksum(readClubBattle(root.string(), res.id));
        } catch (const std::exception& e) {
            throw std::runtime_error(rel + " is there and does not read (" + e.what() + "); fix or remove it first");
        }
        if (other != res.checksum) {
            if (std::find(o.localChecksums.begin(), o.localChecksums.end(), other) == o.localChecksums.end())
                throw std::runtime_error(rel + " is another battle (none of this battle's revisions); publish it under another id (--as NAME)");
            res.replaced = true;
        }
    }

    const std::string publisher = o.publisher.empty() ? defaultPublisher() : o.publisher;
    if (!validPublisher(publisher)) throw std::runtime_error("\"" + publisher + "\" is not a member name (a-z, 0-9, - and _)");

    // Everything is checked before the first write.
    std::vector<std::pair<std::string, std::string>> files;
    for (const std::string& text : o.gameJsons) {
        const GameRecord g = readGameJson(text, "game");
        if (sha256Checksum(writeScenarioJson(g.scenario)) != res.checksum) continue; // a game of another revision
        const Replay r = replayGame(g);
        if (!r.ok() || !r.state.over()) continue; // only finished games are results
        const std::string canonicalGame = writeGameJson(g);
        // The game file says who played; one saved before it did was played in the editor.
        const std::string u = g.players ? g.players->seats[0].player : std::string(kHumanSeat);
        const std::string c = g.players ? g.players->seats[1].player : std::string(kHumanSeat);
        const std::string gameRel = "games/" + res.id + "-" + hexPart(sha256Checksum(canonicalGame), 16) + ".json";
        // Named by the game's own hash: a file of that name with other bytes is someone else's, left as it is.
        if (fs::exists(fs::symlink_status(root / gameRel, ec))) continue;
        files.emplace_back(gameRel, clubGameJson(res.id, res.checksum, canonicalGame, u, c));
    }
    if (o.claim) {
        BalanceClaim c = *o.claim;
        if (c.checksum != res.checksum) throw std::runtime_error("the balance claim is for another battle (checksum " + c.checksum + ")");
        c.battleId = res.id;
        c.olderRevision = false;
        c.publisher = publisher;
        files.emplace_back(claimFileName(c), writeClaimJson(c));
    }
    // Claims of earlier revisions stay, marked as such.
    ClubScanOptions so;
    so.replayGames = false;
    so.checkIndex = false;
    for (const ClubEntry& e : listClubFiles(root, "balance", ClubFile::Claim)) {
        if (!e.problem.empty()) continue;
        try {
            BalanceClaim c = readClaimJson(readClubFile(root, e.rel, ClubFile::Claim), e.rel);
            if (c.battleId != res.id || c.checksum == res.checksum || c.olderRevision) continue;
            // Only a claim on one of this battle's own revisions is an older revision; one made
            // on some other battle is left as it is, for check to report as such.
            if (std::find(o.localChecksums.begin(), o.localChecksums.end(), c.checksum) == o.localChecksums.end()) continue;
            // Another member's claim (or one whose publisher is not known) is theirs: never rewritten.
            if (c.publisher != publisher) continue;
            c.olderRevision = true;
            files.emplace_back(e.rel, writeClaimJson(c));
            ++res.claimsMarkedOlder;
        } catch (const std::exception&) {
            // a broken claim is check's business, not publish's
        }
    }
    if (newClub || !fs::exists(root / ".gitignore", ec))
        files.emplace_back(".gitignore", "# Rebuilt from the files by `muster-cli club index` (docs/club.md): never merged.\nindex.json\nthumbnails/\n");

    // Every target checked before the first write, so a folder in the way leaves nothing half published.
    for (const auto& f : files) checkClubTarget(root, f.first);
    checkClubTarget(root, rel);
    checkClubTarget(root, "index.json");
    if (o.thumbnail) checkClubTarget(root, "thumbnails/" + res.id + ".png");
    for (const auto& [path, bytes] : files)
        if (writeClubFile(root, path, bytes)) res.written.push_back(path);
    if (writeClubFile(root, rel, canonical)) res.written.push_back(rel);
    writeClubIndex(root.string(), o.thumbnail, o.battleThumbnail);
    res.written.push_back("index.json");
    return res;
}

void requireNoErrors(const std::vector<Issue>& issues) {
    for (const Issue& i : issues)
        if (i.severity == Severity::Error)
            throw std::runtime_error("the battle breaks the rules (" + i.rule + ": " + i.message + "); a club holds only battles without errors");
}

} // namespace

PublishResult publishClub(const std::string& dir, const Scenario& battle, const PublishOptions& o) {
    requireNoErrors(validate(battle));
    return publishText(dir, {writeScenarioJson(battle), battle.title}, o);
}

PublishResult publishClub(const std::string& dir, const Battle& battle, const PublishOptions& o) {
    const Ruleset& r = battle.ruleset();
    if (!o.gameJsons.empty() || o.claim)
        throw std::runtime_error("a battle for " + r.name + " has no games or balance claims to publish: " + r.whyNoPlay);
    requireNoErrors(battle.validate());
    return publishText(dir, {battle.toJson(), battle.facts().title}, o);
}

} // namespace muster
