// Full and incremental validation share one index: units by id and hexes with what they
// hold. Issues are kept per hex and per unit id, so an edit re-checks only what it touched.
#include "validator.h"

#include "checks.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace muster {

using rules::HexCell;
using rules::UnitRec;

struct IncrementalValidator::Impl {
    bool initialized = false;
    BoardGeometry board;
    int turns = 0;
    rules::UnitPool pool;
    std::vector<std::uint32_t> freeSlots;
    std::size_t liveUnits = 0;
    std::unordered_map<std::string, std::vector<std::uint32_t>> byId;
    std::unordered_map<std::uint64_t, HexCell> cells;
    std::unordered_set<std::uint64_t> vpKeys; // cells with vpCount > 0
    std::size_t vpTotal = 0;
    std::array<int, 2> perSide{0, 0};
    std::array<int, 2> eliminable{0, 0};
    std::vector<Offset> dupHexes; // hexes listed more than once in the terrain

    std::unordered_map<std::uint64_t, std::vector<Issue>> hexIssues;
    std::unordered_map<std::string, std::vector<Issue>> idIssues;
    std::vector<Issue> global;
    std::vector<Issue> all;

    void clear() {
        *this = Impl{};
    }

    HexCell& cellAt(Offset o) {
        HexCell& c = cells[offsetKey(o)];
        c.hex = o;
        return c;
    }
    void dropIfEmpty(Offset o) {
        auto it = cells.find(offsetKey(o));
        if (it != cells.end() && it->second.empty()) cells.erase(it);
    }

    void addUnit(const Unit& u, std::vector<Offset>* dirty) {
        std::uint32_t slot;
        if (freeSlots.empty()) {
            slot = static_cast<std::uint32_t>(pool.size());
            pool.emplace_back();
        } else {
            slot = freeSlots.back();
            freeSlots.pop_back();
        }
        UnitRec& r = pool[slot];
        r = rules::makeRec(u);
        byId[r.id].push_back(slot);
        if (r.hex) {
            cellAt(*r.hex).setup.push_back(slot);
            if (dirty) dirty->push_back(*r.hex);
        } else if (r.reinforcement()) {
            cellAt(r.arrives->hex).arrivals.push_back(slot);
            if (dirty) dirty->push_back(r.arrives->hex);
        }
        if (r.countsForSide()) ++perSide[static_cast<std::size_t>(r.side)];
        if (r.eliminable()) ++eliminable[static_cast<std::size_t>(r.side)];
        ++liveUnits;
    }

    void removeSlot(std::uint32_t slot, std::vector<Offset>& dirty) {
        UnitRec& r = pool[slot];
        auto unlink = [&](Offset o, bool setup) {
            auto it = cells.find(offsetKey(o));
            if (it == cells.end()) return;
            auto& v = setup ? it->second.setup : it->second.arrivals;
            v.erase(std::remove(v.begin(), v.end(), slot), v.end());
            if (it->second.empty()) cells.erase(it);
            dirty.push_back(o);
        };
        if (r.hex)
            unlink(*r.hex, true);
        else if (r.reinforcement())
            unlink(r.arrives->hex, false);
        if (r.countsForSide()) --perSide[static_cast<std::size_t>(r.side)];
        if (r.eliminable()) --eliminable[static_cast<std::size_t>(r.side)];
        --liveUnits;
        r = UnitRec{};
        freeSlots.push_back(slot);
    }

    void setVpCounts(const Scenario& s, std::vector<Offset>* dirty) {
        std::unordered_map<std::uint64_t, std::pair<Offset, int>> counts;
        for (const VpMarker& m : s.vpMarkers) {
            auto& e = counts[offsetKey(m.hex)];
            e.first = m.hex;
            ++e.second;
        }
        for (auto it = vpKeys.begin(); it != vpKeys.end();) {
            if (counts.count(*it)) {
                ++it;
                continue;
            }
            HexCell& c = cells[*it];
            c.vpCount = 0;
            if (dirty) dirty->push_back(c.hex);
            if (c.empty()) cells.erase(*it);
            it = vpKeys.erase(it);
        }
        for (const auto& [k, e] : counts) {
            HexCell& c = cellAt(e.first);
            if (c.vpCount == e.second) continue;
            c.vpCount = e.second;
            vpKeys.insert(k);
            if (dirty) dirty->push_back(e.first);
        }
        vpTotal = s.vpMarkers.size();
    }

    void recheckHex(Offset o, const Scenario& s) {
        const auto k = offsetKey(o);
        hexIssues.erase(k);
        auto it = cells.find(k);
        std::vector<Issue> v;
        rules::checkHex(board, o, it == cells.end() ? nullptr : &it->second, s.terrain, pool, v);
        if (!v.empty()) hexIssues.emplace(k, std::move(v));
    }

    void recheckId(const std::string& id, const Scenario& s) {
        idIssues.erase(id);
        auto it = byId.find(id);
        if (it == byId.end()) return;
        std::vector<const UnitRec*> recs;
        for (auto slot : it->second) recs.push_back(&pool[slot]);
        std::vector<Issue> v;
        rules::checkUnitsWithId(recs, s, v);
        if (!v.empty()) idIssues.emplace(id, std::move(v));
    }

    void finish(const Scenario& s) {
        global.clear();
        rules::checkGlobal(s, perSide, global);
        rules::checkVictorySetup(s, eliminable, cells, pool, global);
        rules::checkLimits(s, global);
        all = global;
        for (const auto& [k, v] : hexIssues) all.insert(all.end(), v.begin(), v.end());
        for (const auto& [k, v] : idIssues) all.insert(all.end(), v.begin(), v.end());
        std::sort(all.begin(), all.end(), issueLess);
    }

    void reset(const Scenario& s) {
        clear();
        initialized = true;
        board = s.board;
        turns = s.turns;
        pool.reserve(s.units.size());
        byId.reserve(s.units.size());
        cells.reserve(s.units.size() + s.vpMarkers.size());
        for (const Unit& u : s.units) addUnit(u, nullptr);
        setVpCounts(s, nullptr);
        // Hexes that can have issues: those holding something, duplicated terrain entries,
        // and terrain entries off the board. Plain terrain on the board never does.
        for (const auto& [k, cell] : cells) recheckHex(cell.hex, s);
        dupHexes = s.terrain.duplicatedHexes();
        std::vector<Offset> extra = dupHexes;
        if (board.sizeValid())
            for (const TerrainEntry& e : s.terrain.entries())
                if (!board.contains(e.hex)) extra.push_back(e.hex);
        std::sort(extra.begin(), extra.end());
        extra.erase(std::unique(extra.begin(), extra.end()), extra.end());
        for (Offset o : extra)
            if (!cells.count(offsetKey(o))) recheckHex(o, s);
        for (const auto& [id, slots] : byId) recheckId(id, s);
        finish(s);
    }

    void update(const Scenario& s, const ChangeSet& c) {
        if (!initialized || c.board || !(s.board == board)) return reset(s);
        std::vector<Offset> dirty = c.hexes;
        std::vector<std::string> ids = c.units;
        std::sort(ids.begin(), ids.end());
        ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
        if (!ids.empty()) {
            for (const std::string& id : ids) {
                auto it = byId.find(id);
                if (it == byId.end()) continue;
                for (auto slot : it->second) removeSlot(slot, dirty);
                byId.erase(it);
            }
            // A short list is compared directly: cheaper than hashing every unit's id.
            std::unordered_set<std::string_view> idSet;
            if (ids.size() > 8) idSet.insert(ids.begin(), ids.end());
            for (const Unit& u : s.units) {
                const bool hit = ids.size() > 8 ? idSet.count(u.id) > 0
                                                : std::find(ids.begin(), ids.end(), u.id) != ids.end();
                if (hit) addUnit(u, &dirty);
            }
        }
        // The ChangeSet missed a unit: fall back to a full pass rather than be wrong.
        if (liveUnits != s.units.size()) return reset(s);
        if (c.vpMarkers || s.vpMarkers.size() != vpTotal) setVpCounts(s, &dirty);
        if (s.turns != turns) {
            turns = s.turns;
            for (const auto& [id, slots] : byId)
                for (auto slot : slots)
                    if (pool[slot].reinforcement()) {
                        ids.push_back(id);
                        break;
                    }
            std::sort(ids.begin(), ids.end());
            ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
        }
        // Which entry of a duplicated hex counts can shift when other hexes are edited
        // (TerrainLayer rebuilds its index), so duplicated hexes are always re-checked.
        if (s.terrain.hasDuplicates() || !dupHexes.empty()) {
            dirty.insert(dirty.end(), dupHexes.begin(), dupHexes.end());
            dupHexes = s.terrain.duplicatedHexes();
            dirty.insert(dirty.end(), dupHexes.begin(), dupHexes.end());
        }
        std::sort(dirty.begin(), dirty.end());
        dirty.erase(std::unique(dirty.begin(), dirty.end()), dirty.end());
        for (Offset o : dirty) recheckHex(o, s);
        for (const std::string& id : ids) recheckId(id, s);
        finish(s);
    }
};

IncrementalValidator::IncrementalValidator() : d(std::make_unique<Impl>()) {}
IncrementalValidator::~IncrementalValidator() = default;
IncrementalValidator::IncrementalValidator(IncrementalValidator&&) noexcept = default;
IncrementalValidator& IncrementalValidator::operator=(IncrementalValidator&&) noexcept = default;

void IncrementalValidator::reset(const Scenario& s) { d->reset(s); }
void IncrementalValidator::update(const Scenario& s, const ChangeSet& c) { d->update(s, c); }
const std::vector<Issue>& IncrementalValidator::issues() const { return d->all; }

std::vector<Issue> validate(const Scenario& s) {
    IncrementalValidator v;
    v.reset(s);
    return v.issues();
}

} // namespace muster
