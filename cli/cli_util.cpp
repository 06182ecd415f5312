#include "cli_util.h"

#include "engine/players/player.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <stdexcept>

namespace muster::cli {

std::optional<Offset> parseHexArg(const std::string& text) {
    const auto comma = text.find(',');
    if (comma == std::string::npos) return std::nullopt;
    auto parseInt = [](const char* b, const char* e) -> std::optional<int> {
        int v = 0;
        auto [p, ec] = std::from_chars(b, e, v);
        if (ec != std::errc() || p != e || b == e) return std::nullopt;
        return v;
    };
    const char* s = text.data();
    auto c = parseInt(s, s + comma);
    auto r = parseInt(s + comma + 1, s + text.size());
    if (!c || !r) return std::nullopt;
    return Offset{*c, *r};
}

std::optional<std::string> takeOption(std::vector<std::string>& args, const std::string& name) {
    auto it = std::find(args.begin(), args.end(), name);
    if (it == args.end()) return std::nullopt;
    if (it + 1 == args.end()) throw std::invalid_argument(name + " needs a value");
    std::string v = *(it + 1);
    args.erase(it, it + 2);
    return v;
}

bool takeFlag(std::vector<std::string>& args, const std::string& name) {
    auto it = std::find(args.begin(), args.end(), name);
    if (it == args.end()) return false;
    args.erase(it);
    return true;
}

int finishOutput(int status) {
    errno = 0;
    std::cout.flush();
    const bool streamBad = !std::cout.good();
    const bool fileBad = std::fflush(stdout) != 0 || std::ferror(stdout);
    if (!streamBad && !fileBad) return status;
    const int err = errno;
    std::string why = err == ENOSPC || err == EDQUOT ? "disk full" : err ? std::strerror(err) : "write error";
    std::cerr << "muster-cli: cannot write the output to standard output: " << why
              << "; the output is incomplete\n";
    return 2; // kExitUsage: the result did not reach its destination
}

nlohmann::ordered_json hexToJson(Offset o) { return nlohmann::ordered_json::array({o.col, o.row}); }

nlohmann::ordered_json issueToJson(const Issue& issue) {
    nlohmann::ordered_json hexes = nlohmann::ordered_json::array();
    for (Offset o : issue.hexes) hexes.push_back(hexToJson(o));
    nlohmann::ordered_json j;
    j["rule"] = issue.rule;
    j["severity"] = std::string(toString(issue.severity));
    j["section"] = issue.section;
    j["hexes"] = hexes;
    j["units"] = issue.units;
    j["message"] = issue.message;
    return j;
}

std::string playerList() {
    std::string s;
    for (const auto& n : playerNames()) s += (s.empty() ? "" : ", ") + n;
    return s;
}

bool parseAiOption(const std::string& text, std::string& unionAi, std::string& confederateAi, std::string& err) {
    if (text.find('=') == std::string::npos) {
        unionAi = confederateAi = text;
    } else {
        unionAi.clear();
        confederateAi.clear();
        std::size_t start = 0;
        while (start <= text.size()) {
            const std::size_t comma = std::min(text.find(',', start), text.size());
            const std::string part = text.substr(start, comma - start);
            const std::size_t eq = part.find('=');
            const std::string side = part.substr(0, eq), name = eq == std::string::npos ? "" : part.substr(eq + 1);
            if (eq == std::string::npos || name.empty() || (side != "union" && side != "confederate")) {
                err = "--ai takes NAME or union=NAME,confederate=NAME (got '" + part + "')";
                return false;
            }
            (side == "union" ? unionAi : confederateAi) = name;
            start = comma + 1;
        }
        if (unionAi.empty() || confederateAi.empty()) {
            err = "--ai must name a player for both sides (union=NAME,confederate=NAME)";
            return false;
        }
    }
    for (const std::string* n : {&unionAi, &confederateAi})
        if (!makePlayer(*n, 0)) {
            err = "unknown player '" + *n + "' (players: " + playerList() + ")";
            return false;
        }
    return true;
}

} // namespace muster::cli
