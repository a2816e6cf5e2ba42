"""Activation of spaces (9.2): cost by nationality and its exceptions, what may be activated."""
from pog_desktop.rules import Action, flow
from pog_desktop.rules.core import effects
from pog_desktop.rules.operations.activation import activation_cost

from .helpers import ops, position


def cost(units, space, mode="move", options=None, flags=()):
    g = position({u: space for u in units}, options=options)
    g.state.flags.update(flags)
    return activation_cost(g.ctx, g.state, space, mode)


def test_9_2_3_french_and_british_units_in_one_space_cost_two():
    """Covers: OPS-01"""
    assert cost(["fr_1", "br_1"], "amiens") == 2
    assert cost(["fr_1", "fr_c1"], "amiens") == 1


def test_9_2_3_belgians_count_as_british_in_antwerp_ostend_calais_and_amiens():
    """Covers: OPS-02"""
    assert cost(["be_1", "br_c1"], "antwerp") == 1
    assert cost(["be_1", "br_c1"], "calais") == 1
    assert cost(["be_1", "br_c1"], "brussels") == 2


def test_9_2_3_the_british_family_activates_as_one_nation():
    """Covers: OPS-03"""
    assert cost(["br_ana_corps", "br_c1"], "jerusalem") == 1


def test_9_2_3_french_and_us_count_as_one_in_france_and_germany_only():
    """Covers: OPS-04"""
    assert cost(["fr_1", "us_1"], "nancy") == 1
    assert cost(["fr_1", "us_1"], "metz") == 1
    assert cost(["fr_1", "us_1"], "venice") == 2


def test_9_2_3_2022_senussi_counts_as_turkish_and_montenegro_as_serbian():
    """Covers: OPS-05"""
    assert cost(["tu_sn_corps", "tu_c1"], "libya") == 2
    assert cost(["tu_sn_corps", "tu_c1"], "libya", options={"edition": "2022"}) == 1
    assert cost(["mn_corps", "sb_c1"], "cetinje", options={"edition": "2022"}) == 1


def test_9_2_2_after_fall_of_the_tsar_combat_costs_one_per_russian_unit():
    """Covers: OPS-09"""
    assert cost(["ru_1", "ru_c1", "ru_c2"], "warsaw", "attack", flags={"event:cp52"}) == 3
    assert cost(["ru_1", "ru_c1", "ru_c2"], "warsaw", "move", flags={"event:cp52"}) == 1
    assert cost(["ru_1", "br_c1"], "warsaw", "attack", flags={"event:cp52"}) == 2


def test_9_2_4_the_full_cost_is_paid_and_units_cannot_be_left_out():
    """Covers: OPS-06"""
    g = ops(position({"fr_1": "amiens", "br_1": "amiens"}, active="ap"), "ap", 1)
    assert "costs 2 and only 1 point" in g.why_illegal(Action("activate", space="amiens", mode="move"))
    g = ops(position({"fr_1": "amiens", "br_1": "amiens"}, active="ap"), "ap", 3)
    g.apply(Action("activate", space="amiens", mode="move"))
    assert g.state.sub["points"] == 1


def test_9_2_6_only_occupied_spaces_and_not_a_lone_friendly_fort():
    """Covers: OPS-08"""
    g = ops(position({"fr_1": "amiens"}, active="ap"), "ap", 4)
    assert "holds no AP units" in g.why_illegal(Action("activate", space="verdun", mode="move"))
    assert "holds no AP units" in g.why_illegal(Action("activate", space="metz", mode="move"))
    assert [a.to_json() for a in g.legal_actions()] == [{"type": "activate", "space": "amiens", "mode": "move"},
                                                         {"type": "activate", "space": "amiens", "mode": "attack"},
                                                         {"type": "done"}]


def test_9_2_5_a_space_is_activated_once_for_move_or_attack(monkeypatch):
    """Covers: OPS-07"""
    monkeypatch.setitem(flow.FLOW, "attacks", lambda ctx, st: None)
    g = ops(position({"fr_1": "amiens"}, active="ap"), "ap", 4)
    g.apply(Action("activate", space="amiens", mode="move"))
    assert "already activated for move" in g.why_illegal(Action("activate", space="amiens", mode="attack"))


def test_9_2_5_attack_activation_is_offered_only_once_combat_is_plugged_in(monkeypatch):
    """Covers: OPS-07"""
    monkeypatch.delitem(flow.FLOW, "attacks")
    g = ops(position({"fr_1": "amiens"}, active="ap"), "ap", 4)
    assert "not available yet" in g.why_illegal(Action("activate", space="amiens", mode="attack"))
    g.ctx.flow["attacks"] = lambda ctx, st: None
    assert Action("activate", space="amiens", mode="attack") in g.legal_actions()


def test_9_2_7_allies_activate_one_near_east_space_for_combat_per_round(monkeypatch):
    """Covers: OPS-10"""
    monkeypatch.setitem(flow.FLOW, "attacks", lambda ctx, st: None)
    g = ops(position({"br_c1": "basra", "br_c2": "qurna", "br_c3": "sinai"}, active="ap",
                     neutral={"it", "bu", "ro", "gr", "us"}, options={"oos_space_activates": True}), "ap", 5)
    g.apply(Action("activate", space="basra", mode="attack"))
    assert "only one Near East space for combat" in g.why_illegal(Action("activate", space="qurna", mode="attack"))
    assert g.why_illegal(Action("activate", space="qurna", mode="move")) is None


def test_9_2_7_the_br_ne_army_space_is_outside_the_near_east_limit(monkeypatch):
    """Covers: OPS-10"""
    monkeypatch.setitem(flow.FLOW, "attacks", lambda ctx, st: None)
    g = ops(position({"br_c1": "basra", "br_ne": "sinai"}, active="ap", neutral={"it", "bu", "ro", "gr", "us"},
                     options={"oos_space_activates": True}), "ap", 5)
    g.apply(Action("activate", space="basra", mode="attack"))
    assert g.why_illegal(Action("activate", space="sinai", mode="attack")) is None


def test_9_2_8_only_units_that_began_in_move_spaces_move():
    """Covers: OPS-13"""
    g = ops(position({"fr_1": "amiens", "fr_2": "rouen"}, active="ap"), "ap", 1)
    g.apply(Action("activate", space="amiens", mode="move"))
    g.apply(Action("done"))
    assert g.state.sub["eligible"] == {"fr_1"}
    assert "did not start in a Move-activated space" in g.why_illegal(Action("move", units=("fr_2",), to="paris"))


def test_14_1_1_1_units_out_of_supply_at_activation_do_not_move(monkeypatch):
    """Covers: OPS-12, OPS-06"""
    from pog_desktop.rules.operations import operation
    monkeypatch.setattr(operation, "unit_supplied", lambda ctx, st, u: u != "br_1")
    g = ops(position({"fr_1": "amiens", "br_1": "amiens"}, active="ap"), "ap", 2)
    g.apply(Action("activate", space="amiens", mode="move"))
    g.apply(Action("done"))
    assert g.state.sub["eligible"] == {"fr_1"}


def test_9_2_7_1_mef_on_its_beachhead_costs_three_and_each_beachhead_corps_one():
    """Covers: OPS-11"""
    g = position({"br_mef": "mef1", "br_c1": "mef1"}, neutral={"it", "bu", "ro", "gr", "us"},
                 control={"mef1": "ap"}, active="ap")
    g.state.beachhead = "mef1"
    assert activation_cost(g.ctx, g.state, "mef1") == 4
    g.state.flags.add("lost_ne:br_mef")      # entered as an ordinary army (9.5.3.4)
    assert activation_cost(g.ctx, g.state, "mef1") == 2


# -- Last checklist gaps: the events that change who activates as one nationality (9.2.3).
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
