// writeEagleJson: the canonical text of an Eagle Games battle, in the order and layout of
// the hex and grid writers (docs/format.md "How Muster writes the file").
#include "eagle_json.h"
#include "../battle_json_write.h"

namespace muster {
namespace eagle {
namespace {

using io::appendInt;
using io::appendJsonString;

void appendUnit(std::string& o, const EagleUnit& u) {
    o += "{ \"id\": ";
    appendJsonString(o, u.id);
    o += ", \"side\": ";
    appendJsonString(o, toString(u.side));
    o += ", \"type\": ";
    appendJsonString(o, eagleUnitInfo(u.type).id);
    if (!u.name.empty()) {
        o += ", \"name\": ";
        appendJsonString(o, u.name);
    }
    o += ", \"space\": ";
    appendJsonString(o, eagleSpaceInfo(u.space).id);
    if (u.elite) o += ", \"elite\": true";
    o += " }";
}

} // namespace
} // namespace eagle


std::string writeEagleJson(const EagleScenario& s) {
    using io::appendInt;
    using io::appendJsonString;
    std::string o;
    o.reserve(1024 + s.units.size() * 100);
    systems::appendBattleHeader(o, "eagle-games-cw-v1.8", s);
    o += "  \"board\": {";
    if (s.size) {
        o += " \"size\": ";
        appendJsonString(o, toString(*s.size));
        o += " ";
    }
    o += "},\n";
    if (s.points) {
        o += "  \"points\": ";
        appendInt(o, *s.points);
        o += ",\n";
    }
    o += "  \"sides\": {\n";
    for (Side sd : kAllSides) {
        o += "    \"";
        o += toString(sd);
        o += "\": { \"name\": ";
        appendJsonString(o, s.army(sd).name);
        o += sd == Side::Union ? " },\n" : " }\n";
    }
    o += "  },\n";
    systems::appendList(o, "units", s.units, "  ", eagle::appendUnit);
    systems::appendStringList(o, "specialRules", s.notes, true);
    o += "}\n";
    return o;
}

} // namespace muster
