#pragma once
// Where the scenarios that seed a new library are found. An installed program finds them
// next to itself (<prefix>/share/muster/scenarios, located from the executable's own path,
// so the install prefix can be anything); a program run from its build folder falls back to
// the source tree's scenarios/.
#include <string>

namespace muster {

// The installed scenario folder when it exists, else `sourceTreeDir`.
std::string bundledScenariosDir(const std::string& sourceTreeDir);

} // namespace muster
