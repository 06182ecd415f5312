#include "eagle_checks.h"

#include <algorithm>
#include <map>

namespace muster {
namespace eagle {
namespace {

constexpr const char* kSetup = "002 Setup";
constexpr const char* kPoints = "002 Stand-Alone Battle";

std::string unitText(const EagleUnit& u) {
    const std::string type(eagleUnitInfo(u.type).name);
    return type + (u.name.empty() ? "" : " '" + u.name + "'") + " (" + u.id + ")";
}

// "the left line space", "the reserve".
std::string spaceText(EagleSpace sp) {
    switch (sp) {
    case EagleSpace::Reserve: return "the reserve";
    case EagleSpace::Middle: return "the middle";
    case EagleSpace::Line: return "the line space";
    default: break;
    }
    std::string n(eagleSpaceInfo(sp).name);
    n[0] = static_cast<char>(n[0] - 'A' + 'a');
    return "the " + n + " space";
}

// "infantry 2, cavalry 3, ...": the costs as eagle_types.cpp has them.
std::string costList() {
    std::string out;
    for (const auto& u : allEagleUnitTypes())
        out += (out.empty() ? "" : ", ") + std::string(u.id) + " " + std::to_string(u.cost);
    return out;
}

std::string joined(const std::vector<std::string>& parts) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i)
        out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    return out;
}

class EagleChecker {
public:
    explicit EagleChecker(const EagleScenario& s) : s_(s), size_(eagleSize(s)) {}

    std::vector<Issue> run() {
        checkIds();
        checkSize();
        checkUnits();
        checkLines();
        checkPoints();
        std::sort(out_.begin(), out_.end(), issueLess);
        return std::move(out_);
    }

private:
    void add(const std::string& rule, Severity sev, const char* section, std::vector<std::string> units, std::string msg) {
        std::sort(units.begin(), units.end());
        out_.push_back(Issue{rule, sev, section, {}, std::move(units), std::move(msg)});
    }
    std::string army(Side side) const { return eagleArmyText(s_, side); }

    void checkIds() {
        std::map<std::string, std::vector<const EagleUnit*>> byId;
        for (const auto& u : s_.units) byId[u.id].push_back(&u);
        for (const auto& [id, list] : byId) {
            if (list.size() < 2) continue;
            std::vector<std::string> where;
            for (const EagleUnit* u : list) where.push_back(army(u->side) + " in " + spaceText(u->space));
            add("eagle.duplicate-id", Severity::Error, kSetup, {id},
                std::to_string(list.size()) + " units share the id \"" + id + "\" (" + joined(where) +
                    "); give each unit its own id.");
        }
    }

    // The seed defines a major battle by the brigade count, so a stated size must agree.
    void checkSize() {
        if (!s_.size) return;
        const EagleSize derived = eagleDerivedSize(s_);
        if (*s_.size == derived) return;
        std::vector<std::string> counts;
        for (Side side : kAllSides)
            counts.push_back(army(side) + " has " + std::to_string(eagleBrigades(s_, side)) + " brigade" +
                             (eagleBrigades(s_, side) == 1 ? "" : "s"));
        const std::string why = "a major battle is one where each army has at least " +
                                std::to_string(kEagleMajorBrigades) + " brigades";
        if (*s_.size == EagleSize::Major)
            add("eagle.battle-size", Severity::Error, kSetup, {},
                "The battle is set as major, but " + joined(counts) + "; " + why +
                    ". Add brigades or make the battle minor (one merged line space).");
        else
            add("eagle.battle-size", Severity::Error, kSetup, {},
                "The battle is set as minor, but " + joined(counts) + "; " + why +
                    ", so this one is major (left, center and right line spaces).");
    }

    void checkUnits() {
        // Units on a space this battle size does not have, per army and space.
        std::map<std::pair<Side, EagleSpace>, std::vector<const EagleUnit*>> offBoard;
        std::map<std::pair<Side, EagleSpace>, std::vector<const EagleUnit*>> leaders;
        for (const auto& u : s_.units) {
            const EagleUnitInfo& info = eagleUnitInfo(u.type);
            if (u.elite && !info.mayBeElite)
                add("eagle.elite", Severity::Error, "002 Elite Brigades", {u.id},
                    unitText(u) + " of " + army(u.side) + " in " + spaceText(u.space) + " is marked elite; " +
                        (u.type == EagleUnitType::Leader ? std::string("only brigades can be elite.")
                         : u.type == EagleUnitType::Cavalry
                             ? std::string("elite cavalry is a piece of its own: make it type elite-cavalry.")
                             : std::string("elite cavalry is elite already; drop the flag.")));
            if (u.space == EagleSpace::Middle || !eagleSetupSpace(size_, u.space)) offBoard[{u.side, u.space}].push_back(&u);
            if (u.type == EagleUnitType::Leader && u.space != EagleSpace::Reserve && u.space != EagleSpace::Middle)
                leaders[{u.side, u.space}].push_back(&u);
        }
        for (const auto& [key, units] : offBoard) {
            const auto [side, space] = key;
            std::vector<std::string> ids, texts;
            for (const EagleUnit* u : units) ids.push_back(u->id), texts.push_back(unitText(*u));
            if (space == EagleSpace::Middle) {
                add("eagle.setup-space", Severity::Error, kSetup, ids,
                    army(side) + " sets up " + joined(texts) + " in the middle; the middle is screened at set-up, and "
                        "units set up in the reserve or their own line spaces.");
                continue;
            }
            add("eagle.space-size", Severity::Error, kSetup, ids,
                army(side) + " sets up " + joined(texts) + " in " + spaceText(space) + ", which a " +
                    std::string(toString(size_)) + " battle does not have: " + sizeWhy() +
                    (size_ == EagleSize::Minor ? " Use the line space (\"line\")."
                                               : " Use the left, center or right line space."));
        }
        for (const auto& [key, list] : leaders) {
            if (list.size() < 2) continue;
            const auto [side, space] = key;
            std::vector<std::string> ids, texts;
            for (const EagleUnit* u : list) ids.push_back(u->id), texts.push_back(unitText(*u));
            add("eagle.leader-modifier", Severity::Warning, "002 Actions", ids,
                army(side) + " has " + std::to_string(list.size()) + " leaders in " + spaceText(space) + " (" +
                    joined(texts) + "); only one leader's modifier counts for the actions there, so the others add none.");
        }
    }

    // Why the battle has the size it has, in words.
    std::string sizeWhy() const {
        if (s_.size) return "the battle is set as " + std::string(toString(size_)) + ".";
        if (size_ == EagleSize::Major)
            return "each army has at least " + std::to_string(kEagleMajorBrigades) + " brigades, so the battle is major.";
        for (Side side : kAllSides)
            if (eagleBrigades(s_, side) < kEagleMajorBrigades)
                return army(side) + " has " + std::to_string(eagleBrigades(s_, side)) + " brigades (a major battle needs " +
                       std::to_string(kEagleMajorBrigades) + " on each side), so the battle is minor and its three line "
                       "spaces merge into one.";
        return {};
    }

    void checkLines() {
        for (Side side : kAllSides)
            for (EagleSpace space : eagleLineSpaces(size_)) {
                const bool held = std::any_of(s_.units.begin(), s_.units.end(), [&](const EagleUnit& u) {
                    return u.side == side && u.space == space && eagleUnitInfo(u.type).brigade;
                });
                if (!held)
                    add("eagle.line-empty", Severity::Error, kSetup, {},
                        army(side) + " has no brigade in " + spaceText(space) + " of this " +
                            std::string(toString(size_)) + " battle; each line space needs at least one "
                            "(infantry, cavalry or artillery; a leader alone does not count).");
            }
    }

    void checkPoints() {
        if (!s_.points) return;
        if (*s_.points < 1) {
            add("eagle.points", Severity::Error, kPoints, {},
                "The points budget is " + std::to_string(*s_.points) + "; a stand-alone battle's budget is at least 1 "
                "(or leave it out for armies given as a list).");
            return;
        }
        for (Side side : kAllSides) {
            const int spent = eaglePoints(s_, side);
            if (spent > *s_.points)
                add("eagle.points", Severity::Error, kPoints, {},
                    army(side) + " costs " + std::to_string(spent) + " points, over the budget of " +
                        std::to_string(*s_.points) + " (" + costList() + ").");
        }
    }

    const EagleScenario& s_;
    EagleSize size_;
    std::vector<Issue> out_;
};

} // namespace
} // namespace eagle


std::vector<Issue> validateEagle(const EagleScenario& s) { return eagle::EagleChecker(s).run(); }

} // namespace muster
