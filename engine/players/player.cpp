#include "engine/players/player.h"

#include "engine/players/random_player.h"
#include "engine/ai/greedy_player.h"
#include "engine/ai/learned_player.h"
#include "engine/ai/orders_player.h"
#include "engine/ai/search_player.h"

#include <map>
#include <mutex>

namespace muster {
namespace {

struct Registry {
    std::mutex mutex;
    std::map<std::string, PlayerFactory> factories;
    std::map<std::string, std::string> descriptions;
};

Registry& registry() {
    static Registry* r = [] {
        auto* reg = new Registry;
        // The built-in players. The AI issue adds "greedy" and "search" here.
        reg->factories["random"] = [](std::uint64_t seed) { return std::make_unique<RandomPlayer>(seed); };
        reg->factories["greedy"] = [](std::uint64_t seed) { return std::make_unique<ai::GreedyPlayer>(seed); };
        reg->factories["search"] = [](std::uint64_t seed) { return std::make_unique<ai::SearchPlayer>(seed); };
        reg->factories["orders"] = [](std::uint64_t seed) { return std::make_unique<ai::OrdersPlayer>(seed); };
        reg->factories["learned"] = [](std::uint64_t seed) { return ai::makeShippedLearnedPlayer(seed); };
        // Budget presets: the same players with kStrongBudget times the playouts.
        reg->factories["search-strong"] = [](std::uint64_t seed) {
            return std::make_unique<ai::SearchPlayer>(seed, ai::strongSearchOptions(), "search-strong");
        };
        reg->factories["orders-strong"] = [](std::uint64_t seed) {
            return std::make_unique<ai::OrdersPlayer>(seed, ai::strongOrdersOptions(), "orders-strong");
        };
        reg->descriptions = {
            {"random", "plays a random legal action: a baseline, not an opponent"},
            {"greedy", "takes the action with the best immediate gain per AP; fast, plays one action at a time"},
            {"learned", "an experiment: judges every action one step ahead with an evaluation learned by "
                        "self-play; weaker than greedy (25% against it) and some 20 times slower"},
            {"search", "tries greedy's best few actions by playing each out over its turn and the enemy's reply"},
            {"orders", "search plus, in the last turns, plans that mass units on one target, judged by playouts; "
                       "about as strong as search, not stronger"},
            {"search-strong", "search with four times the playouts per decision: several times slower, "
                              "a little stronger (56% against search)"},
            {"orders-strong", "orders with four times the playouts per decision: several times slower, "
                              "only a little stronger (52% against search)"},
        };
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
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    const auto it = r.descriptions.find(name);
    return it == r.descriptions.end() ? std::string() : it->second;
}

void registerPlayer(const std::string& name, PlayerFactory factory) {
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    r.factories[name] = std::move(factory);
}

} // namespace muster
