#include "duel_scenario.h"

#include "model/io/scenario_json.h"

namespace muster::test {

Scenario duelScenario(const DuelOptions& o) {
    const std::string text = R"({"format": "muster-scenario", "formatVersion": 1, "title": "Duel",
      "board": {"columns": 9, "rows": 7}, "turns": )" + std::to_string(o.turns) + R"(,
      "sides": {"union": {"commandAP": )" + std::to_string(o.unionAp) + R"(, "homeEdge": "north"},
                "confederate": {"commandAP": )" + std::to_string(o.confederateAp) + R"(, "homeEdge": "south"}},
      "units": [{"id": "u1", "side": "union", "type": "infantry", "hex": [3,3], "sp": 4, "morale": "black"},
                {"id": "u2", "side": "union", "type": "infantry", "hex": [5,3], "sp": 4, "morale": "black"},
                {"id": "c1", "side": "confederate", "type": "infantry", "hex": [3,5], "sp": 4, "morale": "black"},
                {"id": "c2", "side": "confederate", "type": "infantry", "hex": [5,5], "sp": 4, "morale": "black"}],
      "vpMarkers": )" + o.vpMarkers + R"(,
      "victory": {"eliminationVP": 1, "conditions": )" + o.victory + R"(}})";
    return readScenarioJson(text, "duel");
}

Scenario firstBloodDuel() {
    DuelOptions o;
    o.victory = R"([{"kind": "reachVP", "side": "union", "vp": 1}, {"kind": "reachVP", "side": "confederate", "vp": 1}])";
    return duelScenario(o);
}

} // namespace muster::test
