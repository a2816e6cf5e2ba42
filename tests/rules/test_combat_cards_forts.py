"""Combat cards and a fort that defends alone (3.0: forts are not units; 9.5.4)."""
import pytest

from pog_desktop.rules import Action

from .helpers import ops, position


def _attack_on(target: str, frm: str, defenders: dict, card: str, turn: int):
    """The German 4th Army attacks ``target`` from ``frm``; the AP hold ``card``."""
    g = ops(position({"ge_4": frm, **defenders}, control={frm: "cp"}, turn=turn), "cp", 4)
    g.arrange(hand={"ap": [card]})
    g.apply(Action("activate", space=frm, mode="attack"))
    g.state.dice_script = [3, 3, 3, 3]
    g.apply(Action("done"))
    g.apply(Action("attack", space=target, units=("ge_4",)))
    return g


def _ap_offered(g, card: str) -> bool:
    return g.prompt is not None and g.prompt.kind == "combat_cards" and g.prompt.side == "ap" \
        and Action("combat_card", card=card) in g.legal_actions()


@pytest.mark.parametrize("target, frm, card, turn", [
    ("verdun", "metz", "ap39", 5),        # They Shall Not Pass: a French fort
    ("belfort", "mulhouse", "ap07", 3),   # Severe Weather: mountain in Fall
])
def test_9_5_4_no_combat_card_for_a_fort_that_defends_alone(target, frm, card, turn):
    """With French corps in the space the card is offered; with the fort alone it is not."""
    manned = _attack_on(target, frm, {"fr_c1": target}, card, turn)
    while manned.prompt.kind == "combat_cards" and manned.prompt.side == "cp":
        manned.apply(Action("no_more_cards"))
    assert _ap_offered(manned, card)
    alone = _attack_on(target, frm, {}, card, turn)
    while alone.prompt is not None and alone.prompt.kind == "combat_cards" and alone.prompt.side == "cp":
        alone.apply(Action("no_more_cards"))
    assert not _ap_offered(alone, card)
    assert alone.combat is None or alone.combat["cards"]["defender"] == []
