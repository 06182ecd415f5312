#include "db/bundled_scenarios.h"

#include <filesystem>
#include <system_error>

// Path of the installed scenarios relative to the folder of the installed executables;
// packaging/CMakeLists.txt computes it from the GNU install directories.
#ifndef MUSTER_SCENARIOS_FROM_BINDIR
#define MUSTER_SCENARIOS_FROM_BINDIR "../share/muster/scenarios"
#endif

namespace muster {

std::string bundledScenariosDir(const std::string& sourceTreeDir) {
    namespace fs = std::filesystem;
    std::error_code ec;
    // /proc/self/exe rather than argv[0]: it is the real file even when started via PATH
    // or a symlink (Muster is built for Linux, DESIGN.md).
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path installed = (exe.parent_path() / MUSTER_SCENARIOS_FROM_BINDIR).lexically_normal();
        if (fs::is_directory(installed, ec)) return installed.string();
    }
    return sourceTreeDir;
}

} // namespace muster
