#include "battle_json_write.h"

namespace muster::systems {

void appendField(std::string& o, std::string_view key, std::string_view value) {
    o += "  \"";
    o += key;
    o += "\": ";
    io::appendJsonString(o, value);
    o += ",\n";
}

void appendStringList(std::string& o, std::string_view key, const std::vector<std::string>& items, bool last) {
    appendList(o, key, items, "  ", [](std::string& out, const std::string& t) { io::appendJsonString(out, t); }, last);
}

} // namespace muster::systems
