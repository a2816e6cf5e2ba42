"""Review of losses (12.4) through the engine: constructed positions, scripted dice."""
from pog_desktop.rules import Action

from .helpers import ops, position


def _attack(units, dice, target, attackers, **kw):
    g = ops(position(units, **kw), "cp", 6)
    for space in sorted({units[u] for u in attackers}):
        g.apply(Action("activate", space=space, mode="attack"))
    g.state.dice_script = list(dice)
    g.apply(Action("done"))
    g.apply(Action("attack", space=target, units=tuple(attackers)))
    return g


def test_12_4_4_a_replacement_corps_that_loses_a_step_stays_reduced():
    """Covers: LOS-04, LOS-02. GE 1st Army (5, die 2) scores LN 3 on the reduced RU 1st Army
    (LF 2) in Lodz: the army dies, a full RU corps comes from the Reserve Box and loses one
    step (1) to make 3. That corps must stay reduced."""
    g = _attack({"ge_1": "posen", "ru_1": "lodz", "ru_c1": "ap_reserve"}, [2, 1], "lodz", ["ge_1"],
                reduced=("ru_1",))
    assert g.state.where["ru_1"] == "ap_eliminated"
    assert g.state.where["ru_c1"] != "ap_reserve"
    assert "ru_c1" in g.state.reduced
