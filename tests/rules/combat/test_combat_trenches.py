"""Trenches (11.2): entrenching and what enemy entry does."""
import pytest

from pog_desktop.rules.board.trench_levels import (entrench_succeeds, trench_after_attrition,
                                                   trench_after_enemy_entry, trench_after_entrench)


@pytest.mark.parametrize("die,lf,ok", [(1, 3, True), (3, 3, True), (4, 3, False), (2, 2, True), (3, 2, False)])
def test_11_2_2_entrench_succeeds_on_a_roll_at_or_under_the_army_lf(die, lf, ok):
    """Covers: TRN-02"""
    assert entrench_succeeds(die, lf) is ok


def test_11_2_2_success_places_level_1_then_level_2_and_stops_there():
    """Covers: TRN-02, TRN-03"""
    assert trench_after_entrench(0, True) == 1
    assert trench_after_entrench(1, True) == 2
    assert trench_after_entrench(2, True) == 2
    assert trench_after_entrench(1, False) == 1


def test_11_2_10_optional_minus_1_after_a_failure_for_ge_br_fr_it_only():
    """Covers: TRN-11"""
    assert entrench_succeeds(4, 3, failed_last_round=True, nation="ge", learning_rule=True)
    assert not entrench_succeeds(4, 3, failed_last_round=True, nation="ru", learning_rule=True)
    assert not entrench_succeeds(4, 3, failed_last_round=True, nation="ge", learning_rule=False)
    assert not entrench_succeeds(5, 3, failed_last_round=True, nation="fr", learning_rule=True)


def test_11_2_5_enemy_entry_removes_a_level_1_trench():
    """Covers: TRN-05"""
    assert trench_after_enemy_entry(1, "ap", "cp") == (0, None)


def test_11_2_6_enemy_entry_reduces_level_2_to_1_2022_gives_it_to_the_enemy():
    """Covers: TRN-06"""
    assert trench_after_enemy_entry(2, "ap", "cp") == (1, "ap")
    assert trench_after_enemy_entry(2, "ap", "cp", enemy_owns_l1=True) == (1, "cp")


def test_11_2_7_attrition_spares_a_trench_in_an_intact_fort_space():
    """Covers: TRN-07"""
    assert trench_after_attrition(2, "ap", "cp", intact_fort=True) == (2, "ap")
    assert trench_after_attrition(2, "ap", "cp", intact_fort=False) == (1, "ap")
