#pragma once
// A VASSAL module (.vmod) made from one or more Muster battles: buildFile.xml, moduledata,
// the board and piece images, each battle as a predefined setup (a saved game inside
// the module), Help pages and the setup sheet PDFs. Written in memory, zipped with
// libzip and saved atomically: a failed export leaves an existing file whole.
#include "model/scenario.h"

#include <QByteArray>
#include <QString>

#include <string>
#include <vector>

namespace muster {

class RuleParameters;

struct VassalModuleOptions {
    std::string name;        // module name; empty: the battle's title, or "Hold the Line battles"
    std::string version = "1.0";
    double hexRadius = 40;   // pixels from hex centre to corner on the board image
    int maxBoardSide = 9000; // longest side of a board image; big boards get smaller hexes
};

// One file of the module (path inside the zip, bytes).
struct ModuleEntry {
    std::string path;
    QByteArray data;
};

// Everything the module holds, in the order it is zipped. Needs a QGuiApplication
// (fonts). `params` gives the morale die's faces.
std::vector<ModuleEntry> buildVassalModule(const std::vector<Scenario>& battles, const VassalModuleOptions& opt,
                                           const RuleParameters& params);
// The entries as a zip archive (libzip, in memory). Throws ExportError.
QByteArray zipEntries(const std::vector<ModuleEntry>& entries);
// The entries of a zip archive (for the tests and the preview tool). Throws ExportError.
std::vector<ModuleEntry> unzipEntries(const QByteArray& zip);

// Build, zip and write `path` atomically. Throws ExportError naming the file.
void exportVassalModule(const std::vector<Scenario>& battles, const std::string& path, const VassalModuleOptions& opt,
                        const RuleParameters& params);

} // namespace muster
