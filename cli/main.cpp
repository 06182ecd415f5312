// muster-cli: dispatches to the registered subcommands.
#include "cli_util.h"
#include "command_registry.h"
#include "terminal_safe.h"

#include <iostream>

namespace muster::cli {
std::map<std::string, Command>& registry() {
    static std::map<std::string, Command> r;
    return r;
}
} // namespace muster::cli

namespace {
void usage(std::ostream& out) {
    out << "usage: muster-cli COMMAND [ARGS...]\n\ncommands:\n";
    for (const auto& [name, cmd] : muster::cli::registry()) out << "  " << cmd.synopsis << "\n";
    out << "\nExit status: 0 ok; 1 the input breaks rules; 2 bad usage or unreadable input.\n"
           "See docs/cli.md.\n";
}
} // namespace

int main(int argc, char** argv) {
    using namespace muster::cli;
    installTerminalSafeOutput();
    if (argc < 2) {
        usage(std::cerr);
        return kExitUsage;
    }
    const std::string name = argv[1];
    if (name == "--help" || name == "-h" || name == "help") {
        usage(std::cout);
        return finishOutput(kExitOk);
    }
    auto it = registry().find(name);
    if (it == registry().end()) {
        std::cerr << "muster-cli: unknown command '" << name << "'\n";
        usage(std::cerr);
        return kExitUsage;
    }
    std::vector<std::string> args(argv + 2, argv + argc);
    try {
        return finishOutput(it->second.run(args));
    } catch (const std::exception& e) {
        std::cerr << "muster-cli " << name << ": " << e.what() << "\n";
        return kExitUsage;
    }
}
