#pragma once
// Reading the battle files of the systems with their own shape (square grid, battle board):
// a strict JSON tree built by the streaming parser (model/io/json_stream: a key given twice
// or a number that is not an integer is refused, with its JSON path), and the checks every
// such reader makes in the same words: allowed and required keys, keys another system has
// (refused with the reason), strings, integers, lists and the file's header.
#include "../io/scenario_json.h"
#include "../types.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace muster::systems {

nlohmann::json parseStrictJson(std::string_view text, const std::string& file);
// The whole file under the reader's size limit, parsed strictly; its top level an object.
nlohmann::json parseBattleRoot(std::string_view text, const std::string& file);

struct KeySet {
    std::vector<std::string_view> allowed;
    std::vector<std::string_view> required;
    std::map<std::string_view, std::string_view> notHere; // key -> why this system has none
};

// Each check throws ScenarioReadError naming the file and the JSON path.
class StrictReader {
public:
    // `battle` names the system's battle in messages: "a square-grid battle".
    StrictReader(const std::string& file, std::string_view battle) : file_(file), battle_(battle) {}

    [[noreturn]] void fail(const std::string& path, const std::string& why) const;
    void keys(const nlohmann::json& j, const std::string& path, const KeySet& k) const;
    std::string str(const nlohmann::json& j, const std::string& path) const;
    int integer(const nlohmann::json& j, const std::string& path) const;
    const nlohmann::json& list(const nlohmann::json& j, const std::string& path, std::size_t limit) const;
    std::vector<std::string> strings(const nlohmann::json& j, const std::string& path) const;
    Side side(const nlohmann::json& j, const std::string& path) const;
    // format, formatVersion 1 and this system's ruleset id.
    void header(const nlohmann::json& root, std::string_view ruleset) const;
    // The descriptive keys every battle has (title, subtitle, author, date, briefing,
    // historicalNotes, tags), into the fields of the same names.
    template <class Battle>
    void text(const nlohmann::json& root, Battle& s) const {
        for (auto [key, field] : {std::pair{"title", &s.title}, {"subtitle", &s.subtitle}, {"author", &s.author},
                                  {"date", &s.date}, {"briefing", &s.briefing}, {"historicalNotes", &s.historicalNotes}})
            if (root.contains(key)) *field = str(root[key], key);
        if (root.contains("tags")) s.tags = strings(root["tags"], "tags");
    }
    static std::string at(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }
    const ReadLimits& limits() const { return limits_; }

private:
    const std::string& file_;
    std::string_view battle_;
    ReadLimits limits_;
};

} // namespace muster::systems
