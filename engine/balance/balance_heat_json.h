#pragma once
// "Where it is decided" read back from a balance result (`muster-cli balance --json`), for a
// picture of it outside the editor (`export --map --heat`): the "hexes" entries as
// HexEffect, checked against the battle the picture is of. A result of another battle (its
// hexes off the board, other VP markers, another number of turns) is refused, as is a
// malformed one, with the file and JSON path.
#include "engine/balance/balance_explain.h"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>
#include <vector>

namespace muster {

// what() is "FILE: JSON_PATH: reason".
class BalanceResultError : public std::runtime_error {
public:
    BalanceResultError(const std::string& file, const std::string& path, const std::string& reason)
        : std::runtime_error(file + ": " + (path.empty() ? "" : path + ": ") + reason) {}
};

// The hex effects of a balance result (its strongest player's games), in its order.
std::vector<HexEffect> readHexEffectsJson(const nlohmann::ordered_json& result, const Scenario& battle, const std::string& file);

} // namespace muster
