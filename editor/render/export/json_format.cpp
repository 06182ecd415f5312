// The scenario in its own file format (model/io), for another copy of Muster.
#include "exporter.h"

#include "model/io/atomic_file.h"
#include "model/systems/grid/grid_json.h"

#include <memory>

namespace muster {
namespace {

class JsonExporter final : public Exporter {
public:
    std::string_view name() const override { return "json"; }
    std::string_view label() const override { return "Scenario JSON"; }
    std::vector<std::string_view> extensions() const override { return {"json"}; }
    unsigned options() const override { return 0; }
    QStringList write(std::span<const Scenario> battles, const std::string& path, const ExportOptions&) const override {
        const QString file = qtPath(path);
        exportJson(onlyBattle(battles), file);
        return {file};
    }
    QStringList writeGrid(const GridScenario& s, const std::string& path, const ExportOptions&) const override {
        try {
            writeFileAtomically(path, writeGridJson(s));
        } catch (const std::exception& e) {
            throw ExportError(e.what());
        }
        return {qtPath(path)};
    }
};

} // namespace

std::unique_ptr<const Exporter> jsonFormat() { return std::make_unique<JsonExporter>(); }

} // namespace muster
