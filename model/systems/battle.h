#pragma once
// A battle of a rule system whose files have their own shape (the square grid), seen
// through what the CLI needs without knowing the system. Hold the Line scenarios keep
// their own type, Scenario, and do not go through this.
#include "../hex.h"
#include "../rules/issue.h"
#include "ruleset.h"

#include <array>
#include <string>
#include <vector>

namespace muster {

// Line of sight between two places, or why it cannot be asked.
struct LosAnswer {
    std::string error;               // non-empty: a place is off the board, or no LOS in this system
    bool boardInvalid = false;       // the error is the board's size (a rule error, not bad usage)
    bool clear = false;
    int distance = 0;
    std::vector<Offset> blockedBy;   // in order from the viewer
    std::vector<std::string> blockerNames; // what blocks at each, for people
};

// What a list of battles shows of one (a club's index): the fields every system has, and
// its board in the system's own words.
struct BattleFacts {
    std::string title, subtitle, author, date;
    std::array<std::string, 2> sides;  // the sides' (armies') names, Union first
    int columns = 0, rows = 0;         // a board of places; 0 for a board of spaces
    std::string board;                 // "12 x 8 square tiles", "major battle board"
    int turns = 0;                     // 0: the system counts no turns
    int units = 0;
};

class Battle {
public:
    virtual ~Battle() = default;
    virtual const Ruleset& ruleset() const = 0;
    // Every issue of the set-up, sorted with issueLess.
    virtual std::vector<Issue> validate() const = 0;
    // The canonical file text.
    virtual std::string toJson() const = 0;
    // Lines for `muster-cli info` (the first is the title).
    virtual std::vector<std::string> summary() const = 0;
    virtual LosAnswer lineOfSight(Offset from, Offset to) const = 0;
    // How a place is labelled on this board ("0405").
    virtual std::string placeLabel(Offset o) const = 0;
    virtual BattleFacts facts() const = 0;

protected:
    // The summary's opening lines from the fields every battle has (title, subtitle, date,
    // author) and the ruleset line.
    template <class Text>
    std::vector<std::string> summaryStart(const Text& s) const {
        std::vector<std::string> out{s.title};
        if (!s.subtitle.empty()) out.push_back("  " + s.subtitle);
        if (!s.date.empty()) out.push_back("  Date: " + s.date);
        if (!s.author.empty()) out.push_back("  Author: " + s.author);
        const Ruleset& r = ruleset();
        out.push_back("  Ruleset: " + r.id + " (" + r.name + ", seed " + r.seed + ")");
        return out;
    }
    // The facts every battle file has (title, subtitle, date, author).
    template <class Text>
    static BattleFacts factsStart(const Text& s) {
        BattleFacts f;
        f.title = s.title;
        f.subtitle = s.subtitle;
        f.author = s.author;
        f.date = s.date;
        return f;
    }
    // Its closing lines: why there is no play, and the count of the set-up's findings.
    void summaryEnd(std::vector<std::string>& out) const;
};

} // namespace muster
