// Each rule system of the registry (model/systems) has its rules reference: the system its
// referenceKey names exists, with entries, and its seed is one of that system's seeds.
#include "model/systems/ruleset.h"
#include "rulesref/rules_library.h"

#include <QtTest>

#include <algorithm>

using namespace muster;

class TestRulesetReference : public QObject {
    Q_OBJECT
private slots:
    void everySystemHasItsReference() {
        const RulesLibrary& lib = RulesLibrary::instance();
        for (const Ruleset* r : allRulesets()) {
            const RuleSystem* ref = lib.system(r->referenceKey);
            QVERIFY2(ref, r->id.c_str());
            QVERIFY2(!lib.bySystem(r->referenceKey).empty(), r->id.c_str());
            QVERIFY2(std::find(ref->seeds.begin(), ref->seeds.end(), r->seed) != ref->seeds.end(), r->id.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestRulesetReference)
#include "test_ruleset_reference.moc"
