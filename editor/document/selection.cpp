#include "selection.h"

#include <algorithm>

namespace muster {

bool Selection::containsUnit(const std::string& id) const {
    return std::binary_search(units_.begin(), units_.end(), id);
}

bool Selection::containsHex(Offset o) const {
    return std::binary_search(hexes_.begin(), hexes_.end(), o);
}

void Selection::set(std::vector<std::string> units, std::vector<Offset> hexes) {
    std::sort(units.begin(), units.end());
    units.erase(std::unique(units.begin(), units.end()), units.end());
    std::sort(hexes.begin(), hexes.end());
    hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
    if (units == units_ && hexes == hexes_) return;
    units_ = std::move(units);
    hexes_ = std::move(hexes);
    emit changed();
}

void Selection::toggleUnit(const std::string& id) {
    auto u = units_;
    auto it = std::find(u.begin(), u.end(), id);
    if (it == u.end()) u.push_back(id); else u.erase(it);
    set(std::move(u), hexes_);
}

void Selection::toggleHex(Offset o) {
    auto h = hexes_;
    auto it = std::find(h.begin(), h.end(), o);
    if (it == h.end()) h.push_back(o); else h.erase(it);
    set(units_, std::move(h));
}

} // namespace muster
