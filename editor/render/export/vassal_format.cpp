// A VASSAL module holding one or more battles (editor/render/vassal_module.h).
#include "exporter.h"

#include "editor/render/vassal_grid_module.h"
#include "editor/render/vassal_module.h"
#include "rulesref/rule_parameters.h"

#include <memory>
#include <vector>

namespace muster {
namespace {

class VassalExporter final : public Exporter {
public:
    std::string_view name() const override { return "vmod"; }
    std::string_view label() const override { return "VASSAL module"; }
    std::vector<std::string_view> extensions() const override { return {"vmod"}; }
    unsigned options() const override { return unsigned(ExportOption::ModuleName); }
    bool severalBattles() const override { return true; }
    QStringList write(std::span<const Scenario> battles, const std::string& path, const ExportOptions& opt) const override {
        VassalModuleOptions vo;
        vo.name = opt.moduleName;
        exportVassalModule(std::vector<Scenario>(battles.begin(), battles.end()), path, vo, RuleParameters());
        return {qtPath(path)};
    }
    QStringList writeGrid(const GridScenario& s, const std::string& path, const ExportOptions& opt) const override {
        VassalModuleOptions vo;
        vo.name = opt.moduleName;
        exportGridVassalModule(s, path, vo);
        return {qtPath(path)};
    }
};

} // namespace

std::unique_ptr<const Exporter> vassalFormat() { return std::make_unique<VassalExporter>(); }

} // namespace muster
