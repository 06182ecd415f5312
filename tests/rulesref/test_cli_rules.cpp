// muster-cli rules and odds: the JSON contract of DESIGN.md, exit codes, and overrides.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

namespace {

struct Run {
    int code = -1;
    QByteArray out, err;
};

class TestCliRules : public QObject {
    Q_OBJECT
    QTemporaryDir config_;  // XDG_CONFIG_HOME for every run: never the user's real file

    Run cli(const QStringList& args) {
        QProcess p;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_CONFIG_HOME", config_.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(MUSTER_CLI), args);
        p.waitForFinished(60000);
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                p.readAllStandardError()};
    }
    static QJsonObject obj(const QByteArray& b) { return QJsonDocument::fromJson(b).object(); }

private slots:
    void fireJsonContract() {
        auto r = cli({"odds", "fire", "--attacker", "infantry", "--range", "1", "--terrain", "clear", "--target-sp", "2",
                      "--leader", "--json"});
        QCOMPARE(r.code, 0);
        const auto j = obj(r.out);
        QCOMPARE(j.keys(), (QStringList{"dice", "distribution", "eliminated", "expectedHits", "hitOn", "leaderLost"}));
        QCOMPARE(j["dice"].toInt(), 3);
        QCOMPARE(j["hitOn"].toInt(), 5);
        const auto d = j["distribution"].toArray();
        QCOMPARE(d.size(), 3);
        QVERIFY(std::fabs(d[0].toDouble() - 8.0 / 27) < 1e-12);
        QVERIFY(std::fabs(d[2].toDouble() - 7.0 / 27) < 1e-12);
        QVERIFY(std::fabs(j["eliminated"].toDouble() - 7.0 / 27) < 1e-12);
        QVERIFY(std::fabs(j["leaderLost"].toDouble() - (1 - std::pow(5.0 / 6, 3)) / 6) < 1e-12);
    }
    void closeJsonContract() {
        auto r = cli({"odds", "close", "--attacker", "cavalry", "--terrain", "woods", "--morale", "black", "--json"});
        QCOMPARE(r.code, 0);
        const auto j = obj(r.out);
        QCOMPARE(j.keys(), (QStringList{"distribution", "eliminated", "holds", "leaderLost", "retreat"}));
        const double sum = j["eliminated"].toDouble() + j["retreat"].toDouble() + j["holds"].toDouble();
        QVERIFY(std::fabs(sum - 1) < 1e-12);
        // Woods: hits on natural 5-6; black + woods = gold, retreat on 1 face in 6.
        double retreat = 0;
        const double p = 1.0 / 3;
        const double b[4] = {std::pow(1 - p, 3), 3 * p * (1 - p) * (1 - p), 3 * p * p * (1 - p), p * p * p};
        for (int h = 1; h <= 3; ++h) retreat += b[h] * (1 - std::pow(5.0 / 6, h));
        QVERIFY(std::fabs(j["retreat"].toDouble() - retreat) < 1e-12);
    }
    void badUsageExits2() {
        QCOMPARE(cli({"odds", "fire", "--attacker", "infantry", "--range", "3", "--terrain", "clear"}).code, 2);
        QCOMPARE(cli({"odds", "close", "--attacker", "artillery", "--terrain", "clear", "--morale", "gold"}).code, 2);
        auto r = cli({"odds", "fire", "--attacker", "infantry", "--range", "1", "--terrain", "lava"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("lava"));
        QCOMPARE(cli({"rules", "show", "htl.nope"}).code, 2);
        QCOMPARE(cli({"rules", "terrain", "lava"}).code, 2);
    }
    // DESIGN.md: exit 2 for bad usage, with a message on stderr naming the bad argument.
    void errorsNameTheArgument() {
        const QList<QPair<QStringList, QString>> cases = {
            {{"rules"}, "subcommand is missing"},
            {{"rules", "frob"}, "'frob'"},
            {{"rules", "show"}, "missing ID"},
            {{"rules", "show", "htl.los", "extra"}, "'extra'"},
            {{"rules", "show", "--frob", "htl.los"}, "'--frob'"},
            {{"rules", "terrain"}, "missing TYPE"},
            {{"rules", "search"}, "missing WORDS"},
            {{"rules", "search", "woods", "--jsn"}, "'--jsn'"},
            {{"rules", "search", "woods", "--limit"}, "--limit needs a value"},
            {{"rules", "search", "woods", "--limit", "0"}, "--limit: '0'"},
            {{"rules", "search", "woods", "--system", "chess"}, "--system: unknown system 'chess'"},
            {{"rules", "override", "htl.fire.infantry.2", "9"}, "htl.fire.infantry.2 (infantry, 2 hexes): 9 is outside 1..6"},
            {{"rules", "override", "htl.morale-die.gold", "two"}, "htl.morale-die.gold (gold faces): 'two'"},
            {{"rules", "override", "htl.fire.infantry.2"}, "missing VALUE"},
            {{"odds"}, "usage"},
            {{"odds", "dice"}, "unknown calculator 'dice'"},
            {{"odds", "fire", "--range", "1", "--terrain", "clear"}, "--attacker is required"},
            {{"odds", "fire", "--attacker", "leader", "--range", "1", "--terrain", "clear"}, "--attacker: Leader cannot fire"},
            {{"odds", "fire", "--attacker", "infantry", "--range", "3", "--terrain", "clear"}, "--range: "},
            {{"odds", "fire", "--attacker", "infantry", "--range", "x", "--terrain", "clear"}, "--range: 'x'"},
            {{"odds", "fire", "--attacker", "infantry", "--range", "1", "--range", "2", "--terrain", "clear"},
             "--range given more than once"},
            {{"odds", "fire", "--attacker", "infantry", "--range", "1", "--terrain", "clear", "--target-sp", "5"},
             "--target-sp: "},
            {{"odds", "fire", "--attacker", "infantry", "--range", "1", "--terrain", "clear", "--frob"}, "unknown option '--frob'"},
            {{"odds", "fire", "--attacker", "infantry", "--range", "1", "--terrain", "clear", "--leader", "yes"},
             "unexpected argument 'yes'"},
            {{"odds", "close", "--attacker", "artillery", "--terrain", "clear", "--morale", "gold"}, "--attacker: Artillery"},
            {{"odds", "close", "--attacker", "infantry", "--terrain", "clear", "--morale", "blue"}, "--morale: unknown morale 'blue'"},
            {{"odds", "close", "--attacker", "infantry", "--terrain", "clear"}, "--morale is required"},
            {{"odds", "close", "--attacker", "infantry", "--terrain", "clear", "--morale", "gold", "--artillery-sp", "3",
              "--artillery-morale", "gold"},
             "--artillery-sp: "},
            {{"odds", "close", "--attacker", "infantry", "--terrain", "clear", "--morale", "gold", "--artillery-sp", "1"},
             "--artillery-sp needs --artillery-morale"},
            {{"odds", "grid", "extra"}, "'extra'"},
            {{"odds", "fire", "--attacker", "infantry", "--range", "1", "--terrain", "clear", "--from-hill"},
             "--from-hill: only artillery"},
            {{"odds", "fire", "--attacker", "infantry", "--range", "1", "--terrain", "clear", "--artillery-sp", "3"},
             "--artillery-sp: "},
        };
        for (const auto& [args, needle] : cases) {
            const Run r = cli(args);
            QVERIFY2(r.code == 2, qPrintable(args.join(' ') + " exited " + QString::number(r.code)));
            QVERIFY2(r.out.isEmpty(), qPrintable(args.join(' ')));
            QVERIFY2(r.err.contains(needle.toUtf8()), qPrintable(args.join(' ') + " -> " + QString::fromUtf8(r.err)));
        }
        QCOMPARE(cli({"odds", "--help"}).code, 0);
        QCOMPARE(cli({"rules", "--help"}).code, 0);
        // --json is accepted anywhere, as for the other commands.
        const auto j = obj(cli({"odds", "--json", "fire", "--attacker", "infantry", "--range", "1", "--terrain", "clear"}).out);
        QCOMPARE(j["dice"].toInt(), 3);
    }
    // Infantry 1 SP with artillery 2 SP green in clear: H ~ Bin(3, 1/2); the infantry is
    // gone at H >= 1, the artillery takes H - 1 and is eliminated at H = 3, otherwise it
    // makes H green rolls (1/2 each).
    void closeStackedJson() {
        auto r = cli({"odds", "close", "--attacker", "infantry", "--terrain", "clear", "--morale", "black", "--target-sp",
                      "1", "--artillery-sp", "2", "--artillery-morale", "green", "--json"});
        QCOMPARE(r.code, 0);
        const auto j = obj(r.out);
        QCOMPARE(j.keys(), (QStringList{"artillery", "distribution", "eliminated", "hexVacated", "holds", "leaderLost", "retreat"}));
        QVERIFY(std::fabs(j["eliminated"].toDouble() - 7.0 / 8) < 1e-12);
        const auto a = j["artillery"].toObject();
        QVERIFY(std::fabs(a["eliminated"].toDouble() - 1.0 / 8) < 1e-12);
        const double retreat = 3.0 / 8 * 0.5 + 3.0 / 8 * 0.75;
        QVERIFY(std::fabs(a["retreat"].toDouble() - retreat) < 1e-12);
        QVERIFY(std::fabs(a["holds"].toDouble() - (1 - 1.0 / 8 - retreat)) < 1e-12);
        QVERIFY(std::fabs(j["hexVacated"].toDouble() - (1.0 / 8 + retreat)) < 1e-12);
        QVERIFY(cli({"odds", "close", "--attacker", "infantry", "--terrain", "clear", "--morale", "black", "--artillery-sp",
                     "2", "--artillery-morale", "green"})
                    .out.contains("Stacked artillery"));
    }
    // Artillery at 1 hex (4 dice on 5-6) at 1 SP infantry stacked with 2 SP artillery: the
    // artillery gets H - 1 hits (8.1.2) and is eliminated at H >= 3: (8 + 1) / 81.
    void fireStackedJson() {
        auto r = cli({"odds", "fire", "--attacker", "artillery", "--range", "1", "--terrain", "clear", "--target-sp", "1",
                      "--artillery-sp", "2", "--json"});
        QCOMPARE(r.code, 0);
        const auto j = obj(r.out);
        const auto a = j["artillery"].toObject();
        QCOMPARE(a.keys(), (QStringList{"distribution", "eliminated"}));
        QVERIFY(std::fabs(a["eliminated"].toDouble() - 9.0 / 81) < 1e-12);
        QVERIFY(std::fabs(a["distribution"].toArray()[1].toDouble() - 24.0 / 81) < 1e-12);
        QVERIFY(!obj(cli({"odds", "fire", "--attacker", "artillery", "--range", "1", "--terrain", "clear", "--json"}).out)
                     .contains("artillery"));
    }
    void overrideIsUsedAndSaid() {
        auto before = obj(cli({"odds", "fire", "--attacker", "infantry", "--range", "2", "--terrain", "clear", "--json"}).out);
        QCOMPARE(before["hitOn"].toInt(), 6);
        QCOMPARE(cli({"rules", "override", "htl.fire.infantry.2", "5"}).code, 0);
        QVERIFY(QFile::exists(config_.path() + "/muster/rules-overrides.json"));
        auto r = cli({"odds", "fire", "--attacker", "infantry", "--range", "2", "--terrain", "clear", "--json"});
        QCOMPARE(obj(r.out)["hitOn"].toInt(), 5);
        QVERIFY(r.err.contains("overrides"));
        auto text = cli({"odds", "fire", "--attacker", "infantry", "--range", "2", "--terrain", "clear"});
        QVERIFY(text.out.contains("user override"));
        QCOMPARE(cli({"rules", "override", "htl.fire.infantry.2", "--clear"}).code, 0);
        QCOMPARE(obj(cli({"odds", "fire", "--attacker", "infantry", "--range", "2", "--terrain", "clear", "--json"}).out)["hitOn"].toInt(), 6);
        QCOMPARE(cli({"rules", "override", "no.such", "5"}).code, 2);
    }
    void brokenOverridesFileIsNamed() {
        QTemporaryDir dir;
        QDir().mkpath(dir.path() + "/muster");
        QFile f(dir.path() + "/muster/rules-overrides.json");
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"overrides\": {\"htl.close.hitOn\": 99}}");
        f.close();
        QProcess p;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_CONFIG_HOME", dir.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(MUSTER_CLI), {"odds", "close", "--attacker", "infantry", "--terrain", "clear", "--morale", "gold"});
        p.waitForFinished(60000);
        QCOMPARE(p.exitCode(), 2);
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.contains("rules-overrides.json") && err.contains("/overrides/htl.close.hitOn"), err.constData());
    }
    void rulesCommands() {
        auto s = cli({"rules", "systems", "--json"});
        QCOMPARE(s.code, 0);
        QCOMPARE(QJsonDocument::fromJson(s.out).array().size(), 4);
        // Each system says which export formats apply to its battles.
        for (const auto& v : QJsonDocument::fromJson(s.out).array()) {
            const QJsonObject o = v.toObject();
            if (o["id"] == "grid") QCOMPARE(o["exports"].toArray(), QJsonArray({"pdf", "png", "svg", "json", "tmx", "vmod"}));
            if (o["id"] == "eagle") QCOMPARE(o["exports"].toArray(), QJsonArray({"pdf", "png", "svg"}));
        }
        auto search = cli({"rules", "search", "woods", "--json"});
        QCOMPARE(search.code, 0);
        QCOMPARE(QJsonDocument::fromJson(search.out).array().first().toObject()["id"].toString(), QString("htl.terrain.woods"));
        auto show = cli({"rules", "show", "htl.fire.chart", "--json"});
        QCOMPARE(obj(show.out)["source"].toObject()["section"].toString().left(3), QString("8.1"));
        auto terr = cli({"rules", "terrain", "woods", "--json"});
        QCOMPARE(obj(terr.out)["attackerDieModifier"].toInt(), -1);
        QVERIFY(cli({"rules", "terrain", "hill"}).out.contains("Hill"));
        const auto params = QJsonDocument::fromJson(cli({"rules", "params", "--json"}).out).array();
        bool seen = false;
        for (const auto& v : params) {
            const auto o = v.toObject();
            if (o["key"].toString() != "eagle.fire.tohit.infantry") continue;
            seen = true;
            QCOMPARE(o["min"].toInt(), 2);
            QCOMPARE(o["max"].toInt(), 12);
            QCOMPARE(o["basis"].toString(), QString("inferred"));
        }
        QVERIFY(seen);
    }
    void eagleCommands() {
        auto f = cli({"odds", "eagle-fire", "--attacker", "infantry", "--to-hit", "8", "--result", "5", "--json"});
        QCOMPARE(f.code, 0);
        QVERIFY(std::fabs(obj(f.out)["hit"].toDouble() - 15.0 / 36) < 1e-12);
        auto c = cli({"odds", "eagle-charge", "--attackers", "2", "--json"});
        QCOMPARE(c.code, 0);
        QCOMPARE(obj(c.out)["ratioBonus"].toInt(), 1);
        QCOMPARE(cli({"odds", "grid"}).code, 0);
        auto t = cli({"odds", "tob", "--weapon", "inf-rifled", "--stationary", "--json"});
        QCOMPARE(obj(t.out)["distribution"].toArray().size(), 6);
        auto m = cli({"odds", "tob-melee", "--weapon", "cav-brigade", "--vs-weapon", "inf-rifled", "--vs-stationary", "--json"});
        QCOMPARE(m.code, 0);
        const auto mj = obj(m.out);
        QVERIFY(std::fabs(mj["attackerWins"].toDouble() + mj["defenderWins"].toDouble() + mj["tie"].toDouble() - 1) < 1e-12);
        QCOMPARE(cli({"odds", "tob-melee", "--weapon", "cav-brigade"}).code, 2);
    }
    // Seed 004 dice table: a battery's target saves by default (the "s" mark), not when
    // the battery is stationary; a stationary battery still rolls 1 die; cavalry
    // skirmishers melee with 2.
    void tobChartRows() {
        auto b = cli({"odds", "tob", "--weapon", "art-battery", "--json"});
        QCOMPARE(b.code, 0);
        QVERIFY(std::fabs(obj(b.out)["expectedCasualties"].toDouble() - 1.0 / 12) < 1e-12);
        auto bs = cli({"odds", "tob", "--weapon", "art-battery", "--save", "--json"});
        QVERIFY(std::fabs(obj(bs.out)["expectedCasualties"].toDouble() - 1.0 / 12) < 1e-12);
        auto st = cli({"odds", "tob", "--weapon", "art-battery", "--stationary", "--json"});
        QCOMPARE(obj(st.out)["distribution"].toArray().size(), 2);
        QVERIFY(std::fabs(obj(st.out)["expectedCasualties"].toDouble() - 1.0 / 6) < 1e-12);
        auto text = cli({"odds", "tob", "--weapon", "art-battery"});
        QVERIFY(text.out.contains("\"s\""));
        auto cs = cli({"odds", "tob", "--weapon", "cav-skirmisher", "--melee", "--json"});
        QCOMPARE(cs.code, 0);
        QCOMPARE(obj(cs.out)["distribution"].toArray().size(), 3);
        QVERIFY(cli({"odds", "tob", "--weapon", "cav-skirmisher"}).code != 0); // no fire dice
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestCliRules)
#include "test_cli_rules.moc"
