#include "gui_app.h"

#include <QGuiApplication>

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <string>

namespace muster::cli {

void ensureGuiApp() {
    if (QGuiApplication::instance()) return;
    if (!std::getenv("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    // Without a session (cron, CI, ssh as root) Qt warns about XDG_RUNTIME_DIR on every run;
    // give it the private folder it would fall back to anyway, so the output stays clean.
    if (!std::getenv("XDG_RUNTIME_DIR")) {
        const std::string dir = "/tmp/runtime-" + std::to_string(::getuid());
        if (::mkdir(dir.c_str(), 0700) == 0 || errno == EEXIST) {
            struct stat st {};
            if (::stat(dir.c_str(), &st) == 0 && st.st_uid == ::getuid() && (st.st_mode & 0077) == 0)
                ::setenv("XDG_RUNTIME_DIR", dir.c_str(), 0);
        }
    }
    static int argc = 1;
    static char name[] = "muster-cli";
    static char* argv[] = {name, nullptr};
    static auto* app = new QGuiApplication(argc, argv); // lives until exit
    (void)app;
}

} // namespace muster::cli
