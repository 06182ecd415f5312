// The engine's entry points: start a game, check and apply an action, list legal actions.
#include "engine/rules/game.h"

#include "engine/rules/rules_internal.h"

#include "model/unittype.h"

#include <array>

namespace muster {

namespace {
constexpr std::array<std::string_view, kActionKindCount> kActionNames = {
    "enter", "move", "fire", "moveFire", "close", "retreat", "advance", "rally", "endTurn"};
}

std::string_view toString(ActionKind k) { return kActionNames[static_cast<std::size_t>(k)]; }

std::optional<ActionKind> actionKindFromString(std::string_view s) {
    for (std::size_t i = 0; i < kActionNames.size(); ++i)
        if (kActionNames[i] == s) return static_cast<ActionKind>(i);
    return std::nullopt;
}

std::string_view toString(MoveKind k) {
    switch (k) {
    case MoveKind::Move: return "move";
    case MoveKind::ForceMarch: return "forceMarch";
    case MoveKind::Bonus: return "bonus";
    case MoveKind::Enter: return "enter";
    }
    return "move";
}

std::string unitName(const GameState& s, int unit) {
    const Unit& u = s.setup().unit(unit);
    return u.name.empty() ? std::string(displayName(u.type)) + " " + u.id : u.name + " (" + u.id + ")";
}

std::string hexName(const GameState& s, int idx) { return rules::hexLabelOf(s, idx); }

GameState newGame(std::shared_ptr<const GameSetup> setup, std::uint64_t seed, std::vector<int> scriptedDice, GameLog* log) {
    GameState s(std::move(setup), DiceStream(seed, std::move(scriptedDice)));
    rules::startSideTurn(s, rules::Ctx{log, -1});
    return s;
}

namespace {

// The rule each action kind carries out (DESIGN.md's action table).
const char* kindSection(ActionKind k) {
    switch (k) {
    case ActionKind::Enter: return "aid: reinforcements";
    case ActionKind::Move: return "7.1";
    case ActionKind::Fire: return "8.1";
    case ActionKind::MoveFire: return "6.2.3";
    case ActionKind::Close: return "8.3.1";
    case ActionKind::Retreat: return "8.4";
    case ActionKind::Advance: return "8.3.4";
    case ActionKind::Rally: return "9.4";
    case ActionKind::EndTurn: return "5.0";
    }
    return "5.0";
}

// Fields an action of this kind does not take (DESIGN.md's table): refused, so that one
// accepted action means one thing and the legal list can name every accepted action.
std::string shapeError(const Action& a) {
    const std::string_view k = toString(a.kind);
    auto no = [&](bool present, const char* field) {
        return present ? std::string(k) + " takes no \"" + field + "\"" : std::string();
    };
    std::string e;
    auto check = [&](bool present, const char* field) {
        if (e.empty()) e = no(present, field);
    };
    const bool unit = a.unit >= 0, leader = a.leader >= 0, path = !a.path.empty(), hex = a.hex.has_value();
    switch (a.kind) {
    case ActionKind::EndTurn: check(unit, "unit"); check(leader, "leader"); check(path, "path"); check(hex, "hex"); break;
    case ActionKind::Enter: break;
    case ActionKind::Move: check(hex, "at"); break;
    case ActionKind::Fire:
    case ActionKind::Close:
    case ActionKind::Retreat: check(leader, "leader"); check(path, "path"); break;
    case ActionKind::MoveFire: break;
    case ActionKind::Advance:
        check(leader, "leader"); check(path, "path"); check(hex, "hex");
        if (e.empty() && a.skip == unit) e = "advance takes either \"unit\" or \"skip\": true (8.3.4)";
        break;
    case ActionKind::Rally: check(path, "path"); check(hex, "hex"); break;
    }
    if (a.kind != ActionKind::Move) check(a.bonus, "bonus");
    if (a.kind != ActionKind::Advance) check(a.skip, "skip");
    if (!e.empty() && e.back() != ')') e += std::string(" (") + kindSection(a.kind) + ")";
    return e;
}

} // namespace

ApplyResult checkAction(const GameState& s, const Action& a) {
    using namespace rules;
    auto result = [](std::string e) { return e.empty() ? ApplyResult{} : ApplyResult{false, std::move(e)}; };
    if (s.over()) return {false, "the game is over (" + s.reason + ")"};
    if (std::string e = shapeError(a); !e.empty()) return {false, std::move(e)};
    if (s.pending.kind != DecisionKind::None) {
        if (a.kind == ActionKind::Retreat && s.pending.kind == DecisionKind::Retreat) return result(checkRetreat(s, a));
        if (a.kind == ActionKind::Advance && s.pending.kind == DecisionKind::Advance) return result(checkAdvance(s, a));
        const std::string who = std::string(toString(s.pending.side));
        return {false, std::string(toString(a.kind)) + " is not allowed now: " + who + " must first choose " +
                           (s.pending.kind == DecisionKind::Retreat ? "a retreat for " + idOf(s, s.pending.unit) + " (8.4)"
                                                                    : "whether to advance (8.3.4)")};
    }
    if (a.unit >= s.setup().unitCount() || a.leader >= s.setup().unitCount()) return {false, "no such unit"};
    switch (a.kind) {
    case ActionKind::EndTurn: return {};
    case ActionKind::Enter: return result(checkEnter(s, a));
    case ActionKind::Move: return result(checkMove(s, a));
    case ActionKind::Fire: return result(checkFire(s, a));
    case ActionKind::MoveFire: return result(checkMoveFire(s, a));
    case ActionKind::Close: return result(checkClose(s, a));
    case ActionKind::Rally: return result(checkRally(s, a));
    case ActionKind::Retreat: return {false, "no retreat is waiting to be chosen (8.4)"};
    case ActionKind::Advance: return {false, "no advance is waiting to be chosen (8.3.4)"};
    }
    return {false, "unknown action"};
}

ApplyResult applyAction(GameState& s, const Action& a, GameLog* log) {
    using namespace rules;
    ApplyResult ok = checkAction(s, a);
    if (!ok) return ok;
    const Ctx c{log, s.actionsApplied};
    s.actionsApplied += 1;
    switch (a.kind) {
    case ActionKind::EndTurn:
        if (c.log) c.say(s.active, std::string(displayName(s.active)) + " ends its turn", "5.0");
        endSideTurn(s, c);
        break;
    case ActionKind::Enter: doEnter(s, a, c); break;
    case ActionKind::Move: doMove(s, a, c, Activity::Moved); break;
    case ActionKind::Fire:
        s.side(s.active).ap -= 1;
        s.units[static_cast<std::size_t>(a.unit)].did = Activity::Fired;
        doFire(s, a.unit, s.setup().index(*a.hex), c);
        break;
    case ActionKind::MoveFire:
        s.side(s.active).ap -= 2;
        doMove(s, moveAction(a.unit, a.path, a.leader), c, Activity::MovedFired);
        doFire(s, a.unit, s.setup().index(*a.hex), c);
        break;
    case ActionKind::Close:
        s.side(s.active).ap -= 2;
        s.units[static_cast<std::size_t>(a.unit)].did = Activity::Closed;
        doClose(s, a.unit, s.setup().index(*a.hex), c);
        break;
    case ActionKind::Rally: doRally(s, a, c); break;
    case ActionKind::Retreat: doRetreat(s, a, c); break;
    case ActionKind::Advance: doAdvance(s, a, c); break;
    }
    return ok;
}

} // namespace muster
