"""Retreats (12.5): legal paths, priorities, stacking, elimination."""
from pog_desktop.rules import Action
from pog_desktop.rules.combat.retreat import RetreatMap, retreat_paths, retreat_takes_control, unable_to_retreat

from ..helpers import ops, position


def _control(board, **changes):
    control = {s.id: s.side for s in board.spaces.values()}
    control.update(changes)
    return control


def _lodz_map(board, **kw):
    kw.setdefault("supplied", frozenset({"plock", "czestochowa", "warsaw"}))
    return RetreatMap(board, "ap", kw.pop("control", _control(board)),
                      enemy_units=frozenset({"breslau", "posen", "thorn"}), **kw)


def test_12_5_7_one_space_retreat_into_any_free_friendly_supplied_neighbour(board, piece):
    """Covers: RET-07, RET-08"""
    assert retreat_paths(piece("ru_1", "lodz"), "lodz", 1, _lodz_map(board)) == [
        ("czestochowa",), ("plock",), ("warsaw",)]


def test_12_5_4_only_overstacking_spaces_left_means_elimination(board, piece):
    """Covers: RET-03, RET-07, LOS-09 (case 1). Every free neighbour already holds 3 units:
    the army cannot retreat and is eliminated for good, with no replacement corps."""
    full = {"plock": 3, "czestochowa": 3, "warsaw": 3}
    ru_1 = piece("ru_1", "lodz")
    assert retreat_paths(ru_1, "lodz", 1, _lodz_map(board, friendly_count=full)) == []
    assert unable_to_retreat([ru_1], {}).permanently_eliminated == ("ru_1",)


def test_12_5_4_a_corps_with_no_retreat_goes_to_the_eliminated_box(piece):
    """Covers: RET-03"""
    out = unable_to_retreat([piece("ru_c1", "lodz")], {})
    assert (out.eliminated, out.permanently_eliminated) == (("ru_c1",), ())


def test_12_5_6_replacement_corps_that_cannot_retreat_makes_its_army_permanent(piece):
    """Covers: RET-06"""
    out = unable_to_retreat([piece("ru_c5", "lodz")], {"ru_1": "ru_c5"})
    assert (out.eliminated, out.permanently_eliminated) == (("ru_c5",), ("ru_1",))


def test_12_5_7_friendly_supplied_space_comes_before_a_friendly_unsupplied_one(board, piece):
    """Covers: RET-09, RET-10"""
    rmap = _lodz_map(board, supplied=frozenset({"plock"}), friendly_count={"warsaw": 3})
    assert retreat_paths(piece("ru_1", "lodz"), "lodz", 1, rmap) == [("plock",)]


def test_12_5_7_enemy_space_only_when_no_friendly_one_and_supplied_first(board, piece):
    """Covers: RET-09. Plock and Czestochowa are CP-controlled and empty, Warsaw is full.
    Plock touches supplied Warsaw (class 3); Czestochowa does not (class 4)."""
    rmap = _lodz_map(board, control=_control(board, plock="cp", czestochowa="cp"), supplied=frozenset({"warsaw"}),
                     friendly_count={"warsaw": 3})
    assert retreat_paths(piece("ru_1", "lodz"), "lodz", 1, rmap) == [("plock",)]


def test_12_5_7_friendly_unsupplied_beats_enemy_supplied(board, piece):
    """Covers: RET-09 (priority 2 before priority 3)"""
    rmap = _lodz_map(board, control=_control(board, plock="cp"), supplied=frozenset({"warsaw"}),
                     friendly_count={"warsaw": 3})
    assert retreat_paths(piece("ru_1", "lodz"), "lodz", 1, rmap) == [("czestochowa",)]


def test_12_5_7_never_into_an_unbesieged_enemy_fort(board, piece):
    """Covers: RET-07"""
    rmap = _lodz_map(board, enemy_forts=frozenset({"warsaw"}), friendly_count={"plock": 3, "czestochowa": 3})
    assert retreat_paths(piece("ru_1", "lodz"), "lodz", 1, rmap) == []


def test_12_5_7_two_space_retreat_may_end_next_to_the_origin(board, piece):
    """Covers: RET-07. The rulebook's example: Sedan -> Cambrai -> Chateau-Thierry."""
    everything = frozenset(board.spaces)
    rmap = RetreatMap(board, "ap", _control(board), enemy_units=frozenset({"metz", "koblenz", "liege"}),
                      supplied=everything)
    paths = retreat_paths(piece("fr_1", "sedan"), "sedan", 2, rmap)
    assert ("cambrai", "chateau_thierry") in paths
    assert all(len(p) == 2 and "sedan" not in p for p in paths)
    assert not any(p[0] in {"metz", "koblenz", "liege"} for p in paths)


def test_12_5_7_may_pass_an_overstacked_first_space_but_not_end_in_one(board, piece):
    """Covers: RET-07, RET-11 (a full first space does not doom a unit that has a 2-space route)."""
    everything = frozenset(board.spaces)
    rmap = RetreatMap(board, "ap", _control(board), enemy_units=frozenset({"metz", "koblenz", "liege"}),
                      supplied=everything, friendly_count={"cambrai": 3})
    assert ("cambrai", "amiens") in retreat_paths(piece("fr_1", "sedan"), "sedan", 2, rmap)
    assert ("cambrai",) not in retreat_paths(piece("fr_1", "sedan"), "sedan", 1, rmap)


def test_12_5_5_russians_forced_off_map_with_no_second_space_are_eliminated(board, piece):
    """Covers: RET-05, RET-03. The rulebook's Kiev example: Chernigov, Belaya Tserkov and
    Zhitomir enemy-occupied; a 1-space retreat may go to Kharkov, a 2-space one cannot."""
    rmap = RetreatMap(board, "ap", _control(board), enemy_units=frozenset({"chernigov", "belaya_tserkov", "zhitomir"}),
                      supplied=frozenset({"kharkov"}))
    assert retreat_paths(piece("ru_c1", "kiev"), "kiev", 1, rmap) == [("kharkov",)]
    assert retreat_paths(piece("ru_c1", "kiev"), "kiev", 2, rmap) == []


def test_11_1_4_retreat_across_a_dashed_line_needs_the_listed_nation(board, piece):
    """Covers: RET-12, RET-07. From Calais only British units may go to London."""
    rmap = RetreatMap(board, "ap", _control(board), enemy_units=frozenset({"amiens", "ostend", "cambrai"}),
                      supplied=frozenset({"london"}))
    assert retreat_paths(piece("br_c1", "calais"), "calais", 1, rmap) == [("london",)]
    assert retreat_paths(piece("fr_c1", "calais"), "calais", 1, rmap) == []


def test_11_1_11_no_retreat_into_a_neutral_nation(board, piece):
    """Covers: RET-12"""
    rmap = _lodz_map(board, forbidden=frozenset({"plock", "warsaw"}))
    assert retreat_paths(piece("ru_1", "lodz"), "lodz", 1, rmap) == [("czestochowa",)]


def test_12_5_7_retreat_end_takes_control_unless_an_enemy_fort_stands(board):
    """Covers: RET-09, FRT-05"""
    assert retreat_takes_control("plock", {"warsaw"})
    assert not retreat_takes_control("warsaw", {"warsaw"})


def test_12_5_zero_length_retreat_has_no_paths(board, piece):
    """Covers: RET-01"""
    assert retreat_paths(piece("ru_1", "lodz"), "lodz", 0, _lodz_map(board)) == []


def test_11_1_4_dominion_corps_use_british_dashed_lines(board, piece):
    """Covers: RET-12"""
    rmap = RetreatMap(board, "ap", _control(board), enemy_units=frozenset({"amiens", "ostend", "cambrai"}),
                      supplied=frozenset({"london"}))
    assert retreat_paths(piece("cnd_corps", "calais"), "calais", 1, rmap) == [("london",)]


# -- Review of retreats (12.5) through the engine: constructed positions, scripted dice.
def test_12_5_7_a_retreat_through_an_empty_enemy_trench_removes_it():
    """Covers: RET-07, TRN-04, TRN-05. GE 1st Army (5) rolls 2 (LN 3) on the RU 1st Army in Lodz, which
    rolls 1 (LN 1): it flips and must retreat 2. Every other exit is held by the enemy, so it
    goes through empty, German-held Czestochowa (a GE level-1 trench) to Ivangorod. Entering
    that space removes the trench (11.2.4-11.2.5); the space stays German (12.5.7)."""
    units = {"ge_1": "posen", "ru_1": "lodz", "ge_c1": "plock", "ge_c2": "thorn", "ge_c3": "warsaw",
             "ge_c4": "warsaw", "ge_c5": "breslau"}
    g = position(units, control={"plock": "cp", "czestochowa": "cp"}, trenches={"czestochowa": 1}, turn=3)
    g.state.trench_side["czestochowa"] = "cp"
    ops(g, "cp", 4)
    g.apply(Action("activate", space="posen", mode="attack"))
    g.state.dice_script = [2, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1",)))
    assert g.state.where["ru_1"] == "ivangorod" and "ru_1" in g.state.reduced
    assert "czestochowa" not in g.state.trench
    assert g.state.control["czestochowa"] == "cp"
