"""Review of retreats (12.5) through the engine: constructed positions, scripted dice."""
from pog_desktop.rules import Action

from .helpers import ops, position


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
