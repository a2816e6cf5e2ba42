"""Review of the card events: the RP of Landwehr (CP 5) and Paris Taxis (AP 56) are
replacement points (17.1)."""
from pog_desktop.rules import Action

from ..helpers import position


def play(g, side, card):
    g.state.active = side
    g.state.hand[side] = [card] + [c for c in g.state.hand[side] if c != card]
    g.apply(Action("play_event", card=card))


def test_ap56_17_1_7_paris_taxis_never_flip_the_army_of_the_orient():
    """Covers: EVT-59, RP-14. The Orient army entered at home stays non-replaceable (9.5.3.4)."""
    g = position(units={"fr_orient": "paris", "fr_5": "chateau_thierry"}, reduced={"fr_orient", "fr_5"}, turn=8,
                 active="ap", options={"optional_cards": True})
    play(g, "ap", "ap56")
    assert g.prompt.choices["units"] == ["fr_5"]


def test_cp05_17_1_landwehr_also_flips_a_reduced_german_corps_in_the_reserve_box():
    """Covers: EVT-05, RP-14"""
    g = position(units={"ge_1": "metz", "ge_c1": "cp_reserve"}, reduced={"ge_1", "ge_c1"}, turn=3)
    play(g, "cp", "cp05")
    assert g.prompt.choices["units"] == ["ge_1", "ge_c1"]
    g.apply(Action("select", unit="ge_c1"))
    g.apply(Action("select", unit="ge_1"))
    assert g.state.reduced == set() and g.state.where["ge_c1"] == "cp_reserve"


def test_cp05_17_1_3_landwehr_flips_nothing_while_berlin_is_held_by_the_allies():
    """Covers: EVT-05, RP-14"""
    g = position(units={"ge_1": "metz"}, reduced={"ge_1"}, control={"berlin": "ap"}, turn=3)
    play(g, "cp", "cp05")
    assert g.state.reduced == {"ge_1"} and g.state.step == "action" and g.state.active == "ap"
