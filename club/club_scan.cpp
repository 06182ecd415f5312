// Reading a club folder: every battle, game and claim checked, each bad file listed.
#include "club.h"

#include "club_files.h"
#include "png_stamp.h"
#include "sha256.h"

#include "engine/io/game_json.h"
#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"
#include "model/rules/validator.h"

#include <map>
#include <set>
#include <stdexcept>

namespace fs = std::filesystem;

namespace muster {
namespace {

using json = nlohmann::ordered_json;

std::string pct(std::int64_t n, std::int64_t games) { return games ? std::to_string((200 * n + games) / (2 * games)) + "%" : "-"; }

// A value from a club file, shortened, for a message.
std::string clubQuoted(const std::string& s) { return "\"" + (s.size() > 80 ? s.substr(0, 77) + "..." : s) + "\""; }

// The problem a failed read gives: the reason without the file's name in front (the problem names it).
std::string problemOf(const std::exception& ex, const std::string& rel) {
    const std::string what = ex.what();
    return what.rfind(rel + ": ", 0) == 0 ? what.substr(rel.size() + 2) : what;
}

// Rule errors of a battle as "rule, rule (N errors)", empty when it has none.
std::string ruleErrors(const std::vector<Issue>& issues) {
    std::vector<std::string> rules;
    int n = 0;
    for (const Issue& i : issues)
        if (i.severity == Severity::Error) {
            ++n;
            if (std::find(rules.begin(), rules.end(), i.rule) == rules.end()) rules.push_back(i.rule);
        }
    if (!n) return {};
    std::string t;
    for (const auto& r : rules) t += (t.empty() ? "" : ", ") + r;
    return t + " (" + std::to_string(n) + " error" + (n == 1 ? "" : "s") + ")";
}

std::string ruleErrors(const AnyScenario& a) { return ruleErrors(a.other ? a.other->validate() : validate(a.hex)); }

std::string canonicalText(const AnyScenario& a) { return a.other ? a.other->toJson() : writeScenarioJson(a.hex); }

// The list's facts of a battle, from its own type.
void describe(const AnyScenario& a, ClubBattle& b) {
    if (a.other) {
        const BattleFacts f = a.other->facts();
        b.ruleset = a.other->ruleset().id;
        b.system = a.other->ruleset().name;
        b.title = f.title;
        b.subtitle = f.subtitle;
        b.author = f.author;
        b.date = f.date;
        b.unionName = f.sides[0];
        b.confederateName = f.sides[1];
        b.columns = f.columns;
        b.rows = f.rows;
        b.board = f.board;
        b.turns = f.turns;
        b.units = f.units;
        return;
    }
    const Scenario& s = a.hex;
    b.ruleset = s.ruleset;
    b.system = holdTheLineRuleset().name;
    b.title = s.title;
    b.subtitle = s.subtitle;
    b.author = s.author;
    b.date = s.date;
    b.unionName = s.sides[0].name;
    b.confederateName = s.sides[1].name;
    b.columns = s.board.columns;
    b.rows = s.board.rows;
    b.turns = s.turns;
    b.units = static_cast<int>(s.units.size());
}

// Why a game or claim may not name battle `b`: Muster plays only Hold the Line.
std::string noPlayProblem(const ClubBattle& b, const char* what) {
    return std::string("names ") + b.file + ", a battle for " + b.system + ", which Muster does not play, so a club keeps no " +
           what + " of it";
}

void readBattles(const fs::path& root, ClubScan& scan) {
    for (const ClubEntry& e : listClubFiles(root, "scenarios", ClubFile::Battle)) {
        if (!e.problem.empty()) {
            scan.problems.push_back({e.rel, e.problem});
            continue;
        }
        if (!validBattleId(e.stem)) {
            scan.problems.push_back({e.rel, "the file name is not a battle id (lower-case a-z, 0-9, - and _ only)"});
            continue;
        }
        try {
            const std::string text = readClubFile(root, e.rel, ClubFile::Battle);
            const AnyScenario s = readAnyScenarioJson(text, e.rel);
            if (const std::string errs = ruleErrors(s); !errs.empty()) {
                scan.problems.push_back({e.rel, "breaks the rules: " + errs});
                continue;
            }
            const std::string canonical = canonicalText(s);
            if (canonical != text)
                scan.problems.push_back({e.rel, "not in canonical form (publish writes it so; its checksum is taken of the canonical form)"});
            ClubBattle b;
            b.id = e.stem;
            b.file = e.rel;
            b.checksum = sha256Checksum(canonical);
            describe(s, b);
            std::error_code ec;
            const fs::path thumb = root / "thumbnails" / (b.id + ".png");
            // Only this battle's own picture, within the size a thumbnail has, is offered for decoding.
            if (!fs::is_symlink(fs::symlink_status(root / "thumbnails", ec)) && fs::is_regular_file(fs::symlink_status(thumb, ec)) &&
                pngStamp(thumb.string(), clubFileCap(ClubFile::Thumbnail)) == b.checksum)
                b.thumbnail = "thumbnails/" + b.id + ".png";
            scan.battles.push_back(std::move(b));
        } catch (const std::exception& ex) {
            scan.problems.push_back({e.rel, problemOf(ex, e.rel)});
        }
    }
}

void readGames(const fs::path& root, ClubScan& scan, const std::map<std::string, std::size_t>& byId, bool replay) {
    for (const ClubEntry& e : listClubFiles(root, "games", ClubFile::Game)) {
        if (!e.problem.empty()) {
            scan.problems.push_back({e.rel, e.problem});
            continue;
        }
        try {
            const json j = readClubJson(root, e.rel, ClubFile::Game);
            if (!j.is_object() || j.value("format", "") != "muster-club-game" || j.value("formatVersion", 0) != 1)
                throw std::runtime_error("not a club game (\"format\": \"muster-club-game\", \"formatVersion\": 1)");
            for (const auto& [k, v] : j.items())
                if (k != "format" && k != "formatVersion" && k != "battle" && k != "players" && k != "game")
                    throw std::runtime_error(k + ": unknown key");
            const json battle = j.value("battle", json::object());
            const json players = j.value("players", json::object());
            if (!battle.is_object()) throw std::runtime_error("battle: must be an object with an id and a checksum");
            if (!players.is_object()) throw std::runtime_error("players: must be an object");
            const std::string id = battle.value("id", ""), checksum = battle.value("checksum", "");
            if (id.empty() || checksum.empty()) throw std::runtime_error("battle: needs an id and a checksum");
            if (const auto other = byId.find(id); other != byId.end() && !scan.battles[other->second].holdTheLine())
                throw std::runtime_error("battle.id: " + noPlayProblem(scan.battles[other->second], "games"));
            if (!j.contains("game")) throw std::runtime_error("game: missing");
            const GameRecord g = readGameJson(j["game"].dump(), e.rel + ": game");
            // A game file that records its players must be labelled with them (no computer game passed off as people's).
            if (g.players)
                for (int side = 0; side < 2; ++side) {
                    const char* key = side == 0 ? "union" : "confederate";
                    const std::string said = players.value(key, ""), played = g.players->seats[static_cast<std::size_t>(side)].player;
                    if (said != played)
                        throw std::runtime_error(std::string("players.") + key + ": says \"" + said + "\" but the game was played by \"" + played + "\"");
                }
            if (sha256Checksum(writeScenarioJson(g.scenario)) != checksum)
                throw std::runtime_error("battle.checksum: the game was not played on the battle its checksum " + checksum + " names");
            const auto it = byId.find(id);
            if (it == byId.end()) throw std::runtime_error("battle.id: names \"" + id + "\", which is not a battle of the club");
            ClubBattle& b = scan.battles[it->second];
            if (checksum != b.checksum) {
                ++b.played.olderRevisions;
                continue;
            }
            if (!replay) continue;
            const Replay r = replayGame(g);
            if (!r.ok()) throw std::runtime_error("does not replay: " + r.error);
            if (!r.state.over()) throw std::runtime_error("the game is not finished (turn " + std::to_string(r.state.turn) + ")");
            if (players.value("union", "") != kHumanSeat && players.value("confederate", "") != kHumanSeat) continue;
            ++b.played.games;
            if (r.state.result == GameResult::UnionWins) ++b.played.unionWins;
            else if (r.state.result == GameResult::ConfederateWins) ++b.played.confederateWins;
            else ++b.played.draws;
        } catch (const std::exception& ex) {
            scan.problems.push_back({e.rel, problemOf(ex, e.rel)});
        }
    }
}

std::int64_t resultWins(const json& r, const char* side) {
    if (!r.contains(side) || !r[side].is_object()) return 0;
    const json& w = r[side].value("wins", json(0));
    return w.is_number_integer() ? w.get<std::int64_t>() : 0;  // the claim reader bounds it by the games
}

void readClaims(const fs::path& root, ClubScan& scan, const std::map<std::string, std::size_t>& byId, bool keep) {
    const bool anyOther = std::any_of(scan.battles.begin(), scan.battles.end(), [](const ClubBattle& b) { return !b.holdTheLine(); });
    for (const ClubEntry& e : listClubFiles(root, "balance", ClubFile::Claim)) {
        if (!e.problem.empty()) {
            scan.problems.push_back({e.rel, e.problem});
            continue;
        }
        try {
            const std::string text = readClubFile(root, e.rel, ClubFile::Claim);
            // A claim naming another system's battle is told so, before its Hold the Line scenario is read.
            if (anyOther) {
                const json j = readJsonTree(text, e.rel, clubFileCap(ClubFile::Claim));
                const json* battle = j.is_object() && j.contains("battle") && j["battle"].is_object() ? &j["battle"] : nullptr;
                const json* idv = battle && battle->contains("id") ? &(*battle)["id"] : nullptr;
                if (idv && idv->is_string())
                    if (const auto it = byId.find(idv->get<std::string>()); it != byId.end() && !scan.battles[it->second].holdTheLine())
                        throw std::runtime_error("battle.id: " + noPlayProblem(scan.battles[it->second], "balance claims"));
            }
            BalanceClaim c = readClaimJson(text, e.rel);
            const auto it = byId.find(c.battleId);
            if (it == byId.end()) throw std::runtime_error("a claim for " + clubQuoted(c.battleId) + ", which is not a battle of the club");
            ClubBattle& b = scan.battles[it->second];
            if (c.checksum != b.checksum && !c.olderRevision)
                throw std::runtime_error("a claim for another battle: its checksum " + c.checksum.substr(0, 19) + "... is not " + b.file +
                                         "'s (" + b.checksum.substr(0, 19) + "...) and it is not marked as an older revision");
            if (c.checksum == b.checksum && c.olderRevision)
                scan.problems.push_back({e.rel, "marked as an older revision but is a claim for the current one"});
            ClubClaimInfo info;
            info.file = e.rel;
            info.muster = c.muster;
            info.games = c.games;
            info.seed = c.seed;
            info.unionAi = c.unionAi;
            info.confederateAi = c.confederateAi;
            info.unionWins = resultWins(c.result, "union");
            info.confederateWins = resultWins(c.result, "confederate");
            const json& d = c.result.contains("draws") ? c.result["draws"] : json(0);
            info.draws = d.is_number_integer() ? d.get<std::int64_t>() : 0;
            info.olderRevision = c.checksum != b.checksum;
            if (c.ladder) {
                info.ladder = c.ladder->players;
                info.verdict = c.result.contains("verdict") && c.result["verdict"].is_string() ? c.result["verdict"].get<std::string>() : "";
            }
            b.claims.push_back(info);
            if (keep) {
                scan.claimFiles.push_back(e.rel);
                scan.claimData.push_back(std::move(c));
            }
        } catch (const std::exception& ex) {
            scan.problems.push_back({e.rel, problemOf(ex, e.rel)});
        }
    }
    for (ClubBattle& b : scan.battles)
        std::stable_sort(b.claims.begin(), b.claims.end(),
                         [](const ClubClaimInfo& x, const ClubClaimInfo& y) { return !x.olderRevision && y.olderRevision; });
}

// index.json against the files: a stale or forged index is listed, never believed. One
// problem per bad entry, at most kMaxProblemsPerFile of them listed, the rest counted.
void checkIndex(const fs::path& root, ClubScan& scan, const std::map<std::string, std::size_t>& byId) {
    std::error_code ec;
    const auto st = fs::symlink_status(root / "index.json", ec);
    if (ec || !fs::exists(st)) return;
    if (fs::is_symlink(st) || !fs::is_regular_file(st)) {
        scan.problems.push_back({"index.json", "not a plain file (a symbolic link, FIFO or folder); muster-cli club index replaces it"});
        return;
    }
    std::size_t bad = 0;
    const auto problem = [&](std::string text) {
        if (++bad <= kMaxProblemsPerFile) scan.problems.push_back({"index.json", std::move(text)});
    };
    try {
        const json j = readClubJson(root, "index.json", ClubFile::Index);
        if (!j.is_object() || !j.contains("battles") || !j["battles"].is_array()) throw std::runtime_error("has no list of battles");
        // Only the club's own battles are remembered: a hostile index lists millions of ids.
        std::set<std::string> listed;
        std::size_t i = 0;
        for (const json& b : j["battles"]) {
            const std::string at = "battles[" + std::to_string(i++) + "]";
            const json& idv = b.is_object() && b.contains("id") ? b["id"] : json();
            const json& sumv = b.is_object() && b.contains("checksum") ? b["checksum"] : json();
            const std::string id = idv.is_string() ? idv.get<std::string>() : "";
            const std::string sum = sumv.is_string() ? sumv.get<std::string>() : "";
            const auto it = byId.find(id);
            if (it != byId.end()) listed.insert(id);
            if (it == byId.end())
                problem("lists " + clubQuoted(id) + ", which is not a readable battle of the club (" + at + ".id; run muster-cli club index)");
            else if (scan.battles[it->second].checksum != sum)
                problem("says scenarios/" + id + ".json has checksum " + sum.substr(0, 19) + "... but the file's is " +
                        scan.battles[it->second].checksum.substr(0, 19) + "... (" + at + ".checksum; run muster-cli club index)");
        }
        for (const ClubBattle& b : scan.battles)
            if (!listed.count(b.id)) problem("does not list " + b.file + " (run muster-cli club index)");
    } catch (const std::exception& ex) {
        problem("cannot be read: " + problemOf(ex, "index.json") + " (run muster-cli club index)");
    }
    if (bad > kMaxProblemsPerFile)
        scan.problems.push_back({"index.json", std::to_string(bad) + " problems in all; the first " + std::to_string(kMaxProblemsPerFile) +
                                                   " shown (run muster-cli club index)"});
}

} // namespace

std::string ClubResults::text() const {
    std::string t = games == 0 ? "not played yet" : "played " + std::to_string(games) + (games == 1 ? " time" : " times") + ": Union " +
                                                    std::to_string(unionWins) + ", Confederate " + std::to_string(confederateWins) +
                                                    ", draw" + (draws == 1 ? " " : "s ") + std::to_string(draws);
    if (olderRevisions) t += " (and " + std::to_string(olderRevisions) + " on older revisions)";
    return t;
}

std::string ClubClaimInfo::text() const {
    const std::string who = unionAi == confederateAi ? unionAi + " v " + unionAi : unionAi + " (Union) v " + confederateAi;
    std::string rungs;
    for (const std::string& p : ladder) rungs += (rungs.empty() ? "" : ", ") + p;
    return (ladder.empty() ? "" : "ladder " + rungs + (verdict.empty() ? "" : " (" + verdict + ")") + "; strongest: ") + who + ", " + std::to_string(games) + " games (seed " + std::to_string(seed) + "): Union " + pct(unionWins, games) +
           ", Confederate " + pct(confederateWins, games) + ", draws " + pct(draws, games) + (olderRevision ? " [older revision]" : "");
}

ClubScan scanClub(const std::string& dir, const ClubScanOptions& o) {
    std::error_code ec;
    const fs::path root = fs::absolute(dir, ec);
    if (ec || !fs::is_directory(root, ec)) throw std::runtime_error(dir + ": not a folder");
    ClubScan scan;
    scan.dir = root.string();
    readBattles(root, scan);
    std::sort(scan.battles.begin(), scan.battles.end(), [](const ClubBattle& a, const ClubBattle& b) { return a.id < b.id; });
    std::map<std::string, std::size_t> byId;
    for (std::size_t i = 0; i < scan.battles.size(); ++i) byId[scan.battles[i].id] = i;
    readGames(root, scan, byId, o.replayGames);
    readClaims(root, scan, byId, o.keepClaims);
    if (o.checkIndex) checkIndex(root, scan, byId);
    return scan;
}

bool ClubBattle::holdTheLine() const { return ruleset == kPlayableRuleset; }

std::string clubChecksum(const AnyScenario& battle) { return sha256Checksum(canonicalText(battle)); }

AnyScenario readClubBattle(const std::string& dir, const std::string& id) {
    if (!validBattleId(id)) throw std::runtime_error("\"" + id + "\" is not a battle id");
    // Messages name the file within the club, never the local machine's folders.
    const std::string rel = "scenarios/" + id + ".json";
    const fs::path path = fs::path(dir) / rel;
    std::error_code ec;
    if (fs::is_symlink(fs::symlink_status(fs::path(dir) / "scenarios", ec)) || fs::is_symlink(fs::symlink_status(path, ec)))
        throw std::runtime_error(rel + ": a symbolic link; club files must be plain files inside the folder");
    AnyScenario s = readAnyScenarioJson(readClubFile(dir, rel, ClubFile::Battle), rel);
    if (const std::string errs = ruleErrors(s); !errs.empty()) throw std::runtime_error(rel + ": breaks the rules: " + errs);
    return s;
}

Scenario loadClubBattle(const std::string& dir, const std::string& id) {
    AnyScenario s = readClubBattle(dir, id);
    if (s.other) throw std::runtime_error("scenarios/" + id + ".json: " + notAHexScenarioText(s.other->ruleset()));
    return std::move(s.hex);
}

} // namespace muster
