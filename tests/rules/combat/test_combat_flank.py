"""Flank attacks (12.3): eligibility, the attempt drm, success, and who fires first."""
from pog_desktop.rules import Action
from pog_desktop.rules.combat.fire import Ground
from pog_desktop.rules.combat.flank import best_pinning_space, flank_drm, flank_problem, flank_succeeds

from ..helpers import ops, position, texts


def _attackers(piece):
    return [piece("ge_1", "thorn"), piece("ge_c1", "posen")]


def test_12_3_1_two_spaces_and_an_army_into_clear_may_flank(tables, piece):
    """Covers: FLK-01"""
    assert flank_problem(tables, Ground("clear"), _attackers(piece), True) is None


def test_12_3_1_forest_allows_a_flank_attack(tables, piece):
    """Covers: FLK-01 (Tannenberg is forest and was flanked in the rulebook example)."""
    assert flank_problem(tables, Ground("forest"), _attackers(piece), True) is None


def test_12_3_1_one_attacking_space_cannot_flank(tables, piece):
    """Covers: FLK-01"""
    assert "two spaces" in flank_problem(tables, Ground("clear"), [piece("ge_1", "thorn"), piece("ge_2", "thorn")], True)


def test_12_3_1_corps_only_cannot_flank(tables, piece):
    """Covers: FLK-01"""
    assert "army" in flank_problem(tables, Ground("clear"), [piece("ge_c1", "thorn"), piece("ge_c2", "posen")], True)


def test_12_3_1_no_flank_into_swamp_or_mountain(tables, piece):
    """Covers: FLK-01 (mountain: the TEC and 2022 reading)."""
    assert "swamp" in flank_problem(tables, Ground("swamp"), _attackers(piece), True)
    assert "mountain" in flank_problem(tables, Ground("mountain"), _attackers(piece), True)


def test_12_3_1_no_flank_against_a_trench_unless_a_card_cancelled_it(tables, piece):
    """Covers: FLK-01, CMB-22"""
    assert "trench" in flank_problem(tables, Ground("clear", trench=1), _attackers(piece), True)
    assert flank_problem(tables, Ground("clear", trench=2, trench_negated=True), _attackers(piece), True) is None


def test_15_1_6_a_lone_fort_cannot_be_flanked_but_units_with_a_fort_can(tables, piece):
    """Covers: FRT-03, FLK-01"""
    assert "fort" in flank_problem(tables, Ground("clear", fort_alone=True), _attackers(piece), False)
    assert flank_problem(tables, Ground("clear"), _attackers(piece), True) is None


def test_12_3_2_plus_1_for_each_other_space_not_next_to_another_enemy(board):
    """Covers: FLK-02. Lodz attacked from Thorn, Posen and Breslau with AP units also in Plock:
    pinning from Thorn, Posen and Breslau touch no enemy but Lodz: +2. Pinning from
    Breslau, Thorn touches Plock: +1 only."""
    spaces = ["thorn", "posen", "breslau"]
    assert flank_drm(board, "lodz", "thorn", spaces, {"lodz", "plock"}) == 2
    assert flank_drm(board, "lodz", "breslau", spaces, {"lodz", "plock"}) == 1
    assert best_pinning_space(board, "lodz", spaces, {"lodz", "plock"}) == ("thorn", 2)


def test_12_3_2_the_target_itself_never_cancels_the_bonus(board):
    """Covers: FLK-02"""
    assert flank_drm(board, "lodz", "thorn", ["thorn", "posen"], {"lodz"}) == 1


def test_12_3_2_2022_switch_ignores_enemies_across_dashed_lines(board):
    """Covers: FLK-02. Calais touches London only by a dashed line."""
    spaces = ["amiens", "calais"]
    assert flank_drm(board, "cambrai", "amiens", spaces, {"cambrai", "london"}) == 0
    assert flank_drm(board, "cambrai", "amiens", spaces, {"cambrai", "london"}, solid_only=True) == 1


def test_12_3_3_flank_roll_of_4_or_more_succeeds():
    """Covers: FLK-03"""
    assert flank_succeeds(4, 0)
    assert flank_succeeds(2, 2)
    assert not flank_succeeds(3, 0)
    assert not flank_succeeds(1, 2)


# -- Last checklist gap: cards played in a flank combat keep their effect (12.3.4).
def _failed_flank(play_gas: bool):
    """An AH corps and a GE corps in Posen and the AH 1st Army in Czestochowa attack the RU 1st
    Army in Lodz; the flank attempt pinned from Czestochowa fails (1+1), the Russians fire
    first (LN 4) and the CP give up the GE corps and a step of the AH army."""
    g = ops(position({"ah_1": "czestochowa", "ge_c1": "posen", "ah_c1": "posen", "ru_1": "lodz"},
                     control={"czestochowa": "cp"}), "cp", 6)
    g.state.hand["cp"] = ["cp15"]
    g.apply(Action("activate", space="posen", mode="attack"))
    g.apply(Action("activate", space="czestochowa", mode="attack"))
    g.state.dice_script = [1, 6, 3]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ah_1", "ah_c1", "ge_c1")))
    g.apply(Action("flank", space="czestochowa"))
    if play_gas:
        g.apply(Action("combat_card", card="cp15"))
    g.apply(Action("no_more_cards"))
    g.apply(Action("losses", choice="ah_1:1,ge_c1:2|"))
    return g


def test_12_3_4_a_card_played_in_step_5_counts_after_its_german_unit_died_in_the_first_fire():
    """Covers: CRD-29. Chlorine Gas needs a German attacker; the only one dies to the defender's
    first fire after the failed flank, yet the Austrians' fire still gets its +1."""
    g = _failed_flank(True)
    assert g.state.where["ge_c1"] == "cp_eliminated"
    assert texts(g, "fire")[1] == "attacker fires 2 on the army table, column 2: rolled 3+1, LN 2"
    assert texts(_failed_flank(False), "fire")[1] == "attacker fires 2 on the army table, column 2: rolled 3+0, LN 2"
