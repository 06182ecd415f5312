#include "rules_library.h"

#include "embedded_data.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace muster {
namespace {

using nlohmann::json;

std::string valueText(const json& v) {
    if (v.is_string()) return v.get<std::string>();
    if (v.is_number_integer()) return std::to_string(v.get<long long>());
    return v.dump();
}

std::vector<std::string> strings(const json& j, const char* key) {
    std::vector<std::string> out;
    if (auto it = j.find(key); it != j.end())
        for (const auto& s : *it) out.push_back(s.get<std::string>());
    return out;
}

// Prose that may name its source document ({the seed}); a bad mark names the field.
RuleText prose(const json& j, const char* key) {
    try {
        return RuleText::parse(j.at(key).get<std::string>());
    } catch (const std::invalid_argument& e) {
        throw RulesDataError(std::string(key) + ": " + e.what());
    }
}

NumberOrigin readOrigin(const json& n) {
    NumberOrigin o;
    const std::string assumed = n.value("assumed", "");
    if (assumed == "project") o.assumed = Assumption::ProjectDefault;
    else if (assumed == "placeholder") o.assumed = Assumption::Placeholder;
    else if (!assumed.empty()) throw RulesDataError("assumed must be project or placeholder, not '" + assumed + "'");
    o.missing = n.value("missing", "");
    if ((o.assumed == Assumption::Placeholder) != !o.missing.empty())
        throw RulesDataError("a placeholder (and only one) says what is missing (missing)");
    if (n.contains("from")) o.note = prose(n, "from");
    return o;
}

RuleEntry readEntry(const json& e, const std::string& system) {
    RuleEntry r;
    r.id = e.at("id").get<std::string>();
    r.system = system;
    r.topic = e.at("topic").get<std::string>();
    r.title = e.at("title").get<std::string>();
    r.summary = prose(e, "summary");
    r.tags = strings(e, "tags");
    r.seed = e.at("source").at("seed").get<std::string>();
    r.section = e.at("source").at("section").get<std::string>();
    if (auto it = e.at("source").find("also"); it != e.at("source").end())
        for (const auto& a : *it) r.also.push_back({a.at("seed").get<std::string>(), a.at("section").get<std::string>()});
    r.terrain = strings(e, "terrain");
    r.units = strings(e, "units");
    if (auto it = e.find("numbers"); it != e.end())
        for (const auto& n : *it) {
            RuleNumber num;
            num.name = n.at("name").get<std::string>();
            num.value = valueText(n.at("value"));
            const std::string basis = n.at("basis").get<std::string>();
            if (basis != "stated" && basis != "inferred")
                throw RulesDataError("basis must be stated or inferred, not '" + basis + "'");
            num.inferred = basis == "inferred";
            num.origin = readOrigin(n);
            num.key = n.value("key", "");
            if (num.inferred && num.origin.empty())
                throw RulesDataError("inferred number '" + num.name + "' must say what it rests on (from)");
            r.numbers.push_back(std::move(num));
        }
    return r;
}

} // namespace

RulesLibrary RulesLibrary::fromJson(const std::vector<std::pair<std::string, std::string>>& files) {
    RulesLibrary lib;
    for (const auto& [name, text] : files) {
        json doc;
        try {
            doc = json::parse(text);
        } catch (const json::exception& e) {
            throw RulesDataError("rulesref/data/" + name + ": " + e.what());
        }
        const json& sys = doc.at("system");
        RuleSystem s;
        try {
            s = RuleSystem{sys.at("id").get<std::string>(), sys.at("name").get<std::string>(), strings(sys, "seeds"),
                           prose(sys, "summary")};
        } catch (const RulesDataError& e) {
            throw RulesDataError("rulesref/data/" + name + ": /system/" + e.what());
        }
        const auto& entries = doc.at("entries");
        for (std::size_t i = 0; i < entries.size(); ++i) {
            try {
                RuleEntry e = readEntry(entries[i], s.id);
                if (lib.byId_.count(e.id))
                    throw RulesDataError("duplicate id '" + e.id + "'");
                lib.byId_[e.id] = lib.entries_.size();
                lib.entries_.push_back(std::move(e));
            } catch (const std::exception& e) {
                throw RulesDataError("rulesref/data/" + name + ": /entries/" + std::to_string(i) + ": " +
                                     e.what());
            }
        }
        lib.systems_.push_back(std::move(s));
    }
    // Hold the Line first, then the kindred systems in seed order.
    std::stable_sort(lib.systems_.begin(), lib.systems_.end(), [](const RuleSystem& a, const RuleSystem& b) {
        return a.seeds.front() < b.seeds.front();
    });
    return lib;
}

const RulesLibrary& RulesLibrary::instance() {
    static const RulesLibrary lib = [] {
        std::vector<std::pair<std::string, std::string>> files;
        for (const auto& f : embeddedRulesData()) files.emplace_back(std::string(f.name), std::string(f.text));
        return fromJson(files);
    }();
    return lib;
}

const RuleSystem* RulesLibrary::system(std::string_view id) const {
    for (const auto& s : systems_)
        if (s.id == id) return &s;
    return nullptr;
}

const RuleEntry* RulesLibrary::find(std::string_view id) const {
    auto it = byId_.find(std::string(id));
    return it == byId_.end() ? nullptr : &entries_[it->second];
}

std::vector<const RuleEntry*> RulesLibrary::bySystem(std::string_view system) const {
    std::vector<const RuleEntry*> out;
    for (const auto& e : entries_)
        if (e.system == system) out.push_back(&e);
    return out;
}

namespace {
// Hold the Line's own entry for the terrain or unit first, then its other entries, then
// the kindred systems.
std::vector<const RuleEntry*> htlFirst(std::vector<const RuleEntry*> v, const std::string& ownPrefix) {
    auto rank = [&](const RuleEntry* e) {
        if (e->id.rfind(ownPrefix, 0) == 0) return 0;
        return e->system == "htl" ? 1 : 2;
    };
    std::stable_sort(v.begin(), v.end(), [&](const RuleEntry* a, const RuleEntry* b) { return rank(a) < rank(b); });
    return v;
}
} // namespace

std::vector<const RuleEntry*> RulesLibrary::byTerrain(std::string_view terrainId) const {
    std::vector<const RuleEntry*> out;
    for (const auto& e : entries_)
        if (std::find(e.terrain.begin(), e.terrain.end(), terrainId) != e.terrain.end()) out.push_back(&e);
    return htlFirst(std::move(out), "htl.terrain.");
}

std::vector<const RuleEntry*> RulesLibrary::byUnitType(std::string_view unitId) const {
    std::vector<const RuleEntry*> out;
    for (const auto& e : entries_)
        if (std::find(e.units.begin(), e.units.end(), unitId) != e.units.end()) out.push_back(&e);
    return htlFirst(std::move(out), "htl.unit.");
}

std::vector<std::string> RulesLibrary::topics(std::string_view system) const {
    std::vector<std::string> out;
    for (const auto& e : entries_)
        if (e.system == system && std::find(out.begin(), out.end(), e.topic) == out.end())
            out.push_back(e.topic);
    return out;
}

} // namespace muster
