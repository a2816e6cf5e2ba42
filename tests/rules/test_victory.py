"""Victory (5.0): automatic victory, armistice, the end-of-game levels; VP for captures."""
from pog_desktop.rules.turn import victory

from .helpers import position


def test_5_2_automatic_victory_at_0_for_the_allies():
    """Covers: VIC-02"""
    g = position()
    g.state.vp = 0
    assert victory.check_automatic(g.state) and g.result["winner"] == "ap"


def test_5_5_2_levels_depend_on_brest_litovsk():
    """Covers: VIC-07"""
    g = position()
    g.state.vp = 11
    assert victory.level_winner(g.state) is None
    g.state.flags.add("event:cp45")
    assert victory.level_winner(g.state) == "cp"
    g.state.vp = 9
    assert victory.level_winner(g.state) == "ap"


def test_t7_vp_space_captures_score_both_ways():
    """Covers: WS-30"""
    from pog_desktop.rules.board.control import set_control
    g = position()
    set_control(g.ctx, g.state, "warsaw", "cp")
    assert g.state.vp == 11
    set_control(g.ctx, g.state, "warsaw", "ap")
    assert g.state.vp == 10
    set_control(g.ctx, g.state, "plock", "cp")
    assert g.state.vp == 10


def test_5_3_4_the_scenario_data_sets_the_victory_levels():
    """Covers: VIC-05, VIC-04"""
    from pog_desktop.data.scenarios import load_scenario
    levels = load_scenario("pog", "introductory").victory
    g = position()
    g.state.vp = 13
    assert victory.level_winner(g.state, levels) is None
    g.state.vp = 14
    assert victory.level_winner(g.state, levels) == "cp"
    g.state.cws = 40
    assert victory.check_armistice(g.state, levels) and g.result == {"winner": "cp", "how": "armistice", "vp": 14,
                                                                     "turn": 2}
