// The setup sheet as PNG images, one a page (NAME.png, NAME-2.png, ...).
#include "exporter.h"

#include "editor/render/eagle_sheet.h"
#include "editor/render/grid_sheet.h"

#include <memory>

namespace muster {
namespace {

class PngSheetExporter final : public Exporter {
public:
    std::string_view name() const override { return "png"; }
    std::string_view label() const override { return "PNG setup sheet (one image per page)"; }
    std::vector<std::string_view> extensions() const override { return {"png"}; }
    unsigned options() const override { return kSheetOptions | ExportOption::Dpi; }
    QStringList write(std::span<const Scenario> battles, const std::string& path, const ExportOptions& opt) const override {
        return exportSheetPng(onlyBattle(battles), qtPath(path), opt.dpi, opt);
    }
    QStringList writeEagle(const EagleScenario& s, Side side, const std::string& path, const ExportOptions& opt) const override {
        return exportEagleSheet(s, side, qtPath(path), opt, name());
    }
    QStringList writeGrid(const GridScenario& s, const std::string& path, const ExportOptions& opt) const override {
        return exportGridSheetPng(s, qtPath(path), opt.dpi, opt);
    }
};

} // namespace

std::unique_ptr<const Exporter> pngSheetFormat() { return std::make_unique<PngSheetExporter>(); }

} // namespace muster
