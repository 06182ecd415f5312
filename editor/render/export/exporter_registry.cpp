#include "exporter_registry.h"

#include <QFile>

#include <algorithm>

namespace muster {

std::vector<std::unique_ptr<const Exporter>> builtinExporters(); // exporter_list.cpp

QString Exporter::note(const Scenario&) const { return {}; }

QStringList Exporter::writeGrid(const GridScenario&, const std::string& path, const ExportOptions&) const {
    throw ExportError(path + ": a ." + std::string(name()) + " file is not made for square-grid battles");
}

QStringList Exporter::writeEagle(const EagleScenario&, Side, const std::string& path, const ExportOptions&) const {
    throw ExportError(path + ": a ." + std::string(name()) + " file is not made for Eagle Games set-up sheets");
}

const Scenario& Exporter::onlyBattle(std::span<const Scenario> battles) const {
    if (battles.size() != 1)
        throw ExportError("a ." + std::string(name()) + " file holds one battle, not " + std::to_string(battles.size()));
    return battles.front();
}

QString Exporter::qtPath(const std::string& path) { return QFile::decodeName(QByteArray::fromStdString(path)); }

const ExporterRegistry& ExporterRegistry::instance() {
    static const ExporterRegistry registry(builtinExporters());
    return registry;
}

ExporterRegistry::ExporterRegistry(std::vector<std::unique_ptr<const Exporter>> exporters)
    : exporters_(std::move(exporters)) {}

const Exporter* ExporterRegistry::byName(std::string_view name) const {
    for (const auto& e : exporters_)
        if (e->name() == name) return e.get();
    return nullptr;
}

const Exporter* ExporterRegistry::byExtension(std::string_view ext) const {
    std::string lower(ext);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    for (const auto& e : exporters_)
        for (std::string_view x : e->extensions())
            if (x == lower) return e.get();
    return nullptr;
}

std::string_view pathExtension(std::string_view path) {
    const std::size_t slash = path.rfind('/');
    const std::string_view file = slash == std::string_view::npos ? path : path.substr(slash + 1);
    const std::size_t dot = file.rfind('.');
    return dot == std::string_view::npos ? std::string_view() : file.substr(dot + 1);
}

const Exporter* ExporterRegistry::forPath(std::string_view path) const {
    const std::string_view ext = pathExtension(path);
    return ext.empty() ? nullptr : byExtension(ext);
}

const Exporter* ExporterRegistry::forPath(const QString& path) const {
    const std::string bytes = QFile::encodeName(path).toStdString();
    return forPath(std::string_view(bytes));
}

std::string ExporterRegistry::extensions(std::string_view sep, std::string_view last, std::string_view dot,
                                         const Filter& keep) const {
    std::vector<std::string_view> all;
    for (const auto& e : exporters_)
        if (!keep || keep(*e))
            for (std::string_view x : e->extensions()) all.push_back(x);
    std::string out;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i) out += i + 1 == all.size() && !last.empty() ? last : sep;
        out += std::string(dot) + std::string(all[i]);
    }
    return out;
}

std::string ExporterRegistry::unknownFormat(std::string_view path, const Filter& keep) const {
    const std::string_view ext = pathExtension(path);
    const std::string what = ext.empty() ? "it has no extension" : "no export format has the extension ." + std::string(ext);
    return what + "; the name must end in " + extensions(", ", " or ", ".", keep);
}

bool writesOneBattle(const Exporter& e) { return !e.severalBattles(); }

} // namespace muster
