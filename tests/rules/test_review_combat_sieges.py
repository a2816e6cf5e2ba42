"""Review of forts and sieges through the engine (15.2, 15.3): constructed positions, scripted dice."""
from pog_desktop.rules.board import supply
from pog_desktop.rules.board.forts import is_besieged
from pog_desktop.rules.turn.siege_phase import siege_phase

from .helpers import position


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
    while g.prompt.kind == "choose_losses":
        g.apply(g.legal_actions()[0])
    assert "ge_1" in g.state.reduced
    assert g.prompt.kind == "choose_retreat" and g.prompt.side == "cp"
