"""Review of the card events: Haig (CP 61) has no effect after the German 1918 offensives."""
from pog_desktop.rules import Action

from ..helpers import ops, position


def haig_fight(offensive=None):
    """BR 8 CF roll 5: LN 4 against the entrenched GE army's 3; Haig played this turn."""
    g = ops(position({"br_1": "amiens", "br_2": "amiens", "ge_1": "cambrai"}, turn=17, active="ap"), "ap", 6)
    g.apply(Action("activate", space="amiens", mode="attack"))
    g.state.trench["cambrai"], g.state.trench_side["cambrai"] = 1, "cp"
    g.state.flags.add("event:cp61")
    g.state.counters["event_this_turn:cp61"] = 1
    if offensive:
        g.state.flags.add(f"event:{offensive}")
    g.state.dice_script = [5, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="cambrai", units=("br_1", "br_2")))
    g.apply(Action("losses", choice="br_2:1|"))
    return g.state


def test_cp61_haig_ignores_the_retreat_before_michael():
    """Covers: EVT-59, RET-17"""
    assert haig_fight().where["ge_1"] == "cambrai"


def test_cp61_haig_has_no_effect_after_michael_blucher_or_peace_offensive():
    """Covers: EVT-59, RET-17"""
    for card in ("cp49", "cp50", "cp51"):
        assert haig_fight(card).where["ge_1"] == "sedan", card
