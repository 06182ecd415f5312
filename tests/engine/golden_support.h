#pragma once
// What the golden tests share: a hash that is the same on every machine and compiler, and
// the bundled scenarios frozen as they were when the hashes were recorded (so rebalancing
// the library does not look like a rule change).
#include "engine/io/game_json.h"
#include "engine/rules/game.h"
#include "engine/rules/game_setup.h"
#include "model/io/scenario_json.h"

#include <QDir>
#include <QString>

#include <cstdint>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace muster::test {

// FNV-1a, 64 bits.
struct Fnv {
    std::uint64_t h = 1469598103934665603ULL;
    void add(std::string_view s) {
        for (unsigned char c : s) {
            h ^= c;
            h *= 1099511628211ULL;
        }
        h ^= 0xff;  // separator, so "ab"+"c" differs from "a"+"bc"
        h *= 1099511628211ULL;
    }
    // A double by its exact bits.
    void add(double d) {
        char bits[sizeof d];
        std::memcpy(bits, &d, sizeof d);
        add(std::string_view(bits, sizeof d));
    }
};

// Hashes the chosen action and plays it; false (with the refusal hashed) when the engine
// refuses it, which ends the recorded game.
inline bool playHashed(Fnv& f, GameState& s, const Action& a, GameLog* log) {
    f.add(actionToJson(s.setup().scenario(), a).dump());
    const ApplyResult r = applyAction(s, a, log);
    if (!r) f.add("refused: " + r.error);
    return bool(r);
}

struct FrozenScenario {
    std::string name;
    std::shared_ptr<const GameSetup> setup;
};

// tests/engine/golden/*.json by name.
inline std::vector<FrozenScenario> frozenScenarios() {
    std::vector<FrozenScenario> out;
    const QString dir = QStringLiteral(MUSTER_SCENARIOS "/../tests/engine/golden");
    const QStringList files = QDir(dir).entryList({"*.json"}, QDir::Files, QDir::Name);
    if (files.size() != 10) throw std::runtime_error("tests/engine/golden must hold the ten recorded scenarios");
    for (const QString& f : files) {
        const std::string path = (dir + QLatin1Char('/') + f).toStdString();
        out.push_back({f.toStdString(), std::make_shared<const GameSetup>(readScenarioFile(path))});
    }
    return out;
}

}  // namespace muster::test
