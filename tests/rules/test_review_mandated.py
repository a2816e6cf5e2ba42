"""Review of the engine core: mandated offensives (7.1)."""
from pog_desktop.rules import mandated, war_status

from .helpers import position


def _mutiny(units):
    g = position(units, active="ap")
    g.state.mo["ap"] = "fr_mutiny"
    return g


def test_7_1_8_a_french_attack_in_a_mutiny_turn_costs_one_vp_once():
    """Covers: WS-07, SEQ-07"""
    g = _mutiny({"fr_1": "nancy", "fr_2": "verdun", "ge_1": "metz", "ge_2": "strasbourg"})
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_1"], ["ge_1"], "metz")
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_2"], ["ge_1"], "metz")
    assert g.state.mo["ap"] is None            # 7.1.8: the marker goes to "None or Made"
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 11


def test_7_1_8_french_units_stacked_with_americans_or_attacking_outside_the_west_cost_nothing():
    """Covers: WS-07"""
    g = _mutiny({"fr_1": "nancy", "us_1": "nancy", "fr_c1": "belgrade", "ge_1": "metz", "ah_c1": "sarajevo"})
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_1", "us_1"], ["ge_1"], "metz")
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_c1"], ["ah_c1"], "sarajevo")
    war_status.e1(g.ctx, g.state)
    assert (g.state.mo["ap"], g.state.vp) == ("fr_mutiny", 10)
