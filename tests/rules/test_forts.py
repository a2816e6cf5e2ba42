"""Forts and sieges (15.0)."""
import pytest

from pog_desktop.data import load_game
from pog_desktop.rules.combat.pieces import Piece
from pog_desktop.rules.board.sieges import can_besiege, may_attack_fort_from, may_leave_siege, siege_destroys, siege_survives_losses


@pytest.fixture(scope="module")
def piece():
    units = load_game("pog").units
    return lambda uid, reduced=False: Piece(units[uid], reduced=reduced, space="verdun")


def test_15_2_1_one_army_of_any_strength_besieges(piece):
    """Covers: FRT-06"""
    assert can_besiege([piece("ge_1", reduced=True)], 3)


def test_15_2_1_verdun_needs_three_corps(piece):
    """Covers: FRT-06 (the rulebook's Verdun example)."""
    assert not can_besiege([piece("ge_c1"), piece("ge_c2")], 3)
    assert can_besiege([piece("ge_c1"), piece("ge_c2"), piece("ge_c3", reduced=True)], 3)


def test_15_2_4_losses_below_the_minimum_lift_the_siege(piece):
    """Covers: FRT-09"""
    assert siege_survives_losses([piece("ge_c1"), piece("ge_c2")], 2)
    assert not siege_survives_losses([piece("ge_c1")], 2)


def test_15_2_3_only_the_surplus_may_leave_or_attack_out(piece):
    """Covers: FRT-08, FRT-09"""
    assert may_leave_siege([piece("ge_1")], 3)
    assert not may_leave_siege([piece("ge_c1")], 2)
    assert may_leave_siege([], 2)


@pytest.mark.parametrize("fort,die,turn,falls", [
    (2, 3, 3, True), (2, 2, 3, False), (3, 4, 5, True), (3, 3, 5, False), (1, 2, 10, True), (3, 6, 20, True)])
def test_15_3_2_siege_roll_above_the_fort_lf_destroys_it(fort, die, turn, falls):
    """Covers: FRT-11"""
    assert siege_destroys(fort, die, turn) is falls


@pytest.mark.parametrize("die,falls", [(4, False), (5, True), (6, True)])
def test_15_3_3_august_1914_siege_rolls_at_minus_2_nancy_needs_5_or_6(die, falls):
    """Covers: FRT-12 (the rulebook's Nancy example, LF 2)."""
    assert siege_destroys(2, die, 1) is falls
    assert siege_destroys(2, die, 2) is falls


def test_15_1_3_a_besieged_fort_is_attacked_only_from_inside():
    """Covers: FRT-01, CMB-17"""
    assert may_attack_fort_from("verdun", "verdun", besieged=True)
    assert not may_attack_fort_from("sedan", "verdun", besieged=True)
    assert may_attack_fort_from("sedan", "verdun", besieged=False)


def test_15_2_5_desert_forts_roll_in_summer_like_any_other():
    """Covers: FRT-10 (the siege roll takes no season; turn 14 is Summer 1917)."""
    assert siege_destroys(2, 3, 14)
