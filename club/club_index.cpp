// index.json: rebuilt from the club's files, never merged by hand.
#include "club.h"

#include "club_files.h"
#include "png_stamp.h"

#include "model/io/scenario_json.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <stdexcept>

namespace fs = std::filesystem;

namespace muster {
namespace {

using json = nlohmann::ordered_json;

// A problem as written into the club: the local machine's path to the club left out (a
// message from below may name a file by its full path).
std::string withoutRoot(std::string text, const std::string& root) {
    if (root.empty()) return text;
    const std::string prefix = root.back() == '/' ? root : root + "/";
    for (std::size_t at; (at = text.find(prefix)) != std::string::npos;) text.erase(at, prefix.size());
    for (std::size_t at; (at = text.find(root)) != std::string::npos;) text.replace(at, root.size(), ".");
    return text;
}

} // namespace

std::string clubIndexJson(const ClubScan& scan) {
    json j;
    j["format"] = "muster-club-index";
    j["formatVersion"] = 1;
    json battles = json::array();
    for (const ClubBattle& b : scan.battles) {
        json e;
        e["id"] = b.id;
        e["file"] = b.file;
        // Hold the Line battles' entries keep the shape they had before other systems came.
        if (!b.holdTheLine()) {
            e["ruleset"] = b.ruleset;
            e["system"] = b.system;
        }
        e["title"] = b.title;
        e["subtitle"] = b.subtitle;
        e["author"] = b.author;
        e["date"] = b.date;
        e["sides"] = {{"union", b.unionName}, {"confederate", b.confederateName}};
        e["board"] = {{"columns", b.columns}, {"rows", b.rows}};
        if (!b.holdTheLine()) e["board"]["text"] = b.board;
        e["turns"] = b.turns;
        e["units"] = b.units;
        e["checksum"] = b.checksum;
        e["thumbnail"] = b.thumbnail.empty() ? json(nullptr) : json(b.thumbnail);
        json claims = json::array();
        for (const ClubClaimInfo& c : b.claims) {
            claims.push_back({{"file", c.file},
                              {"muster", c.muster},
                              {"players", {{"union", c.unionAi}, {"confederate", c.confederateAi}}},
                              {"games", c.games},
                              {"seed", c.seed},
                              {"union", c.unionWins},
                              {"confederate", c.confederateWins},
                              {"draws", c.draws},
                              {"olderRevision", c.olderRevision},
                              {"text", c.text()}});
            if (!c.ladder.empty()) {
                claims.back()["ladder"] = c.ladder;
                claims.back()["verdict"] = c.verdict;
            }
        }
        e["claims"] = claims;
        e["played"] = {{"games", b.played.games},
                       {"union", b.played.unionWins},
                       {"confederate", b.played.confederateWins},
                       {"draws", b.played.draws},
                       {"olderRevisions", b.played.olderRevisions},
                       {"text", b.played.text()}};
        battles.push_back(e);
    }
    j["battles"] = battles;
    json problems = json::array();
    for (const ClubProblem& p : scan.problems)
        problems.push_back({{"file", withoutRoot(p.file, scan.dir)}, {"problem", withoutRoot(p.problem, scan.dir)}});
    j["problems"] = problems;
    // A byte that is not UTF-8 (a value read before it was checked) is written as U+FFFD, never thrown on.
    return j.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

ClubScan writeClubIndex(const std::string& dir, const ThumbnailPainter& thumbnail, const BattleThumbnailPainter& battleThumbnail) {
    ClubScanOptions o;
    o.checkIndex = false; // being replaced
    ClubScan scan = scanClub(dir, o);
    const fs::path root(scan.dir);
    std::error_code ec;
    const auto st = fs::symlink_status(root / "thumbnails", ec);
    if (fs::is_symlink(st) || (fs::exists(st) && !fs::is_directory(st)))
        scan.problems.push_back({"thumbnails", "not a real folder (a symbolic link?): no thumbnails written"});
    else if (thumbnail || battleThumbnail)
        for (ClubBattle& b : scan.battles) {
            const std::string rel = "thumbnails/" + b.id + ".png";
            // Painted already for this very battle: keep it.
            if (!fs::is_symlink(fs::symlink_status(root / rel, ec)) &&
                pngStamp((root / rel).string(), clubFileCap(ClubFile::Thumbnail)) == b.checksum) {
                b.thumbnail = rel;
                continue;
            }
            // One thumbnail that cannot be written is a problem of its own, not the end of the index.
            try {
                const AnyScenario battle = readClubBattle(scan.dir, b.id);
                const std::string png = battle.other ? (battleThumbnail ? battleThumbnail(*battle.other) : std::string())
                                                     : (thumbnail ? thumbnail(battle.hex) : std::string());
                if (png.empty()) continue;
                writeClubFile(root, rel, stampPng(png, b.checksum));
                b.thumbnail = rel;
            } catch (const std::exception& e) {
                b.thumbnail.clear();
                scan.problems.push_back({rel, std::string("no thumbnail written: ") + e.what()});
            }
        }
    const auto indexStatus = fs::symlink_status(root / "index.json", ec);
    if (fs::is_symlink(indexStatus))
        scan.problems.push_back({"index.json", "was a symbolic link; replaced by a plain file"});
    else if (fs::exists(indexStatus) && !fs::is_regular_file(indexStatus) && !fs::is_directory(indexStatus))
        scan.problems.push_back({"index.json", "was not a plain file (a FIFO or device); replaced by one"});
    writeClubFile(root, "index.json", clubIndexJson(scan));
    return scan;
}

} // namespace muster
