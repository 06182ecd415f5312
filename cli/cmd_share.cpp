// muster-cli share FILE | --db PATH --id ID        print the battle's share code
// muster-cli share --decode CODE|- [--out FILE]    write the JSON a share code holds
// See model/io/share_code.h for the code's form and docs/cli.md.
#include "command_registry.h"
#include "library_cli.h"

#include "model/io/atomic_file.h"
#include "model/io/scenario_json.h"
#include "model/io/share_code.h"
#include "model/systems/battle_file.h"

#include <iostream>
#include <iterator>

namespace muster::cli {
namespace {

constexpr const char* kUsage =
    "usage: muster-cli share FILE\n"
    "       muster-cli share --id ID [--db PATH]\n"
    "       muster-cli share --decode CODE|- [--out FILE]   (- reads the code from standard input)\n";

int runShare(const std::vector<std::string>& argsIn) {
    LibraryArgs a{argsIn};
    std::optional<std::string> decode, out, db, id;
    try {
        decode = a.take("--decode");
        out = a.take("--out");
        db = a.take("--db");
        id = a.take("--id");
        a.noMoreOptions();
    } catch (const LibraryUsageError& e) {
        std::cerr << "muster-cli share: " << e.what() << "\n" << kUsage;
        return kExitUsage;
    }
    if (decode) {
        if (!a.rest.empty() || db || id) {
            std::cerr << kUsage;
            return kExitUsage;
        }
        std::string code = *decode;
        if (code == "-") {
            // Read no more than a code with its whitespace may hold: an endless stream is refused, not kept.
            const std::size_t cap = kMaxShareCodeStdinBytes;
            code.resize(cap + 1);
            std::cin.read(code.data(), static_cast<std::streamsize>(code.size()));
            code.resize(static_cast<std::size_t>(std::cin.gcount()));
            if (code.size() > cap) {
                std::cerr << "muster-cli share: standard input holds more than " << cap / (1024 * 1024)
                          << " MiB, more than any share code with its whitespace; share the file instead\n";
                return kExitUsage;
            }
        }
        std::string json;
        try {
            json = decodeShareCodeJson(code);
        } catch (const ShareCodeError& e) {
            std::cerr << "muster-cli share: " << e.what() << "\n";
            return kExitUsage;
        }
        if (!out) {
            std::cout << json;
            return kExitOk;
        }
        try {
            writeFileAtomically(*out, json);
        } catch (const std::exception& e) {
            std::cerr << "muster-cli share: " << e.what() << "\n";
            return kExitUsage;
        }
        return kExitOk;
    }
    if (out || (id ? !a.rest.empty() : a.rest.size() != 1) || (db && !id)) {
        std::cerr << kUsage;
        return kExitUsage;
    }
    try {
        if (id) {
            const Library lib = openCliLibrary(db, false);
            std::cout << encodeShareCode(lib.load(parseLibraryId(*id, "scenario"))) << "\n";
            return kExitOk;
        }
        // Any system Muster builds battles for: a battle of its own shape is shared as its canonical text.
        const AnyScenario any = readAnyScenarioFile(a.rest[0]);
        std::cout << (any.other ? encodeShareCodeJson(any.other->toJson()) : encodeShareCode(any.hex)) << "\n";
        return kExitOk;
    } catch (const LibraryUsageError& e) {
        std::cerr << "muster-cli share: " << e.what() << "\n" << kUsage;
    } catch (const std::exception& e) {
        std::cerr << "muster-cli share: " << e.what() << "\n";
    }
    return kExitUsage;
}

const Registrar reg("share", "share FILE | --id ID [--db PATH] | --decode CODE|- [--out FILE]   a battle as a short text code, and back",
                    runShare, kUsage);

} // namespace
} // namespace muster::cli
