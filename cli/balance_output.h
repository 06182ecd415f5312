#pragma once
// What `muster-cli balance` prints, and the part files of a sharded run: one balance run
// (one pair of players, or a ladder of them) as JSON (DESIGN.md "Balance") and as text, and
// the raw totals a shard writes so that `balance merge` can print exactly what the single
// run would have printed.
#include "engine/balance/balance.h"
#include "engine/balance/balance_ladder.h"
#include "engine/balance/balance_suggest.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace muster::cli {

// Everything a run produced, before it is printed.
struct BalanceOutcome {
    std::string file;                   // the scenario file, as named on the command line
    Scenario scenario;
    bool ladder = false;
    std::vector<BalanceReport> reports; // single: one; ladder: the jobs of ladderJobs()
    LadderOptions ladderOptions;        // ladder only
    int threads = 1;
    std::optional<ApSuggestion> ap;     // --suggest-ap (judged at the strongest rung)
    std::optional<BalanceReport> novice;// ladder + --suggest-ap: the weakest rung at the suggested pair
    std::optional<Suggestions> suggestions;  // --suggest (judged by the strongest player)
    long long planned = 0, played = 0;  // games, for "cut short after N of M"
    // A shard of a --suggest-ap run: after the main runs, every AP pair the search could try
    // (apCandidates) at the strongest rung and, with a ladder, at the weakest.
    bool shardedSuggest = false;
};

// Every command AP pair suggestAp could try on the scenario, in a fixed order.
std::vector<std::pair<int, int>> apCandidates(const Scenario& sc);
// Turns the runs of a merged --suggest-ap shard set into the suggestion (as the single
// run's search would have found it) and leaves only the main runs in o.reports.
void settleShardedSuggestion(BalanceOutcome& o);

nlohmann::ordered_json balanceJson(const BalanceOutcome& o);
void printBalanceText(const BalanceOutcome& o);

// A shard's part file, and reading parts back (std::runtime_error naming the file).
nlohmann::ordered_json partJson(const BalanceOutcome& o, int shardIndex, int shardCount);
// Merges part files into the outcome of the single run; refuses parts that do not belong
// together (another scenario, seed, ladder, game counts), a shard twice or missing, or a
// shard that was cut short, naming the file.
BalanceOutcome mergeParts(const std::vector<std::string>& files);

std::string durationText(double seconds);

// Why a side wins and where it is decided, in words (balance_text_explain.cpp).
void printWhyAndWhere(const Scenario& sc, const BalanceReport& r);
void printSuggestions(const Scenario& sc, const Suggestions& s, const std::string& player, int games);

} // namespace muster::cli
