"""Flank attacks (12.3): eligibility, the attempt drm, success, and who fires first."""
from pog_desktop.rules.combat.fire import Ground
from pog_desktop.rules.combat.flank import best_pinning_space, flank_drm, flank_problem, flank_succeeds


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
