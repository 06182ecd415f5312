#include "player.h"

#include "random_player.h"

#include <map>
#include <mutex>

namespace muster {
namespace {

struct Registry {
    std::mutex mutex;
    std::map<std::string, PlayerFactory> factories;
};

Registry& registry() {
    static Registry* r = [] {
        auto* reg = new Registry;
        // The built-in players. The AI issue adds "greedy" and "search" here.
        reg->factories["random"] = [](std::uint64_t seed) { return std::make_unique<RandomPlayer>(seed); };
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

void registerPlayer(const std::string& name, PlayerFactory factory) {
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    r.factories[name] = std::move(factory);
}

} // namespace muster
