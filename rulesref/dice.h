#pragma once
// Exact dice arithmetic shared by the odds calculators (no sampling).
#include <array>
#include <vector>

namespace muster::dice {

// P(one d6 shows at least n): 1 for n <= 1, 0 for n >= 7.
double atLeast(int n);
// P(k successes) for k = 0..n, each trial succeeding with p.
std::vector<double> binomial(int n, double p);
// Cap a distribution at `cap`: entries 0..cap-1 kept, entry cap = P(X >= cap).
std::vector<double> capped(const std::vector<double>& dist, int cap);
double mean(const std::vector<double>& dist);
// P(2d6 = s) indexed by s (0..12; entries 0 and 1 are zero).
const std::array<double, 13>& twoD6();
// P(one 2d6 roll minus another = d) indexed by d + 10 (d = -10..10).
const std::array<double, 21>& twoD6Difference();
// P(2d6 + modifier >= target).
double twoD6AtLeast(int target, int modifier = 0);

} // namespace muster::dice
