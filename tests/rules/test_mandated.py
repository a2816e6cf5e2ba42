"""Mandated offensives (7.0) and their VP penalty."""
import pytest

from pog_desktop.rules.turn import mandated

from .helpers import position


@pytest.mark.parametrize("side,roll,result", [("ap", 1, "fr"), ("ap", 3, "br"), ("ap", 6, "ru"),
                                              ("cp", 1, "ah"), ("cp", 4, "ge"), ("cp", 5, None)])
def test_t1_mandated_offensive_table(side, roll, result):
    """Covers: SEQ-02, WS-10"""
    g = position(neutral={"bu", "ro", "gr", "us"})
    assert mandated.resolve(g.ctx, g.state, side, roll) == result


def test_7_1_2_a_neutral_nation_means_no_offensive():
    """Covers: SEQ-02, WS-01"""
    g = position()
    assert mandated.resolve(g.ctx, g.state, "ap", 4) is None      # Italy neutral
    assert mandated.resolve(g.ctx, g.state, "cp", 3) is None      # Turkey neutral


def test_7_1_2_a_lost_capital_shifts_the_result_one_box_right():
    """Covers: WS-01"""
    g = position(control={"paris": "cp"})
    assert mandated.resolve(g.ctx, g.state, "ap", 1) == "br"
    g2 = position(control={"vienna": "ap"})
    assert mandated.resolve(g2.ctx, g2.state, "cp", 1) == "ah"       # AH needs both capitals lost
    g2.state.control["budapest"] = "ap"
    assert mandated.resolve(g2.ctx, g2.state, "cp", 1) is None       # shifts to TU, neutral: none


def test_7_1_6_ah_italy_reads_as_ah_while_italy_is_neutral():
    """Covers: WS-05"""
    g = position()
    assert mandated.resolve(g.ctx, g.state, "cp", 2) == "ah"
    g2 = position(neutral={"bu", "ro", "gr", "us", "tu", "pe"})
    assert mandated.resolve(g2.ctx, g2.state, "cp", 2) == "ah_it"


def test_7_1_9_hoffmann_adds_one_to_later_cp_rolls():
    """Covers: WS-08"""
    g = position()
    g.state.flags.add("event:cp37")
    g.state.dice_script = [2, 4]            # AP then CP
    mandated.roll_offensives(g.ctx, g.state)
    assert g.state.mo == {"ap": "fr", "cp": None}


def test_7_1_4_a_french_offensive_needs_an_attack_on_germans_in_france_belgium_or_germany():
    """Covers: WS-03"""
    g = position()
    g.state.mo["ap"] = "fr"
    assert not mandated.attack_satisfies(g.ctx, g.state, "ap", ["fr_1"], ["ah_1"], "metz")
    assert not mandated.attack_satisfies(g.ctx, g.state, "ap", ["fr_1"], ["ge_1"], "lodz")
    mandated.note_attack(g.ctx, g.state, "ap", ["fr_1"], ["ge_1"], "metz")
    assert g.state.mo_made["ap"]


def test_7_1_3_penalty_ap_plus_one_cp_minus_one_and_none_when_made():
    """Covers: WS-02, WS-32"""
    from pog_desktop.rules.turn import war_status
    g = position()
    g.state.mo = {"ap": "ru", "cp": "ge"}
    g.state.mo_made = {"ap": False, "cp": False}
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 10
    g.state.mo_made["cp"] = True
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 11


def test_7_1_8_no_penalty_for_france_under_french_mutiny():
    """Covers: WS-07, WS-32"""
    g = position()
    g.state.flags.add("event:cp47")
    assert mandated.resolve(g.ctx, g.state, "ap", 1) == "fr_mutiny"
    g.state.mo = {"ap": "fr_mutiny", "cp": None}
    assert not mandated.failed(g.state, "ap")


def test_6_0_e1_blockade_scores_in_winter_turns_and_italy_neutral_at_allied_total_war():
    """Covers: SEQ-07, WS-32"""
    from pog_desktop.rules.turn import war_status
    g = position(turn=4)
    g.state.flags.add("event:ap02")
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 9
    g.state.turn = 5
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 9
    g.state.commitment["ap"] = "total"
    war_status.e1(g.ctx, g.state)
    assert g.state.vp == 10


def test_5_7_4_5_historical_turn_1_british_offensive_becomes_french():
    """Covers: WS-01"""
    g = position(turn=1, options={"turn_1_br_mo_becomes_fr": True})
    assert mandated.resolve(g.ctx, g.state, "ap", 3) == "fr"
    g.state.turn = 2
    assert mandated.resolve(g.ctx, g.state, "ap", 3) == "br"
