#pragma once
// The formats a scenario exports to, as data: file suffix and what the file holds. The
// CLI's usage and messages, the editor's Export dialog, File > Export and the exporters
// all enumerate this table. A VASSAL module (.vmod) bundles several scenarios and is
// exported another way (cli/export_module, editor's VASSAL dialog).
#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace muster {

enum class ExportFormat { Svg, Png, Pdf, Json, Tmx };

struct ExportFormatInfo {
    ExportFormat format;
    std::string_view suffix;  // lower case, without the dot
    std::string_view label;   // for a chooser: "PNG setup sheet (one image per page)"
    bool sheet;               // the printed setup sheet (paper, orientation, colours apply)
};

// In the order a chooser lists them (PDF first: one file, the sheet as printed).
const std::array<ExportFormatInfo, 5>& exportFormatTable();
const ExportFormatInfo& exportFormatInfo(ExportFormat f);
// From a suffix in any case ("PNG"), nullopt when no format has it.
std::optional<ExportFormat> exportFormatForSuffix(std::string_view suffix);
// The suffixes joined for a message: exportSuffixes("|") is "pdf|png|svg|json|tmx";
// exportSuffixes(", ", " or ", ".") is ".pdf, .png, .svg, .json or .tmx".
std::string exportSuffixes(std::string_view sep, std::string_view last = {}, std::string_view dot = {});

inline constexpr std::string_view kModuleSuffix = "vmod";

} // namespace muster
