#pragma once
// muster-cli export to a VASSAL module (NAME.vmod, one or more battles) or to the whole
// map as one PNG (--map): the exports that refuse an invalid battle unless --force.
#include <string>
#include <vector>

namespace muster::cli {

// Whether the arguments ask for a .vmod or --map export.
bool isModuleOrMapExport(const std::vector<std::string>& args);
int runExportModuleOrMap(const std::vector<std::string>& args);

} // namespace muster::cli
