#pragma once
// What `muster-cli balance` prints beside the JSON (engine/balance/balance_plan.h), and the
// part files of a sharded run: the raw totals a shard writes so that `balance merge` can
// print exactly what the single run would have printed.
#include "engine/balance/balance_plan.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace muster::cli {

// A run as the command line made it: the scenario file as named, the threads, the outcome.
struct BalanceRun {
    std::string file;
    int threads = 1;
    BalanceOutcome outcome;
};

void printBalanceText(const BalanceRun& r);

// A shard's part file, and reading parts back (std::runtime_error naming the file).
nlohmann::ordered_json partJson(const BalanceRun& r);
// Merges part files into the outcome of the single run; refuses parts that do not belong
// together (another scenario, seed, ladder, game counts), a shard twice or missing, or a
// shard that was cut short, naming the file.
BalanceRun mergeParts(const std::vector<std::string>& files);

// Why a side wins and where it is decided, in words (balance_text_explain.cpp).
void printWhyAndWhere(const Scenario& sc, const BalanceReport& r);
void printSuggestions(const Scenario& sc, const Suggestions& s, const std::string& player, int games);

// Where people's games come from (balance_people_cli.cpp): --people DIR|FILE (again for
// more), with the library's games: --db PATH's, or the default library's when it exists;
// none with --no-library. Asked for only with --people or --db, so the JSON of a plain run
// stays a function of its plan. takePeopleArgs removes the options (std::invalid_argument
// on a mistake).
struct PeopleArgs {
    std::vector<std::string> paths;
    std::optional<std::string> db;
    bool noLibrary = false;
    bool asked() const { return !paths.empty() || db.has_value(); }
};
PeopleArgs takePeopleArgs(std::vector<std::string>& args);
PeopleResults findPeopleGames(const Scenario& battle, const PeopleArgs& a);
// The "People" lines of the text, when the outcome has people's games looked for.
void printPeople(const BalanceOutcome& o);

} // namespace muster::cli
