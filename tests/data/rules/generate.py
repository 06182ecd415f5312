#!/usr/bin/env python3
"""Writes <rule-id>.fail.json / <rule-id>.pass.json for every validation rule id.

Each pair starts from one valid base scenario; the fail file breaks the rule named in
its file name and the pass file is a near copy that breaks nothing. Run it again after
changing the base: python3 tests/data/rules/generate.py
"""
import copy
import json
import os

BASE = {
    "format": "muster-scenario", "formatVersion": 1,
    "ruleset": "hold-the-line-acw",
    "title": "Rule test", "subtitle": "", "author": "Muster tests", "date": "1862-09-17",
    "briefing": "", "historicalNotes": "",
    "board": {"columns": 13, "rows": 9, "orientation": "pointy", "stagger": "even"},
    "turns": 8, "firstSide": "union",
    "sides": {
        "union": {"name": "Army of the Potomac", "commandAP": 5, "homeEdge": "north"},
        "confederate": {"name": "Army of Northern Virginia", "commandAP": 4, "homeEdge": "south"},
    },
    "terrain": [
        {"hex": [3, 5], "type": "woods"},
        {"hex": [2, 7], "type": "river"},
        {"hex": [2, 8], "type": "river"},
        {"hex": [3, 8], "type": "bridge"},
        {"hex": [6, 2], "type": "swamp"},
        {"hex": [7, 5], "type": "hill"},
        {"hex": [5, 3], "type": "orchard"},
        {"hex": [10, 6], "type": "town"},
    ],
    "units": [
        {"id": "u1", "side": "union", "type": "infantry", "name": "Iron Brigade", "hex": [4, 5], "sp": 4, "morale": "gold"},
        {"id": "u2", "side": "union", "type": "artillery", "name": "Battery B", "hex": [4, 5], "sp": 2, "morale": "black"},
        {"id": "l1", "side": "union", "type": "leader", "name": "Hooker", "hex": [4, 5]},
        {"id": "u4", "side": "union", "type": "infantry", "name": "Irish Brigade", "hex": [5, 6], "sp": 3, "morale": "black"},
        {"id": "g1", "side": "union", "type": "gunboat", "name": "USS Cairo", "hex": [2, 8]},
        {"id": "c1", "side": "confederate", "type": "cavalry", "name": "Stuart's Horse", "hex": [9, 3], "sp": 2, "morale": "black"},
        {"id": "r1", "side": "confederate", "type": "infantry", "name": "Hood's Division", "hex": [8, 4], "sp": 4, "morale": "green"},
        {"id": "l2", "side": "confederate", "type": "leader", "name": "Jackson", "hex": [8, 4]},
        {"id": "c9", "side": "confederate", "type": "cavalry", "name": "Hampton", "sp": 2, "morale": "gold",
         "arrives": {"turn": 3, "hex": [13, 9]}},
        {"id": "l3", "side": "confederate", "type": "leader", "name": "Stuart",
         "arrives": {"turn": 3, "hex": [13, 9]}},
    ],
    "vpMarkers": [{"hex": [7, 5], "side": "confederate", "value": 1, "label": "Dunker Church"}],
    "vpMarkerMode": "removeOnCapture",
    "victory": {"eliminationVP": 1, "conditions": [
        {"kind": "reachVP", "side": "union", "vp": 6},
        {"kind": "reachVPByTurn", "side": "confederate", "vp": 4, "turn": 8},
    ]},
    "optionalRules": [],
    "specialRules": [],
}


def unit(s, uid):
    return next(u for u in s["units"] if u["id"] == uid)


def pair(fail_edit, pass_edit, common=None):
    f, p = copy.deepcopy(BASE), copy.deepcopy(BASE)
    if common:
        common(f)
        common(p)
    fail_edit(f)
    pass_edit(p)
    return f, p


def add_unit(**kw):
    return lambda s: s["units"].append(dict(kw))


def set_unit(uid, **kw):
    return lambda s: unit(s, uid).update(kw)


def strip_turn_refs(s):
    # No reinforcements and no turn in the victory conditions: only `turns` is tested.
    s["units"] = [u for u in s["units"] if "arrives" not in u]
    # Without reinforcements the union can score 3 Confederate units + 1 marker.
    s["victory"]["conditions"] = [{"kind": "reachVP", "side": "union", "vp": 4}]


def no_confederates(s):
    s["units"] = [u for u in s["units"] if u["side"] != "confederate"]
    # No VP target: with no Confederates to eliminate it could not be reached.
    s["victory"]["conditions"] = [{"kind": "mostVPAtEnd"}]


PAIRS = {
    "board.size": pair(lambda s: s["board"].update(columns=0), lambda s: None),
    "board.out-of-bounds": pair(set_unit("u4", hex=[14, 6]), set_unit("u4", hex=[13, 6])),
    "terrain.duplicate": pair(lambda s: s["terrain"].append({"hex": [3, 5], "type": "woods"}),
                              lambda s: s["terrain"].append({"hex": [3, 6], "type": "woods"})),
    "stacking.combat-units": pair(
        add_unit(id="u3", side="union", type="cavalry", name="Buford", hex=[4, 5], sp=2, morale="black"),
        add_unit(id="u3", side="union", type="cavalry", name="Buford", hex=[4, 4], sp=2, morale="black")),
    "stacking.leaders": pair(add_unit(id="l4", side="union", type="leader", name="Meade", hex=[4, 5]),
                             add_unit(id="l4", side="union", type="leader", name="Meade", hex=[5, 6])),
    "stacking.gunboats": pair(add_unit(id="g2", side="union", type="gunboat", name="USS Essex", hex=[2, 8]),
                              add_unit(id="g2", side="union", type="gunboat", name="USS Essex", hex=[2, 7])),
    "stacking.vp-markers": pair(
        lambda s: s["vpMarkers"].append({"hex": [7, 5], "side": "confederate", "value": 1, "label": "Bloody Lane"}),
        lambda s: s["vpMarkers"].append({"hex": [7, 6], "side": "confederate", "value": 1, "label": "Bloody Lane"})),
    "stacking.mixed-sides": pair(
        add_unit(id="a5", side="confederate", type="artillery", name="Poague's Battery", hex=[5, 6], sp=2, morale="black"),
        add_unit(id="a5", side="confederate", type="artillery", name="Poague's Battery", hex=[8, 4], sp=2, morale="black")),
    "placement.impassable": pair(set_unit("c1", hex=[6, 2]), set_unit("c1", hex=[6, 3])),
    "placement.gunboat-water": pair(set_unit("g1", hex=[2, 6]), set_unit("g1", hex=[2, 7])),
    "placement.leader-alone": pair(set_unit("l2", hex=[8, 5]), set_unit("l2", hex=[9, 3])),
    # A leader and a gunboat can only meet where one of them may not be: here the gunboat
    # sits on clear ground, so placement.gunboat-water is broken as well (unavoidable).
    "placement.leader-gunboat": pair(set_unit("g1", hex=[4, 5]), set_unit("g1", hex=[2, 7])),
    "unit.strength": pair(set_unit("c1", sp=3), set_unit("c1", sp=1)),
    "unit.morale": pair(lambda s: unit(s, "r1").pop("morale"), set_unit("r1", morale="black")),
    "unit.duplicate-id": pair(
        add_unit(id="u1", side="union", type="infantry", name="Excelsior Brigade", hex=[6, 6], sp=4, morale="black"),
        add_unit(id="u5", side="union", type="infantry", name="Excelsior Brigade", hex=[6, 6], sp=4, morale="black")),
    "reinforcement.turn": pair(
        lambda s: [unit(s, i).update(arrives={"turn": 9, "hex": [13, 9]}) for i in ("c9", "l3")],
        lambda s: [unit(s, i).update(arrives={"turn": 8, "hex": [13, 9]}) for i in ("c9", "l3")]),
    "reinforcement.entry": pair(
        lambda s: [unit(s, i).update(arrives={"turn": 3, "hex": [12, 8]}) for i in ("c9", "l3")],
        lambda s: [unit(s, i).update(arrives={"turn": 3, "hex": [13, 8]}) for i in ("c9", "l3")]),
    "scenario.turns": pair(lambda s: s.update(turns=0), lambda s: None, strip_turn_refs),
    "scenario.command-ap": pair(lambda s: s["sides"]["confederate"].update(commandAP=-1),
                                lambda s: s["sides"]["confederate"].update(commandAP=0)),
    "scenario.ruleset": pair(lambda s: s.update(ruleset="eagle-games-civil-war"), lambda s: None),
    "scenario.side-empty": pair(lambda s: None,
                                add_unit(id="r1", side="confederate", type="infantry", name="Hood's Division",
                                         hex=[8, 4], sp=4, morale="green"),
                                no_confederates),
    "victory.none": pair(lambda s: s["victory"].update(conditions=[]),
                         lambda s: s["victory"].update(conditions=[{"kind": "mostVPAtEnd"}])),
    "victory.invalid": pair(lambda s: s["victory"]["conditions"][1].update(turn=12),
                            lambda s: s["victory"]["conditions"][1].update(turn=6)),
    # A second marker, so the union's VP target stays within reach without the first.
    "victory.marker-value": pair(
        lambda s: s["vpMarkers"].append({"hex": [8, 5], "side": "confederate", "value": 0, "label": "Mumma Farm"}),
        lambda s: s["vpMarkers"].append({"hex": [8, 5], "side": "confederate", "value": 2, "label": "Mumma Farm"})),
    "victory.elimination-vp": pair(lambda s: s["victory"].update(eliminationVP=-1),
                                   lambda s: s["victory"].update(eliminationVP=2)),
    "victory.impassable-hex": pair(lambda s: s["vpMarkers"][0].update(hex=[6, 2]),
                                   lambda s: s["vpMarkers"][0].update(hex=[6, 3])),
    "sides.same-home-edge": pair(lambda s: s["sides"]["confederate"].update(homeEdge="north"),
                                 lambda s: s["sides"]["confederate"].update(homeEdge="east")),
    # The union can score 5 Confederate units (leaders included) x 1 VP + 1 marker = 6.
    "victory.unreachable": pair(lambda s: s["victory"]["conditions"][0].update(vp=7),
                                lambda s: s["victory"]["conditions"][0].update(vp=6)),
    "victory.marker-in-enemy-setup": pair(
        lambda s: s["vpMarkers"].append({"hex": [9, 2], "side": "union", "value": 1, "label": "Hagerstown Pike"}),
        lambda s: s["vpMarkers"].append({"hex": [9, 2], "side": "confederate", "value": 1, "label": "Hagerstown Pike"})),
    "victory.marker-unscorable": pair(
        lambda s: s["vpMarkers"].append({"hex": [8, 5], "value": 1, "label": "Mumma Farm"}),
        lambda s: s["vpMarkers"].append({"hex": [8, 5], "side": "confederate", "value": 1, "label": "Mumma Farm"})),
}

if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    for rule, (f, p) in PAIRS.items():
        for kind, data in (("fail", f), ("pass", p)):
            with open(os.path.join(here, f"{rule}.{kind}.json"), "w") as out:
                json.dump(data, out, indent=2)
                out.write("\n")
    print(f"wrote {2 * len(PAIRS)} files")
