// Rules data (all four systems, provenance), lookups, search ranking and user overrides.
#include "rulesref/rule_parameters.h"
#include "rulesref/rules_library.h"
#include "rulesref/rules_search.h"
#include "tests/ci_skip.h"

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using namespace muster;

class TestData : public QObject {
    Q_OBJECT

private slots:
    void fourSystemsLoaded() {
        const auto& lib = RulesLibrary::instance();
        QCOMPARE(lib.systems().size(), std::size_t(4));
        QCOMPARE(lib.systems().front().id, std::string("htl"));
        for (const char* id : {"htl", "eagle", "grid", "tob"}) {
            QVERIFY2(lib.system(id), id);
            QVERIFY2(lib.bySystem(id).size() >= 10, id);
        }
    }
    void everyEntryHasProvenance() {
        std::set<std::string> seeds{"000", "001", "002", "003", "004"};
        for (const auto& e : RulesLibrary::instance().entries()) {
            QVERIFY2(!e.title.empty() && !e.summary.empty() && !e.tags.empty(), e.id.c_str());
            QVERIFY2(seeds.count(e.seed), e.id.c_str());
            QVERIFY2(!e.section.empty(), e.id.c_str());
            QVERIFY2(e.id.rfind(e.system + ".", 0) == 0, e.id.c_str());
            for (const auto& n : e.numbers) QVERIFY2(!n.inferred || !n.origin.empty(), (e.id + " " + n.name).c_str());
        }
    }
    // The issue's topic list for Hold the Line is covered.
    void htlTopicsCovered() {
        const auto& lib = RulesLibrary::instance();
        for (const char* id : {"htl.sequence", "htl.ap", "htl.ap.costs", "htl.stacking", "htl.los", "htl.fire",
                               "htl.fire.chart", "htl.close", "htl.morale", "htl.retreat", "htl.displacement",
                               "htl.leader.casualty", "htl.rally", "htl.victory", "htl.optional.11.1",
                               "htl.optional.11.5", "eagle.charge.ratio", "eagle.standalone", "tob.saves", "grid.close"})
            QVERIFY2(lib.find(id), id);
        QVERIFY(!lib.find("htl.nope"));
    }
    // facts the audit found missing or misattributed, each with the
    // seed and section it comes from (the text checked against the seeds by hand).
    void auditedFacts_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("seed");
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("phrase");
        auto row = [](const char* name, const char* id, const char* seed, const char* section, const char* phrase) {
            QTest::newRow(name) << QString(id) << QString(seed) << QString(section) << QString(phrase);
        };
        row("hidden morale", "htl.morale.hidden", "000", "Combat units note", "neither side sees");
        row("free move is the activation", "htl.leader.free-move", "001", "9.1.1; 000 Leaders", "activation");
        row("leader at its unit's rate", "htl.leader.free-move", "001", "9.1.1; 000 Leaders", "that unit's rate");
        row("lone leader eliminated", "htl.movement.lone-leader", "001", "7.2.1; 000 Leaders", "does not have to stop");
        row("control by last entry", "htl.vp.control", "001", "10.0, 3.1.6, 8.3.3", "entered it last");
        row("own counters never score", "htl.vp.control", "001", "10.0, 3.1.6, 8.3.3", "never score for that side");
        row("counters stay on retreat", "htl.vp.control", "001", "10.0, 3.1.6, 8.3.3", "it stays where it is");
        row("retreat qualifiers", "htl.retreat", "001", "8.3.4, 8.4, 8.4.1", "no longer next to the attacker");
        row("blocks stay with unit", "htl.unit.blocks", "001", "3.0.2", "never handed from one unit");
        row("reinforcements from the aid", "htl.reinforcements", "000", "Reinforcements note", "1 AP");
        row("lone leader blocks LOS", "htl.los", "001", "8.2; 000 Line of sight", "a leader standing alone included");
        row("eagle end capped", "eagle.end", "002", "Turns and Ending", "turn number");
        row("eagle natives army marks", "eagle.waoi.natives", "002", "War! Age of Imperialism Natives", "its own plus marks");
        row("tob battery save", "tob.saves", "004", "5 Combat (saving throws)", "a battery's normal fire and melee");
        row("tob cavalry skirmisher", "tob.dice", "004", "5 Combat (number of dice)", "cavalry skirmishers and mounted cavalry brigades 2 in melee");
        row("tob stationary battery", "tob.dice", "004", "5 Combat (number of dice)", "a battery 1 at all times");
        row("tob exhaustion received", "tob.exhaustion", "004", "6 Exhaustion", "received casualties this turn");
        row("tob works no sign", "tob.morale.modifiers", "004", "4 Morale", "no value or sign");
    }
    void auditedFacts() {
        QFETCH(QString, id);
        QFETCH(QString, seed);
        QFETCH(QString, section);
        QFETCH(QString, phrase);
        const RuleEntry* e = RulesLibrary::instance().find(id.toStdString());
        QVERIFY2(e, qPrintable(id));
        QCOMPARE(QString::fromStdString(e->seed), seed);
        QCOMPARE(QString::fromStdString(sectionText({e->seed, e->section}, e->also)), section);
        QVERIFY2(QString::fromStdString(e->summary.text(Audience::Cli)).contains(phrase), e->summary.text(Audience::Cli).c_str());
    }
    // Wrong readings the audit removed stay removed.
    void auditedMistakesGone() {
        const auto& lib = RulesLibrary::instance();
        QVERIFY(QString::fromStdString(lib.find("htl.los")->summary.text(Audience::Cli)).contains("leader"));
        QVERIFY(!QString::fromStdString(lib.find("tob.morale.modifiers")->summary.text(Audience::Cli)).contains("bonuses for higher ground, buildings"));
        QVERIFY(!QString::fromStdString(lib.find("tob.exhaustion")->summary.text(Audience::Cli)).contains("lost stands"));
        QVERIFY(!QString::fromStdString(lib.find("eagle.waoi.natives")->summary.text(Audience::Cli)).contains("brigade's plus"));
        bool capped = false;
        for (const auto& n : lib.find("eagle.end")->numbers)
            if (n.name.find("withdraw") != std::string::npos) capped = n.value.find("min(t-1, 6)/6") == 0 && n.inferred;
        QVERIFY(capped);
    }
    void terrainLookupCoversAllTen() {
        const auto& lib = RulesLibrary::instance();
        for (Terrain t : kAllTerrain) {
            const auto hits = lib.byTerrain(t);
            QVERIFY2(!hits.empty(), std::string(toString(t)).c_str());
            QCOMPARE(hits.front()->id, "htl.terrain." + std::string(toString(t)));
        }
        const auto woods = lib.byTerrain("woods");
        QVERIFY(std::any_of(woods.begin(), woods.end(), [](auto* e) { return e->id == "htl.terrain.woods"; }));
        QVERIFY(std::any_of(woods.begin(), woods.end(), [](auto* e) { return e->system == "tob"; }));
    }
    void unitLookup() {
        const auto& lib = RulesLibrary::instance();
        const auto guns = lib.byUnitType(UnitType::Gunboat);
        QVERIFY(!guns.empty());
        QCOMPARE(guns.front()->id, std::string("htl.unit.gunboat"));
        QVERIFY(lib.byUnitType("zeppelin").empty());
    }
    void searchRanksTitleFirst() {
        auto& s = RulesSearch::instance();
        auto hits = s.search("woods");
        QVERIFY(!hits.empty());
        QCOMPARE(hits.front().entry->id, std::string("htl.terrain.woods"));
        hits = s.search("morale die");
        QVERIFY(!hits.empty());
        QCOMPARE(hits.front().entry->id, std::string("htl.morale.die"));
        hits = s.search("pursuit", 20, "eagle");
        QVERIFY(!hits.empty());
        QCOMPARE(hits.front().entry->id, std::string("eagle.pursuit"));
        for (const auto& h : hits) QCOMPARE(h.entry->system, std::string("eagle"));
        for (std::size_t i = 1; i < hits.size(); ++i) QVERIFY(hits[i - 1].score >= hits[i].score);
    }
    void searchOddInput() {
        auto& s = RulesSearch::instance();
        QVERIFY(s.search("").empty());
        QVERIFY(s.search("\"* ( ) :").empty());
        QVERIFY(!s.search("\"woods\" OR (").empty());  // FTS5 syntax is treated as words
        QVERIFY(s.search("xyzzyplugh").empty());
        // No entry has every word: falls back to any word.
        QVERIFY(!s.search("gunboat xyzzyplugh").empty());
        // Prefix and stemming: "retreats" and "retr" both find the retreat rule.
        QVERIFY(!s.search("retr").empty());
        QVERIFY(!s.search("retreats").empty());
    }
    void parametersHaveDefaults() {
        RuleParameters p;
        QCOMPARE(p.value("htl.fire.infantry.1"), 5);
        QVERIFY(!p.get("htl.fire.infantry.1").inferred);
        QCOMPARE(p.value("htl.fire.infantry.2"), 6);
        QVERIFY(p.get("htl.fire.infantry.2").inferred);
        QCOMPARE(p.value("htl.morale-die.green") + p.value("htl.morale-die.black") + p.value("htl.morale-die.gold"), 6);
        QVERIFY_THROWS_EXCEPTION(OverridesError, p.get("no.such.key"));
        QVERIFY_THROWS_EXCEPTION(OverridesError, p.setOverride("htl.fire.infantry.2", 0));
    }
    // Each parameter has its own range; a typed value's message names key and parameter.
    void parameterRangesAndTypedValues() {
        RuleParameters p;
        QCOMPARE(p.range("htl.fire.infantry.2").max, 6);
        QCOMPARE(p.range("htl.morale-die.gold").max, 6);
        QCOMPARE(p.range("eagle.fire.tohit.infantry").min, 2);
        QCOMPARE(p.range("eagle.fire.tohit.infantry").max, 12);
        QVERIFY_THROWS_EXCEPTION(OverridesError, p.setOverride("htl.fire.infantry.2", 7));
        QVERIFY_THROWS_EXCEPTION(OverridesError, p.setOverride("htl.morale-die.green", 0));
        p.setOverride("eagle.fire.tohit.infantry", 11);
        QCOMPARE(p.parseValue("htl.fire.infantry.2", " 5 "), 5);
        try {
            p.parseValue("htl.fire.infantry.2", "9");
            QFAIL("9 accepted as a hit number");
        } catch (const OverridesError& e) {
            const QString m = e.what();
            QVERIFY2(m.contains("htl.fire.infantry.2") && m.contains("infantry, 2 hexes") && m.contains("1..6"), e.what());
        }
        try {
            p.parseValue("htl.morale-die.black", "two");
            QFAIL("text accepted");
        } catch (const OverridesError& e) {
            QVERIFY2(QString(e.what()).contains("black faces") && QString(e.what()).contains("'two'"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(OverridesError, p.parseValue("no.such", "3"));
    }
    void overridesRoundTripAndUserPath() {
        QTemporaryDir dir;
        qputenv("XDG_CONFIG_HOME", dir.path().toUtf8());
        const std::string path = RuleParameters::userOverridesPath();
        QCOMPARE(QString::fromStdString(path), dir.path() + "/muster/rules-overrides.json");
        RuleParameters p;
        p.setOverride("htl.fire.infantry.2", 5);
        p.saveOverrides(path);
        auto q = RuleParameters::loadUser();
        QCOMPARE(q.value("htl.fire.infantry.2"), 5);
        QVERIFY(q.get("htl.fire.infantry.2").overridden);
        QVERIFY(q.get("htl.fire.infantry.2").describe().find("user override") != std::string::npos);
        q.clearOverride("htl.fire.infantry.2");
        QCOMPARE(q.value("htl.fire.infantry.2"), 6);
    }
    void malformedOverridesNamePathAndKeepFile() {
        QTemporaryDir dir;
        const std::string path = (dir.path() + "/o.json").toStdString();
        { std::ofstream(path) << R"({"overrides": {"htl.fire.infantry.2": "five"}})"; }
        RuleParameters p;
        try {
            p.loadOverrides(path);
            QFAIL("expected OverridesError");
        } catch (const OverridesError& e) {
            const std::string msg = e.what();
            QVERIFY2(msg.find(path) != std::string::npos && msg.find("/overrides/htl.fire.infantry.2") != std::string::npos,
                     msg.c_str());
        }
        // Other formats, versions and unknown keys are named by their JSON path.
        const std::pair<const char*, const char*> bad[] = {
            {R"({"format": "muster-scenario", "overrides": {}})", "/format"},
            {R"({"formatVersion": 2, "overrides": {}})", "/formatVersion"},
            {R"({"overides": {}})", "/overides: unknown key"},
            {R"([1, 2])", ": /: expected an object"},
            {R"({"overrides": {"htl.morale-die.gold": 7}})", "/overrides/htl.morale-die.gold: 7 is outside 1..6"},
        };
        for (const auto& [text, needle] : bad) {
            { std::ofstream(path) << text; }
            try {
                p.loadOverrides(path);
                QFAIL(text);
            } catch (const OverridesError& e) {
                QVERIFY2(std::string(e.what()).find(needle) != std::string::npos, e.what());
            }
        }
        { std::ofstream(path) << R"({"format": "muster-rules-overrides", "formatVersion": 1, "overrides": {"htl.close.hitOn": 5}})"; }
        p.loadOverrides(path);
        QCOMPARE(p.value("htl.close.hitOn"), 5);
        { std::ofstream(path) << "{not json"; }
        QVERIFY_THROWS_EXCEPTION(OverridesError, p.loadOverrides(path));
        std::ifstream in(path);
        std::stringstream ss;
        ss << in.rdbuf();
        QCOMPARE(ss.str(), std::string("{not json"));  // a failed load never rewrites the file
    }
    // Summaries are our own words: no run of 8 words copied from a seed document.
    void summariesNotCopied() {
        const QString seeds = qEnvironmentVariableIsEmpty("MUSTER_SEEDS") ? QString(MUSTER_SOURCE_DIR) + "/../shared/seeds"
                                                                         : qEnvironmentVariable("MUSTER_SEEDS");
        if (!QDir(seeds).exists()) MUSTER_SKIP_UNLESS_CI("seed documents not found (MUSTER_SEEDS, or shared/seeds next to the repository): " + seeds);
        auto norm = [](QString s) {
            s = s.toLower();
            s.replace(QRegularExpression("[^a-z0-9]+"), " ");
            return s.simplified();
        };
        QString all;
        for (const auto& f : QDir(seeds).entryList({"0*.txt"})) {
            QFile file(seeds + "/" + f);
            QVERIFY(file.open(QIODevice::ReadOnly));
            all += norm(QString::fromUtf8(file.readAll())) + " ";
        }
        for (const auto& e : RulesLibrary::instance().entries()) {
            const QStringList w = norm(QString::fromStdString(e.summary.text(Audience::Cli))).split(' ');
            for (int i = 0; i + 8 <= w.size(); ++i) {
                const QString run = w.mid(i, 8).join(' ');
                QVERIFY2(!all.contains(run), qPrintable(QString::fromStdString(e.id) + ": " + run));
            }
        }
    }
    void badDataIsReported() {
        QVERIFY_THROWS_EXCEPTION(RulesDataError, RulesLibrary::fromJson({{"x.json", "{"}}));
        const std::string noFrom = R"({"system": {"id": "x", "name": "X", "seeds": ["009"], "summary": "s"},
            "entries": [{"id": "x.a", "topic": "t", "title": "T", "summary": "S", "tags": ["a"],
                         "source": {"seed": "009", "section": "1"},
                         "numbers": [{"name": "n", "value": 1, "basis": "inferred"}]}]})";
        try {
            RulesLibrary::fromJson({{"x.json", noFrom}});
            QFAIL("expected RulesDataError");
        } catch (const RulesDataError& e) {
            QVERIFY(std::string(e.what()).find("x.json: /entries/0") != std::string::npos);
        }
    }
    // Rules data prose marks a mention of its own document; a placeholder says what is
    // missing. A bad mark or a placeholder without it is refused by file and path.
    void structuredProseAndAssumptions() {
        auto file = [](const std::string& summary, const std::string& number) {
            return "{\"system\": {\"id\": \"x\", \"name\": \"X\", \"seeds\": [\"002\"], \"summary\": \"s\"},"
                   "\"entries\": [{\"id\": \"x.a\", \"topic\": \"t\", \"title\": \"T\", \"summary\": \"" + summary +
                   "\", \"tags\": [\"a\"], \"source\": {\"seed\": \"002\", \"section\": \"Fire\", "
                   "\"also\": [{\"seed\": \"000\", \"section\": \"Leaders\"}]}, \"numbers\": [" + number + "]}]}";
        };
        const RulesLibrary lib = RulesLibrary::fromJson(
            {{"x.json", file("{The seed's} table; missing from {the seed}.",
                             "{\"name\": \"n\", \"value\": 8, \"basis\": \"inferred\", \"assumed\": \"placeholder\", \"missing\": \"table\"}")}});
        const RuleEntry& e = lib.entries().front();
        QCOMPARE(e.summary.text(Audience::Cli), std::string("The seed's table; missing from the seed."));
        QCOMPARE(e.summary.text(Audience::Plain), std::string("The rulebook's table; missing from the rulebook."));
        QCOMPARE(e.citation(), std::string("seed 002, section Fire; 000 Leaders"));
        QCOMPARE(e.citation(Audience::Plain), std::string("Eagle Games tactical rules, section Fire; Hold the Line player aid, Leaders"));
        const RuleNumber& n = e.numbers.front();
        QCOMPARE(n.basisText(e.seed, Audience::Cli), std::string("table missing from seed 002; placeholder"));
        QCOMPARE(n.origin.text(e.seed, Audience::Plain),
                 std::string("table missing from the Eagle Games tactical rules; Muster uses a stand-in value"));
        QCOMPARE(n.basisText(e.seed, Audience::Plain),
                 std::string("the Eagle Games tactical rules do not give this number; Muster assumes 8"));
        const RulesLibrary project = RulesLibrary::fromJson(
            {{"x.json", file("S", "{\"name\": \"n\", \"value\": 3, \"basis\": \"inferred\", \"assumed\": \"project\", \"from\": \"as artillery\"}")}});
        const RuleNumber& d = project.entries().front().numbers.front();
        QCOMPARE(d.basisText("001", Audience::Cli), std::string("DESIGN.md default: as artillery"));
        QCOMPARE(d.origin.text("001", Audience::Plain), std::string("Muster's own assumption: as artillery"));
        QCOMPARE(d.basisText("001", Audience::Plain), std::string("the rulebook does not give this number; Muster assumes 3 (as artillery)"));
        for (const auto& [summary, number, says] : std::vector<std::tuple<std::string, std::string, std::string>>{
                 {"{the rules}", "{\"name\": \"n\", \"value\": 1, \"basis\": \"stated\"}", "/entries/0: summary: unknown mention {the rules}"},
                 {"{the seed", "{\"name\": \"n\", \"value\": 1, \"basis\": \"stated\"}", "/entries/0: summary: unclosed"},
                 {"S", "{\"name\": \"n\", \"value\": 1, \"basis\": \"inferred\", \"assumed\": \"placeholder\"}", "/entries/0: a placeholder"},
                 {"S", "{\"name\": \"n\", \"value\": 1, \"basis\": \"inferred\", \"assumed\": \"guess\"}", "/entries/0: assumed must be"}}) {
            try {
                RulesLibrary::fromJson({{"x.json", file(summary, number)}});
                QFAIL(says.c_str());
            } catch (const RulesDataError& e) {
                QVERIFY2(std::string(e.what()).find("x.json: " + says) != std::string::npos, e.what());
            }
        }
    }
    // No text of the shipped data speaks of the project's internal words to the editor.
    void plainDataHasNoInternalWords() {
        const auto& lib = RulesLibrary::instance();
        std::vector<std::string> texts;
        for (const auto& s : lib.systems()) texts.push_back(s.summary.text(Audience::Plain));
        for (const auto& e : lib.entries()) {
            texts.push_back(e.summary.text(Audience::Plain));
            texts.push_back(e.citation(Audience::Plain));
            for (const auto& n : e.numbers) texts.push_back(n.basisText(e.seed, Audience::Plain));
        }
        const std::regex internal(R"(\bseed\b|DESIGN\.md|\b00\d\b)");
        for (const auto& t : texts) QVERIFY2(!std::regex_search(t, internal), t.c_str());
    }
};

QTEST_APPLESS_MAIN(TestData)
#include "test_data.moc"
