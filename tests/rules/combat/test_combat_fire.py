"""Combat strength, table choice, column shifts and fire (12.2.3, 12.2.7-12.2.9, T.4)."""
from pog_desktop.rules import Action
from pog_desktop.rules.combat.fire import Ground, column_shift, combat_strength, fire, sinai_drm, table_for

from ..helpers import NEUTRALS, ops, position


def test_12_2_3_strength_is_the_sum_of_cf_plus_the_defenders_fort(piece):
    """Covers: CMB-21, FRT-02"""
    defenders = [piece("fr_1"), piece("fr_c1")]
    assert combat_strength(defenders) == 3 + 1
    assert combat_strength(defenders, fort=3) == 7


def test_12_2_8_army_table_when_any_army_fires_even_reduced(piece):
    """Covers: CMB-25"""
    assert table_for([piece("ge_c1"), piece("ge_1", reduced=True)]) == "army"
    assert table_for([piece("ge_c1"), piece("ge_c2")]) == "corps"
    assert table_for([]) == "corps"


def test_12_2_8_ten_army_points_against_level_2_trench_in_mountain_use_the_4_column(tables, piece):
    """Covers: CMB-26, CMB-27. 10 CF falls in 9-11; mountain 1L and trench L2 2L: three columns left."""
    attackers = [piece("ge_1"), piece("ge_2")]
    assert combat_strength(attackers) == 10
    ground = Ground("mountain", trench=2)
    shift = column_shift(tables, ground, "attacker")
    assert shift == -3
    result = fire(tables, attackers, die=4, shift=shift)
    assert (result.table, result.column_label, result.ln) == ("army", "4", 3)


def test_12_2_8_defender_in_trench_shifts_one_right(tables, piece):
    """Covers: CMB-27. A corps in a level 1 trench fires CF 2 on the 3 column."""
    ground = Ground("clear", trench=1)
    assert column_shift(tables, ground, "defender") == 1
    result = fire(tables, [piece("fr_c1"), piece("fr_c2")], die=1, shift=column_shift(tables, ground, "defender"))
    assert (result.column_label, result.ln) == ("3", 1)


def test_12_2_8_level_2_trench_still_shifts_the_defender_only_one_right(tables):
    """Covers: CMB-27"""
    assert column_shift(tables, Ground("clear", trench=2), "defender") == 1
    assert column_shift(tables, Ground("mountain", trench=2), "defender") == 1


def test_12_2_8_shifts_stop_at_the_table_edge_and_never_change_table(tables, piece):
    """Covers: CMB-26. A lone corps (CF 1) 3 columns left stays on the Corps 0 column."""
    result = fire(tables, [piece("fr_c1")], die=6, shift=-3)
    assert (result.table, result.column_label, result.ln) == ("corps", "0", 1)
    strong = fire(tables, [piece("ge_1"), piece("ge_2"), piece("ge_3"), piece("ge_4")], die=1, shift=+2)
    assert (strong.table, strong.column_label, strong.ln) == ("army", "16+", 5)


def test_11_2_9_a_fort_defending_alone_gets_no_trench_shift(tables):
    """Covers: TRN-09, FRT-03, CMB-27"""
    alone = Ground("clear", trench=2, fort_alone=True)
    assert column_shift(tables, alone, "attacker") == 0
    assert column_shift(tables, alone, "defender") == 0


def test_11_2_9_units_with_a_fort_get_the_trench_and_the_fort(tables, piece):
    """Covers: TRN-09, CMB-21. FR corps (1) + Verdun (3) = 4 on the Corps table, 1R for the trench."""
    ground = Ground("clear", trench=1)
    result = fire(tables, [piece("fr_c1")], die=4, shift=column_shift(tables, ground, "defender"), fort=3)
    assert (result.strength, result.column_label, result.ln) == (4, "5", 2)


def test_11_2_8_corps_get_the_trench_benefit_too(tables, piece):
    """Covers: TRN-08. The attacker's 2L applies against corps defenders."""
    ground = Ground("clear", trench=2)
    result = fire(tables, [piece("ge_1")], die=3, shift=column_shift(tables, ground, "attacker"))
    assert (result.column_label, result.ln) == ("3", 2)


def test_12_2_4_trench_negating_card_removes_the_trench_shifts(tables):
    """Covers: CMB-22"""
    assert column_shift(tables, Ground("swamp", trench=2, trench_negated=True), "attacker") == -1
    assert column_shift(tables, Ground("clear", trench=1, trench_shifts_negated=True), "defender") == 0


def test_12_2_7_sinai_minus_3_only_if_every_attacker_is_in_sinai():
    """Covers: CMB-24"""
    assert sinai_drm(["sinai"]) == -3
    assert sinai_drm(["sinai", "beersheba"]) == 0
    assert sinai_drm(["sinai"], pipeline=True) == 0


def test_12_2_9_drm_is_added_then_clamped(tables, piece):
    """Covers: CMB-24. Army 6-8 column, die 5 +2 = 7 counts as 6."""
    result = fire(tables, [piece("ge_1"), piece("ge_c1")], die=5, drm=2)
    assert (result.column_label, result.ln) == ("6-8", 5)


def test_t3_example_of_play_army_15_rolls_4_scores_7(tables, piece):
    """Covers: CMB-28 (IT example: Army 15 / 4 -> 7)."""
    attackers = [piece("ge_1"), piece("ge_2"), piece("ge_3")]
    assert fire(tables, attackers, die=4).ln == 7


def test_12_1_6_cf_0_corps_fires_on_the_0_column(tables, piece):
    """Covers: CMB-07"""
    result = fire(tables, [piece("br_ana_corps", reduced=True)], die=5)
    assert (result.strength, result.column_label, result.ln) == (0, "0", 1)


# -- Review of fire (12.2.7-12.2.9) through the engine: constructed positions, scripted dice.
def _sinai_attack(monkeypatch, flags=()):
    """A British corps (2) in Sinai attacks a Turkish corps in Gaza in Fall 1914; the British
    die is 4, the Turkish 1."""
    from pog_desktop.rules.combat.engine import attacks
    monkeypatch.setattr(attacks, "unit_supplied", lambda ctx, st, u: True)
    g = position({"br_c1": "sinai", "tu_c1": "gaza"}, neutral=NEUTRALS - {"tu"}, control={"sinai": "ap"},
                 turn=3, active="ap")
    g.state.flags |= set(flags)
    ops(g, "ap", 4)
    g.apply(Action("activate", space="sinai", mode="attack"))
    g.state.dice_script = [4, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="gaza", units=("br_c1",)))
    return [e["text"] for e in g.state.log if e["kind"] == "fire"]


def test_12_2_7_attacking_only_from_sinai_costs_minus_3(monkeypatch):
    """Covers: CMB-24. 4-3 = 1 on the Corps table, column 2: LN 0."""
    assert _sinai_attack(monkeypatch)[0] == "attacker fires 2 on the corps table, column 2: rolled 4-3, LN 0"


def test_12_2_7_sinai_pipeline_lifts_the_minus_3_for_the_allies(monkeypatch):
    """Covers: CMB-24, EVT-51 (AP 49 Sinai Pipeline). With the pipeline built the British roll a
    plain 4 on column 2: LN 1."""
    assert _sinai_attack(monkeypatch, {"event:ap49"})[0] == \
        "attacker fires 2 on the corps table, column 2: rolled 4+0, LN 1"
