#include "engine/rules/dice_stream.h"

namespace muster {

std::uint64_t SplitMix64::next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::uint64_t SplitMix64::below(std::uint64_t n) {
    // Reject the top partial block of 2^64 so every residue is equally likely.
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % n + 1) % n;
    for (;;) {
        const std::uint64_t x = next();
        if (x <= limit) return x % n;
    }
}

DiceStream::DiceStream(std::uint64_t seed, std::vector<int> scripted)
    : seed_(seed), state_(seed),
      scripted_(scripted.empty() ? nullptr : std::make_shared<const std::vector<int>>(std::move(scripted))) {}

std::uint64_t DiceStream::next() {
    SplitMix64 g(state_);
    const std::uint64_t v = g.next();
    state_ += 0x9E3779B97F4A7C15ull;
    return v;
}

int DiceStream::d6() {
    ++rolled_;
    if (scripted_ && scriptedPos_ < scripted_->size()) return (*scripted_)[scriptedPos_++];
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % 6 + 1) % 6;
    for (;;) {
        const std::uint64_t x = next();
        if (x <= limit) return static_cast<int>(x % 6) + 1;
    }
}

} // namespace muster
