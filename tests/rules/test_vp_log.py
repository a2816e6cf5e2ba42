"""T.7: every log entry that moves the VP marker carries its signed change as data (the
message's ``change`` parameter, read by ``core.steps.vp_change``), so nobody reads it from text."""
import random

from pog_desktop.rules import Game
from pog_desktop.rules.board.control import CAPTURE, set_control, sync_ana_vp
from pog_desktop.rules.core.steps import vp_change
from pog_desktop.rules.events.common import score
from pog_desktop.rules.turn import war_status
from .helpers import play_event, position


def _changes(g, since=0):
    return [vp_change(e) for e in g.state.log[since:] if vp_change(e) is not None]


def _play_out(scenario, seed, options, peace):
    rnd = random.Random(seed)
    g = Game.new(scenario, seed, options)
    start = g.state.vp
    while not g.is_over and len(g.actions) < 2500:
        legal = [a for a in g.legal_actions() if peace or a.type != "offer_peace"]
        g.apply(rnd.choice(legal))
    return g, start


def test_t7_logged_vp_changes_add_up_to_the_track_in_random_games():
    """Whatever moved the VP (captures, events, war status, peace rolls, end adjustments), the
    changes the log carries add up to the track's total move; no VP entry lacks its change."""
    moved = 0
    for scenario, seed, options, peace in (("campaign", 5, {"last_turn": 8}, True),
                                           ("campaign", 12, {"last_turn": 6, "star_event_vp": True}, False),
                                           ("historical", 3, {"last_turn": 6}, True)):
        g, start = _play_out(scenario, seed, options, peace)
        assert sum(_changes(g)) == g.state.vp - start, (scenario, seed)
        moved += len(_changes(g))
        bid = "turn.victory.tournament_bid_vp_toward_the"   # the one "vp" entry that moves no VP
        assert all(vp_change(e) is not None for e in g.state.log
                   if e["kind"] == "vp" and e["text"].key != bid), (scenario, seed)
    assert moved > 10


def test_t7_a_capture_carries_plus_one_for_the_cp_and_minus_one_for_the_ap():
    g = position({"ge_1": "sedan", "fr_5": "nancy"})
    set_control(g.ctx, g.state, "verdun", "cp")
    set_control(g.ctx, g.state, "metz", "ap")
    caps = [e for e in g.state.log if e["text"].key == CAPTURE]
    assert [(vp_change(e), e["spaces"]) for e in caps] == [(1, ["verdun"]), (-1, ["metz"])]


def test_11_1_15_the_ana_on_a_cp_vp_space_carries_minus_one_then_plus_one():
    g = position({"br_ana_corps": "medina"}, neutral=frozenset({"it", "bu", "ro", "gr", "us"}))
    sync_ana_vp(g.ctx, g.state)
    g.state.place("br_ana_corps", "arabia")
    sync_ana_vp(g.ctx, g.state)
    assert _changes(g) == [-1, 1]


def test_t7_event_war_status_and_grand_fleet_entries_carry_their_change():
    g = position({"ge_1": "sedan", "fr_5": "nancy"})
    score(g.ctx, g.state, "ap13")                                       # Rape of Belgium: -1
    war_status._score(g.ctx, g.state, "blockade", "Blockade in a winter turn")   # -1
    g.state.played["cp"].append("event:cp25")
    score(g.ctx, g.state, "cp25")                                       # High Seas Fleet: +1
    g.state.counters["high_seas_fleet_round"] = g.state.round
    since = len(g.state.log)
    play_event(g, "ap", "ap33")                                         # Grand Fleet answers: -1
    assert _changes(g)[:3] == [-1, -1, 1]
    assert _changes(g, since) == [-1]
