#pragma once
// muster-cli export of an Eagle Games battle (seed 002): set-up is secret, so the export is
// one army's set-up sheet, `--side union|confederate`, as SVG, PNG or PDF
// (editor/render/eagle_sheet.h).
#include <string>
#include <vector>

namespace muster::cli {

// Whether the arguments ask for an Eagle Games sheet: --side is given, or the input file's
// ruleset is Eagle Games.
bool isEagleSheetExport(const std::vector<std::string>& args);
int runExportEagleSheet(const std::vector<std::string>& args);

} // namespace muster::cli
