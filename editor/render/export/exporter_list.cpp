// The export formats, in the order a chooser lists them (PDF first: one file, the sheet as
// printed). A new format is a file of its own in this folder whose factory is named here.
#include "exporter.h"

#include <memory>
#include <vector>

namespace muster {

std::unique_ptr<const Exporter> pdfSheetFormat(), pngSheetFormat(), svgSheetFormat(), jsonFormat(), tmxFormat(), vassalFormat();

std::vector<std::unique_ptr<const Exporter>> builtinExporters() {
    std::vector<std::unique_ptr<const Exporter>> list;
    for (auto make : {pdfSheetFormat, pngSheetFormat, svgSheetFormat, jsonFormat, tmxFormat, vassalFormat}) list.push_back(make());
    return list;
}

} // namespace muster
