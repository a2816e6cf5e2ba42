"""Last checklist gaps: the events that change who activates as one nationality (9.2.3)."""
from pog_desktop.rules import Action
from pog_desktop.rules.core import effects
from pog_desktop.rules.operations.activation import activation_cost

from .helpers import ops, position

AT_WAR = {"it", "bu", "ro", "gr", "us"}


def test_9_2_3_cp10_sud_army_two_ge_corps_and_one_ah_corps_cost_one_point_once_a_round():
    """Covers: EVT-09. Two GE corps with one AH corps in Lemberg and the same in Cracow: with
    Sud Army the first stack activated costs 1, the second 2; three GE corps never qualify."""
    g = ops(position({"ge_c1": "lemberg", "ge_c2": "lemberg", "ah_c1": "lemberg",
                      "ge_c3": "cracow", "ge_c4": "cracow", "ah_c2": "cracow",
                      "ge_c5": "breslau", "ge_c6": "breslau", "ge_c7": "breslau", "ah_c3": "breslau"},
                     control={"lemberg": "cp"}), "cp", 5)
    g.state.flags.add("event:cp10")
    assert activation_cost(g.ctx, g.state, "breslau") == 2
    g.apply(Action("activate", space="cracow", mode="attack"))
    assert g.state.sub["points"] == 4
    g.apply(Action("activate", space="lemberg", mode="move"))
    assert g.state.sub["points"] == 2


def test_9_2_3_cp29_eleventh_army_with_ah_and_tu_corps_costs_one_point_only_with_the_event():
    """Covers: EVT-20. GE 11th Army with an AH corps and a BU corps: 3 points without the event,
    1 with it; the event does not cover the German 1st Army with the same corps."""
    g = position({"ge_11": "lemberg", "ah_c1": "lemberg", "bu_c1": "lemberg",
                  "ge_1": "cracow", "ah_c2": "cracow"}, neutral=frozenset({"it", "ro", "gr", "us", "tu", "pe"}))
    assert activation_cost(g.ctx, g.state, "lemberg") == 3
    g.state.flags.add("event:cp29")
    assert activation_cost(g.ctx, g.state, "lemberg") == 1
    assert activation_cost(g.ctx, g.state, "cracow") == 2


def test_9_2_3_ap51_everyone_into_battle_ap_units_in_france_are_one_nationality_this_turn():
    """Covers: EVT-52, OPS-18. A FR, a BR and a BE corps in Paris cost 3 points; in the turn of
    Everyone Into Battle 1. The same stack in Russia (Lodz) is not covered."""
    g = position({"fr_c1": "paris", "br_c1": "paris", "be_corps": "paris",
                  "ru_c1": "lodz", "fr_c2": "lodz"}, active="ap", control={"lodz": "ap"})
    assert activation_cost(g.ctx, g.state, "paris") == 3
    g.state.counters["event_this_turn:ap51"] = 1
    assert activation_cost(g.ctx, g.state, "paris") == 1
    assert activation_cost(g.ctx, g.state, "lodz") == 2


def test_ap51_everyone_into_battle_needs_michael_blucher_or_peace_offensive():
    """Covers: EVT-52. The event is refused until one of CP 49, 50 or 51 has been played."""
    g = position(active="ap", turn=15)
    card = g.ctx.cards["ap51"]
    assert effects.prerequisite_error(g.ctx, g.state, card) is not None
    g.state.flags.add("event:cp50")
    assert effects.prerequisite_error(g.ctx, g.state, card) is None
