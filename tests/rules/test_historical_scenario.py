"""Historical scenario rules (5.7): the German RP for Sedan (5.7.3), paid each turn of CP
Total War once the Total War cards have been drawn (the draw phase after the rise)."""
from pog_desktop.rules import commitment, replacements

from .helpers import position

HELD = {"sedan": "cp", "verdun": "cp", "nancy": "cp"}


def _game(commit="total"):
    g = position(turn=8, control=HELD, options={"sedan_rp_bonus": True})
    g.state.commitment = {"ap": "limited", "cp": commit}
    g.state.rp["cp"] = {"ge": 2}
    return g


def test_5_7_3_sedan_gives_one_german_rp_in_a_total_war_turn_after_the_tw_cards_were_drawn():
    g = _game()
    assert replacements.modified_rp(g.ctx, g.state, "cp") == {"ge": 3}


def test_5_7_3_no_sedan_rp_in_the_turn_the_cp_reach_total_war():
    g = _game("limited")
    g.state.ws["cp"] = 11
    commitment.check(g.ctx, g.state)
    assert g.state.commitment["cp"] == "total"
    assert replacements.modified_rp(g.ctx, g.state, "cp") == {"ge": 2}


def test_5_7_3_no_sedan_rp_with_only_one_other_french_or_belgian_space():
    g = _game()
    g.state.control["nancy"] = "ap"
    assert replacements.modified_rp(g.ctx, g.state, "cp") == {"ge": 2}
