"""Replacements (17.0) and the replacement cost table (T.5)."""
from pog_desktop.rules import Action
from pog_desktop.rules.operations.replacements import army_places

from .helpers import position, reason, rp_phase


def test_t5_flipping_a_reduced_army_costs_one_rp():
    """Covers: RP-04"""
    g = rp_phase(position({"ge_1": "berlin"}, reduced={"ge_1"}), "cp", {"ge": 1})
    g.apply(Action("replace", unit="ge_1"))
    assert "ge_1" not in g.state.reduced and g.state.sub["pools"]["ge"] == 0


def test_t5_one_rp_flips_two_corps():
    """Covers: RP-04"""
    g = rp_phase(position({"ge_c1": "berlin", "ge_c2": "cp_reserve", "ge_c3": "essen"},
                          reduced={"ge_c1", "ge_c2", "ge_c3"}), "cp", {"ge": 1})
    g.apply(Action("replace", unit="ge_c1"))
    g.apply(Action("replace", unit="ge_c2"))
    assert g.state.reduced == {"ge_c3"}
    assert "needs 0.5 GE RP; 0 left" in reason(g, type="replace", unit="ge_c3")


def test_t5_eliminated_corps_return_to_the_reserve_box_reduced_then_full():
    """Covers: RP-04"""
    g = rp_phase(position({"ge_c1": "cp_eliminated"}), "cp", {"ge": 1})
    g.apply(Action("replace", unit="ge_c1"))
    assert g.state.where["ge_c1"] == "cp_reserve" and "ge_c1" in g.state.reduced
    g.apply(Action("replace", unit="ge_c1"))
    assert "ge_c1" not in g.state.reduced and g.state.sub["pools"]["ge"] == 0


def test_t5_an_eliminated_army_returns_reduced_for_one_rp_and_full_for_two():
    """Covers: RP-04, RP-06"""
    g = rp_phase(position({"ge_1": "cp_eliminated"}), "cp", {"ge": 2})
    g.apply(Action("replace", unit="ge_1", to="berlin"))
    assert g.state.where["ge_1"] == "berlin" and "ge_1" in g.state.reduced
    g.apply(Action("replace", unit="ge_1"))
    assert "ge_1" not in g.state.reduced


def test_17_1_1_1_minor_allies_use_only_the_allied_pool():
    """Covers: RP-02"""
    g = rp_phase(position({"be_corps": "ap_eliminated", "br_c1": "ap_eliminated"}, active="ap"), "ap", {"br": 2})
    assert "needs 0.5 ALLIED RP" in reason(g, type="replace", unit="be_corps")
    g.apply(Action("replace", unit="br_c1"))
    g2 = rp_phase(position({"be_corps": "ap_eliminated", "br_c1": "ap_eliminated"}, active="ap"), "ap", {"allied": 1})
    g2.apply(Action("replace", unit="be_corps"))
    assert "needs 0.5 BR RP" in reason(g2, type="replace", unit="br_c1")


def test_17_1_2_unspent_rp_are_lost_and_the_cp_spend_next():
    """Covers: RP-03, RP-01"""
    g = position({"ge_1": "berlin", "fr_1": "paris"}, reduced={"ge_1", "fr_1"}, turn=3)
    g.state.rp = {"ap": {"fr": 3}, "cp": {"ge": 1}}
    from pog_desktop.rules.operations import replacements
    replacements.begin_phase(g.ctx, g.state)
    g.apply(Action("done"))
    assert g.state.active == "cp"
    g.apply(Action("done"))
    assert g.state.turn == 4 and g.state.rp == {"ap": {}, "cp": {}} and "fr_1" in g.state.reduced


def test_17_1_3_no_replacements_while_the_capital_is_enemy_held_but_belgium_is_exempt():
    """Covers: RP-05"""
    g = rp_phase(position({"fr_c1": "ap_eliminated", "be_corps": "ap_eliminated"},
                          control={"paris": "cp", "brussels": "cp"}, active="ap"), "ap", {"fr": 2, "allied": 1})
    assert "FR capital is held or besieged" in reason(g, type="replace", unit="fr_c1")
    assert reason(g, type="replace", unit="be_corps") is None


def test_17_1_3_a_besieged_paris_stops_french_replacements():
    """Covers: RP-05"""
    g = rp_phase(position({"fr_c1": "ap_eliminated", "ge_1": "paris"}, active="ap"), "ap", {"fr": 1})
    assert g.state.control["paris"] == "ap"
    assert "FR capital is held or besieged" in reason(g, type="replace", unit="fr_c1")


def test_17_1_3_austria_hungary_is_stopped_by_either_capital():
    """Covers: RP-05"""
    g = rp_phase(position({"ah_c1": "cp_eliminated"}, control={"budapest": "ap"}), "cp", {"ah": 1})
    assert "AH capital is held or besieged" in reason(g, type="replace", unit="ah_c1")


def test_17_1_5_rebuilt_armies_enter_at_their_capital_or_a_home_supply_source():
    """Covers: RP-06"""
    g = rp_phase(position({"ge_1": "cp_eliminated", "ge_2": "essen", "ge_3": "essen", "ge_4": "essen"}), "cp",
                 {"ge": 2})
    assert army_places(g.ctx, g.state, "cp", "ge_1") == ["berlin", "breslau"]   # Essen is full
    assert "cannot be rebuilt in 'metz'" in reason(g, type="replace", unit="ge_1", to="metz")


def test_17_1_5_french_army_to_orleans_when_paris_is_full():
    """Covers: RP-06"""
    g = rp_phase(position({"fr_1": "ap_eliminated", "fr_2": "paris", "fr_3": "paris", "fr_4": "paris"},
                          active="ap"), "ap", {"fr": 1})
    assert army_places(g.ctx, g.state, "ap", "fr_1") == ["orleans"]


def test_17_1_5_serbian_army_not_to_belgrade_once_nis_is_cp():
    """Covers: RP-06"""
    g = rp_phase(position({"sb_1": "ap_eliminated"}, active="ap"), "ap", {"allied": 1})
    assert army_places(g.ctx, g.state, "ap", "sb_1") == ["belgrade"]
    g.state.control["nis"] = "cp"
    assert army_places(g.ctx, g.state, "ap", "sb_1") == []


def test_17_1_5_belgian_army_to_brussels_antwerp_or_ostend_else_calais():
    """Covers: RP-06"""
    g = rp_phase(position({"be_1": "ap_eliminated"}, active="ap"), "ap", {"allied": 1})
    assert army_places(g.ctx, g.state, "ap", "be_1") == ["brussels", "antwerp", "ostend"]
    for s in ("brussels", "antwerp", "ostend"):
        g.state.control[s] = "cp"
    assert army_places(g.ctx, g.state, "ap", "be_1") == ["calais"]


def test_17_1_6_the_ana_is_rebuilt_in_arabia():
    """Covers: RP-07"""
    g = rp_phase(position({"br_ana_corps": "ap_eliminated"}, active="ap", neutral={"it", "bu", "ro", "gr", "us"}),
                 "ap", {"allied": 1})
    g.apply(Action("replace", unit="br_ana_corps"))
    assert g.state.where["br_ana_corps"] == "arabia"


def test_17_1_7_non_replaceable_and_permanently_eliminated_units_never_return():
    """Covers: RP-08"""
    g = rp_phase(position({"br_bef": "cambrai", "fr_1": "removed"}, reduced={"br_bef"}, active="ap"), "ap",
                 {"br": 2, "fr": 2})
    assert "can never take replacements" in reason(g, type="replace", unit="br_bef")
    assert "permanently eliminated" in reason(g, type="replace", unit="fr_1")
    assert [a.type for a in g.legal_actions()] == ["done"]


def test_17_1_4_1_2022_no_replacements_through_a_foreign_source():
    """Covers: RP-10"""
    nt = {"it", "bu", "ro", "gr", "us"}
    g = rp_phase(position({"ge_c1": "adrianople"}, reduced={"ge_c1"}, neutral=nt, options={"edition": "2022"}),
                 "cp", {"ge": 1})
    assert "no replacements (17.1.4.1)" in reason(g, type="replace", unit="ge_c1")
    g2 = rp_phase(position({"ge_c1": "adrianople"}, reduced={"ge_c1"}, neutral=nt), "cp", {"ge": 1})
    assert reason(g2, type="replace", unit="ge_c1") is None


def test_14_1_8_turks_in_medina_on_its_own_supply_are_not_replaced():
    """Covers: RP-11"""
    nt = {"it", "bu", "ro", "gr", "us"}
    cut = {"aqaba": "ap"}
    g = rp_phase(position({"tu_c1": "medina"}, reduced={"tu_c1"}, neutral=nt, control=cut), "cp", {"tu": 1})
    assert "Medina's own supply" in reason(g, type="replace", unit="tu_c1")
    g2 = rp_phase(position({"tu_c1": "medina"}, reduced={"tu_c1"}, neutral=nt), "cp", {"tu": 1})
    assert reason(g2, type="replace", unit="tu_c1") is None
