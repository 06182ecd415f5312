// muster-cli club index DIR | publish ID --to DIR [...] | check DIR: a club library, a
// folder of battles, games and balance claims (club/club.h, docs/club.md).
#include "claim_reruns.h"
#include "command_registry.h"
#include "gui_app.h"
#include "library_cli.h"

#include "club/balance_claim.h"
#include "club/club.h"
#include "club/club_files.h"
#include "club/club_origin.h"
#include "editor/render/map_thumbnail_image.h"
#include "model/io/bounded_read.h"
#include "terminal_safe.h"

#include <cstdlib>
#include <iostream>
#include <limits>
#include <thread>

namespace muster::cli {
namespace {

constexpr const char* kUsage =
    "usage: muster-cli club index DIR\n"
    "       muster-cli club publish ID --to DIR [--db PATH] [--as NAME] [--by MEMBER] [--games] [--claim BALANCE.json]\n"
    "       muster-cli club publish BATTLE --battle --to DIR [--db PATH] [--as NAME] [--by MEMBER]\n"
    "         (--battle: BATTLE is another system's battle in the library, from `muster-cli library battles`)\n"
    "       muster-cli club check DIR [--threads N] [--max-games N]\n";

// Thumbnails draw the pieces' names: fonts need a QGuiApplication (headless).
std::string thumbnailPng(const Scenario& s) {
    ensureGuiApp();
    return mapThumbnailPng(s, QSize(160, 120));
}

// Another system's battle: a square grid drawn as the hex maps are; a battle board has none.
std::string battleThumbnailPngOf(const Battle& b) {
    ensureGuiApp();
    return battleThumbnailPng(b, QSize(160, 120));
}

int threadCount(const std::optional<std::string>& text) {
    if (text) {
        const int n = std::atoi(text->c_str());
        if (n < 1 || n > 64) throw LibraryUsageError("--threads takes a whole number from 1 to 64");
        return n;
    }
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

void printProblems(const ClubScan& scan) {
    // A file name or a value from the club cannot start a line of its own.
    for (const ClubProblem& p : scan.problems) std::cerr << oneLine(p.file) << ": " << oneLine(p.problem) << "\n";
}

int runIndex(LibraryArgs& a) {
    a.noMoreOptions();
    if (a.rest.size() != 1) throw LibraryUsageError("club index takes one folder");
    const ClubScan scan = writeClubIndex(a.rest[0], thumbnailPng, battleThumbnailPngOf);
    std::size_t claims = 0;
    for (const ClubBattle& b : scan.battles) claims += b.claims.size();
    std::cout << a.rest[0] << "/index.json: " << scan.battles.size() << " battle" << (scan.battles.size() == 1 ? "" : "s") << ", "
              << claims << " balance claim" << (claims == 1 ? "" : "s") << ", " << scan.problems.size() << " problem"
              << (scan.problems.size() == 1 ? "" : "s") << "\n";
    printProblems(scan);
    return kExitOk;
}

// A claim file, or the output of `balance --json`, made into a claim for `s`.
BalanceClaim claimFor(const std::string& path, const Scenario& s, const std::string& id) {
    nlohmann::ordered_json j;
    std::string text;
    try {
        text = readWholeFile(path, clubFileCap(ClubFile::Claim));
        j = readJsonTree(text, path, clubFileCap(ClubFile::Claim));
    } catch (const BoundedReadError& e) {
        throw ClaimError(e.what());
    }
    if (j.is_object() && j.value("format", "") == "muster-balance-claim") return readClaimJson(text, path);
    return makeClaim(s, id, j, path);
}

// Who publishes: --by, else publishClub's default (the login name).
std::string publisherName(const std::optional<std::string>& by) {
    if (by && !validPublisher(*by)) throw LibraryUsageError("--by takes a member name: 1 to 40 of a-z, 0-9, - and _");
    return by ? *by : std::string();
}

void printPublished(const std::string& title, const PublishResult& r) {
    std::cout << "published " << title << " as scenarios/" << r.id << ".json (" << r.checksum << ")"
              << (r.replaced ? ", replacing an earlier revision" : "") << "\n";
    for (const auto& f : r.written) std::cout << "  wrote " << f << "\n";
    if (r.claimsMarkedOlder) std::cout << "  " << r.claimsMarkedOlder << " claim(s) of earlier revisions marked as such\n";
}

// A battle of another system from the library's battles: no games or claims (no play).
int publishBattle(const Library& lib, const std::string& idText, const std::string& to, const std::optional<std::string>& as,
                  const std::optional<std::string>& by) {
    const BattleId bid = parseLibraryId(idText, "battle");
    const std::string file = "library battle " + std::to_string(bid);
    const std::unique_ptr<Battle> battle = readSystemBattleJson(lib.loadBattleJson(bid), file);
    if (!battle) throw std::runtime_error(file + ": not a battle of another rule system");
    PublishOptions o;
    o.id = as ? *as : "";
    o.publisher = publisherName(by);
    o.thumbnail = thumbnailPng;  // the index repaints every battle's that changed
    o.battleThumbnail = battleThumbnailPngOf;
    printPublished(battle->facts().title, publishClub(to, *battle, o));
    return kExitOk;
}

int runPublish(LibraryArgs& a) {
    const auto to = a.take("--to");
    const auto db = a.take("--db");
    const auto as = a.take("--as");
    const auto claimPath = a.take("--claim");
    const auto by = a.take("--by");
    const auto threads = a.take("--threads");
    const bool games = a.flag("--games");
    const bool otherSystem = a.flag("--battle");
    a.noMoreOptions();
    if (a.rest.size() != 1 || !to) throw LibraryUsageError("club publish takes a scenario id (or --battle and a battle id) and --to DIR");
    if (otherSystem && (games || claimPath))
        throw LibraryUsageError("--games and --claim are for Hold the Line scenarios: Muster does not play other systems' battles");
    const Library lib = openCliLibrary(db, false);
    if (otherSystem) return publishBattle(lib, a.rest[0], *to, as, by);
    const ScenarioId sid = parseLibraryId(a.rest[0], "scenario");
    const Scenario s = lib.load(sid);
    PublishOptions o;
    const auto origin = clubOrigin(lib, sid);
    o.id = as ? *as : origin ? origin->id : "";
    o.localChecksums = revisionChecksums(lib, sid);
    o.publisher = publisherName(by);
    o.thumbnail = thumbnailPng;
    o.battleThumbnail = battleThumbnailPngOf;
    if (games)
        for (const GameInfo& g : lib.games(sid))
            if (!g.result.empty()) o.gameJsons.push_back(lib.loadGameJson(g.id));
    if (claimPath) {
        BalanceClaim c = claimFor(*claimPath, s, o.id.empty() ? battleIdFromTitle(s.title) : o.id);
        ClaimReruns reruns("club publish", threadCount(threads));
        reruns.announce({&c}, " to check it before publishing");
        const ClaimCheck check = reruns.run(c, *claimPath);
        if (reruns.stopped()) return reruns.printStopped({*claimPath}, "nothing was published");
        if (!check.reproduced) {
            std::cerr << "muster-cli club publish: " << *claimPath << " does not reproduce on this battle:\n";
            for (const auto& d : check.differences) std::cerr << "  " << d << "\n";
            return kExitRuleErrors;
        }
        o.claim = c;
    }
    printPublished(s.title, publishClub(*to, s, o));
    return kExitOk;
}

int runCheck(LibraryArgs& a) {
    const int threads = threadCount(a.take("--threads"));
    const auto maxText = a.take("--max-games");
    a.noMoreOptions();
    std::int64_t maxGames = std::numeric_limits<std::int64_t>::max();
    if (maxText) {
        char* end = nullptr;
        const long long n = std::strtoll(maxText->c_str(), &end, 10);
        if (maxText->empty() || *end || n < 1) throw LibraryUsageError("--max-games takes a whole number of games, 1 or more");
        maxGames = n;
    }
    if (a.rest.size() != 1) throw LibraryUsageError("club check takes one folder");
    ClubScanOptions so;
    so.keepClaims = true;
    const ClubScan scan = scanClub(a.rest[0], so);
    printProblems(scan);
    int failed = static_cast<int>(scan.problems.size());
    // What the re-runs cost, before they start: a claim of millions of games takes hours.
    std::vector<const BalanceClaim*> toRun;
    for (const BalanceClaim& c : scan.claimData)
        if (claimGamesTotal(c) <= maxGames) toRun.push_back(&c);
    ClaimReruns reruns("club check", threads);
    reruns.announce(toRun, toRun.size() < scan.claimData.size() ? " (" + std::to_string(scan.claimData.size() - toRun.size()) +
                                                                      " above --max-games " + std::to_string(maxGames) + " skipped)"
                                                                : std::string());
    for (std::size_t i = 0; i < scan.claimData.size() && !reruns.stopped(); ++i) {
        const std::string file = oneLine(scan.claimFiles[i]);
        const std::int64_t games = claimGamesTotal(scan.claimData[i]);
        if (games > maxGames) {
            std::cout << file << ": skipped (" << games << " games, above --max-games " << maxGames << ")" << std::endl;
            reruns.note(scan.claimFiles[i], "skipped (" + std::to_string(games) + " games)");
            continue;
        }
        ClaimCheck c;
        try {
            c = reruns.run(scan.claimData[i], scan.claimFiles[i]);
        } catch (const std::exception& e) {
            // One claim that cannot be re-run is its own problem; the rest are still checked.
            ++failed;
            std::cerr << file << ": cannot be re-run: " << oneLine(e.what()) << "\n";
            reruns.note(scan.claimFiles[i], "cannot be re-run");
            continue;
        }
        if (!c.finished) break;
        // Each result as it comes (flushed: a long check is watched, or stopped, line by line).
        if (c.reproduced) {
            std::cout << file << ": reproduced (" << games << " games)" << std::endl;
            continue;
        }
        ++failed;
        std::cerr << file << ": does not reproduce:\n";
        for (const auto& d : c.differences) std::cerr << "  " << oneLine(d) << "\n";
    }
    if (reruns.stopped()) return reruns.printStopped(scan.claimFiles);
    std::cout << a.rest[0] << ": " << scan.battles.size() << " battles, " << scan.claimData.size() << " claims, " << failed
              << " problem" << (failed == 1 ? "" : "s") << "\n";
    return failed ? kExitRuleErrors : kExitOk;
}

int runClub(const std::vector<std::string>& args) {
    if (args.empty()) {
        std::cerr << kUsage;
        return kExitUsage;
    }
    LibraryArgs a{std::vector<std::string>(args.begin() + 1, args.end())};
    try {
        if (args[0] == "index") return runIndex(a);
        if (args[0] == "publish") return runPublish(a);
        if (args[0] == "check") return runCheck(a);
        throw LibraryUsageError("unknown club command '" + args[0] + "'");
    } catch (const LibraryUsageError& e) {
        std::cerr << "muster-cli club: " << e.what() << "\n" << kUsage;
        return kExitUsage;
    } catch (const std::exception& e) {
        std::cerr << "muster-cli club " << args[0] << ": " << e.what() << "\n";
        return kExitUsage;
    }
}

const Registrar reg("club", "club index DIR | publish ID [--battle] --to DIR | check DIR   a club library in a shared folder or git clone",
                    runClub, kUsage);

} // namespace
} // namespace muster::cli
