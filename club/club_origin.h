#pragma once
// Where a battle in the local library came from: Open from a club records the club folder,
// the battle's id and checksum in the revision's note, so the library can say later that
// the club has a newer revision, and publishing it again reuses its id.
#include "club.h"
#include "db/library.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace muster {

struct ClubOrigin {
    std::string dir, id, checksum;
};

// "Opened from club DIR: scenarios/ID.json (sha256:...)"
std::string clubOriginNote(const ClubOrigin& o);
std::optional<ClubOrigin> parseClubOriginNote(const std::string& note);

// The newest origin among a scenario's revisions, if it came from a club.
std::optional<ClubOrigin> clubOrigin(const Library& lib, ScenarioId id);
// sha256 checksums of every revision of a scenario (to tell our own battle in a club).
std::vector<std::string> revisionChecksums(const Library& lib, ScenarioId id);

// A battle of a club that the local library holds a copy of.
struct LocalCopy {
    ScenarioId scenario = 0;
    bool newerInClub = false; // the club's file is none of the copy's revisions
};
// By club battle id, the local copies of `scan`'s battles (scenarios opened from that folder).
std::map<std::string, LocalCopy> localCopies(const Library& lib, const ClubScan& scan);

// Copies a club battle into the library as a new scenario (or a new revision of its earlier
// copy), with its origin in the revision note. Returns the scenario's id.
ScenarioId openClubBattle(Library& lib, const ClubScan& scan, const std::string& id);

// A club battle of another system copied into the library's battles, which keep no revisions
// or notes: the library battle holding this very text when there is one, else a new one.
// Returns its id.
BattleId openClubSystemBattle(Library& lib, const ClubScan& scan, const std::string& id);

} // namespace muster
