// BoardView: a picture kept by someone else (a game) changed; what is repainted of the
// far-zoom image follows from what the pieces look like now against the last time. Its
// owner says when it shows another game, so a move never compares the terrain.
#include "board_view.h"
#include "board_view_impl.h"

#include "editor/view/tool.h"
#include "model/board_context.h"

#include <algorithm>
#include <iterator>

namespace muster {

namespace {
// What the painter draws of each hex's pieces, as (hex key, look) sorted.
std::vector<std::pair<std::uint64_t, std::uint64_t>> looksOf(const BoardContext& b) {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> out;
    auto mix = [](std::uint64_t h, std::uint64_t v) { return (h ^ v) * 0x100000001b3ULL; };
    b.forEachUnit([&](const BoardUnit& u) {
        std::uint64_t h = mix(0xcbf29ce484222325ULL, static_cast<std::uint64_t>(u.index));
        h = mix(h, static_cast<std::uint64_t>(u.sp));
        h = mix(h, u.morale ? static_cast<std::uint64_t>(*u.morale) + 1 : 0);
        h = mix(h, u.acted ? 1 : 0);
        out.emplace_back(offsetKey(u.hex), h);
    });
    b.forEachMarker([&](const BoardMarker& m) {
        out.emplace_back(offsetKey(m.marker->hex), mix(static_cast<std::uint64_t>(m.index) + 7, m.holder ? int(*m.holder) + 1 : 0));
    });
    for (Offset o : b.lastActionHexes()) out.emplace_back(offsetKey(o), 0x1a57);
    std::sort(out.begin(), out.end());
    return out;
}

// Hexes whose looks differ between two sorted lists.
std::vector<Offset> changedHexes(const std::vector<std::pair<std::uint64_t, std::uint64_t>>& a,
                                 const std::vector<std::pair<std::uint64_t, std::uint64_t>>& b) {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> diff;
    std::set_symmetric_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(diff));
    std::vector<Offset> out;
    for (const auto& [key, look] : diff) {
        (void)look;
        const Offset o{static_cast<int>(static_cast<std::uint32_t>(key)), static_cast<int>(key >> 32)};
        if (out.empty() || !(out.back() == o)) out.push_back(o);
    }
    return out;
}
} // namespace

void BoardView::pictureReplaced() {
    d->looks = looksOf(*board_);
    if (d->painter->layout().board() != board_->board()) return rebuildPainter();
    d->invalidate();
    viewport()->update();
    if (tool_ && hovered_) preview_ = tool_->preview(*hovered_);
}

void BoardView::pictureChanged() {
    if (d->painter->layout().board() != board_->board()) return pictureReplaced();
    std::vector<std::pair<std::uint64_t, std::uint64_t>> looks = looksOf(*board_);
    // The far-zoom image is redrawn only where pieces changed: a 700x700 board redrawn
    // whole after every action would cost far more than the action.
    if (!d->overview.isNull()) {
        const double m = kBaseHexSize * 0.25 + 2.0 / (zoom_ * viewport()->devicePixelRatioF());
        const std::vector<Offset> changed = changedHexes(d->looks, looks);
        // Each hex on its own: the hexes of one action and the last are often far apart.
        if (changed.size() > 256) d->dirty = d->dirty.united(boardBounds(*d->painter, changed).adjusted(-m, -m, m, m));
        else
            for (Offset o : changed)
                if (board_->board().contains(o)) d->dirtyHexes.push_back(d->painter->hexBounds(o).adjusted(-m, -m, m, m));
    }
    d->looks = std::move(looks);
    viewport()->update();
    if (tool_ && hovered_) preview_ = tool_->preview(*hovered_);
}

} // namespace muster
