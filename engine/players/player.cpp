#include "engine/players/player.h"

#include "engine/players/player_presets.h"
#include "engine/players/random_player.h"
#include "engine/ai/greedy_player.h"
#include "engine/ai/learned_player.h"
#include "engine/ai/search_player.h"

#include <map>
#include <mutex>
#include <stdexcept>

namespace muster {
namespace {

// A preset's player: its base player with the preset's budget, under the preset's name.
PlayerFactory presetFactory(const PlayerPreset& p) {
    if (p.base == "random") return [](std::uint64_t seed) { return std::make_unique<RandomPlayer>(seed); };
    if (p.base == "greedy") return [](std::uint64_t seed) { return std::make_unique<ai::GreedyPlayer>(seed); };
    if (p.base == "learned") return [](std::uint64_t seed) { return ai::makeShippedLearnedPlayer(seed); };
    if (p.base == "search") {
        ai::SearchOptions o;
        o.playouts = p.playouts;
        return [o, name = p.name](std::uint64_t seed) { return std::make_unique<ai::SearchPlayer>(seed, o, name); };
    }
    throw std::logic_error("player preset " + p.name + ": no base player " + p.base);
}

struct Registry {
    std::mutex mutex;
    std::map<std::string, PlayerFactory> factories;
};

Registry& registry() {
    static Registry* r = [] {
        auto* reg = new Registry;
        for (const PlayerPreset& p : playerPresets()) reg->factories[p.name] = presetFactory(p);
        return reg;
    }();
    return *r;
}

} // namespace

std::unique_ptr<Player> makePlayer(const std::string& name, std::uint64_t seed) {
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    const auto it = r.factories.find(name);
    return it == r.factories.end() ? nullptr : it->second(seed);
}

std::vector<std::string> playerNames() {
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    std::vector<std::string> names;
    for (const auto& [name, f] : r.factories) names.push_back(name);
    return names;
}

std::string playerDescription(const std::string& name) {
    const PlayerPreset* p = findPreset(name);
    return p ? p->description : std::string();
}

void registerPlayer(const std::string& name, PlayerFactory factory) {
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    r.factories[name] = std::move(factory);
}

} // namespace muster
