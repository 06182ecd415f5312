#pragma once
// How a game ended, as data: the spelling in a game file's "winner", the text stored in a
// library's games table (kept as written by every earlier version, so old libraries read
// the same), and the words shown to a player. Every place that writes or shows a result
// goes through this table.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace muster {

enum class GameResult : std::uint8_t { None, UnionWins, ConfederateWins, Draw };

struct GameResultInfo {
    GameResult result;
    std::string_view winner;  // game file "winner": "union", "confederate", "draw" ("" while playing)
    std::string_view stored;  // library games.result: "union wins", ... ("" while playing)
    std::string_view text;    // for people: "Union wins", "Confederate wins", "Draw"
};

const GameResultInfo& gameResultInfo(GameResult r);
// The result a library row stores, nullopt for text no version wrote.
std::optional<GameResult> gameResultFromStored(std::string_view stored);
// The words for a stored result ("union wins" -> "Union wins"); unknown text as it is.
std::string_view gameResultText(std::string_view stored);

} // namespace muster
