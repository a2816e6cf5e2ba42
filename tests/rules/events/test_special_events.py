"""Events that change the map, units or RP at once, with the player's picks."""
from pog_desktop.rules import Action

from ..helpers import play_event, position, reason




def test_cp01_guns_of_august_destroys_liege_moves_ge_1_and_ge_2_in_and_ge_1_to_3_attack_free():
    """Covers: EVT-01, FRT-14"""
    g = position(units={"ge_1": "aachen", "ge_2": "aachen", "ge_3": "koblenz", "ge_c1": "koblenz",
                        "be_1": "brussels"}, turn=1)
    g.state.round = 2
    g.state.hand["cp"] = ["cp01"]
    assert reason(g, type="play_event", card="cp01") == "Guns of August may only be the first CP action of Aug 1914"
    g.state.round = 1
    play_event(g, "cp", "cp01")
    st = g.state
    assert st.at["liege"] == ("ge_1", "ge_2") and "liege" in st.forts_destroyed and st.control["liege"] == "cp"
    assert st.step == "attack" and st.active == "cp"
    assert (st.sub["points"], st.sub["activated"]) == (0, {"koblenz": "attack", "liege": "attack"})
    assert st.sub["attacked"] == ["ge_c1"]   # only the three armies are activated


def test_cp06_9_5_1_1_entrench_places_a_level_1_trench_with_a_chosen_supplied_army():
    """Covers: EVT-06"""
    g = position(units={"ge_1": "metz", "ge_2": "strasbourg", "ge_c1": "essen"}, turn=3)
    play_event(g, "cp", "cp06")
    assert g.prompt.kind == "choose_units" and g.prompt.choices["units"] == ["ge_1", "ge_2"]
    g.apply(Action("entrench", unit="ge_2"))
    assert (g.state.trench, g.state.trench_side) == ({"strasbourg": 1}, {"strasbourg": "cp"})
    g.state.active = "ap"
    g.state.hand["ap"] = ["ap12"]
    assert "only one side may ever play Entrench" in reason(g, type="play_event", card="ap12")


def test_ap30_9_5_2_4_salonika_sets_up_greece_still_neutral_and_redeploys_up_to_three_corps():
    """Covers: EVT-43, NEU-04"""
    from pog_desktop.rules import Game
    g = Game.new("campaign", seed=3)
    st = g.state
    st.turn, st.round, st.phase, st.step = 6, 2, "action", "action"
    for u in ("br_c1", "fr_c1", "fr_c2", "br_c2"):
        st.place(u, "ap_reserve")
    play_event(g, "ap", "ap30")
    assert "gr" in st.neutral and st.where["gr_c3"] == "athens" and st.control["kavala"] == "ap"
    assert {"br_c1", "fr_c1", "fr_c2", "br_c2"} <= set(g.prompt.choices["units"])
    for u in ("br_c1", "fr_c1", "fr_c2"):
        g.apply(Action("select", unit=u))
    assert st.at["salonika"] == ("br_c1", "fr_c1", "fr_c2") and st.control["salonika"] == "ap"
    assert st.step == "action" and st.active == "cp"
    st.active = "ap"
    st.hand["ap"] = ["ap31"]
    # 9.5.3.4: after Salonika the MEF may still enter at home (test_review_near_east_armies.py)
    assert reason(g, type="play_event", card="ap31") == "TU is not at war yet"


def test_cp32_war_in_africa_allies_choose_a_british_corps_for_good_or_1_vp():
    """Covers: EVT-23"""
    g = position(units={"br_c3": "london", "aus_corps": "london"}, turn=8)
    play_event(g, "cp", "cp32")
    assert g.state.active == "ap" and g.prompt.choices["units"] == ["br_c3"]
    assert g.prompt.choices["buttons"] == ["vp"]
    g.apply(Action("eliminate", unit="br_c3"))
    assert g.state.where["br_c3"] == "removed" and g.state.vp == 10
    g2 = position(units={"br_c3": "london"}, turn=8)
    play_event(g2, "cp", "cp32")
    g2.apply(Action("choose", choice="vp"))
    assert g2.state.where["br_c3"] == "london" and g2.state.vp == 11
    assert g2.state.step == "action" and g2.state.active == "ap"


def test_cp05_landwehr_flips_reduced_german_units_for_two_rp():
    """Covers: EVT-05, RP-14"""
    g = position(units={"ge_1": "metz", "ge_2": "berlin", "ge_c1": "essen", "ge_c2": "essen", "ah_1": "vienna"},
                 reduced={"ge_1", "ge_2", "ge_c1", "ge_c2", "ah_1"}, turn=3)
    play_event(g, "cp", "cp05")
    assert g.prompt.choices["units"] == ["ge_1", "ge_2", "ge_c1", "ge_c2"]
    g.apply(Action("select", unit="ge_1"))
    g.apply(Action("select", unit="ge_c1"))
    assert g.prompt.choices["units"] == ["ge_c2"]   # one corps step left
    g.apply(Action("select", unit="ge_c2"))
    assert g.state.reduced == {"ge_2", "ah_1"} and g.state.step == "action"


def test_ap56_paris_taxis_flips_one_reduced_french_army_next_to_paris():
    """Covers: EVT-59"""
    g = position(units={"fr_5": "chateau_thierry", "fr_6": "nancy"}, reduced={"fr_5", "fr_6"}, turn=2,
                 active="ap", options={"optional_cards": True})
    play_event(g, "ap", "ap56")
    assert g.prompt.choices["units"] == ["fr_5"]
    g.apply(Action("select", unit="fr_5"))
    assert g.state.reduced == {"fr_6"}


def test_cp63_russian_desertions_reduce_up_to_four_full_strength_russians():
    """Covers: EVT-59"""
    units = {"ru_1": "warsaw", "ru_2": "lodz", "ru_3": "kiev", "ru_4": "minsk", "ru_5": "riga"}
    g = position(units=units, reduced={"ru_5"}, turn=14)
    g.state.flags.add("event:cp52")
    play_event(g, "cp", "cp63")
    for u in ("ru_1", "ru_2", "ru_3", "ru_4"):
        g.apply(Action("select", unit=u))
    assert g.state.reduced == {"ru_1", "ru_2", "ru_3", "ru_4", "ru_5"} and g.state.step == "action"


def test_ap57_russian_cavalry_enter_together_with_a_supplied_russian_army():
    """Covers: EVT-59"""
    g = position(units={"ru_1": "warsaw", "ru_2": "kiev", "ru_c1": "kiev", "ru_c2": "kiev"}, turn=3, active="ap")
    play_event(g, "ap", "ap57")
    assert g.state.at["warsaw"] == ("ru_1", "ru_cav_c1", "ru_cav_c2")


def test_ap60_czech_legion_removes_an_eliminated_ah_corps_and_joins_the_reserve():
    """Covers: EVT-59"""
    g = position(units={"ah_c1": "cp_eliminated"}, turn=9, active="ap")
    play_event(g, "ap", "ap60")
    assert g.state.where["ah_c1"] == "removed" and g.state.where["ru_czl_corps"] == "ap_reserve"


def test_cp59_polish_restoration_needs_warsaw_then_three_polish_corps_and_minus_1_vp():
    """Covers: EVT-59"""
    g = position(turn=9)
    g.state.hand["cp"] = ["cp59"]
    assert reason(g, type="play_event", card="cp59") == "only while the CP control Warsaw"
    g.state.control["warsaw"] = "cp"
    play_event(g, "cp", "cp59")
    assert sorted(g.state.at["cp_reserve"]) == ["pl_c1", "pl_c2", "pl_c3"] and g.state.vp == 9


def test_cp17_mata_hari_shows_the_allied_hand_then_conducts_operations():
    """Covers: EVT-13"""
    g = position(units={"ge_1": "metz"}, turn=3)
    g.state.hand["ap"] = ["ap02", "ap09"]
    play_event(g, "cp", "cp17")
    shown = [e for e in g.state.log if e["kind"] == "event_effect"][-1]
    assert shown["cards"] == ["ap02", "ap09"]
    assert g.state.step == "activate" and g.state.active == "cp"
