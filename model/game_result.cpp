#include "game_result.h"

namespace muster {
namespace {

const std::array<GameResultInfo, 4> kResults = {{
    {GameResult::None, "", "", ""},
    {GameResult::UnionWins, "union", "union wins", "Union wins"},
    {GameResult::ConfederateWins, "confederate", "confederate wins", "Confederate wins"},
    {GameResult::Draw, "draw", "draw", "Draw"},
}};

} // namespace

const GameResultInfo& gameResultInfo(GameResult r) { return kResults[static_cast<std::size_t>(r)]; }

std::optional<GameResult> gameResultFromStored(std::string_view stored) {
    for (const GameResultInfo& r : kResults)
        if (r.stored == stored) return r.result;
    return std::nullopt;
}

std::string_view gameResultText(std::string_view stored) {
    const auto r = gameResultFromStored(stored);
    return r ? gameResultInfo(*r).text : stored;
}

} // namespace muster
