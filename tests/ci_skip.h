#pragma once
// Skipping a test for something this machine lacks (a tool, root, a tmpfs, the seed
// documents): a skip on a developer's machine, a failure under CI (CI=true, which CI sets),
// where tools/setup.sh must have provided it, so a missing install step never passes silently.
#include <QString>
#include <QtTest>

namespace muster::test {
inline bool underCi() {
    const QString ci = qEnvironmentVariable("CI").toLower();
    return ci == QLatin1String("true") || ci == QLatin1String("1");
}
} // namespace muster::test

#define MUSTER_SKIP_UNLESS_CI(reason)                                                                \
    do {                                                                                             \
        const QString muster_why_ = (reason);                                                        \
        if (::muster::test::underCi())                                                               \
            QFAIL(qPrintable(QStringLiteral("CI=true, so this may not skip: ") + muster_why_));      \
        QSKIP(qPrintable(muster_why_));                                                              \
    } while (0)
