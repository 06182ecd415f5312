// Writing game files and the CLI's JSON of a state and of a unit's moves (DESIGN.md).
#include "engine/io/game_json.h"

#include "model/io/atomic_file.h"
#include "model/io/scenario_json.h"

namespace muster {
namespace {

using OJson = nlohmann::ordered_json;

OJson hexJson(Offset o) { return OJson::array({o.col, o.row}); }

OJson hexJson(const GameState& s, int idx) {
    if (idx < 0) return nullptr;
    return hexJson(s.setup().offset(idx));
}

std::string unitId(const Scenario& s, int i) {
    if (i < 0 || i >= static_cast<int>(s.units.size())) return "#" + std::to_string(i);
    return s.units[static_cast<std::size_t>(i)].id;
}

// Indents every line after the first by two spaces, so the scenario's canonical text nests.
std::string indentNested(const std::string& text) {
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (std::size_t i = 0; i < text.size(); ++i) {
        out += text[i];
        if (text[i] == '\n' && i + 1 < text.size()) out += "  ";
    }
    while (!out.empty() && out.back() == '\n') out.pop_back();
    return out;
}

} // namespace

OJson actionToJson(const Scenario& s, const Action& a) {
    OJson j;
    j["do"] = std::string(toString(a.kind));
    switch (a.kind) {
    case ActionKind::Enter:
        j["unit"] = unitId(s, a.unit);
        if (a.hex) j["hex"] = hexJson(*a.hex);
        if (!a.path.empty()) {
            j["path"] = OJson::array();
            for (Offset o : a.path) j["path"].push_back(hexJson(o));
        }
        if (a.leader >= 0) j["leader"] = unitId(s, a.leader);
        break;
    case ActionKind::Move:
        j["unit"] = unitId(s, a.unit);
        j["path"] = OJson::array();
        for (Offset o : a.path) j["path"].push_back(hexJson(o));
        if (a.leader >= 0) j["leader"] = unitId(s, a.leader);
        if (a.bonus) j["bonus"] = true;
        break;
    case ActionKind::MoveFire:
        j["unit"] = unitId(s, a.unit);
        j["path"] = OJson::array();
        for (Offset o : a.path) j["path"].push_back(hexJson(o));
        if (a.hex) j["at"] = hexJson(*a.hex);
        if (a.leader >= 0) j["leader"] = unitId(s, a.leader);
        break;
    case ActionKind::Fire:
    case ActionKind::Close:
        j["unit"] = unitId(s, a.unit);
        if (a.hex) j["at"] = hexJson(*a.hex);
        break;
    case ActionKind::Retreat:
        j["unit"] = unitId(s, a.unit);
        if (a.hex) j["to"] = hexJson(*a.hex);
        break;
    case ActionKind::Advance:
        if (a.skip) j["skip"] = true;
        else j["unit"] = unitId(s, a.unit);
        break;
    case ActionKind::Rally:
        j["leader"] = unitId(s, a.leader);
        j["unit"] = unitId(s, a.unit);
        break;
    case ActionKind::EndTurn: break;
    }
    return j;
}

std::string writeGameJson(const GameRecord& g) {
    std::string out = "{\n  \"format\": \"muster-game\",\n  \"formatVersion\": 1,\n  \"scenario\": ";
    out += indentNested(writeScenarioJson(g.scenario));
    out += ",\n  \"seed\": " + std::to_string(g.seed);
    if (!g.dice.empty()) {
        out += ",\n  \"dice\": [";
        for (std::size_t i = 0; i < g.dice.size(); ++i) out += (i ? ", " : "") + std::to_string(g.dice[i]);
        out += "]";
    }
    if (g.players) {
        OJson players = OJson::object();
        for (Side side : kAllSides) {
            const GamePlayers::Seat& seat = g.players->seats[static_cast<std::size_t>(side)];
            OJson j{{"player", seat.player}};
            if (seat.seed) j["seed"] = *seat.seed;
            players[std::string(toString(side))] = j;
        }
        if (g.players->paceMs) players["paceMs"] = *g.players->paceMs;
        if (g.players->cutShort) players["cutShort"] = true;
        out += ",\n  \"players\": " + players.dump();
    }
    out += ",\n  \"actions\": [";
    for (std::size_t i = 0; i < g.actions.size(); ++i)
        out += std::string(i ? "," : "") + "\n    " + actionToJson(g.scenario, g.actions[i]).dump();
    out += g.actions.empty() ? "]\n}\n" : "\n  ]\n}\n";
    return out;
}

void writeGameFile(const GameRecord& g, const std::string& path) { writeFileAtomically(path, writeGameJson(g)); }

OJson stateToJson(const GameState& s, const GameLog* log) {
    const Scenario& sc = s.setup().scenario();
    OJson j;
    j["turn"] = s.turn;
    j["active"] = std::string(toString(s.active));
    j["ap"] = s.side(s.active).ap;
    j["over"] = s.over();
    if (s.over()) j["winner"] = std::string(gameResultInfo(s.result).winner);
    else j["winner"] = nullptr;
    j["reason"] = s.reason;
    j["vp"] = OJson{{"union", s.side(Side::Union).vp}, {"confederate", s.side(Side::Confederate).vp}};
    if (s.pending.kind == DecisionKind::None) {
        j["pending"] = nullptr;
    } else {
        OJson p;
        p["decision"] = s.pending.kind == DecisionKind::Retreat ? "retreat" : "advance";
        p["unit"] = unitId(sc, s.pending.unit);
        p["side"] = std::string(toString(s.pending.side));
        p["options"] = OJson::array();
        for (int idx : s.pending.options) p["options"].push_back(hexJson(s, idx));
        j["pending"] = std::move(p);
    }
    OJson units = OJson::array();
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const UnitState& u = s.unit(i);
        OJson ju;
        ju["id"] = unitId(sc, i);
        ju["hex"] = u.status == UnitStatus::Board ? hexJson(s, u.hex) : OJson(nullptr);
        ju["sp"] = u.sp;
        ju["status"] = std::string(toString(u.status));
        units.push_back(std::move(ju));
    }
    j["units"] = std::move(units);
    OJson markers = OJson::array();
    for (std::size_t i = 0; i < sc.vpMarkers.size() && i < s.markers.size(); ++i) {
        OJson m;
        m["hex"] = hexJson(sc.vpMarkers[i].hex);
        m["holder"] = s.markers[i].holder ? OJson(std::string(toString(*s.markers[i].holder))) : OJson(nullptr);
        m["removed"] = s.markers[i].removed;
        markers.push_back(std::move(m));
    }
    j["vpMarkers"] = std::move(markers);
    OJson entries = OJson::array();
    if (log)
        for (const LogEntry& e : log->entries) {
            OJson je;
            je["action"] = e.action;
            je["side"] = std::string(toString(e.side));
            je["text"] = e.text;
            je["section"] = e.section;
            je["dice"] = e.dice;
            entries.push_back(std::move(je));
        }
    j["log"] = std::move(entries);
    return j;
}

OJson moveOptionsToJson(const std::vector<MoveOption>& moves) {
    OJson out = OJson::array();
    for (const MoveOption& m : moves) {
        OJson j;
        j["to"] = hexJson(m.to);
        j["ap"] = m.ap;
        j["kind"] = std::string(toString(m.kind));
        j["path"] = OJson::array();
        for (Offset o : m.path) j["path"].push_back(hexJson(o));
        out.push_back(std::move(j));
    }
    return out;
}

} // namespace muster
