// People beside the AI rungs (engine/balance/balance_people.h): whether people and the
// machines agree is read from the overlap of the 95% intervals, and the JSON entry says so.
#include "engine/balance/balance_people.h"
#include "engine/balance/balance_plan.h"

#include <QTest>

using namespace muster;

namespace {

BalanceReport rung(const std::string& ai, int unionWins, int confederateWins, int draws) {
    BalanceReport r;
    r.options.unionAi = r.options.confederateAi = ai;
    r.unionWins = unionWins;
    r.confederateWins = confederateWins;
    r.draws = draws;
    r.games = r.planned = unionWins + confederateWins + draws;
    return r;
}

BalanceOutcome ladderOf(std::vector<BalanceReport> rungs) {
    BalanceOutcome o;
    o.plan.ladder.clear();
    for (const BalanceReport& r : rungs) o.plan.ladder.push_back(r.options.unionAi);
    o.plan.crossGames = 0;
    o.reports = std::move(rungs);
    for (BalanceReport& r : o.reports) r.prepare(o.scenario);  // the tallies the JSON reads
    return o;
}

PeopleResults people(int u, int c, int d) {
    PeopleResults p;
    p.unionWins = u;
    p.confederateWins = c;
    p.draws = d;
    p.games = u + c + d;
    p.sources.push_back({"games/", p.games});
    return p;
}

} // namespace

class TestBalancePeople : public QObject {
    Q_OBJECT
private slots:
    void agreeWhenTheIntervalsOverlap() {
        const BalanceOutcome o = ladderOf({rung("greedy", 50, 50, 0), rung("search", 30, 30, 0)});
        const PeopleAgreement a = peopleAgreement(people(4, 3, 0), o);
        QVERIFY(a.comparable);
        QVERIFY(a.disagreeWith.empty());
        QVERIFY2(a.text.find("agree as far as 7 games can tell") != std::string::npos, a.text.c_str());
    }

    void disagreeWithTheRungsWhoseIntervalMissesPeoples() {
        // People: the Union wins 28 of 30 decided games; greedy gives it half, search a third.
        const BalanceOutcome o = ladderOf({rung("greedy", 100, 100, 10), rung("search", 20, 40, 0)});
        const PeopleAgreement a = peopleAgreement(people(28, 2, 1), o);
        QCOMPARE(a.disagreeWith, (std::vector<std::string>{"greedy", "search"}));
        QVERIFY2(a.text.find("disagree") != std::string::npos, a.text.c_str());
        QVERIFY2(a.text.find("clearly more than greedy 50%") != std::string::npos, a.text.c_str());
        // One rung agrees, the other does not: only that one is named.
        const BalanceOutcome mixed = ladderOf({rung("greedy", 100, 100, 0), rung("search", 58, 2, 0)});
        const PeopleAgreement b = peopleAgreement(people(28, 2, 1), mixed);
        QCOMPARE(b.disagreeWith, (std::vector<std::string>{"greedy"}));
    }

    void noneOrOnlyDrawsSaySo() {
        const BalanceOutcome o = ladderOf({rung("greedy", 5, 5, 0), rung("search", 5, 5, 0)});
        const PeopleAgreement none = peopleAgreement(PeopleResults{}, o);
        QVERIFY(!none.comparable);
        QVERIFY2(none.text.find("No game people played") != std::string::npos, none.text.c_str());
        const PeopleAgreement draws = peopleAgreement(people(0, 0, 3), o);
        QVERIFY(!draws.comparable);
        QVERIFY2(draws.text.find("drawn") != std::string::npos, draws.text.c_str());
    }

    void theJsonEntry() {
        const BalanceOutcome o = ladderOf({rung("greedy", 100, 100, 10), rung("search", 20, 40, 0)});
        PeopleResults p = people(28, 2, 1);
        p.skipped.push_back({"games/bad.json", "not JSON"});
        p.unfinished = 2;
        const nlohmann::ordered_json j = peopleJson(p, o);
        QCOMPARE(j["games"].get<int>(), 31);
        QCOMPARE(j["union"]["wins"].get<int>(), 28);
        QCOMPARE(j["draws"].get<int>(), 1);
        QCOMPARE(j["decidedUnionShare"]["decided"].get<int>(), 30);
        const Interval ci = wilsonInterval(28, 30);
        QCOMPARE(j["decidedUnionShare"]["ci95"][0].get<double>(), ci.lo);
        QCOMPARE(j["decidedUnionShare"]["ci95"][1].get<double>(), ci.hi);
        QCOMPARE(j["sources"][0]["from"].get<std::string>(), std::string("games/"));
        QCOMPARE(j["notCounted"]["unfinished"].get<int>(), 2);
        QCOMPARE(j["skipped"][0]["file"].get<std::string>(), std::string("games/bad.json"));
        QCOMPARE(j["agree"].get<bool>(), false);
        // In the outcome's JSON only when a front end looked for people's games.
        BalanceOutcome with = o;
        for (BalanceReport& r : with.reports) r.options.seed = 1;
        QVERIFY(!balanceOutcomeJson(with).contains("people"));
        with.people = p;
        QCOMPARE(balanceOutcomeJson(with)["people"]["games"].get<int>(), 31);
    }
};

QTEST_MAIN(TestBalancePeople)
#include "test_balance_people.moc"
