"""Last checklist gaps: the order of movement and combat in an operation (9.2.9)."""
from pog_desktop.rules import Action

from .helpers import mv, ops, position, reason


def _verdun(move_besieger: bool):
    """GE 1st Army besieges Verdun (move-activated); GE 2nd Army and a GE corps in Metz are
    activated for attack."""
    g = ops(position({"ge_1": "verdun", "ge_2": "metz", "ge_c1": "metz"}, control={"verdun": "ap"}, turn=3), "cp", 4)
    g.apply(Action("activate", space="verdun", mode="move"))
    g.apply(Action("activate", space="metz", mode="attack"))
    g.apply(Action("done"))
    if move_besieger:
        mv(g, ["ge_1"], "sedan")
        g.apply(Action("stop"))
    g.apply(Action("done"))
    return g


def test_9_2_9_a_fort_left_by_its_besiegers_during_movement_may_be_attacked():
    """Covers: OPS-15. With the 1st Army gone from Verdun, the Metz units may attack the fort
    alone (it is destroyed by LN 5 against its 3); while the besiegers stay it is no target."""
    assert {a.space for a in _verdun(False).legal_actions() if a.type == "attack"} == {"nancy"}
    g = _verdun(True)
    assert {a.space for a in g.legal_actions() if a.type == "attack"} == {"nancy", "verdun"}
    g.state.dice_script = [6]
    g.apply(Action("attack", space="verdun", units=("ge_2",)))
    assert "verdun" in g.state.forts_destroyed


def test_9_2_9_combat_follows_all_movement_one_attack_at_a_time_in_the_attackers_order():
    """Covers: OPS-14. No attack may be declared while units move; then the CP choose Verdun
    before Nancy; while the Verdun combat is unfinished (the advance is pending) no other attack
    may be declared; afterwards the corps may attack Nancy, the army (already attacked) not."""
    g = ops(position({"ge_1": "verdun", "ge_2": "metz", "ge_c1": "metz"}, control={"verdun": "ap"}, turn=3), "cp", 4)
    g.apply(Action("activate", space="verdun", mode="move"))
    g.apply(Action("activate", space="metz", mode="attack"))
    g.apply(Action("done"))
    assert reason(g, type="attack", space="nancy", units=("ge_c1",)) == "now move, stop, entrench or done, not 'attack'"
    mv(g, ["ge_1"], "sedan")
    g.apply(Action("stop"))
    g.apply(Action("done"))
    g.state.dice_script = [6]
    g.apply(Action("attack", space="verdun", units=("ge_2",)))
    assert g.prompt.kind == "advance"
    assert reason(g, type="attack", space="nancy", units=("ge_c1",)) is not None
    g.apply(Action("done"))
    assert g.prompt.kind == "attack"
    assert [a for a in g.legal_actions() if a.type == "attack"] == [Action("attack", space="nancy", units=("ge_c1",))]
