// muster-cli: dispatches to the registered subcommands.
#include "cli_util.h"
#include "command_registry.h"
#include "terminal_safe.h"

#include "muster_version.h"

#include <algorithm>
#include <iostream>

namespace muster::cli {
std::map<std::string, Command>& registry() {
    static std::map<std::string, Command> r;
    return r;
}
} // namespace muster::cli

namespace {
constexpr const char* kExitText =
    "Exit status: 0 ok; 1 the input breaks rules; 2 bad usage or unreadable input.\n";

void usage(std::ostream& out) {
    out << "usage: muster-cli COMMAND [ARGS...]\n"
           "       muster-cli COMMAND --help | help COMMAND | --version\n\ncommands:\n";
    for (const auto& [name, cmd] : muster::cli::registry()) out << "  " << cmd.synopsis << "\n";
    out << "\n" << kExitText << "See muster-cli(1) or docs/cli.md.\n";
}

// `COMMAND --help`, from the command's registration alone, so every command has one.
// A synopsis is "USAGE   DESCRIPTION" (three or more spaces between), or just USAGE.
void commandHelp(const muster::cli::Command& cmd) {
    const auto trim = [](std::string s) {
        s.erase(0, s.find_first_not_of(' '));
        s.erase(s.find_last_not_of(' ') + 1);
        return s;
    };
    const auto gap = cmd.synopsis.find("   ");
    const std::string what = gap == std::string::npos ? "" : trim(cmd.synopsis.substr(gap));
    if (!what.empty()) std::cout << "muster-cli " << cmd.name << ": " << what << "\n";
    if (!cmd.usage.empty()) std::cout << cmd.usage;
    else std::cout << "usage: muster-cli " << trim(cmd.synopsis.substr(0, gap)) << "\n";
    std::cout << "\n" << kExitText << "See muster-cli(1) or docs/cli.md.\n";
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
    if (name == "--version" || name == "-V") {
        std::cout << "muster-cli " << MUSTER_VERSION << "\n";
        return kExitOk;
    }
    if ((name == "--help" || name == "-h" || name == "help") && argc < 3) {
        usage(std::cout);
        return finishOutput(kExitOk);
    }
    const bool helpFirst = name == "help" || name == "--help" || name == "-h"; // `help COMMAND`
    auto it = registry().find(helpFirst ? std::string(argv[2]) : name);
    if (it == registry().end()) {
        std::cerr << "muster-cli: unknown command '" << (helpFirst ? argv[2] : argv[1]) << "'\n";
        usage(std::cerr);
        return kExitUsage;
    }
    std::vector<std::string> args(argv + 2, argv + argc);
    if (helpFirst || std::find(args.begin(), args.end(), "--help") != args.end() ||
        (!args.empty() && args.front() == "-h")) {
        commandHelp(it->second);
        return kExitOk;
    }
    try {
        return finishOutput(it->second.run(args));
    } catch (const std::exception& e) {
        std::cerr << "muster-cli " << name << ": " << e.what() << "\n";
        return kExitUsage;
    }
}
