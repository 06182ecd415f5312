#include "terrain_layer.h"

#include <algorithm>

namespace muster {

Terrain TerrainLayer::at(Offset o) const {
    auto it = index_.find(offsetKey(o));
    return it == index_.end() ? Terrain::Clear : entries_[it->second].type;
}

int TerrainLayer::count(Offset o) const {
    const auto k = offsetKey(o);
    if (auto d = dupCount_.find(k); d != dupCount_.end()) return static_cast<int>(d->second);
    return index_.count(k) ? 1 : 0;
}

void TerrainLayer::append(TerrainEntry e) {
    const auto k = offsetKey(e.hex);
    auto [it, inserted] = index_.try_emplace(k, static_cast<std::uint32_t>(entries_.size()));
    if (!inserted) {
        it->second = static_cast<std::uint32_t>(entries_.size());
        auto [d, first] = dupCount_.try_emplace(k, 2u);
        if (!first) ++d->second;
    }
    entries_.push_back(e);
}

void TerrainLayer::set(Offset o, Terrain t) {
    const auto k = offsetKey(o);
    if (dupCount_.count(k)) {
        // Rare (only after reading a file with duplicates): drop them all, then add one.
        entries_.erase(std::remove_if(entries_.begin(), entries_.end(),
                                      [&](const TerrainEntry& e) { return e.hex == o; }),
                       entries_.end());
        dupCount_.erase(k);
        rebuildIndex();
        if (t != Terrain::Clear) append({o, t});
        return;
    }
    auto it = index_.find(k);
    if (it == index_.end()) {
        if (t != Terrain::Clear) append({o, t});
        return;
    }
    if (t == Terrain::Clear)
        removeAt(it->second);
    else
        entries_[it->second].type = t;
}

void TerrainLayer::removeAt(std::size_t i) {
    const auto k = offsetKey(entries_[i].hex);
    index_.erase(k);
    const std::size_t last = entries_.size() - 1;
    if (i != last) {
        entries_[i] = entries_[last];
        auto moved = index_.find(offsetKey(entries_[i].hex));
        if (moved != index_.end() && moved->second == last) moved->second = static_cast<std::uint32_t>(i);
    }
    entries_.pop_back();
}

void TerrainLayer::rebuildIndex() {
    index_.clear();
    for (std::size_t i = 0; i < entries_.size(); ++i)
        index_[offsetKey(entries_[i].hex)] = static_cast<std::uint32_t>(i);
}

std::vector<Offset> TerrainLayer::duplicatedHexes() const {
    std::vector<Offset> out;
    for (const auto& [k, n] : dupCount_)
        out.push_back(Offset{static_cast<int>(static_cast<std::uint32_t>(k & 0xffffffffu)),
                             static_cast<int>(static_cast<std::uint32_t>(k >> 32))});
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<TerrainEntry> TerrainLayer::sorted() const {
    std::vector<TerrainEntry> out = entries_;
    std::stable_sort(out.begin(), out.end(),
                     [](const TerrainEntry& a, const TerrainEntry& b) { return a.hex < b.hex; });
    return out;
}

void TerrainLayer::clear() {
    entries_.clear();
    index_.clear();
    dupCount_.clear();
}

void TerrainLayer::reserve(std::size_t n) {
    entries_.reserve(n);
    index_.reserve(n);
}

} // namespace muster
