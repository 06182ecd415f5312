#pragma once
// One export format as a plug-in: its name, the extensions that choose it, the options
// that change what it writes, and the writer. The formats are listed once, in
// exporter_list.cpp; muster-cli export, the editor's Export dialog, the man page and the
// shell completion take them from ExporterRegistry.
#include "editor/render/exporters.h"
#include "model/systems/eagle/eagle_scenario.h"
#include "model/systems/grid/grid_scenario.h"

#include <QString>
#include <QStringList>

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace muster {

// What the user may set; an exporter names the ones it reads (the others leave its output
// unchanged: the Export dialog disables them, muster-cli notes an ignored --dpi).
enum class ExportOption : unsigned {
    Paper = 1u << 0,       // --paper
    Orientation = 1u << 1, // --orientation
    Dpi = 1u << 2,         // --dpi
    Mono = 1u << 3,        // --mono
    Labels = 1u << 4,      // --no-labels
    ModuleName = 1u << 5,  // --name
};
constexpr unsigned operator|(ExportOption a, ExportOption b) { return unsigned(a) | unsigned(b); }
constexpr unsigned operator|(unsigned a, ExportOption b) { return a | unsigned(b); }
// What the printed setup sheet reads, in every file format it comes in.
inline constexpr unsigned kSheetOptions = ExportOption::Paper | ExportOption::Orientation | ExportOption::Mono | ExportOption::Labels;

class Exporter {
public:
    virtual ~Exporter() = default;
    // A short name, which is also its first extension: "pdf".
    virtual std::string_view name() const = 0;
    // For a chooser, in English (the editor translates it): "PDF setup sheet".
    virtual std::string_view label() const = 0;
    // The extensions that choose it, lower case without the dot, the one it writes first.
    virtual std::vector<std::string_view> extensions() const = 0;
    // The ExportOption bits it reads.
    virtual unsigned options() const = 0;
    bool reads(ExportOption o) const { return (options() & unsigned(o)) != 0; }
    // A module holds several battles and is checked against the rules before it is written
    // (its own dialog, muster-cli's --force); the other formats write one battle.
    virtual bool severalBattles() const { return false; }
    // Writes `battles` (one, unless severalBattles()) to `path`, the file name's bytes as
    // given. Returns the files written; throws ExportError naming the file.
    virtual QStringList write(std::span<const Scenario> battles, const std::string& path,
                              const ExportOptions& opt) const = 0;
    // A square-grid battle (seed 003): the formats that apply (the square-grid ruleset's
    // `exporters` names them) write it; the others throw ExportError saying why not.
    virtual QStringList writeGrid(const GridScenario& s, const std::string& path, const ExportOptions& opt) const;
    // One army's set-up sheet of an Eagle Games battle (seed 002: set-up is secret): the
    // formats the Eagle Games ruleset's `exporters` names write it; the others throw
    // ExportError saying why not.
    virtual QStringList writeEagle(const EagleScenario& s, Side side, const std::string& path, const ExportOptions& opt) const;
    // Said after `s` was written ("the map is drawn as an image"), or empty.
    virtual QString note(const Scenario& s) const;
    // Why its file name must be valid UTF-8, or empty when any name will do.
    virtual std::string_view utf8NameReason() const { return {}; }

protected:
    // For a format that writes one battle: that battle (ExportError when given another number).
    const Scenario& onlyBattle(std::span<const Scenario> battles) const;
    // The file name as Qt holds it.
    static QString qtPath(const std::string& path);
};

} // namespace muster
