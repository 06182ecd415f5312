#pragma once
// The numbers the odds calculators use (hit numbers, morale die faces, Eagle Games table
// values), with their defaults and provenance from the rules data, and the user's
// overrides persisted in $XDG_CONFIG_HOME/muster/rules-overrides.json (or ~/.config/...).
#include "rules_library.h"

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace muster {

// A bad overrides file or value: the message names the file, JSON path or key.
class OverridesError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// One calculator parameter as used: its value and what it rests on.
struct ParamValue {
    std::string key;
    int value = 0;
    int defaultValue = 0;
    bool overridden = false;
    bool inferred = false;     // of the default
    std::string entryId;       // rules entry that documents it
    RuleRef source;            // that entry's document and section
    std::vector<RuleRef> also; // and its places in other documents
    NumberOrigin origin;       // what an inferred default rests on
    std::string name;          // the number's name in that entry ("green faces")
    // Cli: "5 (stated, seed 001, section 8.1)" or "6 (user override; default 5 inferred,
    // seed 001, section 8.1: DESIGN.md default)"; Plain names the document and the
    // assumption in words ("the Hold the Line rulebook", "Muster's own assumption").
    std::string describe(Audience a = Audience::Cli) const;
    // The entry's citation: "seed 001, section 8.1" / "the Hold the Line rulebook, section 8.1".
    std::string citation(Audience a) const;
};

class RuleParameters {
public:
    // Defaults only (no overrides).
    explicit RuleParameters(const RulesLibrary& lib = RulesLibrary::instance());

    // Defaults plus the overrides in the user's file (missing file = none).
    // Throws OverridesError when the file exists but is malformed.
    static RuleParameters loadUser();
    // Where the user's overrides live.
    static std::string userOverridesPath();

    std::vector<std::string> keys() const;
    bool has(const std::string& key) const { return defaults_.count(key) != 0; }
    // Throws OverridesError for an unknown key.
    ParamValue get(const std::string& key) const;
    int value(const std::string& key) const { return get(key).value; }

    // The values a parameter may take and what it counts ("a hit number on one d6").
    struct Range {
        int min = 1, max = 12;
        std::string what;
    };
    // Throws OverridesError for an unknown key.
    Range range(const std::string& key) const;
    // Checks a value typed by the user: whole number within range(key). The message names
    // the key and, when known, the parameter's name in the rules data.
    int parseValue(const std::string& key, const std::string& text) const;
    // The parameter's name in the rules entry ("infantry, 2 hexes"), or the key.
    std::string label(const std::string& key) const;

    // Overrides: set checks the key exists and the value is within range(key).
    void setOverride(const std::string& key, int value);
    void clearOverride(const std::string& key);
    const std::map<std::string, int>& overrides() const { return overrides_; }

    // Read/write an overrides file. save writes a temporary file and renames it, so a
    // failed save leaves the previous file intact.
    void loadOverrides(const std::string& path);
    void saveOverrides(const std::string& path) const;

    // Set (a value) or clear (nullopt) one override in the user's file: the file is read
    // first, so overrides written elsewhere are kept, and one it cannot read is left
    // untouched. Throws OverridesError (unknown key, value out of range, bad file).
    // What `muster-cli rules override` and the editor's Rules dock both do.
    static void storeUserOverride(const std::string& key, std::optional<int> value);

private:
    // Throws OverridesError "<where>: <value> is outside min..max (what)".
    void checkRange(const std::string& key, int value, const std::string& where) const;
    std::map<std::string, ParamValue> defaults_;
    std::map<std::string, int> overrides_;
};

} // namespace muster
