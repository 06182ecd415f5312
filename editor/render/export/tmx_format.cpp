// A Tiled map (TMX) with its two tileset images beside it (editor/render/tmx_export.h).
#include "exporter.h"

#include "editor/render/grid_tmx.h"
#include "editor/render/tmx_export.h"

#include <memory>

namespace muster {
namespace {

class TmxExporter final : public Exporter {
public:
    std::string_view name() const override { return "tmx"; }
    std::string_view label() const override { return "Tiled map (TMX)"; }
    std::vector<std::string_view> extensions() const override { return {"tmx"}; }
    unsigned options() const override { return unsigned(ExportOption::Mono); }
    QStringList write(std::span<const Scenario> battles, const std::string& path, const ExportOptions& opt) const override {
        return exportTmx(onlyBattle(battles), qtPath(path), opt.mono);
    }
    QStringList writeGrid(const GridScenario& s, const std::string& path, const ExportOptions& opt) const override {
        return exportGridTmx(s, qtPath(path), opt.mono);
    }
    std::string_view utf8NameReason() const override {
        return "a TMX map names its tileset images inside its XML, which holds only UTF-8";
    }
};

} // namespace

std::unique_ptr<const Exporter> tmxFormat() { return std::make_unique<TmxExporter>(); }

} // namespace muster
