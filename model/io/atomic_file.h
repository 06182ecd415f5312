#pragma once
// Saving a file so that a failure never damages the previous version: the bytes go to a
// temporary file beside the target, are flushed to disk, then renamed over the target.
#include <string>
#include <string_view>

namespace muster {

// Throws ScenarioWriteError ("cannot save FILE: reason; the previous file is unchanged")
// on any failure, after removing the temporary file.
void writeFileAtomically(const std::string& path, std::string_view bytes);

} // namespace muster
