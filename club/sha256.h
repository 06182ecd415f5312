#pragma once
// The checksum that names a battle in a club: SHA-256 of its canonical JSON (nettle).
#include <string>
#include <string_view>

namespace muster {

// "sha256:" and 64 lowercase hex digits.
std::string sha256Checksum(std::string_view bytes);

} // namespace muster
