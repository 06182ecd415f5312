#pragma once
// A club library: a folder anyone can share (a git clone, a synced folder, a USB stick).
//
//   scenarios/ID.json    battles in canonical form, of any system Muster builds battles for
//                        (Hold the Line, the square grid, the Eagle Games battle board)
//   games/*.json         finished games ("muster-club-game": the game file and the battle's checksum)
//   balance/*.json       balance claims (balance_claim.h)
//                        (games and claims only of Hold the Line battles: the others have no play)
//   index.json           written by writeClubIndex from the files above, never edited by hand
//   thumbnails/ID.png    small pictures of the maps, beside the index
//
// Reading a club never trusts it: every file is checked and a bad one is listed with its
// problem (ClubProblem) instead of stopping the rest. Nothing but publishClub and
// writeClubIndex writes into a club, and each write is atomic (model/io/atomic_file.h).
#include "balance_claim.h"
#include "model/scenario.h"
#include "model/systems/battle_file.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace muster {

struct ClubProblem {
    std::string file;     // relative to the club folder: "balance/x.json"
    std::string problem;  // a sentence
};


// Results of the finished games people played (a human on at least one side).
struct ClubResults {
    int games = 0, unionWins = 0, confederateWins = 0, draws = 0;
    int olderRevisions = 0;  // games of earlier revisions of the battle, not counted above
    std::string text() const; // "played 12 times: Union 7, Confederate 4, draw 1"
};

struct ClubClaimInfo {
    std::string file;                  // "balance/x.json"
    std::string muster;
    std::int64_t games = 0;
    std::uint64_t seed = 0;
    std::string unionAi, confederateAi;
    std::int64_t unionWins = 0, confederateWins = 0, draws = 0;
    bool olderRevision = false;
    std::vector<std::string> ladder;   // a ladder claim's players, weakest first (the figures above are the strongest's)
    std::string verdict;               // a ladder claim's verdict ("even", "lopsided", "depends-on-players")
    std::string text() const;          // "greedy v greedy, 200 games (seed 1): Union 48%, Confederate 45%, draws 7%"
};

struct ClubBattle {
    std::string id;                    // "antietam" (scenarios/antietam.json)
    std::string file;
    std::string checksum;              // sha256 of the canonical JSON
    std::string ruleset;               // the file's `ruleset` ("hold-the-line-acw")
    std::string system;                // its name for people
    std::string title, subtitle, author, date, unionName, confederateName;
    int columns = 0, rows = 0, turns = 0, units = 0; // columns, rows: 0 on a board of spaces; turns: 0 when it counts none
    std::string board;                 // another system's board in its words ("12 x 8 square tiles"); empty for Hold the Line
    bool holdTheLine() const;          // the engine plays it: games and claims may name it
    std::string thumbnail;             // "thumbnails/antietam.png" when present
    std::vector<ClubClaimInfo> claims; // current revision's first
    ClubResults played;
};

struct ClubScan {
    std::string dir;
    std::vector<ClubBattle> battles;   // sorted by id
    std::vector<ClubProblem> problems; // in file order
    std::vector<BalanceClaim> claimData; // the claims read (for check), same order as read
    std::vector<std::string> claimFiles;
};

struct ClubScanOptions {
    bool replayGames = true;   // replay each game to find its result (off: trust none, count none)
    bool checkIndex = true;    // compare index.json with the files
    bool keepClaims = false;   // fill claimData (check re-runs them)
};

// Reads the whole folder. Never throws for what is in the folder; throws
// std::runtime_error when DIR itself is not a folder.
ClubScan scanClub(const std::string& dir, const ClubScanOptions& options = {});
// Reads one battle of a club (for Open): checked again, as the folder may have changed.
// Another system's battle is in `other`.
AnyScenario readClubBattle(const std::string& dir, const std::string& id);
// The same for a Hold the Line battle; throws for another system's.
Scenario loadClubBattle(const std::string& dir, const std::string& id);
// sha256 of a battle's canonical text, the checksum a club gives it.
std::string clubChecksum(const AnyScenario& battle);

// index.json for a scan: a pure function of the files, no dates of its own, so any two
// clones with the same files write the same bytes.
std::string clubIndexJson(const ClubScan& scan);

// Paints a thumbnail: PNG bytes, empty for none. Hold the Line battles through the first,
// other systems' through the second.
using ThumbnailPainter = std::function<std::string(const Scenario&)>;
using BattleThumbnailPainter = std::function<std::string(const Battle&)>;
// Scans, writes thumbnails (only those that changed) and index.json, atomically. Returns the scan.
ClubScan writeClubIndex(const std::string& dir, const ThumbnailPainter& thumbnail = {},
                        const BattleThumbnailPainter& battleThumbnail = {});

// The club file of a finished game: the game file and the battle's checksum.
std::string clubGameJson(const std::string& battleId, const std::string& checksum, const std::string& gameJson,
                         const std::string& unionPlayer, const std::string& confederatePlayer);

struct PublishOptions {
    std::string id;                        // club id; empty: from the origin, else from the title
    std::vector<std::string> gameJsons;    // finished games to publish with it (muster-game text)
    std::optional<BalanceClaim> claim;     // checked against the battle before it is written
    std::vector<std::string> localChecksums; // checksums of the local revisions (to tell our own battle from another)
    std::string publisher;                 // the member publishing (empty: defaultPublisher()); only their own claims are rewritten
    ThumbnailPainter thumbnail;
    BattleThumbnailPainter battleThumbnail;
};
struct PublishResult {
    std::string id, checksum;
    std::vector<std::string> written;      // relative paths
    int claimsMarkedOlder = 0;
    bool replaced = false;                 // an earlier revision was replaced
};
// Writes the battle, its games and claim, marks the publisher's own claims of earlier
// revisions as such and rebuilds the index. A file another member wrote is never rewritten. Throws std::runtime_error (nothing written) when the battle breaks
// the rules, the id names another battle, a game is not of this battle or unfinished, or
// the claim is for another battle.
PublishResult publishClub(const std::string& dir, const Scenario& battle, const PublishOptions& options);
// Another system's battle: the same, with no games or claim (Muster does not play it; given
// any, it throws).
PublishResult publishClub(const std::string& dir, const Battle& battle, const PublishOptions& options);

} // namespace muster
