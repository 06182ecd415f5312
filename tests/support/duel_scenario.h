#pragma once
// The balance tests' small battle: two infantry blocks a side face each other on a 9x7 board,
// so that a few games are quick and one setting (command AP, turns, victory) moves the result.
#include "model/scenario.h"

#include <string>

namespace muster::test {

struct DuelOptions {
    int unionAp = 4, confederateAp = 4;
    int turns = 5;
    std::string victory = R"([{"kind": "mostVPAtEnd"}])";  // the conditions' JSON array
    std::string vpMarkers = "[]";                          // the markers' JSON array
};

Scenario duelScenario(const DuelOptions& o = {});
// The duel where each side wins on its first elimination (every game is decided).
Scenario firstBloodDuel();

} // namespace muster::test
