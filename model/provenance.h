#pragma once
// Where a rules fact comes from: the seed document, its section, and whether the text
// states it or the project infers it (DESIGN.md "Where the rulebook is silent").
#include <string_view>

namespace muster {

enum class Basis { Stated, Inferred };

struct Provenance {
    std::string_view seed;     // e.g. "001" (rulebook) or "000" (player aid)
    std::string_view section;  // e.g. "2.2.5"
    Basis basis = Basis::Stated;
    std::string_view note;     // for inferred values: what the inference rests on
};

} // namespace muster
