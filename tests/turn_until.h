#pragma once
// Waiting in tests by counted event-loop turns, never by wall-clock seconds, so a slow shared
// machine gives the same verdict as a fast one.
#include <QTest>

namespace muster::test {

// Turns the event loop until `done()` holds, at most `turns` times.
template <class Done>
bool turnUntil(Done done, int turns = 20000) {
    for (int i = 0; i < turns && !done(); ++i) QTest::qWait(1);
    return done();
}

} // namespace muster::test
