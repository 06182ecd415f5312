// muster-cli rules systems|search|show|terrain|unit|params|override: the rules reference.
#include "cli_util.h"
#include "command_registry.h"

#include "model/systems/ruleset.h"
#include "model/terrain.h"
#include "rulesref/rule_parameters.h"
#include "rulesref/rules_library.h"
#include "rulesref/rules_search.h"

#include <charconv>
#include <iostream>

namespace muster::cli {
namespace {

using nlohmann::ordered_json;

const char* const kUsage =
    "usage: muster-cli rules systems [--json]\n"
    "       muster-cli rules search WORDS... [--system ID] [--limit N] [--json]\n"
    "       muster-cli rules show ID [--json]\n"
    "       muster-cli rules terrain TYPE [--json]\n"
    "       muster-cli rules unit TYPE [--json]\n"
    "       muster-cli rules params [--json]\n"
    "       muster-cli rules override KEY VALUE | rules override KEY --clear\n";

// Bad usage: the message names the argument at fault.
struct UsageError : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

// Options this subcommand did not take are refused by name; then exactly `count`
// operands (`what` names them in the message) must remain.
void expectOperands(const std::vector<std::string>& a, std::size_t count, const char* what) {
    for (const auto& x : a)
        if (x.rfind("--", 0) == 0) throw UsageError("unknown option '" + x + "'");
    if (a.size() < count) throw UsageError(std::string("missing ") + what);
    if (a.size() > count) throw UsageError("unexpected argument '" + a[count] + "'");
}

ordered_json entryJson(const RuleEntry& e) {
    ordered_json nums = ordered_json::array();
    for (const auto& n : e.numbers) {
        ordered_json j{{"name", n.name}, {"value", n.value}, {"basis", n.inferred ? "inferred" : "stated"}};
        if (!n.origin.empty()) j["from"] = n.basisText(e.seed, Audience::Cli);
        if (!n.key.empty()) j["key"] = n.key;
        nums.push_back(j);
    }
    return ordered_json{{"id", e.id},          {"system", e.system},   {"topic", e.topic},
                        {"title", e.title},    {"summary", e.summary.text(Audience::Cli)}, {"tags", e.tags},
                        {"source", {{"seed", e.seed}, {"section", sectionText({e.seed, e.section}, e.also)}}},
                        {"terrain", e.terrain}, {"units", e.units},     {"numbers", nums}};
}

void printEntry(const RuleEntry& e) {
    std::cout << e.title << "  [" << e.id << "]\n" << e.summary.text(Audience::Cli) << "\n";
    for (const auto& n : e.numbers) {
        std::cout << "  " << n.name << ": " << n.value << " (" << (n.inferred ? "inferred" : "stated");
        if (!n.origin.empty()) std::cout << ": " << n.basisText(e.seed, Audience::Cli);
        std::cout << ")\n";
    }
    std::cout << "Source: " << e.citation() << "\n";
}

void printList(const std::vector<const RuleEntry*>& entries, bool json) {
    if (json) {
        ordered_json arr = ordered_json::array();
        for (const auto* e : entries) arr.push_back(entryJson(*e));
        std::cout << arr.dump() << "\n";
        return;
    }
    for (const auto* e : entries) {
        printEntry(*e);
        std::cout << "\n";
    }
}

// The battle files a reference system's ruleset makes, from the registry (model/systems).
const Ruleset* rulesetOf(const std::string& referenceKey) {
    for (const Ruleset* r : allRulesets())
        if (r->referenceKey == referenceKey) return r;
    return nullptr;
}

int systems(bool json) {
    const auto& lib = RulesLibrary::instance();
    ordered_json arr = ordered_json::array();
    for (const auto& s : lib.systems()) {
        const Ruleset* r = rulesetOf(s.id);
        if (json) {
            ordered_json o = {{"id", s.id}, {"name", s.name}, {"seeds", s.seeds},
                              {"entries", lib.bySystem(s.id).size()}, {"summary", s.summary.text(Audience::Cli)}};
            o["ruleset"] = r ? ordered_json(r->id) : ordered_json(nullptr);
            if (r) {
                o["board"] = std::string(toString(r->board));
                o["battles"] = r->buildsBattles;
                o["play"] = r->canPlay;
                o["balance"] = r->canBalance;
                o["exports"] = r->exporters; // the export formats (muster-cli export --formats names) that apply
            }
            arr.push_back(std::move(o));
            continue;
        }
        std::cout << s.id << "  " << s.name << "  (seed";
        for (const auto& seed : s.seeds) std::cout << " " << seed;
        std::cout << "; " << lib.bySystem(s.id).size() << " entries)\n  " << s.summary.text(Audience::Cli) << "\n";
        if (r)
            std::cout << "  Battles: ruleset " << r->id << " (board: " << toString(r->board) << "); "
                      << (r->canPlay ? "built, checked and played"
                                     : (r->buildsBattles ? "built and checked, not played: " : "not built yet: ") + r->whyNoPlay)
                      << "\n";
    }
    if (json) std::cout << arr.dump() << "\n";
    return kExitOk;
}

int search(std::vector<std::string>& a, bool json) {
    const std::string system = takeOption(a, "--system").value_or("");
    int limit = 10;
    if (auto l = takeOption(a, "--limit")) {
        auto [p, ec] = std::from_chars(l->data(), l->data() + l->size(), limit);
        if (ec != std::errc() || p != l->data() + l->size() || limit < 1)
            throw UsageError("--limit: '" + *l + "' is not a positive whole number");
    }
    if (!system.empty() && !RulesLibrary::instance().system(system))
        throw UsageError("--system: unknown system '" + system + "' (htl eagle grid tob)");
    for (const auto& x : a)
        if (x.rfind("--", 0) == 0) throw UsageError("unknown option '" + x + "'");
    if (a.empty()) throw UsageError("missing WORDS to search for");
    std::string words;
    for (const auto& w : a) words += w + " ";
    const auto hits = RulesSearch::instance().search(words, static_cast<std::size_t>(limit), system);
    if (json) {
        ordered_json arr = ordered_json::array();
        for (const auto& h : hits)
            arr.push_back({{"id", h.entry->id}, {"system", h.entry->system}, {"title", h.entry->title},
                           {"score", h.score}, {"source", {{"seed", h.entry->seed}, {"section", sectionText({h.entry->seed, h.entry->section}, h.entry->also)}}}});
        std::cout << arr.dump() << "\n";
    } else if (hits.empty()) {
        std::cout << "No rules match '" << words.substr(0, words.size() - 1) << "'.\n";
    } else {
        for (const auto& h : hits)
            std::cout << h.entry->id << "  " << h.entry->title << "  (" << h.entry->citation() << ")\n";
    }
    return kExitOk;
}

int show(const std::string& id, bool json) {
    const RuleEntry* e = RulesLibrary::instance().find(id);
    if (!e) {
        std::cerr << "muster-cli rules show: no rule with id '" << id << "' (try: muster-cli rules search WORDS)\n";
        return kExitUsage;
    }
    if (json) std::cout << entryJson(*e).dump() << "\n";
    else printEntry(*e);
    return kExitOk;
}

int terrain(const std::string& name, bool json) {
    const auto t = terrainFromString(name);
    if (!t) {
        std::cerr << "muster-cli rules terrain: unknown terrain '" << name << "' (" << terrainSpellings() << ")\n";
        return kExitUsage;
    }
    const auto& fx = terrainEffects(*t);
    const auto entries = RulesLibrary::instance().byTerrain(*t);
    if (json) {
        ordered_json arr = ordered_json::array();
        for (const auto* e : entries) arr.push_back(entryJson(*e));
        std::cout << ordered_json{{"terrain", std::string(toString(*t))},
                                  {"attackerDieModifier", fx.attackerDieModifier},
                                  {"defenderMoraleLevels", fx.defenderMoraleLevels},
                                  {"blocksLineOfSight", fx.blocksLineOfSight},
                                  {"movement", fx.movement == MoveEffect::Impassable    ? "impassable"
                                               : fx.movement == MoveEffect::StopOnEntry ? "stop"
                                                                                        : "none"},
                                  {"source", {{"seed", std::string(fx.source.seed)}, {"section", std::string(fx.source.section)}}},
                                  {"entries", arr}}
                         .dump()
                  << "\n";
        return kExitOk;
    }
    std::cout << displayName(*t) << " (Hold the Line, seed " << fx.source.seed << " section " << fx.source.section
              << ")\n  Combat: " << fx.combatText << "\n  Movement: " << fx.movementText << "\n  Line of sight: "
              << fx.losText << "\n  Morale: " << fx.moraleText << "\n\n";
    printList(entries, false);
    return kExitOk;
}

int unit(const std::string& name, bool json) {
    const auto u = unitTypeFromString(name);
    if (!u) {
        std::cerr << "muster-cli rules unit: unknown unit type '" << name << "' (infantry cavalry artillery gunboat leader)\n";
        return kExitUsage;
    }
    printList(RulesLibrary::instance().byUnitType(*u), json);
    return kExitOk;
}

int params(bool json) {
    const RuleParameters p = RuleParameters::loadUser();
    ordered_json arr = ordered_json::array();
    for (const auto& key : p.keys()) {
        const ParamValue v = p.get(key);
        if (json) {
            const RuleParameters::Range range = p.range(key);
            arr.push_back({{"key", key}, {"name", v.name}, {"value", v.value}, {"default", v.defaultValue},
                           {"overridden", v.overridden}, {"basis", v.inferred ? "inferred" : "stated"},
                           {"entry", v.entryId}, {"min", range.min}, {"max", range.max}});
            continue;
        }
        const RuleParameters::Range range = p.range(key);
        std::cout << key << " = " << v.describe() << "  [" << range.min << ".." << range.max << "]\n";
    }
    if (json) std::cout << arr.dump() << "\n";
    else std::cout << "Overrides file: " << RuleParameters::userOverridesPath() << "\n";
    return kExitOk;
}

int override(std::vector<std::string>& a) {
    const bool clear = takeFlag(a, "--clear");
    expectOperands(a, clear ? 1 : 2, clear ? "KEY" : a.empty() ? "KEY and VALUE" : "VALUE");
    RuleParameters::storeUserOverride(a[0], clear ? std::nullopt
                                                   : std::optional<int>(RuleParameters().parseValue(a[0], a[1])));
    std::cout << a[0] << " = " << RuleParameters::loadUser().get(a[0]).describe() << "\nSaved to "
              << RuleParameters::userOverridesPath() << "\n";
    return kExitOk;
}

int runRules(const std::vector<std::string>& argsIn) {
    auto a = argsIn;
    const bool json = takeFlag(a, "--json");
    if (takeFlag(a, "--help")) {
        std::cout << kUsage;
        return kExitOk;
    }
    if (a.empty()) {
        std::cerr << "muster-cli rules: a subcommand is missing\n" << kUsage;
        return kExitUsage;
    }
    const std::string sub = a[0];
    a.erase(a.begin());
    try {
        if (sub == "systems") return expectOperands(a, 0, ""), systems(json);
        if (sub == "search") return search(a, json);
        if (sub == "show") return expectOperands(a, 1, "ID"), show(a[0], json);
        if (sub == "terrain") return expectOperands(a, 1, "TYPE"), terrain(a[0], json);
        if (sub == "unit") return expectOperands(a, 1, "TYPE"), unit(a[0], json);
        if (sub == "params") return expectOperands(a, 0, ""), params(json);
        if (sub == "override") return override(a);
        std::cerr << "muster-cli rules: unknown subcommand '" << sub << "'\n" << kUsage;
        return kExitUsage;
    } catch (const OverridesError& e) {
        std::cerr << "muster-cli rules " << sub << ": " << e.what() << "\n";
    } catch (const std::invalid_argument& e) {  // UsageError and takeOption's missing value
        std::cerr << "muster-cli rules " << sub << ": " << e.what() << "\n" << kUsage;
    }
    return kExitUsage;
}

const Registrar reg("rules", "rules systems | search WORDS | show ID | terrain TYPE | unit TYPE | params   rules reference",
                    runRules, kUsage);

} // namespace
} // namespace muster::cli
