#pragma once
// The export formats, in the order a chooser lists them: looked up by name or by a file
// name's extension, and listed for usage texts and messages.
#include "exporter.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster {

class ExporterRegistry {
public:
    using Filter = std::function<bool(const Exporter&)>;

    // The formats of exporter_list.cpp.
    static const ExporterRegistry& instance();
    explicit ExporterRegistry(std::vector<std::unique_ptr<const Exporter>> exporters);

    const std::vector<std::unique_ptr<const Exporter>>& all() const { return exporters_; }
    const Exporter* byName(std::string_view name) const;
    // By extension in any case ("PNG"), without the dot; nullptr when none has it.
    const Exporter* byExtension(std::string_view ext) const;
    // By the extension of a file name ("out/sheet.PDF"); nullptr when none has it.
    const Exporter* forPath(std::string_view path) const;
    const Exporter* forPath(const QString& path) const;
    const Exporter* forPath(const char* path) const { return forPath(std::string_view(path)); }

    // The extensions joined for a message: extensions("|") is "pdf|png|...";
    // extensions(", ", " or ", ".") is ".pdf, .png, ... or .vmod". With `keep`, only the
    // formats it accepts.
    std::string extensions(std::string_view sep, std::string_view last = {}, std::string_view dot = {},
                           const Filter& keep = {}) const;
    // What to say when `path` names no format: its extension (or that it has none) and the
    // extensions that do.
    std::string unknownFormat(std::string_view path, const Filter& keep = {}) const;

private:
    std::vector<std::unique_ptr<const Exporter>> exporters_;
};

// The formats that write one battle (File > Export, muster-cli's sheet and file form).
bool writesOneBattle(const Exporter& e);

// The extension of a file name, as typed ("PDF"), empty when it has none.
std::string_view pathExtension(std::string_view path);

} // namespace muster
