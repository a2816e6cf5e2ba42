"""Neutral entry events (9.5.2) through the scenario's entry tables."""
from pog_desktop.rules import Action
from ..helpers import play_event, scenario_at_action


def campaign(turn=5, active="ap"):
    return scenario_at_action("campaign", turn, active)




def test_ap17_9_5_2_1_italy_enters_its_units_are_placed_and_its_spaces_become_allied():
    """Covers: EVT-56, NEU-01"""
    g = campaign()
    assert g.state.control["rome"] is None
    play_event(g, "ap", "ap17")
    st = g.state
    assert "it" not in st.neutral
    assert (st.where["it_1"], st.where["it_c6"]) == ("verona", "rome")
    assert {"it_c1", "it_c2", "it_c3", "it_c4"} <= set(st.at["ap_reserve"])
    assert "it_1" in st.reduced
    assert st.control["rome"] == "ap" and st.control["verona"] == "ap"


def test_cp34_9_5_2_2_only_one_neutral_entry_per_turn_for_both_sides():
    """Covers: NEU-02"""
    g = campaign()
    play_event(g, "ap", "ap17")
    g.state.hand["cp"] = ["cp34"]
    g.state.active = "cp"
    assert reason_of(g, "cp34") == "only one neutral nation may enter the war per turn (9.5.2.2)"
    g.state.turn, g.state.counters = 6, {}
    assert reason_of(g, "cp34") is None


def reason_of(g, card):
    return g.why_illegal(Action("play_event", card=card))


def test_cp34_4_2_2_bulgaria_sets_up_two_corps_at_sofia_and_the_cp_places_four_more():
    """Covers: NEU-03, EVT-56"""
    g = campaign(active="cp")
    play_event(g, "cp", "cp34")
    st = g.state
    assert st.at["sofia"] == ("bu_c1", "bu_c2")
    assert st.step == "place_neutral_units" and st.active == "cp"
    for unit, space in (("bu_c3", "varna"), ("bu_c4", "plevna"), ("bu_c5", "burgas"), ("bu_c6", "kazanlik")):
        g.apply(Action("place", unit=unit, to=space))
    assert st.where["bu_c6"] == "kazanlik" and st.control["sofia"] == "cp"
    assert st.step == "action" and st.active == "ap"


def test_ap16_romania_is_refused_after_fall_of_the_tsar_and_once_at_war():
    """Covers: NEU-11"""
    g = campaign()
    g.state.hand["ap"] = ["ap16"]
    g.state.flags.add("event:cp52")
    assert reason_of(g, "ap16") == "Romania may not be played while Fall of the Tsar is in effect"
    g.state.flags.discard("event:cp52")
    g.state.neutral.discard("ro")
    assert reason_of(g, "ap16") == "RO is already at war"
