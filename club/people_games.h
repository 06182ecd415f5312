#pragma once
// Where people's games of a battle are found, for a balance run to set beside its AI rungs
// (engine/balance/balance_people.h): game files named one by one, folders of them (a
// scenario's own folder, a club folder's games/), club game files ("muster-club-game") and
// the games the library keeps. A file that cannot be read is listed with its reason and the
// rest go on; nothing here throws for what a file or the library holds.
#include "engine/balance/balance_people.h"

#include <string>
#include <vector>

namespace muster {

class Library;

struct PeopleGameSources {
    // Files and folders. A folder gives its *.json game files, and those of its games/
    // folder when it has one (a club); files of other kinds (scenarios, balance results)
    // are passed over. A file named on its own must be a game.
    std::vector<std::string> paths;
    const Library* library = nullptr;  // its stored games too, when set
    // Or a library file, opened read-only here: a connection of the thread that counts (the
    // editor counts in its balance worker, away from the library the window holds open).
    std::string libraryFile;
    std::string libraryName;           // how the sources name it
};

PeopleResults collectPeopleGames(const Scenario& battle, const PeopleGameSources& sources);

} // namespace muster
