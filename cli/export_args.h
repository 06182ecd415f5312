#pragma once
// The arguments of muster-cli export, read by one parser for both of its forms: sheets and
// files (cmd_export.cpp), and VASSAL modules or the whole map (export_module.cpp). Each form
// refuses the other's options as unknown, with its own wording.
#include "editor/render/exporters.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace muster::cli {

// An input: a scenario file, or a library scenario by id (file empty).
struct ExportSource {
    std::string file;
    long long id = 0;
    std::string shown; // how messages name it
};

struct ExportArgs {
    std::vector<ExportSource> sources; // files and (module form) --id, in the order given
    std::string to, db;
    std::string id;                    // sheet form: the last --id as given, checked later
    std::string battle;                // sheet form: --battle, a library battle of any system
    std::string name;                  // module form: --name
    ExportOptions sheet;               // sheet form: --dpi, --paper, --orientation
    bool haveDpi = false;
    bool mono = false, labels = true;  // --mono, --no-labels (both forms)
    bool map = false, force = false;   // module form
    int size = 2400;                   // --map: --size
    std::string heat;                  // --map: --heat, a balance result whose heat overlay is drawn
};

// A mistake in what an export reads, said as it is (the usage follows).
struct ExportInputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The file text of library battle `battle` (an id from `muster-cli library battles`, as
// given) in the library `db`, opened read-only; ExportInputError saying what is wrong.
std::string libraryBattleText(const std::string& db, const std::string& battle);

// Reads `args` for the module-or-map form or the sheet form. Returns the first mistake in
// argument order as the text for the form's usage message, or an empty string.
std::string parseExportArgs(const std::vector<std::string>& args, bool moduleOrMap, ExportArgs& out);

} // namespace muster::cli
