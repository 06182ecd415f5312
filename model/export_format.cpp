#include "export_format.h"

#include <algorithm>

namespace muster {
namespace {

constexpr std::array<ExportFormatInfo, 5> kFormats = {{
    {ExportFormat::Pdf, "pdf", "PDF setup sheet", true},
    {ExportFormat::Png, "png", "PNG setup sheet (one image per page)", true},
    {ExportFormat::Svg, "svg", "SVG setup sheet (one file per page)", true},
    {ExportFormat::Json, "json", "Scenario JSON", false},
    {ExportFormat::Tmx, "tmx", "Tiled map (TMX)", false},
}};

} // namespace

const std::array<ExportFormatInfo, 5>& exportFormatTable() { return kFormats; }

const ExportFormatInfo& exportFormatInfo(ExportFormat f) {
    return *std::find_if(kFormats.begin(), kFormats.end(), [f](const ExportFormatInfo& i) { return i.format == f; });
}

std::optional<ExportFormat> exportFormatForSuffix(std::string_view suffix) {
    std::string lower(suffix);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    for (const ExportFormatInfo& f : kFormats)
        if (f.suffix == lower) return f.format;
    return std::nullopt;
}

std::string exportSuffixes(std::string_view sep, std::string_view last, std::string_view dot) {
    std::string out;
    for (std::size_t i = 0; i < kFormats.size(); ++i) {
        if (i) out += i + 1 == kFormats.size() && !last.empty() ? last : sep;
        out += std::string(dot) + std::string(kFormats[i].suffix);
    }
    return out;
}

} // namespace muster
