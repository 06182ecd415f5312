// muster-cli validate FILE... [--json]
#include "cli_util.h"
#include "terminal_safe.h"
#include "command_registry.h"

#include "model/io/scenario_json.h"
#include "model/rules/validator.h"
#include "model/systems/battle_file.h"

#include <iostream>

namespace muster::cli {
namespace {

int runValidate(const std::vector<std::string>& argsIn) {
    auto args = argsIn;
    const bool json = takeFlag(args, "--json");
    if (args.empty()) {
        std::cerr << "usage: muster-cli validate FILE... [--json]\n";
        return kExitUsage;
    }
    for (const auto& a : args)
        if (a.rfind("--", 0) == 0) {
            std::cerr << "muster-cli validate: unknown option " << a << "\n";
            return kExitUsage;
        }
    int status = kExitOk;
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const auto& file : args) {
        nlohmann::ordered_json entry;
        entry["file"] = file;
        try {
            const AnyScenario s = readAnyScenarioFile(file);
            const auto issues = s.other ? s.other->validate() : validate(s.hex);
            bool valid = true;
            for (const auto& i : issues)
                if (i.severity == Severity::Error) valid = false;
            if (!valid && status == kExitOk) status = kExitRuleErrors;
            entry["valid"] = valid;
            entry["issues"] = nlohmann::ordered_json::array();
            for (const auto& i : issues) entry["issues"].push_back(issueToJson(i));
            if (!json) {
                int errors = 0, warnings = 0;
                for (const auto& i : issues) (i.severity == Severity::Error ? errors : warnings)++;
                std::cout << file << ": " << (valid ? "valid" : "INVALID") << " (" << errors
                          << " error" << (errors == 1 ? "" : "s") << ", " << warnings << " warning"
                          << (warnings == 1 ? "" : "s") << ")\n";
                for (const auto& i : issues) {
                    std::cout << "  " << toString(i.severity) << " " << i.rule << " (rule " << i.section
                              << ")";
                    if (!i.hexes.empty()) {
                        std::cout << " at";
                        for (Offset o : i.hexes) std::cout << " [" << o.col << "," << o.row << "]";
                    }
                    std::cout << ": " << oneLine(i.message) << "\n";
                }
            }
        } catch (const ScenarioReadError& e) {
            std::cerr << e.what() << "\n";
            status = kExitUsage;
            entry["valid"] = false;
            entry["error"] = e.what();
            entry["issues"] = nlohmann::ordered_json::array();
        }
        out.push_back(entry);
    }
    if (json) std::cout << out.dump(2) << "\n";
    return status;
}

const Registrar reg("validate", "validate FILE... [--json]      check scenarios against the rules",
                    runValidate);

} // namespace
} // namespace muster::cli
