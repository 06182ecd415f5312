#pragma once
// Small helpers shared by muster-cli subcommands: argument parsing and JSON of issues.
#include "model/hex.h"
#include "model/rules/issue.h"

#include <nlohmann/json.hpp>

#include <charconv>

#include <optional>
#include <string>
#include <vector>

namespace muster::cli {

// "C,R" (1-based) -> Offset; nullopt when malformed.
std::optional<Offset> parseHexArg(const std::string& text);

// A whole number that is all of `text`; false for anything else (signs, spaces, overflow).
template <class T>
bool parseWhole(const std::string& text, T& out) {
    const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
    return !text.empty() && r.ec == std::errc() && r.ptr == text.data() + text.size();
}

// Value of "--name VALUE" in args (removing both), or nullopt when absent.
// Throws std::invalid_argument when the flag is last with no value.
std::optional<std::string> takeOption(std::vector<std::string>& args, const std::string& name);
// Whether "--flag" is present (removing it).
bool takeFlag(std::vector<std::string>& args, const std::string& name);

// Flush standard output and report a write that failed at any time (a full disk behind
// "> file", /dev/full, a closed pipe): then the exit status becomes 2 with a message on
// stderr, since the output the user asked for is incomplete. Otherwise returns `status`.
int finishOutput(int status);

// "--ai NAME" (both sides) or "--ai union=NAME,confederate=NAME", for play and balance.
// False with a message naming the bad part or the unknown player (and the known ones).
bool parseAiOption(const std::string& text, std::string& unionAi, std::string& confederateAi, std::string& err);
// The registered player names, comma-separated.
std::string playerList();

nlohmann::ordered_json issueToJson(const Issue& issue);
nlohmann::ordered_json hexToJson(Offset o);

} // namespace muster::cli
