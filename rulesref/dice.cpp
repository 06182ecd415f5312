#include "dice.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace muster::dice {

double atLeast(int n) {
    if (n <= 1) return 1.0;
    if (n >= 7) return 0.0;
    return (7 - n) / 6.0;
}

std::vector<double> binomial(int n, double p) {
    std::vector<double> out(static_cast<std::size_t>(n) + 1, 0.0);
    double c = 1;  // C(n,k), built up exactly in doubles (n is small)
    for (int k = 0; k <= n; ++k) {
        out[k] = c * std::pow(p, k) * std::pow(1 - p, n - k);
        c = c * (n - k) / (k + 1);
    }
    return out;
}

std::vector<double> capped(const std::vector<double>& dist, int cap) {
    std::vector<double> out(static_cast<std::size_t>(cap) + 1, 0.0);
    for (std::size_t k = 0; k < dist.size(); ++k) out[std::min<std::size_t>(k, cap)] += dist[k];
    return out;
}

double mean(const std::vector<double>& dist) {
    double m = 0;
    for (std::size_t k = 0; k < dist.size(); ++k) m += static_cast<double>(k) * dist[k];
    return m;
}

const std::array<double, 13>& twoD6() {
    static const std::array<double, 13> t = [] {
        std::array<double, 13> a{};
        for (int s = 2; s <= 12; ++s) a[s] = (6 - std::abs(s - 7)) / 36.0;
        return a;
    }();
    return t;
}

const std::array<double, 21>& twoD6Difference() {
    static const std::array<double, 21> t = [] {
        std::array<double, 21> a{};
        for (int x = 2; x <= 12; ++x)
            for (int y = 2; y <= 12; ++y) a[static_cast<std::size_t>(x - y + 10)] += twoD6()[x] * twoD6()[y];
        return a;
    }();
    return t;
}

double twoD6AtLeast(int target, int modifier) {
    double p = 0;
    for (int s = 2; s <= 12; ++s)
        if (s + modifier >= target) p += twoD6()[s];
    return p;
}

} // namespace muster::dice
