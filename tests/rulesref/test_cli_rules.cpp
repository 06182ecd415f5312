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
        auto search = cli({"rules", "search", "woods", "--json"});
        QCOMPARE(search.code, 0);
        QCOMPARE(QJsonDocument::fromJson(search.out).array().first().toObject()["id"].toString(), QString("htl.terrain.woods"));
        auto show = cli({"rules", "show", "htl.fire.chart", "--json"});
        QCOMPARE(obj(show.out)["source"].toObject()["section"].toString().left(3), QString("8.1"));
        auto terr = cli({"rules", "terrain", "woods", "--json"});
        QCOMPARE(obj(terr.out)["attackerDieModifier"].toInt(), -1);
        QVERIFY(cli({"rules", "terrain", "hill"}).out.contains("Hill"));
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
};

} // namespace

QTEST_APPLESS_MAIN(TestCliRules)
#include "test_cli_rules.moc"
