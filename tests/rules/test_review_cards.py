"""Review of the engine core: card-play rules of the action round."""
import pytest

from pog_desktop.rules import Action
from pog_desktop.rules.core import effects

from .helpers import position, reason


@pytest.fixture
def guns_of_august():
    effects.register("cp01", lambda ctx, st, side: None, lambda ctx, st, side: None)


def test_5_7_4_3_the_historical_cp_must_open_with_guns_of_august_as_an_event(guns_of_august):
    """Covers: SCN-04, CRD-02"""
    g = position(turn=1, guns_of_august="must")
    g.state.hand["cp"] = ["cp01", "cp09"]
    must = "in this scenario the CP must open with Guns of August as an event (5.7.4.3)"
    assert reason(g, type="play_ops", card="cp01") == must
    assert reason(g, type="play_ops", card="cp09") == must
    assert reason(g, type="auto_op") == must
    assert [a for a in g.legal_actions() if a.type != "offer_peace"] == [Action("play_event", card="cp01")]
    g.apply(Action("play_event", card="cp01"))
    assert g.state.removed["cp"] == ["cp01"]


def test_4_3_1_guns_of_august_may_be_held_back_where_the_scenario_only_allows_it(guns_of_august):
    """Covers: DAT-10, CRD-02"""
    g = position(turn=1)
    g.state.hand["cp"] = ["cp01", "cp09"]
    assert reason(g, type="play_ops", card="cp09") is None


@pytest.fixture
def salonika():
    effects.register("ap30", lambda ctx, st, side: None, lambda ctx, st, side: None)


def test_9_3_3_no_salonika_event_in_the_round_right_after_an_sr_card(salonika):
    """Covers: CRD-12"""
    g = position(turn=6, active="ap", neutral=frozenset({"it", "bu", "ro", "gr", "us"}))
    g.state.hand["ap"] = ["ap30"]
    g.state.played["ap"] = ["ops", "sr"]
    assert reason(g, type="play_event", card="ap30") == (
        "no SR card (or Salonika) in the round right after your own SR card (or Salonika) this turn (9.3.3)")
    g.state.played["ap"] = ["sr", "ops"]
    assert reason(g, type="play_event", card="ap30") is None
