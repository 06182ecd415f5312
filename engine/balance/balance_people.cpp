#include "engine/balance/balance_people.h"

#include "engine/balance/balance_json.h"
#include "engine/balance/balance_plan.h"
#include "model/io/scenario_json.h"

#include <cmath>

namespace muster {
namespace {

using Json = nlohmann::ordered_json;

std::string pct0(double r) { return std::to_string(static_cast<int>(std::lround(100 * r))) + "%"; }

std::string shareWords(const DecidedShare& s) {
    return pct0(s.rate) + " (" + std::to_string(static_cast<int>(std::lround(100 * s.ci.lo))) + "-" + pct0(s.ci.hi) + ")";
}

struct Rung {
    std::string name;
    DecidedShare share;
};

// The rungs of a run: the ladder's players, or the one pairing.
std::vector<Rung> rungsOf(const BalanceOutcome& o) {
    std::vector<Rung> out;
    if (o.reports.empty()) return out;
    if (!o.plan.isLadder()) return {{balancePlayersText(o.reports.front().options), decidedShare(o.reports.front())}};
    for (std::size_t i = 0; i < o.plan.ladder.size() && i < o.reports.size(); ++i)
        out.push_back({o.reports[i].options.unionAi, decidedShare(o.reports[i])});
    return out;
}

bool overlap(const Interval& a, const Interval& b) { return a.lo <= b.hi && b.lo <= a.hi; }

std::string games(int n) { return std::to_string(n) + (n == 1 ? " game" : " games"); }

} // namespace

DecidedShare PeopleResults::share() const {
    DecidedShare s;
    s.decided = unionWins + confederateWins;
    if (s.decided > 0) s.rate = double(unionWins) / s.decided;
    s.ci = wilsonInterval(unionWins, s.decided);
    return s;
}

PeopleCounter::PeopleCounter(const Scenario& battle) : battle_(writeScenarioJson(battle)) {}

void PeopleCounter::beginSource(const std::string& name) { r_.sources.push_back({name, 0}); }

PeopleCounter::Seen PeopleCounter::add(const GameRecord& g, const std::string& file, const GamePlayers* players) {
    if (writeScenarioJson(g.scenario) != battle_) {
        ++r_.otherBattle;
        return Seen::OtherBattle;
    }
    const GamePlayers seats = g.players ? *g.players : players ? *players : GamePlayers{};
    if (seats.seats[0].player != kHumanSeat && seats.seats[1].player != kHumanSeat) {
        ++r_.computerOnly;
        return Seen::ComputerOnly;
    }
    const Replay replay = replayGame(g);
    if (!replay.ok()) {
        skip(file, "does not replay: " + replay.error);
        return Seen::DoesNotReplay;
    }
    if (!replay.state.over()) {
        ++r_.unfinished;
        return Seen::Unfinished;
    }
    ++r_.games;
    if (!r_.sources.empty()) ++r_.sources.back().games;
    switch (replay.state.result) {
    case GameResult::UnionWins: ++r_.unionWins; break;
    case GameResult::ConfederateWins: ++r_.confederateWins; break;
    default: ++r_.draws; break;
    }
    return Seen::Counted;
}

PeopleAgreement peopleAgreement(const PeopleResults& p, const BalanceOutcome& o) {
    PeopleAgreement a;
    const DecidedShare mine = p.share();
    a.comparable = mine.decided > 0;
    if (p.games == 0) {
        a.text = "No game people played to the end on this battle was found.";
        return a;
    }
    if (!a.comparable) {
        a.text = "People's " + games(p.games) + " all ended drawn: nothing to set beside the machines.";
        return a;
    }
    const std::vector<Rung> rungs = rungsOf(o);
    std::string more, less;
    for (const Rung& r : rungs) {
        if (r.share.decided == 0 || overlap(mine.ci, r.share.ci)) continue;
        a.disagreeWith.push_back(r.name);
        std::string& list = mine.ci.lo > r.share.ci.hi ? more : less;
        list += (list.empty() ? "" : ", ") + r.name + " " + shareWords(r.share);
    }
    if (a.disagreeWith.empty()) {
        a.text = "People and the machines agree as far as " + games(p.games) + " can tell: people's interval overlaps " +
                 (rungs.size() == 1 ? rungs.front().name + "'s." : "every player's.");
        return a;
    }
    a.text = "People and the machines disagree: people give the Union " + shareWords(mine) + " of the decided games";
    if (!more.empty()) a.text += ", clearly more than " + more;
    if (!less.empty()) a.text += std::string(more.empty() ? "," : " and") + " clearly less than " + less;
    a.text += " (the 95% intervals do not overlap).";
    return a;
}

Json peopleJson(const PeopleResults& p, const BalanceOutcome& o) {
    const DecidedShare s = p.share();
    const PeopleAgreement a = peopleAgreement(p, o);
    Json j;
    j["games"] = p.games;
    j["union"] = {{"wins", p.unionWins}};
    j["confederate"] = {{"wins", p.confederateWins}};
    j["draws"] = p.draws;
    j["decidedUnionShare"] = {{"decided", s.decided}, {"rate", s.rate}, {"ci95", {s.ci.lo, s.ci.hi}}};
    auto sources = Json::array();
    for (const PeopleSource& src : p.sources) sources.push_back({{"from", src.name}, {"games", src.games}});
    j["sources"] = sources;
    j["notCounted"] = {{"unfinished", p.unfinished}, {"computerOnly", p.computerOnly}, {"otherBattle", p.otherBattle}};
    auto skipped = Json::array();
    for (const PeopleSkip& k : p.skipped) skipped.push_back({{"file", k.file}, {"reason", k.reason}});
    j["skipped"] = skipped;
    j["agree"] = a.comparable ? Json(a.disagreeWith.empty()) : Json(nullptr);
    j["disagreeWith"] = a.disagreeWith;
    j["text"] = a.text;
    return j;
}

} // namespace muster
