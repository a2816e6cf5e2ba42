"""Review of the card events: the Allied Near East armies entering at home (9.5.3.4)."""
from pog_desktop.rules import Action

from ..helpers import position, reason


def play(g, side, card):
    g.state.active = side
    g.state.hand[side] = [card] + [c for c in g.state.hand[side] if c != card]
    g.apply(Action("play_event", card=card))


def test_ap31_9_5_3_4_mef_after_salonika_still_enters_at_home_only():
    """Covers: EVT-44, NEU-05, REI-07. After Salonika the MEF card is no event for a landing,
    but the army may still come in at London, without its Near East ability."""
    g = position(turn=9, active="ap")
    g.state.neutral.discard("tu")
    g.state.flags.add("event:ap30")
    g.state.hand["ap"] = ["ap31"]
    assert reason(g, type="play_event", card="ap31") is None
    play(g, "ap", "ap31")
    st = g.state
    assert (st.where["br_mef"], st.beachhead) == ("london", None)
    assert "lost_ne:br_mef" in st.flags
    assert st.reinforced == ["br"]


def test_ap31_9_5_3_4_mef_before_salonika_keeps_the_mef_spaces():
    """Covers: EVT-44, REI-06"""
    g = position(turn=9, active="ap")
    g.state.neutral.discard("tu")
    play(g, "ap", "ap31")
    assert {"mef1", "mef2", "mef3", "mef4", "london"} <= set(g.prompt.choices["spaces"])


def test_ap50_9_5_3_4_allenby_before_sinai_pipeline_enters_at_home_and_pipeline_stays_playable():
    """Covers: EVT-51, REI-07"""
    g = position(turn=13, active="ap")
    g.state.neutral.discard("tu")
    g.state.hand["ap"] = ["ap50"]
    assert reason(g, type="play_event", card="ap50") is None
    play(g, "ap", "ap50")
    st = g.state
    assert st.where["br_ne"] == "london" and "lost_ne:br_ne" in st.flags
    st.active = "ap"
    st.hand["ap"] = ["ap49"]
    assert reason(g, type="play_event", card="ap49") is None


def test_ap50_allenby_after_sinai_pipeline_lands_at_alexandria_with_its_near_east_ability():
    """Covers: EVT-51, REI-06"""
    g = position(turn=13, active="ap")
    g.state.neutral.discard("tu")
    g.state.flags.add("event:ap49")
    play(g, "ap", "ap50")
    assert set(g.prompt.choices["spaces"]) == {"alexandria", "london"}
    g.apply(Action("place", unit="br_ne", to="alexandria"))
    assert g.state.where["br_ne"] == "alexandria" and "lost_ne:br_ne" not in g.state.flags
