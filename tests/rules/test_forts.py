"""Forts and sieges (15.0)."""
import pytest

from pog_desktop.data import load_game
from pog_desktop.rules import Action
from pog_desktop.rules.board import supply
from pog_desktop.rules.board.forts import is_besieged
from pog_desktop.rules.board.sieges import (can_besiege, may_attack_fort_from, may_leave_siege, siege_destroys,
                                            siege_survives_losses)
from pog_desktop.rules.combat.pieces import Piece
from pog_desktop.rules.turn.siege_phase import siege_phase

from .helpers import move_phase, position


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


# -- Review of forts and sieges through the engine (15.2, 15.3): constructed positions, scripted dice.
def test_15_2_4_two_corps_in_verdun_do_not_besiege_it_and_roll_no_siege_die():
    """Covers: FRT-06, FRT-09, FRT-11. Verdun (3) needs an army or three corps: two GE corps
    left in its space (say after losses) keep no siege, so phase D rolls nothing for it."""
    g = position({"ge_c1": "verdun", "ge_c2": "verdun"}, turn=3)
    g.state.dice_script = [6]
    assert not is_besieged(g.ctx, g.state, "verdun")
    siege_phase(g.ctx, g.state)
    assert "verdun" not in g.state.forts_destroyed and g.state.control["verdun"] == "ap"
    assert g.state.dice_script == [6]


def test_15_2_1_a_reduced_army_or_three_corps_besiege_verdun():
    """Covers: FRT-06, FRT-11. A reduced army alone, or three corps, besiege Verdun: a 6 takes it."""
    for units in ({"ge_1": "verdun"}, {"ge_c1": "verdun", "ge_c2": "verdun", "ge_c3": "verdun"}):
        g = position(units, reduced=("ge_1",), turn=3)
        assert is_besieged(g.ctx, g.state, "verdun")
        g.state.dice_script = [6]
        siege_phase(g.ctx, g.state)
        assert "verdun" in g.state.forts_destroyed and g.state.control["verdun"] == "cp"


def test_15_2_4_supply_is_not_traced_through_a_fort_whose_siege_lapsed():
    """Covers: FRT-09, SUP-02. Two GE corps in Verdun: the fort counts as unbesieged for supply,
    so Verdun is an enemy space the CP may not trace through; with a third corps it is besieged."""
    g = position({"ge_c1": "verdun", "ge_c2": "verdun"}, turn=3)
    assert "verdun" not in supply.position_of(g.ctx, g.state).besieged
    g = position({"ge_c1": "verdun", "ge_c2": "verdun", "ge_c3": "verdun"}, turn=3)
    assert "verdun" in supply.position_of(g.ctx, g.state).besieged


def test_15_1_3_the_fort_owner_may_attack_the_besiegers_from_next_door():
    """Covers: FRT-01, CMB-02. A GE army besieges Warsaw; two RU armies in Lomza may attack it
    there (only attacks on the besieged fort itself must come from inside, 15.1.3), win, and
    drive it away."""
    from pog_desktop.rules import Action
    from .helpers import ops
    g = ops(position({"ge_1": "warsaw", "ru_1": "lomza", "ru_2": "lomza"}, turn=3, active="ap"), "ap", 4)
    g.apply(Action("activate", space="lomza", mode="attack"))
    g.state.dice_script = [6, 1]
    g.apply(Action("done"))
    attack = Action("attack", space="warsaw", units=("ru_1", "ru_2"))
    assert g.why_illegal(attack) is None
    assert attack in g.legal_actions()
    g.apply(attack)     # RU 6 rolls 6: LN 5; GE 5 rolls 1: LN 2; the GE army flips and must go 2 spaces
    while g.prompt.kind == "combat_losses":
        g.apply(g.legal_actions()[0])
    assert "ge_1" in g.state.reduced
    assert g.prompt.kind == "retreat" and g.prompt.side == "cp"


# -- 15.2.4: units joining a broken siege count with those already in the fort space.
def test_15_2_4_a_corps_joining_a_broken_siege_is_counted_with_the_corps_there():
    """Covers: FRT-09, MOV-08. A GE corps sits in Warsaw (RU fort 2), no longer besieging it.
    A second GE corps may enter from Lodz: the two together besiege the fort."""
    g = move_phase(position({"ge_c1": "warsaw", "ge_c2": "lodz"}, control={"lodz": "cp", "warsaw": "ap"}),
                   "cp", "lodz")
    assert g.why_illegal(Action("move", units=("ge_c2",), to="warsaw")) is None
    g.apply(Action("move", units=("ge_c2",), to="warsaw"))
    assert g.state.where["ge_c2"] == "warsaw"


def test_15_2_1_a_lone_corps_still_may_not_enter_an_unbesieged_fort_of_strength_2():
    """Covers: FRT-06, MOV-08. With nobody in Warsaw, one GE corps alone is refused."""
    g = move_phase(position({"ge_c2": "lodz"}, control={"lodz": "cp", "warsaw": "ap"}), "cp", "lodz")
    assert "besiege" in (g.why_illegal(Action("move", units=("ge_c2",), to="warsaw")) or "")
