#pragma once
// Scenario validation against Hold the Line's set-up rules: full and incremental.
#include "../scenario.h"
#include "issue.h"

#include <memory>
#include <string>
#include <vector>

namespace muster {

// Every issue in the scenario, sorted with issueLess.
std::vector<Issue> validate(const Scenario& s);

// What an edit touched, so only the affected checks run again.
struct ChangeSet {
    std::vector<Offset> hexes;        // hexes whose terrain, units or VP markers changed
    std::vector<std::string> units;   // ids of units added, removed or changed (old and new ids)
    bool vpMarkers = false;           // VP marker list changed (hexes lists where)
    bool victory = false;             // victory conditions changed
    bool scenario = false;            // turns, sides, first side, metadata
    bool board = false;               // board geometry: everything is revalidated

    static ChangeSet everything() { ChangeSet c; c.board = true; return c; }
};

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
