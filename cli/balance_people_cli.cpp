// `muster-cli balance --people DIR|FILE ... [--db PATH | --no-library]`: games people played
// on the battle, found in the folders and files named and in the library (club/people_games.h),
// set beside the AI rungs in the text and the JSON ("people").
#include "balance_output.h"
#include "cli_util.h"

#include "club/people_games.h"
#include "db/library.h"

#include <cstdio>
#include <filesystem>
#include <iostream>

namespace muster::cli {
namespace {

std::string pct(double r) {
    char b[32];
    std::snprintf(b, sizeof b, "%.1f%%", 100 * r);
    return b;
}

} // namespace

PeopleArgs takePeopleArgs(std::vector<std::string>& args) {
    PeopleArgs p;
    while (auto v = takeOption(args, "--people")) p.paths.push_back(*v);
    p.db = takeOption(args, "--db");
    p.noLibrary = takeFlag(args, "--no-library");
    if (p.noLibrary && p.paths.empty()) throw std::invalid_argument("--no-library goes with --people DIR|FILE (the library's games are counted with them)");
    if (p.db && p.noLibrary) throw std::invalid_argument("--db names the library whose games count; --no-library leaves it out: give one");
    return p;
}

PeopleResults findPeopleGames(const Scenario& battle, const PeopleArgs& a) {
    PeopleGameSources sources;
    sources.paths = a.paths;
    if (!a.noLibrary) {
        const std::string path = a.db ? *a.db : Library::defaultPath();
        std::error_code ec;
        // The default library is read only when it is there: a balance run never creates one.
        if (a.db || std::filesystem::exists(path, ec)) {
            sources.libraryFile = path;
            sources.libraryName = "the library (" + path + ")";
        }
    }
    return collectPeopleGames(battle, sources);
}

void printPeople(const BalanceOutcome& o) {
    if (!o.people) return;
    const PeopleResults& p = *o.people;
    const PeopleAgreement a = peopleAgreement(p, o);
    std::cout << "\nPeople (finished games with a person on at least one side):";
    if (p.games == 0) {
        std::cout << " none found.\n";
    } else {
        const DecidedShare s = p.share();
        std::cout << "\n  " << p.games << (p.games == 1 ? " game" : " games") << ": Union " << p.unionWins << ", Confederate "
                  << p.confederateWins << ", draws " << p.draws << "\n";
        if (s.decided > 0)
            std::cout << "  Union share of decided games: " << pct(s.rate) << " (95% CI " << pct(s.ci.lo) << " - " << pct(s.ci.hi)
                      << ")\n";
    }
    std::cout << "  " << a.text << "\n";
    for (const PeopleSource& src : p.sources)
        std::cout << "  from " << src.name << ": " << src.games << (src.games == 1 ? " game" : " games") << "\n";
    if (p.unfinished + p.computerOnly + p.otherBattle > 0)
        std::cout << "  not counted: " << p.unfinished << " unfinished, " << p.computerOnly << " with no person at the table, "
                  << p.otherBattle << " of another battle or revision\n";
    for (const PeopleSkip& k : p.skipped) std::cout << "  skipped " << k.file << ": " << k.reason << "\n";
}

} // namespace muster::cli
