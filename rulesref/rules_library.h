#pragma once
// The rules reference: every entry of the four systems, loaded once from the embedded
// JSON, with lookups by id, system, terrain and unit type.
#include "rule_entry.h"
#include "model/types.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace muster {

// Thrown when the embedded data is malformed (a build problem, named by file and path).
class RulesDataError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class RulesLibrary {
public:
    // The shared instance over the embedded data (parsed on first use).
    static const RulesLibrary& instance();
    // Parse data files given as (name, JSON text); throws RulesDataError.
    static RulesLibrary fromJson(const std::vector<std::pair<std::string, std::string>>& files);

    const std::vector<RuleSystem>& systems() const { return systems_; }
    const std::vector<RuleEntry>& entries() const { return entries_; }
    const RuleSystem* system(std::string_view id) const;
    const RuleEntry* find(std::string_view id) const;
    std::vector<const RuleEntry*> bySystem(std::string_view system) const;
    // Entries naming this terrain id, Hold the Line's first.
    std::vector<const RuleEntry*> byTerrain(std::string_view terrainId) const;
    std::vector<const RuleEntry*> byTerrain(Terrain t) const { return byTerrain(toString(t)); }
    std::vector<const RuleEntry*> byUnitType(std::string_view unitId) const;
    std::vector<const RuleEntry*> byUnitType(UnitType u) const { return byUnitType(toString(u)); }
    // Topics of a system in first-seen order (for the tree view).
    std::vector<std::string> topics(std::string_view system) const;

private:
    std::vector<RuleSystem> systems_;
    std::vector<RuleEntry> entries_;
    std::unordered_map<std::string, std::size_t> byId_;
};

} // namespace muster
