#include "engine/ai/orders_decoder.h"

#include "engine/ai/greedy_player.h"
#include "engine/ai/search_player.h"

#include <optional>

namespace muster::ai {
namespace {

// Bonuses in evaluation units (one VP = 10): large enough to carry an order through a
// little exposure, small against a VP.
constexpr double kStep = 2.5;     // per hex nearer the order's target
constexpr double kArrive = 4.0;   // reaching the target hex (ADVANCE, JOIN)
constexpr double kClose = 6.0;    // the close combat an ASSAULT or ADVANCE asks for
constexpr double kFire = 3.0;     // fire at the order's target
constexpr double kWithdraw = 4.0; // per expected hit of enemy fire avoided

int actionTarget(const GameState& s, const Action& a) { return a.hex ? s.setup().index(*a.hex) : -1; }

// Hex distance before and after a move of `a` toward `target`; INT_MAX-free: 0 when no move.
std::pair<int, int> stepTo(const GameState& s, const Action& a, int target) {
    const GameSetup& g = s.setup();
    const int from = s.unit(a.unit).hex, to = g.index(a.path.back());
    return {g.distance(from, target), g.distance(to, target)};
}

bool moves(ActionKind k) { return k == ActionKind::Move || k == ActionKind::MoveFire; }

// The value of a scored action under the orders, or nothing when an order forbids it.
std::optional<double> underOrders(const GameState& s, const PositionView& view, const Plan& plan, const ScoredAction& sa) {
    const Action& a = sa.action;
    if (a.unit < 0) return sa.score;
    Order o = plan.orders[static_cast<std::size_t>(a.unit)];
    if (!orderValid(s, a.unit, o)) o = Order{};
    // A leader riding along follows its own order too: a JOIN elsewhere does not ride.
    if (a.kind == ActionKind::Move && a.leader >= 0) {
        const Order& lo = plan.orders[static_cast<std::size_t>(a.leader)];
        if (lo.kind == OrderKind::Join && orderValid(s, a.leader, lo) && s.unit(lo.target).hex != s.unit(a.unit).hex)
            return std::nullopt;
    }
    double v = sa.score;
    const bool atTarget = o.target >= 0 && actionTarget(s, a) == o.target;
    switch (o.kind) {
    case OrderKind::Greedy: break;
    case OrderKind::Hold:
        if (moves(a.kind) || a.kind == ActionKind::Close) return std::nullopt;
        break;
    case OrderKind::Withdraw:
        if (a.kind == ActionKind::Close) return std::nullopt;
        if (moves(a.kind)) {
            const Side side = s.sideOf(a.unit);
            v += kWithdraw * (view.exposure(s.unit(a.unit).hex, side) - view.exposure(s.setup().index(a.path.back()), side));
        }
        break;
    case OrderKind::Fire:
        if (a.kind == ActionKind::Move) return std::nullopt;
        if (atTarget && (a.kind == ActionKind::Fire || a.kind == ActionKind::MoveFire)) v += kFire;
        break;
    case OrderKind::Support:
        if (a.kind == ActionKind::Close) return std::nullopt;
        if (atTarget && (a.kind == ActionKind::Fire || a.kind == ActionKind::MoveFire)) v += kFire;
        if (a.kind == ActionKind::Move) {
            const auto [d0, d1] = stepTo(s, a, o.target);
            if (d1 > d0 || d1 < 2) return std::nullopt;
            v += kStep * (d0 - d1);
        }
        break;
    case OrderKind::Assault:
    case OrderKind::Advance:
        if (a.kind == ActionKind::Close && atTarget) v += kClose;
        if (a.kind == ActionKind::Fire && atTarget) v += 0.5 * kFire;
        if (moves(a.kind)) {
            const auto [d0, d1] = stepTo(s, a, o.target);
            if (d1 > d0) return std::nullopt;
            v += kStep * (d0 - d1) + (d1 == 0 ? kArrive : 0.0);
            if (a.kind == ActionKind::MoveFire && atTarget) v += 0.5 * kFire;
        }
        break;
    case OrderKind::Stay:
        if (a.kind == ActionKind::Move) return std::nullopt;
        break;
    case OrderKind::Join:
        if (a.kind == ActionKind::Move) {
            const int to = s.setup().index(a.path.back()), want = s.unit(o.target).hex;
            const int d0 = s.setup().distance(s.unit(a.unit).hex, want), d1 = s.setup().distance(to, want);
            if (d1 > d0) return std::nullopt;
            v += kStep * (d0 - d1) + (d1 == 0 ? kArrive : 0.0);
        }
        break;
    }
    return v;
}

} // namespace

Action decodePlan(const GameState& s, const Plan& plan) {
    const auto& policies = searchPolicies();
    const EvalWeights& w = policies[static_cast<std::size_t>(plan.policy) % policies.size()];
    if (s.pending.kind == DecisionKind::Advance && !s.pending.options.empty()) {
        // An assault goes on into the hex it won.
        const int unit = s.pending.unit;
        const Order& o = plan.orders[static_cast<std::size_t>(unit)];
        if ((o.kind == OrderKind::Assault || o.kind == OrderKind::Advance) && s.pending.options.front() == o.target)
            return advanceAction(unit);
    }
    if (s.pending.kind != DecisionKind::None) return greedyChoice(s, nullptr, w);
    const PositionView view(s, w);
    const std::vector<ScoredAction> scored = scoreActions(s, view);
    const ScoredAction* best = nullptr;
    double bestRank = 0;
    for (const ScoredAction& sa : scored) {
        if (sa.action.kind == ActionKind::EndTurn) continue;
        const std::optional<double> v = underOrders(s, view, plan, sa);
        if (!v) continue;
        const double rank = sa.ap > 0 ? *v / sa.ap : *v;
        if (rank < w.worthIt) continue;
        if (!best || rank > bestRank + 1e-9) {
            best = &sa;
            bestRank = rank;
        }
    }
    return best ? best->action : endTurnAction();
}

} // namespace muster::ai
