#include "engine_fixture.h"

#include "model/io/scenario_json.h"

#include <QDir>

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace muster::test {

ScenarioBuilder::ScenarioBuilder(int columns, int rows) {
    sc_.title = "engine rule test";
    sc_.board.columns = columns;
    sc_.board.rows = rows;
    sc_.turns = 3;
    sc_.firstSide = Side::Union;
    sc_.side(Side::Union) = SideInfo{"Union", 6, Edge::West};
    sc_.side(Side::Confederate) = SideInfo{"Confederate", 6, Edge::East};
    sc_.victory.eliminationVP = 1;
}

ScenarioBuilder& ScenarioBuilder::turns(int n) { sc_.turns = n; return *this; }
ScenarioBuilder& ScenarioBuilder::firstSide(Side s) { sc_.firstSide = s; return *this; }
ScenarioBuilder& ScenarioBuilder::commandAP(int unionAp, int confederateAp) {
    sc_.side(Side::Union).commandAP = unionAp;
    sc_.side(Side::Confederate).commandAP = confederateAp;
    return *this;
}
ScenarioBuilder& ScenarioBuilder::homeEdges(Edge unionEdge, Edge confederateEdge) {
    sc_.side(Side::Union).homeEdge = unionEdge;
    sc_.side(Side::Confederate).homeEdge = confederateEdge;
    return *this;
}
ScenarioBuilder& ScenarioBuilder::terrain(Offset o, Terrain t) { sc_.terrain.set(o, t); return *this; }

ScenarioBuilder& ScenarioBuilder::unit(const std::string& id, Side side, UnitType type, Offset hex, std::optional<int> sp,
                                       std::optional<Morale> morale) {
    Unit u;
    u.id = id;
    u.name = id;
    u.side = side;
    u.type = type;
    u.hex = hex;
    u.sp = sp;
    u.morale = morale;
    sc_.units.push_back(u);
    return *this;
}
ScenarioBuilder& ScenarioBuilder::infantry(const std::string& id, Side side, Offset hex, int sp, Morale m) {
    return unit(id, side, UnitType::Infantry, hex, sp, m);
}
ScenarioBuilder& ScenarioBuilder::cavalry(const std::string& id, Side side, Offset hex, int sp, Morale m) {
    return unit(id, side, UnitType::Cavalry, hex, sp, m);
}
ScenarioBuilder& ScenarioBuilder::artillery(const std::string& id, Side side, Offset hex, int sp, Morale m) {
    return unit(id, side, UnitType::Artillery, hex, sp, m);
}
ScenarioBuilder& ScenarioBuilder::gunboat(const std::string& id, Side side, Offset hex) {
    return unit(id, side, UnitType::Gunboat, hex, 1, std::nullopt);
}
ScenarioBuilder& ScenarioBuilder::leader(const std::string& id, Side side, Offset hex) {
    return unit(id, side, UnitType::Leader, hex, std::nullopt, std::nullopt);
}
ScenarioBuilder& ScenarioBuilder::reinforcement(const std::string& id, Side side, UnitType type, int turn, Offset entry) {
    Unit u;
    u.id = id;
    u.name = id;
    u.side = side;
    u.type = type;
    if (isCombatUnit(type)) u.morale = Morale::Black;
    u.arrives = Arrival{turn, entry};
    sc_.units.push_back(u);
    return *this;
}
ScenarioBuilder& ScenarioBuilder::marker(Offset hex, std::optional<Side> side, int value) {
    VpMarker m;
    m.hex = hex;
    m.side = side;
    m.value = value;
    m.label = "marker";
    sc_.vpMarkers.push_back(m);
    return *this;
}
ScenarioBuilder& ScenarioBuilder::markerMode(VpMarkerMode m) { sc_.vpMarkerMode = m; return *this; }
ScenarioBuilder& ScenarioBuilder::eliminationVP(int vp) { sc_.victory.eliminationVP = vp; return *this; }
ScenarioBuilder& ScenarioBuilder::reachVP(Side s, int vp) {
    VictoryCondition c;
    c.kind = VictoryKind::ReachVP;
    c.side = s;
    c.vp = vp;
    sc_.victory.conditions.push_back(c);
    return *this;
}
ScenarioBuilder& ScenarioBuilder::reachVPByTurn(Side s, int vp, int turn) {
    VictoryCondition c;
    c.kind = VictoryKind::ReachVPByTurn;
    c.side = s;
    c.vp = vp;
    c.turn = turn;
    sc_.victory.conditions.push_back(c);
    return *this;
}
ScenarioBuilder& ScenarioBuilder::holdAtEnd(Side s, std::vector<Offset> hexes) {
    VictoryCondition c;
    c.kind = VictoryKind::HoldAtEnd;
    c.side = s;
    c.hexes = std::move(hexes);
    sc_.victory.conditions.push_back(c);
    return *this;
}
ScenarioBuilder& ScenarioBuilder::mostVPAtEnd() {
    VictoryCondition c;
    c.kind = VictoryKind::MostVPAtEnd;
    sc_.victory.conditions.push_back(c);
    return *this;
}
ScenarioBuilder& ScenarioBuilder::optionalRule(const std::string& id) { sc_.optionalRules.push_back(id); return *this; }

TestGame::TestGame(const Scenario& sc, std::vector<int> dice, const RuleParameters& params, std::uint64_t seed)
    : setup(std::make_shared<const GameSetup>(sc, params)), s(newGame(setup, seed, std::move(dice), &log)) {}

int TestGame::u(const std::string& id) const {
    const int i = setup->unitIndex(id);
    if (i < 0) throw std::invalid_argument("test bug: no unit " + id);
    return i;
}

Offset TestGame::hexOf(const std::string& id) const {
    const UnitState& st = unit(id);
    if (st.status != UnitStatus::Board || st.hex < 0) return Offset{0, 0};
    return setup->offset(st.hex);
}

ApplyResult TestGame::apply(const Action& a) {
    const ApplyResult checked = checkAction(s, a);
    const ApplyResult applied = applyAction(s, a, &log);
    checkDisagreed = checked.ok != applied.ok;
    return applied;
}

std::string TestGame::fingerprint() const {
    std::ostringstream o;
    o << "turn " << s.turn << " active " << static_cast<int>(s.active) << " half " << s.secondHalf << " result "
      << static_cast<int>(s.result) << " pending " << static_cast<int>(s.pending.kind) << "/" << s.pending.unit
      << " dice " << s.dice.rolled() << "\n";
    for (Side side : kAllSides) {
        const SideState& ss = s.side(side);
        o << toString(side) << " ap " << ss.ap << " vp " << ss.vp << " lost " << ss.leadersLost << "\n";
    }
    for (int i = 0; i < setup->unitCount(); ++i) {
        const UnitState& st = s.unit(i);
        o << setup->unitId(i) << " hex " << st.hex << " sp " << st.sp << " " << toString(st.status) << " did "
          << static_cast<int>(st.did) << "\n";
    }
    for (const MarkerState& m : s.markers) o << "marker " << (m.holder ? static_cast<int>(*m.holder) : -1) << m.removed;
    for (auto c : s.control) o << " c" << static_cast<int>(c);
    o << " scores " << s.scores.size();
    return o.str();
}

bool TestGame::retreatPendingFor(const std::string& id) const {
    return s.pending.kind == DecisionKind::Retreat && s.pending.unit == u(id);
}

void TestGame::retreatTo(Offset to) {
    while (s.pending.kind == DecisionKind::Retreat &&
           std::find(s.pending.options.begin(), s.pending.options.end(), setup->index(to)) != s.pending.options.end())
        if (!apply(retreatAction(s.pending.unit, to))) return;
}

std::vector<Offset> TestGame::pendingOptions() const {
    std::vector<Offset> out;
    for (int i : s.pending.options) out.push_back(setup->offset(i));
    return out;
}

bool citesAny(const std::string& error, const std::string& sections) {
    std::size_t start = 0;
    while (start <= sections.size()) {
        const std::size_t bar = sections.find('|', start);
        const std::string one = sections.substr(start, bar == std::string::npos ? std::string::npos : bar - start);
        if (!one.empty() && error.find(one) != std::string::npos) return true;
        if (bar == std::string::npos) break;
        start = bar + 1;
    }
    return false;
}

std::vector<Offset> path(const std::string& text) {
    std::vector<Offset> out;
    std::istringstream in(text);
    std::string tok;
    while (in >> tok) {
        const auto comma = tok.find(',');
        out.push_back(Offset{std::stoi(tok.substr(0, comma)), std::stoi(tok.substr(comma + 1))});
    }
    return out;
}

QString describe(const Action& a) {
    QString t = QString::fromUtf8(toString(a.kind).data(), static_cast<int>(toString(a.kind).size()));
    t += QString(" unit %1").arg(a.unit);
    if (a.leader >= 0) t += QString(" leader %1").arg(a.leader);
    if (!a.path.empty()) {
        t += " path";
        for (Offset o : a.path) t += QString(" %1,%2").arg(o.col).arg(o.row);
    }
    if (a.hex) t += QString(" at %1,%2").arg(a.hex->col).arg(a.hex->row);
    if (a.bonus) t += " bonus";
    if (a.skip) t += " skip";
    return t;
}

int scoredVp(const GameState& s, Side side) {
    int sum = 0;
    for (const ScoreEvent& e : s.scores)
        if (e.side == side) sum += e.vp;
    return sum;
}

std::vector<std::pair<std::string, std::shared_ptr<const GameSetup>>> bundledSetups() {
    std::vector<std::pair<std::string, std::shared_ptr<const GameSetup>>> out;
    for (const QString& f : QDir(MUSTER_SCENARIOS).entryList({"*.json"}, QDir::Files, QDir::Name)) {
        const std::string path = std::string(MUSTER_SCENARIOS) + "/" + f.toStdString();
        out.emplace_back(f.toStdString(), std::make_shared<const GameSetup>(readScenarioFile(path)));
    }
    return out;
}

} // namespace muster::test
