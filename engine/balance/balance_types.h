#pragma once
// The interval type every balance figure carries.

namespace muster {

struct Interval {
    double lo = 0, hi = 1;
};
// Wilson score interval of k successes in n trials (z = 1.96 for 95%); [0,1] when n = 0.
Interval wilsonInterval(int k, int n, double z = 1.959963984540054);

} // namespace muster
