"""Events whose effect is a standing marker other rules read: the play conditions and one
read of each marker through the rule that consults it."""
from pog_desktop.rules import Action
from pog_desktop.rules.combat.advance import CHANNEL_SPACES
from pog_desktop.rules.combat.engine.advance import _advance_map
from pog_desktop.rules.operations import movement, replacements
from pog_desktop.rules.turn import war_status
from pog_desktop.rules.turn.mandated import in_force

from ..helpers import ops, play_event, position, reason


def test_ap09_cp13_moltke_only_in_aug_sep_1914_and_falkenhayn_then_needs_it():
    """Covers: EVT-11"""
    g = position(turn=3, active="ap")
    g.state.hand["ap"] = ["ap09"]
    assert reason(g, type="play_event", card="ap09") == "Moltke may only be played in Aug or Sep 1914"
    g.state.turn = 2
    g.state.hand["cp"] = ["cp13"]
    g.state.active = "cp"
    assert reason(g, type="play_event", card="cp13") == "in Aug and Sep 1914 Falkenhayn needs Moltke played first"
    g.state.turn = 3
    assert reason(g, type="play_event", card="cp13") is None
    g.state.turn = 2
    play_event(g, "ap", "ap09")
    play_event(g, "cp", "cp13")
    assert "cancelled:ap09" in g.state.flags


def test_cp08_11_1_9_race_to_the_sea_opens_the_channel_ports_to_cp_moves():
    """Covers: EVT-07"""
    g = position(turn=2)
    assert movement.channel_ports_closed(g.state)
    play_event(g, "cp", "cp08")
    assert not movement.channel_ports_closed(g.state) and "race_to_the_sea" not in g.state.flags


def test_cp11_oberost_is_read_as_the_played_event_not_a_marker_of_its_own():
    """Covers: EVT-10 (the attack rules read ``events.played``; see test_15_1_3_besiegers_...)"""
    g = position(turn=3)
    play_event(g, "cp", "cp11")
    assert "event:cp11" in g.state.flags and "oberost" not in g.state.flags


def test_ap02_blockade_costs_1_vp_in_a_winter_war_status_phase_only():
    """Covers: EVT-36"""
    g = position(turn=3, active="ap")
    play_event(g, "ap", "ap02")
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 10
    g.state.turn = 4
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 9


def test_cp27_zeppelin_raids_cut_british_rp_this_turn_only():
    """Covers: EVT-18"""
    g = position(turn=5)
    g.state.rp["ap"] = {"br": 5, "fr": 2}
    play_event(g, "cp", "cp27")
    assert replacements.modified_rp(g.ctx, g.state, "ap") == {"br": 1, "fr": 2}
    g.state.counters = {}
    assert replacements.modified_rp(g.ctx, g.state, "ap") == {"br": 5, "fr": 2}


def test_cp33_ap37_rathenau_adds_a_german_rp_until_independent_air_force():
    """Covers: EVT-24"""
    g = position(turn=9)
    g.state.rp["cp"] = {"ge": 2}
    play_event(g, "cp", "cp33")
    assert replacements.modified_rp(g.ctx, g.state, "cp") == {"ge": 3}
    play_event(g, "ap", "ap37")
    assert replacements.modified_rp(g.ctx, g.state, "cp") == {"ge": 2}


def test_cp54_h_l_take_command_ends_a_german_mandated_offensive():
    """Covers: EVT-34"""
    g = position(turn=9)
    g.state.mo["cp"] = "ge"
    play_event(g, "cp", "cp54")
    assert in_force(g.state, "cp") is None


def test_cp65_prince_max_not_after_turn_16():
    """Covers: EVT-59"""
    g = position(turn=17)
    g.state.hand["cp"] = ["cp65"]
    assert reason(g, type="play_event", card="cp65") == "Prince Max may not be played after turn 16"
    g.state.turn = 16
    play_event(g, "cp", "cp65")
    assert g.state.ws["cp"] == 3


def test_ap65_influenza_needs_cws_30_and_stops_rp_cards_for_the_turn():
    """Covers: EVT-59"""
    g = position(turn=16, active="ap")
    g.state.cws = 29
    g.state.hand["ap"] = ["ap65"]
    assert reason(g, type="play_event", card="ap65") == "only at Combined War Status 30 or more"
    g.state.cws = 30
    play_event(g, "ap", "ap65")
    g.state.hand["cp"] = ["cp05"]
    assert reason(g, type="play_rp", card="cp05") == \
        "no RP card may be played for the rest of the turn after Influenza (AP 65)"


# -- The combat rules read played events, not marker names of their own (Race to the Sea,
# Oberost, Brest-Litovsk).
def test_12_7_7_cp08_race_to_the_sea_opens_the_channel_ports_to_cp_advances():
    """Covers: EVT-07, ADV-07. Before CP 8 the CP may not advance into Amiens, Calais or
    Ostend; once the event is played (recorded as ``event:cp08`` only) they may."""
    g = position()
    assert _advance_map(g.ctx, g.state, {"side": "cp", "target": "amiens"}).closed == CHANNEL_SPACES
    g.state.flags.add("event:cp08")
    assert _advance_map(g.ctx, g.state, {"side": "cp", "target": "amiens"}).closed == frozenset()


def test_16_4_9_cp45_brest_litovsk_read_from_the_played_event_when_attacking():
    """Covers: EVT-29, CMB-19. After Brest-Litovsk (recorded as ``event:cp45`` only) a Russian army
    next to a German one in Germany may not attack it: the combat rules see the treaty."""
    g = ops(position({"ru_1": "lodz", "ge_1": "posen"}, control={"lodz": "ap"}), "ap", 4)
    g.apply(Action("activate", space="lodz", mode="attack"))
    g.apply(Action("done"))
    free = g.why_illegal(Action("attack", space="posen", units=("ru_1",)))
    g.state.flags.add("event:cp45")
    assert free is None
    assert "Brest" in (g.why_illegal(Action("attack", space="posen", units=("ru_1",))) or "")
