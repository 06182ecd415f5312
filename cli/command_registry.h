#pragma once
// Subcommands of muster-cli register themselves here, one cmd_*.cpp each, so commands
// from different layers (validate, rules, odds, export, library) stay in separate files.
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace muster::cli {

// Exit codes (DESIGN.md): 0 ok, 1 rule errors in the input, 2 bad usage or unreadable input.
inline constexpr int kExitOk = 0;
inline constexpr int kExitRuleErrors = 1;
inline constexpr int kExitUsage = 2;

using CommandFn = std::function<int(const std::vector<std::string>& args)>;

struct Command {
    std::string name;     // "validate"
    std::string synopsis; // one usage line for --help
    CommandFn run;        // args exclude the command name
    std::string usage;    // full usage text for `COMMAND --help`; empty: built from synopsis
};

std::map<std::string, Command>& registry();

struct Registrar {
    Registrar(std::string name, std::string synopsis, CommandFn fn, std::string usage = {}) {
        registry()[name] = Command{name, std::move(synopsis), std::move(fn), std::move(usage)};
    }
};

} // namespace muster::cli
