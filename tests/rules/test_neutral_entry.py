"""Review of the neutral nations (9.4.1, 9.5.2, 11.1.11-13) and of entry limits that neutral
or lost territory sets (9.5.2.5, 9.5.3.1, 9.5.3.4)."""
from pog_desktop.rules import Action
from pog_desktop.rules.board import access
from pog_desktop.rules.turn import decks

from .helpers import play_event, position




def _salonika_played(g):
    g.state.flags.add("event:ap30")
    g.state.neutral.discard("tu")
    g.state.hand["ap"] = ["ap31"]
    g.state.active = "ap"


def test_9_5_2_4_1_after_salonika_mef_no_longer_lands_but_may_still_enter_at_home_by_9_5_3_4():
    """Covers: NEU-05, REI-07"""
    g = position(turn=6, active="ap")
    _salonika_played(g)
    assert g.why_illegal(Action("play_event", card="ap31")) is None
    g.apply(Action("play_event", card="ap31"))   # London is the only place left: no question
    assert (g.state.where["br_mef"], g.state.beachhead) == ("london", None)
    assert "lost_ne:br_mef" in g.state.flags


def test_9_5_2_4_1_after_salonika_mef_is_refused_when_it_has_no_home_entry():
    """Covers: NEU-05"""
    g = position(turn=6, active="ap", control={"london": "cp"})
    _salonika_played(g)
    assert g.why_illegal(Action("play_event", card="ap31")) is not None


def test_9_5_2_4_1_greece_enters_after_salonika_and_mef_without_restriction():
    """Covers: NEU-05"""
    g = position(turn=8, active="ap")
    g.state.flags |= {"event:ap30", "event:ap31"}
    g.state.hand["ap"] = ["ap44"]
    assert g.why_illegal(Action("play_event", card="ap44")) is None


def test_9_4_1_neutral_nations_record_no_rp():
    """Covers: NEU-08"""
    g = position(turn=5, active="cp")
    st = g.state
    got = decks.record_rp(g.ctx, st, "cp", "cp45")        # AH 2, GE 3, TU 1, BU 1
    assert got == {"ah": 2, "ge": 3} and st.rp["cp"] == {"ah": 2, "ge": 3}
    st.neutral -= {"tu", "bu"}
    assert decks.record_rp(g.ctx, st, "cp", "cp45") == {"ah": 2, "ge": 3, "tu": 1, "bu": 1}


def test_9_4_1_italian_rp_on_an_allied_card_wait_for_italy():
    """Covers: NEU-08"""
    g = position(turn=5, active="ap")
    got = decks.record_rp(g.ctx, g.state, "ap", "ap31")   # allied 1, BR 2, FR 2, IT 1, RU 3
    assert got == {"allied": 1, "br": 2, "fr": 2, "ru": 3}


def test_11_1_11_to_13_neutral_spaces_are_closed_albania_is_open_persia_opens_with_turkey():
    """Covers: NEU-10"""
    g = position()
    ctx, st = g.ctx, g.state
    assert access.space_closed(ctx, st, "sofia") == "Sofia belongs to a neutral nation (BU) (11.1.11)"
    assert access.space_closed(ctx, st, "tirana") is None
    assert access.space_closed(ctx, st, "tabriz") == "Tabriz is in Persia, closed until Turkey is at war (11.1.13)"
    st.neutral -= {"bu", "tu", "pe"}
    assert (access.space_closed(ctx, st, "sofia"), access.space_closed(ctx, st, "tabriz")) == (None, None)


def test_9_5_2_5_italy_and_romania_only_as_events_while_the_cp_alone_are_at_total_war():
    """Covers: NEU-13, CRD-27"""
    g = position(turn=12, active="ap", options={"italy_romania_event_only": True})
    st = g.state
    st.hand["ap"] = ["ap17", "ap16"]
    st.commitment.update({"ap": "limited", "cp": "total"})
    msg = "Italy may only be played as an event while only the CP are at Total War (9.5.2.5)"
    assert g.why_illegal(Action("play_ops", card="ap17")) == msg
    assert g.why_illegal(Action("play_rp", card="ap16")) is not None
    assert g.why_illegal(Action("play_event", card="ap17")) is None
    assert decks.hand_combat_cards(g.ctx, st, "ap") == ["ap17", "ap16"]
    st.commitment["ap"] = "total"
    assert g.why_illegal(Action("play_ops", card="ap17")) is None
    assert decks.hand_combat_cards(g.ctx, st, "ap") == []


def test_9_5_2_5_the_2004_rules_leave_the_entry_cards_free():
    """Covers: NEU-13"""
    g = position(turn=12, active="ap")
    g.state.hand["ap"] = ["ap17"]
    g.state.commitment.update({"ap": "limited", "cp": "total"})
    assert g.why_illegal(Action("play_ops", card="ap17")) is None


def test_9_5_3_1_german_reinforcements_enter_at_another_source_while_berlin_is_lost():
    """Covers: REI-09"""
    g = position(turn=14, active="cp", control={"berlin": "ap"})
    play_event(g, "cp", "cp46")
    assert set(g.prompt.choices["spaces"]) == {"essen", "breslau"}


def test_9_5_3_1_no_french_reinforcement_at_orleans_while_paris_is_lost():
    """Covers: REI-09"""
    g = position(turn=10, active="ap", control={"paris": "cp"})
    g.state.hand["ap"] = ["ap10"]
    assert g.why_illegal(Action("play_event", card="ap10")) is not None
    g.state.control["paris"] = "ap"
    play_event(g, "ap", "ap10")
    assert g.state.where["fr_10"] == "paris"
