"""Victory (5.0): automatic victory, armistice, the end-of-game levels; VP for captures."""
from pog_desktop.rules import victory

from .helpers import position


def test_5_2_automatic_victory_at_0_for_the_allies():
    g = position()
    g.state.vp = 0
    assert victory.check_automatic(g.state) and g.result["winner"] == "ap"


def test_5_5_2_levels_depend_on_brest_litovsk():
    g = position()
    g.state.vp = 11
    assert victory.level_winner(g.state) is None
    g.state.flags.add("brest_litovsk")
    assert victory.level_winner(g.state) == "cp"
    g.state.vp = 9
    assert victory.level_winner(g.state) == "ap"


def test_t7_vp_space_captures_score_both_ways():
    from pog_desktop.rules.control import set_control
    g = position()
    set_control(g.ctx, g.state, "warsaw", "cp")
    assert g.state.vp == 11
    set_control(g.ctx, g.state, "warsaw", "ap")
    assert g.state.vp == 10
    set_control(g.ctx, g.state, "plock", "cp")
    assert g.state.vp == 10
