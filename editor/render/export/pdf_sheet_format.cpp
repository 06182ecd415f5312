// The setup sheet as one PDF file holding every page.
#include "exporter.h"

#include "editor/render/eagle_sheet.h"
#include "editor/render/grid_sheet.h"
#include "editor/render/sheet_map.h"

#include <memory>

namespace muster {
namespace {

class PdfSheetExporter final : public Exporter {
public:
    std::string_view name() const override { return "pdf"; }
    std::string_view label() const override { return "PDF setup sheet"; }
    std::vector<std::string_view> extensions() const override { return {"pdf"}; }
    unsigned options() const override { return kSheetOptions; }
    QStringList write(std::span<const Scenario> battles, const std::string& path, const ExportOptions& opt) const override {
        const QString file = qtPath(path);
        exportSheetPdf(onlyBattle(battles), file, opt);
        return {file};
    }
    QStringList writeEagle(const EagleScenario& s, Side side, const std::string& path, const ExportOptions& opt) const override {
        return exportEagleSheet(s, side, qtPath(path), opt, name());
    }
    QStringList writeGrid(const GridScenario& s, const std::string& path, const ExportOptions& opt) const override {
        const QString file = qtPath(path);
        exportGridSheetPdf(s, file, opt);
        return {file};
    }
    QString note(const Scenario& s) const override { return sheet::mapIsImage(s) ? sheet::mapImageNote(s) : QString(); }
};

} // namespace

std::unique_ptr<const Exporter> pdfSheetFormat() { return std::make_unique<PdfSheetExporter>(); }

} // namespace muster
