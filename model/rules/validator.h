#pragma once
// Scenario validation against Hold the Line's set-up rules: full and incremental.
#include "../scenario.h"
#include "change_set.h"
#include "issue.h"

#include <memory>
#include <string>
#include <vector>

namespace muster {

// Every issue in the scenario, sorted with issueLess.
std::vector<Issue> validate(const Scenario& s);

// Keeps the issue set of a scenario up to date across edits. After update(s, change)
// issues() equals validate(s) (tests check this over thousands of random edits).
class IncrementalValidator {
public:
    IncrementalValidator();
    ~IncrementalValidator();
    IncrementalValidator(IncrementalValidator&&) noexcept;
    IncrementalValidator& operator=(IncrementalValidator&&) noexcept;

    void reset(const Scenario& s);                       // full validation
    void update(const Scenario& s, const ChangeSet& c);  // s is the scenario after the edit
    const std::vector<Issue>& issues() const;            // sorted with issueLess

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace muster
