#include "engine/balance/balance_heat_json.h"

namespace muster {
namespace {

using Json = nlohmann::ordered_json;

struct Reader {
    const std::string& file;

    [[noreturn]] void fail(const std::string& path, const std::string& reason) const { throw BalanceResultError(file, path, reason); }

    const Json& at(const Json& j, const std::string& key, const std::string& path) const {
        if (!j.is_object() || !j.contains(key)) fail(path, std::string("missing \"") + key + "\"");
        return j[key];
    }
    double number(const Json& j, const std::string& path, double lo, double hi) const {
        if (!j.is_number()) fail(path, "must be a number");
        const double v = j.get<double>();
        if (!(v >= lo && v <= hi)) fail(path, "must be from " + std::to_string(lo) + " to " + std::to_string(hi));
        return v;
    }
    int count(const Json& j, const std::string& path) const {
        if (!j.is_number_integer() || j.get<long long>() < 0 || j.get<long long>() > 1'000'000'000) fail(path, "must be a count of games");
        return j.get<int>();
    }
    Offset hex(const Json& j, const std::string& path) const {
        if (!j.is_array() || j.size() != 2 || !j[0].is_number_integer() || !j[1].is_number_integer())
            fail(path, "must be a hex [column, row]");
        return {j[0].get<int>(), j[1].get<int>()};
    }
};

std::string hexText(Offset o) { return "[" + std::to_string(o.col) + "," + std::to_string(o.row) + "]"; }

// The result must be of this battle: the same VP markers and turns, every hex on its board.
void checkBattle(const Reader& r, const Json& result, const Scenario& sc) {
    const std::string another = ": the result is of another battle than " + (sc.title.empty() ? std::string("this one") : "\"" + sc.title + "\"");
    const Json& markers = r.at(result, "vpMarkers", "");
    if (!markers.is_array()) r.fail("vpMarkers", "must be an array");
    if (markers.size() != sc.vpMarkers.size())
        r.fail("vpMarkers", std::to_string(markers.size()) + " VP markers, the battle has " + std::to_string(sc.vpMarkers.size()) + another);
    for (std::size_t i = 0; i < markers.size(); ++i) {
        const std::string path = "vpMarkers[" + std::to_string(i) + "]";
        const Offset h = r.hex(r.at(markers[i], "hex", path), path + ".hex");
        const Json& label = r.at(markers[i], "label", path);
        if (h != sc.vpMarkers[i].hex || !label.is_string() || label.get<std::string>() != sc.vpMarkers[i].label)
            r.fail(path, "the marker at " + hexText(h) + " is not the battle's (" + hexText(sc.vpMarkers[i].hex) + ")" + another);
    }
    const Json& turns = r.at(r.at(result, "vpByTurn", ""), "turns", "vpByTurn");
    if (!turns.is_array()) r.fail("vpByTurn.turns", "must be an array");
    if (static_cast<int>(turns.size()) != sc.turns)
        r.fail("vpByTurn.turns", std::to_string(turns.size()) + " turns, the battle has " + std::to_string(sc.turns) + another);
}

} // namespace

std::vector<HexEffect> readHexEffectsJson(const Json& result, const Scenario& sc, const std::string& file) {
    const Reader r{file};
    if (!result.is_object()) r.fail("", "not a balance result (the output of muster-cli balance --json)");
    const Json& hexes = r.at(result, "hexes", "");
    if (!hexes.is_array()) r.fail("hexes", "must be an array");
    checkBattle(r, result, sc);
    std::vector<HexEffect> out;
    for (std::size_t i = 0; i < hexes.size(); ++i) {
        const std::string path = "hexes[" + std::to_string(i) + "]";
        const Json& h = hexes[i];
        HexEffect e;
        e.hex = r.hex(r.at(h, "hex", path), path + ".hex");
        if (!sc.board.contains(e.hex))
            r.fail(path + ".hex", hexText(e.hex) + " is off the " + std::to_string(sc.board.columns) + "x" + std::to_string(sc.board.rows) +
                                      " board: the result is of another battle");
        const Json& label = r.at(h, "label", path);
        if (!label.is_string()) r.fail(path + ".label", "must be a string");
        e.label = label.get<std::string>();
        const Json& objective = r.at(h, "objective", path);
        if (!objective.is_boolean()) r.fail(path + ".objective", "must be true or false");
        e.objective = objective.get<bool>();
        for (std::size_t s = 0; s < 2; ++s) {
            const std::string sp = path + "." + kSideJsonKeys[s];
            const Json& side = r.at(h, kSideJsonKeys[s], path);
            e.held[s] = r.count(r.at(side, "held", sp), sp + ".held");
            e.heldRate[s] = r.number(r.at(side, "heldRate", sp), sp + ".heldRate", 0, 1);
            e.effect[s] = r.number(r.at(side, "winRateChange", sp), sp + ".winRateChange", -1, 1);
            const Json& ci = r.at(side, "ci95", sp);
            if (!ci.is_array() || ci.size() != 2) r.fail(sp + ".ci95", "must be [low, high]");
            e.effectCi[s] = {r.number(ci[0], sp + ".ci95[0]", -1, 1), r.number(ci[1], sp + ".ci95[1]", -1, 1)};
            e.lost[s] = r.count(r.at(side, "lost", sp), sp + ".lost");
        }
        out.push_back(std::move(e));
    }
    return out;
}

} // namespace muster
