#pragma once
// The legal actions of a state in a compact form: one small record per action, the move
// paths as runs of hex indexes in one shared array, no heap block per action. Filled into
// a list the caller keeps (its buffers are reused from call to call), in exactly the order
// legalActions gives, so a player can draw a position and build only the action it picks
// (the random player; fast playouts). legalActions itself is this list turned into Actions.
#include "engine/rules/action.h"
#include "engine/rules/game_state.h"

#include <vector>

namespace muster {

struct LegalEntry {
    ActionKind kind = ActionKind::EndTurn;
    bool bonus = false;
    bool skip = false;
    int unit = -1;
    int leader = -1;
    int hex = -1;                    // "at" / "to" / entry hex as a hex index, -1 when none
    int pathBegin = 0, pathLen = 0;  // the path: LegalList::paths[pathBegin .. +pathLen)
};

class LegalList {
public:
    std::size_t size() const { return entries.size(); }
    bool empty() const { return entries.empty(); }
    const LegalEntry& operator[](std::size_t i) const { return entries[i]; }
    // The action at position i, equal to legalActions(s)[i] for the state it was listed from.
    Action action(std::size_t i, const GameSetup& g) const;
    void clear() {
        entries.clear();
        paths.clear();
    }

    std::vector<LegalEntry> entries;
    std::vector<int> paths;  // hex indexes
};

// Every legal action for the side to act, as legalActions lists them (same order).
void listLegalActions(const GameState& s, LegalList& out);
// The same for one unit, as legalActionsFor lists them.
void listLegalActionsFor(const GameState& s, int unit, LegalList& out);

} // namespace muster
