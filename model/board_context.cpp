#include "board_context.h"

namespace muster {

const std::vector<Offset>& BoardContext::lastActionHexes() const {
    static const std::vector<Offset> none;
    return none;
}

std::optional<BoardUnit> BoardContext::findUnit(std::string_view id) const {
    std::optional<BoardUnit> out;
    forEachUnit([&](const BoardUnit& u) {
        if (!out && u.unit->id == id) out = u;
    });
    return out;
}

BoardUnit boardUnit(const Unit& u, int index) {
    BoardUnit b;
    b.unit = &u;
    b.index = index;
    b.hex = u.hex.value_or(Offset{});
    b.sp = effectiveSp(u);
    b.morale = u.morale;
    return b;
}

void ScenarioBoard::forEachUnit(const std::function<void(const BoardUnit&)>& f) const {
    for (std::size_t i = 0; i < s_->units.size(); ++i)
        if (s_->units[i].hex) f(boardUnit(s_->units[i], static_cast<int>(i)));
}

void ScenarioBoard::forEachMarker(const std::function<void(const BoardMarker&)>& f) const {
    for (std::size_t i = 0; i < s_->vpMarkers.size(); ++i)
        f(BoardMarker{&s_->vpMarkers[i], static_cast<int>(i), s_->vpMarkers[i].side});
}

void ScenarioBoard::forEachArrival(const std::function<void(const BoardArrival&)>& f) const {
    for (const Unit& u : s_->units)
        if (u.isReinforcement()) f(BoardArrival{u.side, *u.arrives});
}

} // namespace muster
