#include "rule_parameters.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace muster {

std::string ParamValue::citation(Audience a) const { return citationText(source, also, a, true); }

std::string ParamValue::describe(Audience a) const {
    std::ostringstream out;
    out << value << " (";
    if (overridden) out << "user override; default " << defaultValue << " ";
    out << (inferred ? "inferred" : "stated") << ", " << citation(a);
    if (inferred && !origin.empty()) out << ": " << origin.text(source.seed, a);
    out << ")";
    return out.str();
}

RuleParameters::RuleParameters(const RulesLibrary& lib) {
    for (const auto& e : lib.entries())
        for (const auto& n : e.numbers) {
            if (n.key.empty()) continue;
            ParamValue p;
            p.key = n.key;
            try {
                p.value = p.defaultValue = std::stoi(n.value);
            } catch (const std::exception&) {
                throw RulesDataError(e.id + ": parameter " + n.key + " must be an integer, not '" + n.value + "'");
            }
            p.inferred = n.inferred;
            p.entryId = e.id;
            p.source = {e.seed, e.section};
            p.also = e.also;
            p.origin = n.origin;
            p.name = n.name;
            defaults_[n.key] = p;
        }
}

std::string RuleParameters::userOverridesPath() {
    namespace fs = std::filesystem;
    fs::path base;
    if (const char* x = std::getenv("XDG_CONFIG_HOME"); x && *x) base = x;
    else if (const char* h = std::getenv("HOME"); h && *h) base = fs::path(h) / ".config";
    else base = ".config";
    return (base / "muster" / "rules-overrides.json").string();
}

RuleParameters RuleParameters::loadUser() {
    RuleParameters p;
    const std::string path = userOverridesPath();
    if (std::filesystem::exists(path)) p.loadOverrides(path);
    return p;
}

std::vector<std::string> RuleParameters::keys() const {
    std::vector<std::string> out;
    for (const auto& [k, v] : defaults_) out.push_back(k);
    return out;
}

ParamValue RuleParameters::get(const std::string& key) const {
    auto it = defaults_.find(key);
    if (it == defaults_.end()) throw OverridesError("unknown rules parameter '" + key + "'");
    ParamValue p = it->second;
    if (auto o = overrides_.find(key); o != overrides_.end()) {
        p.value = o->second;
        p.overridden = true;
    }
    return p;
}

RuleParameters::Range RuleParameters::range(const std::string& key) const {
    if (!has(key)) throw OverridesError("unknown rules parameter '" + key + "' (see: muster-cli rules params)");
    auto starts = [&key](const char* prefix) { return key.rfind(prefix, 0) == 0; };
    // A hit number of 1 always hits; 7 and up could never hit, so it is refused.
    if (starts("htl.fire.") || key == "htl.close.hitOn") return {1, 6, "a hit number on one die"};
    // Each colour keeps at least one face: 8.3.3 has every colour retreat on its own face.
    if (starts("htl.morale-die.")) return {1, 6, "faces of the six-sided morale die"};
    if (starts("eagle.fire.result.")) return {1, 6, "a result number on one die"};
    if (key == "eagle.charge.eliminate-diff") return {1, 12, "a difference between two 2d6 rolls"};
    return {2, 12, "a 2d6 total"};
}

std::string RuleParameters::label(const std::string& key) const {
    auto it = defaults_.find(key);
    return it == defaults_.end() || it->second.name.empty() ? key : it->second.name;
}

int RuleParameters::parseValue(const std::string& key, const std::string& textIn) const {
    const Range r = range(key);
    std::string text = textIn;
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.erase(text.begin());
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.pop_back();
    const std::string field = key + " (" + label(key) + ")";
    int v = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size())
        throw OverridesError(field + ": '" + textIn + "' is not a whole number");
    checkRange(key, v, field);
    return v;
}

void RuleParameters::checkRange(const std::string& key, int value, const std::string& where) const {
    const Range r = range(key);
    if (value < r.min || value > r.max)
        throw OverridesError(where + ": " + std::to_string(value) + " is outside " + std::to_string(r.min) + ".." +
                             std::to_string(r.max) + " (" + r.what + ")");
}

void RuleParameters::setOverride(const std::string& key, int value) {
    checkRange(key, value, "rules parameter '" + key + "'");
    overrides_[key] = value;
}

void RuleParameters::clearOverride(const std::string& key) { overrides_.erase(key); }

void RuleParameters::loadOverrides(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw OverridesError(path + ": cannot be read");
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(in);
    } catch (const nlohmann::json::exception& e) {
        throw OverridesError(path + ": not valid JSON: " + e.what());
    }
    if (!j.is_object()) throw OverridesError(path + ": /: expected an object");
    // Like the scenario reader: unknown keys and other formats are refused by path.
    for (const auto& [k, v] : j.items()) {
        if (k == "format") {
            if (v != "muster-rules-overrides")
                throw OverridesError(path + ": /format: expected \"muster-rules-overrides\", not " + v.dump());
        } else if (k == "formatVersion") {
            if (v != 1) throw OverridesError(path + ": /formatVersion: version " + v.dump() + " is not supported (1)");
        } else if (k != "overrides") {
            throw OverridesError(path + ": /" + k + ": unknown key");
        }
    }
    if (!j.contains("overrides") || !j["overrides"].is_object())
        throw OverridesError(path + ": /overrides: expected an object of parameter keys to integers");
    std::map<std::string, int> loaded;
    for (const auto& [k, v] : j["overrides"].items()) {
        if (!v.is_number_integer())
            throw OverridesError(path + ": /overrides/" + k + ": expected an integer");
        if (!has(k)) throw OverridesError(path + ": /overrides/" + k + ": unknown rules parameter");
        const int x = v.get<int>();
        checkRange(k, x, path + ": /overrides/" + k);
        loaded[k] = x;
    }
    overrides_ = std::move(loaded);
}

void RuleParameters::storeUserOverride(const std::string& key, std::optional<int> value) {
    RuleParameters p = loadUser(); // throws for an unreadable file: nothing is written over it
    if (value) {
        p.setOverride(key, *value);
    } else {
        p.range(key); // an unknown key is an error, also when clearing
        p.clearOverride(key);
    }
    p.saveOverrides(userOverridesPath());
}

void RuleParameters::saveOverrides(const std::string& path) const {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path target(path);
    if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
    nlohmann::ordered_json j;
    j["format"] = "muster-rules-overrides";
    j["formatVersion"] = 1;
    j["overrides"] = nlohmann::ordered_json::object();
    for (const auto& [k, v] : overrides_) j["overrides"][k] = v;
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::trunc);
        if (!out) throw OverridesError(tmp + ": cannot be written");
        out << j.dump(2) << "\n";
        if (!out.flush()) throw OverridesError(tmp + ": write failed");
    }
    fs::rename(tmp, target, ec);
    if (ec) {
        fs::remove(tmp, ec);
        throw OverridesError(path + ": cannot replace the file: " + ec.message());
    }
}

} // namespace muster
