"""Review of the engine core: mandated offensives (7.1)."""
from pog_desktop.rules.turn import mandated, war_status

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


def _e1_vp(mo: dict, flags=(), made=None):
    g = position()
    g.state.mo.update(mo)
    g.state.mo_made.update(made or {})
    g.state.flags |= {f"event:{c}" for c in flags}
    war_status.e1(g.ctx, g.state)
    return g.state.vp


def test_7_1_10_hl_take_command_played_during_the_turn_cancels_the_ge_mo():
    """Covers: WS-08, WS-02"""
    assert _e1_vp({"cp": "ge"}) == 9
    assert _e1_vp({"cp": "ge"}, flags=["cp54"]) == 10


def test_7_1_11_bolshevik_revolution_played_during_the_turn_cancels_the_ru_mo():
    """Covers: WS-08, WS-02"""
    assert _e1_vp({"ap": "ru"}) == 11
    assert _e1_vp({"ap": "ru"}, flags=["cp53"]) == 10


def test_7_1_8_french_mutiny_before_the_fr_mo_is_made_turns_it_into_a_mutiny_turn_at_once():
    """Covers: WS-07"""
    assert _e1_vp({"ap": "fr"}, flags=["cp47"]) == 10
    g = _mutiny({"fr_1": "nancy", "ge_1": "metz"})
    g.state.mo["ap"] = "fr"
    g.state.flags.add("event:cp47")
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_1"], ["ge_1"], "metz")
    war_status.e1(g.ctx, g.state)
    assert (g.state.mo_made["ap"], g.state.vp) == (False, 11)


def test_7_1_8_french_mutiny_after_the_fr_mo_was_made_has_no_effect_that_turn():
    """Covers: WS-07"""
    g = _mutiny({"fr_1": "nancy", "ge_1": "metz"})
    g.state.mo["ap"] = "fr"
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_1"], ["ge_1"], "metz")
    g.state.flags.add("event:cp47")
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_1"], ["ge_1"], "metz")
    war_status.e1(g.ctx, g.state)
    assert (g.state.mo_made["ap"], g.state.vp) == (True, 10)
