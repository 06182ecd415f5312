// The setup sheet as SVG files, one a page (NAME.svg, NAME-2.svg, ...).
#include "exporter.h"

#include "editor/render/eagle_sheet.h"
#include "editor/render/grid_sheet.h"
#include "editor/render/sheet_map.h"

#include <memory>

namespace muster {
namespace {

class SvgSheetExporter final : public Exporter {
public:
    std::string_view name() const override { return "svg"; }
    std::string_view label() const override { return "SVG setup sheet (one file per page)"; }
    std::vector<std::string_view> extensions() const override { return {"svg"}; }
    unsigned options() const override { return kSheetOptions; }
    QStringList write(std::span<const Scenario> battles, const std::string& path, const ExportOptions& opt) const override {
        return exportSheetSvg(onlyBattle(battles), qtPath(path), opt);
    }
    QStringList writeEagle(const EagleScenario& s, Side side, const std::string& path, const ExportOptions& opt) const override {
        return exportEagleSheet(s, side, qtPath(path), opt, name());
    }
    QStringList writeGrid(const GridScenario& s, const std::string& path, const ExportOptions& opt) const override {
        return exportGridSheetSvg(s, qtPath(path), opt);
    }
    QString note(const Scenario& s) const override { return sheet::mapIsImage(s) ? sheet::mapImageNote(s) : QString(); }
};

} // namespace

std::unique_ptr<const Exporter> svgSheetFormat() { return std::make_unique<SvgSheetExporter>(); }

} // namespace muster
