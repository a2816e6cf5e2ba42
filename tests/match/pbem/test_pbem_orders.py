"""Issue 12, standing orders: where each unit retreats (12.5), decided by the defender's orders
on the attacker's machine; a space the orders do not list leaves the question to the defender."""
from __future__ import annotations

from pog_desktop.match.postal import orders
from pog_desktop.rules import Action
from tests.rules.helpers import ops, position


def _retreat_from_lodz():
    """The constructed combat of the 12.5 engine test: the RU army in Lodz, reduced, must retreat two spaces."""
    g = ops(position({"ge_1": "posen", "ge_2": "thorn", "ru_1": "lodz"}), "cp", 6)
    for space in ("posen", "thorn"):
        g.apply(Action("activate", space=space, mode="attack"))
    g.state.dice_script = [1, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ge_1", "ge_2")))
    g.apply(Action("no_flank"))
    assert g.prompt.kind == "retreat" and g.prompt.seat == "ap"
    return g


def test_pbem_12_5_orders_retreat_to_the_first_listed_space_reachable():
    g = _retreat_from_lodz()
    ends = {a.choice.split(">")[-1] for a in g.legal_actions()}
    assert "brest_litovsk" in ends and "paris" not in ends
    made = orders.decide(g, {"retreat": "retreat", "retreat_to": ["paris", "brest_litovsk"]})
    assert made == Action("retreat", unit="ru_1", choice="warsaw>brest_litovsk") and made in g.legal_actions()
    assert orders.decide(g, {"retreat": "retreat", "retreat_to": ["paris"]}) is None      # not covered: ask
    assert orders.decide(g, {"retreat": "retreat"}) is None                               # no places given: ask
    assert orders.check({"retreat": "stay", "retreat_to": ["brest_litovsk"]}) is None
    assert orders.check({"retreat_to": "brest_litovsk"}) == "retreat_to must be a list of space ids"
