#pragma once
// A club published through the real muster-cli with one balance claim (Antietam, 4 greedy
// games, seed 3), the start of the club tests that need a claim to change or re-run.
#include "cli_run.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

namespace muster::test {

struct PublishedClub {
    QString db;         // the library the battle was published from (scenario 1)
    QString club;       // the club folder
    QString balance;    // the `balance --json` output the claim was made from
    QString claimName;  // the claim's file name in club/balance
};

// Fails the running test when a step fails.
inline void publishClubWithClaim(const QTemporaryDir& dir, PublishedClub& out) {
    out.db = dir.filePath("lib.sqlite");
    out.club = dir.filePath("base");
    out.balance = dir.filePath("bal.json");
    const Run imp = cli({"library", "import", MUSTER_SCENARIOS "/antietam.json", "--db", out.db});
    QVERIFY2(imp.code == 0, imp.err.constData());
    const Run bal = cli({"balance", MUSTER_SCENARIOS "/antietam.json", "--games", "4", "--seed", "3", "--ai", "greedy", "--json"});
    QVERIFY2(bal.code == 0, bal.err.constData());
    writeAll(out.balance, bal.out);
    const Run pub = cli({"club", "publish", "1", "--to", out.club, "--db", out.db, "--claim", out.balance});
    QVERIFY2(pub.code == 0, pub.err.constData());
    out.claimName = QDir(out.club + "/balance").entryList({"*.json"}, QDir::Files).value(0);
    QVERIFY(!out.claimName.isEmpty());
}

} // namespace muster::test
