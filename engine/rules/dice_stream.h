#pragma once
// The dice of a game: scripted results first (a game file's "dice"), then a seeded
// generator. SplitMix64 (Steele, Lea and Flood, 2014) with 64-bit unsigned arithmetic
// only, and a d6 by rejection sampling, so a seed gives the same rolls on every machine
// and compiler. Copying a DiceStream copies its position (the AI copies game states).
#include <cstdint>
#include <memory>
#include <vector>

namespace muster {

class DiceStream {
public:
    DiceStream() = default;
    DiceStream(std::uint64_t seed, std::vector<int> scripted = {});

    int d6();
    std::uint64_t seed() const { return seed_; }
    // How many dice have been rolled (scripted and generated).
    std::uint64_t rolled() const { return rolled_; }

private:
    std::uint64_t next();
    std::uint64_t seed_ = 0;
    std::uint64_t state_ = 0;
    std::uint64_t rolled_ = 0;
    std::shared_ptr<const std::vector<int>> scripted_;
    std::size_t scriptedPos_ = 0;
};

// A general seeded generator for players and balance runs (same algorithm).
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed = 0) : state_(seed) {}
    std::uint64_t next();
    // Uniform in [0, n), n > 0, by rejection (no modulo bias).
    std::uint64_t below(std::uint64_t n);
    // Uniform in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    std::uint64_t state_;
};

} // namespace muster
