#pragma once
// The painters behind the exports need fonts, which need a QGuiApplication: one headless
// application for the whole run, created on first use.

namespace muster::cli {

void ensureGuiApp();

} // namespace muster::cli
