"""Strategic redeployment (13.0) and its Near East limits (13.2)."""
from pog_desktop.rules import Action
from pog_desktop.rules.operations.redeploy import destinations, sr_error

from .helpers import position, reason, sr


AT_WAR_TU = frozenset({"it", "bu", "ro", "gr", "us"})


def pick(g, unit):
    g.apply(Action("select", unit=unit))
    return g


def test_13_1_2_a_corps_costs_one_point_and_an_army_four():
    """Covers: SR-01"""
    g = sr(position({"fr_1": "paris", "fr_c1": "paris"}, active="ap"), "ap", 3)
    assert "costs 4; 3 SR point(s) left" in reason(g, type="select", unit="fr_1")
    pick(g, "fr_c1").apply(Action("sr", unit="fr_c1", to="nancy"))
    assert g.state.sub["points"] == 2 and g.state.where["fr_c1"] == "nancy"


def test_13_1_3_a_unit_redeploys_once_per_round_and_points_split_freely():
    """Covers: SR-02, SR-03"""
    g = sr(position({"fr_c1": "paris", "fr_c2": "paris"}, active="ap"), "ap", 3)
    pick(g, "fr_c1").apply(Action("sr", unit="fr_c1", to="nancy"))
    assert "already redeployed this round" in reason(g, type="select", unit="fr_c1")
    pick(g, "fr_c2").apply(Action("sr", unit="fr_c2", to="ap_reserve"))
    assert g.state.sub["points"] == 1


def test_13_1_10_a_unit_may_join_a_stack_that_then_moves_on():
    """Covers: SR-03"""
    g = sr(position({"fr_c1": "ap_reserve", "fr_1": "nancy"}, active="ap"), "ap", 6)
    pick(g, "fr_c1").apply(Action("sr", unit="fr_c1", to="nancy"))
    pick(g, "fr_1").apply(Action("sr", unit="fr_1", to="paris"))
    assert (g.state.where["fr_c1"], g.state.where["fr_1"]) == ("nancy", "paris")


def test_13_1_5_only_supplied_units_redeploy(monkeypatch):
    """Covers: SR-04"""
    from pog_desktop.rules.operations import redeploy
    monkeypatch.setattr(redeploy, "unit_supplied", lambda ctx, st, u: False)
    g = sr(position({"fr_c1": "paris"}, active="ap"), "ap", 2)
    assert "out of supply" in reason(g, type="select", unit="fr_c1")


def test_13_1_6_overland_only_through_friendly_controlled_spaces():
    """Covers: SR-05"""
    g = sr(position({"fr_1": "le_havre"}, control={"rouen": "cp"}, active="ap"), "ap", 4)
    # supplied from London by sea (14.1.4), but cut off overland: nowhere to go
    assert destinations(g.ctx, g.state, "ap", "fr_1") == {}
    assert "nowhere to redeploy" in reason(g, type="select", unit="fr_1")
    g2 = sr(position({"fr_1": "le_havre"}, active="ap"), "ap", 4)
    assert destinations(g2.ctx, g2.state, "ap", "fr_1")["paris"] == "overland"


def test_13_1_6_a_unit_with_nowhere_to_go_cannot_be_picked_so_pick_and_cancel_cannot_loop():
    """An army cut off overland (13.1.6, no sea SR for armies 13.1.7) cannot be picked: the
    only way on would be cancel, and pick-cancel could then repeat without end in one action
    round (the arena's 20000-action game). A corps there still goes to the reserve box
    (13.1.9), so it stays a choice, and cancelling it leaves the points untouched."""
    g = sr(position({"fr_1": "le_havre", "fr_c1": "le_havre"}, control={"rouen": "cp"}, active="ap"), "ap", 4)
    assert [(a.type, a.unit) for a in g.legal_actions()] == [("select", "fr_c1"), ("done", None)]
    pick(g, "fr_c1")
    to = [a.to for a in g.legal_actions() if a.type == "sr"]
    assert {"ap_reserve", "bordeaux"} <= set(to) and "paris" not in to and g.legal_actions()[-1].type == "cancel"
    g.apply(Action("cancel"))
    assert (g.state.step, g.state.sub["points"], g.state.sub["selected"]) == ("redeploy", 4, None)
    g.apply(Action("done"))
    assert g.state.step != "redeploy"


def test_13_1_3_a_unit_put_back_waits_until_another_unit_redeploys():
    """Cancelling spends nothing, so the unit put back may not be picked again before another
    unit redeploys: pick-cancel cannot repeat without end within one action round."""
    g = sr(position({"fr_c1": "paris", "fr_c2": "paris"}, active="ap"), "ap", 3)
    pick(g, "fr_c1").apply(Action("cancel"))
    assert reason(g, type="select", unit="fr_c1") == \
        "French corps was just put back: redeploy another unit first, or say done"
    assert [(a.type, a.unit) for a in g.legal_actions()] == [("select", "fr_c2"), ("done", None)]
    pick(g, "fr_c2").apply(Action("cancel"))
    assert [a.type for a in g.legal_actions()] == ["done"]
    g.undo()
    g.apply(Action("sr", unit="fr_c2", to="nancy"))
    assert reason(g, type="select", unit="fr_c1") is None and g.state.sub["points"] == 2


def test_13_1_6_never_through_a_space_holding_enemy_units():
    """Covers: SR-05"""
    g = sr(position({"fr_c1": "le_havre", "ge_c1": "rouen"}, active="ap"), "ap", 2)
    assert "rouen" not in destinations(g.ctx, g.state, "ap", "fr_c1")
    assert "paris" not in {s for s, w in destinations(g.ctx, g.state, "ap", "fr_c1").items() if w == "overland"}


def test_13_1_6_no_sr_out_of_a_besieged_fort_that_would_lift_the_siege():
    """Covers: SR-06"""
    g = sr(position({"ge_1": "warsaw", "ge_c1": "warsaw"}, control={"lodz": "cp"}), "cp", 5)
    ways = destinations(g.ctx, g.state, "cp", "ge_1")
    assert "the siege would be lifted" in sr_error(g.ctx, g.state, "cp", "ge_1", "lodz", ways["lodz"])
    assert "nowhere to redeploy" in reason(g, type="select", unit="ge_1")
    pick(g, "ge_c1").apply(Action("sr", unit="ge_c1", to="lodz"))
    assert g.state.where["ge_c1"] == "lodz"


def test_13_1_6_russians_redeploy_only_inside_russia_and_never_by_sea():
    """Covers: SR-07"""
    g = sr(position({"ru_c1": "lutsk"}, control={"lemberg": "ap"}, active="ap"), "ap", 2)
    dest = destinations(g.ctx, g.state, "ap", "ru_c1")
    assert "lemberg" not in dest and "kiev" in dest
    g2 = sr(position({"ru_c1": "riga"}, active="ap"), "ap", 2)
    assert "sea" not in destinations(g2.ctx, g2.state, "ap", "ru_c1").values()


def test_13_1_7_sea_sr_is_for_corps_only_port_to_port():
    """Covers: SR-08"""
    g = sr(position({"fr_c1": "le_havre", "fr_1": "le_havre"}, control={"rouen": "cp"}, active="ap"), "ap", 5)
    assert destinations(g.ctx, g.state, "ap", "fr_c1")["nantes"] == "sea"
    assert "nantes" not in destinations(g.ctx, g.state, "ap", "fr_1")


def test_13_1_7_1_central_powers_use_german_and_russian_ports_only():
    """Covers: SR-09"""
    g = sr(position({"ge_c1": "kiel"}, control={"riga": "cp"}), "cp", 2)
    d = destinations(g.ctx, g.state, "cp", "ge_c1")
    assert d["riga"] == "sea" and "danzig" in d and "le_havre" not in d
    g2 = sr(position({"ge_c1": "kiel", "ru_1": "riga"}, control={"riga": "cp"}), "cp", 2)
    assert "riga" not in destinations(g2.ctx, g2.state, "cp", "ge_c1")    # a besieged Riga


def test_13_1_7_2_allies_reach_constantinople_by_sea_only_holding_gallipoli():
    """Covers: SR-10"""
    ctl = {"constantinople": "ap"}
    g = sr(position({"br_c1": "port_said"}, control=ctl, neutral=AT_WAR_TU, active="ap"), "ap", 2)
    assert "constantinople" not in destinations(g.ctx, g.state, "ap", "br_c1")
    g2 = sr(position({"br_c1": "port_said"}, control={**ctl, "gallipoli": "ap"}, neutral=AT_WAR_TU, active="ap"),
            "ap", 2)
    assert destinations(g2.ctx, g2.state, "ap", "br_c1")["constantinople"] == "sea"


def test_13_1_8_from_the_reserve_box_to_a_space_with_friendly_units():
    """Covers: SR-11"""
    g = sr(position({"fr_c1": "ap_reserve", "br_1": "amiens"}, active="ap"), "ap", 2)
    assert "amiens" in destinations(g.ctx, g.state, "ap", "fr_c1")
    g2 = sr(position({"fr_c1": "ap_reserve", "br_1": "amiens"}, active="ap", options={"edition": "2022"}), "ap", 2)
    assert "amiens" not in destinations(g2.ctx, g2.state, "ap", "fr_c1")


def test_13_1_8_corps_from_the_reserve_box_to_a_capital_or_own_supply_source():
    """Covers: SR-12, SR-13"""
    g = sr(position({"ge_c1": "cp_reserve"}), "cp", 2)
    d = destinations(g.ctx, g.state, "cp", "ge_c1")
    assert {"berlin", "essen", "breslau"} <= set(d) and not {"sofia", "vienna", "budapest"} & set(d)
    g2 = sr(position({"us_c1": "ap_reserve"}, active="ap", neutral={"it", "bu", "ro", "gr", "tu", "pe"}), "ap", 2)
    assert {"bordeaux", "marseilles", "calais"} <= set(destinations(g2.ctx, g2.state, "ap", "us_c1"))


def test_13_1_8_not_into_a_space_with_only_the_ana():
    """Covers: SR-11"""
    g = sr(position({"br_c1": "ap_reserve", "br_ana_corps": "arabia"}, neutral=AT_WAR_TU, active="ap"), "ap", 2)
    assert "arabia" not in destinations(g.ctx, g.state, "ap", "br_c1")


def test_13_1_9_only_corps_redeploy_into_the_reserve_box():
    """Covers: SR-14"""
    g = sr(position({"fr_1": "paris", "fr_c1": "paris"}, active="ap"), "ap", 8)
    assert "ap_reserve" in destinations(g.ctx, g.state, "ap", "fr_c1")
    assert "ap_reserve" not in destinations(g.ctx, g.state, "ap", "fr_1")


def test_13_1_11_no_reserve_box_sr_while_the_capital_is_enemy_held_belgium_exempt():
    """Covers: SR-15"""
    g = sr(position({"fr_c1": "nancy", "be_corps": "ostend"}, control={"paris": "cp", "brussels": "cp"},
                    active="ap"), "ap", 4)
    pick(g, "fr_c1")
    assert "FR capital is held or besieged" in reason(g, type="sr", unit="fr_c1", to="ap_reserve")
    g.apply(Action("cancel"))
    pick(g, "be_corps").apply(Action("sr", unit="be_corps", to="ap_reserve"))
    assert g.state.where["be_corps"] == "ap_reserve"


def test_13_1_11_montenegro_never_redeploys_overland():
    """Covers: SR-16"""
    g = sr(position({"mn_corps": "cetinje"}, control={"cetinje": "ap"}, active="ap"), "ap", 2)
    pick(g, "mn_corps")
    assert "never redeploys overland" in reason(g, type="sr", unit="mn_corps", to="tirana")
    g.apply(Action("sr", unit="mn_corps", to="ap_reserve"))
    assert g.state.where["mn_corps"] == "ap_reserve"


def test_13_2_1_one_british_corps_per_turn_to_the_near_east_by_reserve_box_or_sea():
    """Covers: SR-18"""
    g = sr(position({"br_c1": "ap_reserve", "br_c2": "ap_reserve", "br_c3": "port_said"}, neutral=AT_WAR_TU,
                    active="ap"), "ap", 4)
    pick(g, "br_c1").apply(Action("sr", unit="br_c1", to="port_said"))
    pick(g, "br_c2")
    assert "only one British corps per turn" in reason(g, type="sr", unit="br_c2", to="port_said")


def test_13_2_1_other_allied_corps_may_not_reach_the_near_east_by_sea_once_turkey_fights():
    """Covers: SR-18, SR-22"""
    g = sr(position({"fr_c1": "marseilles"}, neutral=AT_WAR_TU, active="ap"), "ap", 2)
    pick(g, "fr_c1")
    assert "may not SR to or from the Near East" in reason(g, type="sr", unit="fr_c1", to="port_said")
    g2 = sr(position({"fr_c1": "marseilles"}, active="ap"), "ap", 2)      # Turkey still neutral
    pick(g2, "fr_c1").apply(Action("sr", unit="fr_c1", to="port_said"))
    assert g2.state.where["fr_c1"] == "port_said"


def test_13_2_2_one_russian_corps_per_turn_to_or_from_the_near_east_never_an_army():
    """Covers: SR-19"""
    g = sr(position({"ru_c1": "caucasus", "ru_c2": "caucasus", "ru_cau": "caucasus"}, active="ap"), "ap", 8)
    pick(g, "ru_cau")
    assert "no RU army may SR to or from the Near East" in reason(g, type="sr", unit="ru_cau", to="grozny")
    g.apply(Action("cancel"))
    pick(g, "ru_c1").apply(Action("sr", unit="ru_c1", to="grozny"))
    pick(g, "ru_c2")
    assert "only one RU corps per turn" in reason(g, type="sr", unit="ru_c2", to="poti")


def test_13_2_3_one_non_turkish_cp_corps_per_turn_turks_unlimited():
    """Covers: SR-20"""
    g = sr(position({"ge_c1": "adrianople", "ge_c2": "adrianople", "tu_c1": "adrianople", "tu_c2": "adrianople"},
                    neutral=AT_WAR_TU), "cp", 6)
    pick(g, "ge_c1").apply(Action("sr", unit="ge_c1", to="constantinople"))
    pick(g, "ge_c2")
    assert "only one non-Turkish CP corps" in reason(g, type="sr", unit="ge_c2", to="constantinople")
    g.apply(Action("cancel"))
    pick(g, "tu_c1").apply(Action("sr", unit="tu_c1", to="constantinople"))
    pick(g, "tu_c2").apply(Action("sr", unit="tu_c2", to="bursa"))
    assert g.state.where["tu_c2"] == "bursa"


def test_13_2_4_no_limit_wholly_inside_the_near_east():
    """Covers: SR-21"""
    g = sr(position({"ge_c1": "constantinople", "ge_c2": "constantinople"}, neutral=AT_WAR_TU), "cp", 4)
    pick(g, "ge_c1").apply(Action("sr", unit="ge_c1", to="bursa"))
    pick(g, "ge_c2").apply(Action("sr", unit="ge_c2", to="bursa"))
    assert g.state.where["ge_c2"] == "bursa"


def test_11_1_9_no_cp_sr_into_amiens_calais_or_ostend_before_race_to_the_sea():
    """Covers: SR-23"""
    g = sr(position({"ge_c1": "cambrai"}, control={"cambrai": "cp", "amiens": "cp", "sedan": "cp"}), "cp", 2)
    pick(g, "ge_c1")
    assert "may not end an SR in Amiens" in reason(g, type="sr", unit="ge_c1", to="amiens")
    g.state.flags.add("event:cp08")
    assert reason(g, type="sr", unit="ge_c1", to="amiens") is None


def test_13_sr_ends_the_action_with_done():
    """Covers: CRD-17"""
    g = sr(position({"ge_c1": "berlin"}), "cp", 2)
    g.apply(Action("done"))
    assert (g.state.active, g.state.step) == ("ap", "action")


def test_13_1_12_no_reserve_box_sr_for_germans_supplied_only_through_constantinople():
    """Covers: SR-17"""
    nt = {"it", "bu", "ro", "gr", "us"}
    g = sr(position({"ge_c1": "adrianople", "tu_c1": "adrianople"}, neutral=nt), "cp", 2)
    pick(g, "ge_c1")
    assert "only from another nation's source" in reason(g, type="sr", unit="ge_c1", to="cp_reserve")
    g.apply(Action("cancel"))
    pick(g, "tu_c1").apply(Action("sr", unit="tu_c1", to="cp_reserve"))
    assert g.state.where["tu_c1"] == "cp_reserve"


# -- Last checklist gaps: the Salonika event's redeployment (AP 30, 9.5.2.4, 13.1).
AT_WAR = frozenset({"it", "bu", "ro", "gr", "us"})


def _salonika(units, control=None):
    g = position(units, turn=6, active="ap", control=control or {}, neutral=AT_WAR)
    g.state.hand["ap"] = ["ap30"]
    g.apply(Action("play_event", card="ap30"))
    return g


def test_ap30_salonika_sr_takes_supplied_br_and_fr_corps_from_the_map_or_the_reserve_box():
    """Covers: SR-25, EVT-43. Offered: BR and FR corps in the Reserve Box and a supplied FR
    corps in Nancy. Not offered: the AUS corps (not British for the card), a BR corps cut off in
    German-held Plock (13.1.5). Three go; Salonika becomes Allied and the card ends the round."""
    g = _salonika({"br_c1": "ap_reserve", "fr_c1": "ap_reserve", "fr_c2": "nancy", "aus_corps": "london",
                   "br_c2": "plock", "br_c3": "ap_reserve"}, {"plock": "cp"})
    assert g.prompt.choices["units"] == ["br_c1", "br_c3", "fr_c1", "fr_c2"]
    for u in ("br_c1", "fr_c1", "fr_c2"):
        g.apply(Action("select", unit=u))
    st = g.state
    assert st.at["salonika"] == ("br_c1", "fr_c1", "fr_c2") and st.control["salonika"] == "ap"
    assert st.where["br_c3"] == "ap_reserve" and st.played["ap"][-1] == "event:ap30"
    assert (st.step, st.active) == ("action", "cp")


def test_13_1_11_salonika_sr_no_french_corps_out_of_the_reserve_box_while_paris_is_lost():
    """Covers: SR-25. With Paris in German hands the FR corps in the Reserve Box may not
    redeploy (13.1.11); the FR corps on the map and the BR corps in the box may."""
    g = _salonika({"br_c1": "ap_reserve", "fr_c1": "ap_reserve", "fr_c2": "nancy"}, {"paris": "cp"})
    assert g.prompt.choices["units"] == ["br_c1", "fr_c2"]
