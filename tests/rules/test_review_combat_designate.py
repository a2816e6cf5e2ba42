"""Review of attack designation (12.1, 11.1.17) through the engine."""
from pog_desktop.rules import Action

from .helpers import ops, position


def test_11_1_17_the_bef_may_not_attack_out_of_britain_france_belgium_and_germany(monkeypatch):
    """Covers: CMB-02, MOV-17. The BEF army and a BR corps in Posen (Germany) next to a GE corps
    in Lodz (Russia): the corps may attack, the BEF may not, and the corps alone is offered.
    (Supply is taken as given.)"""
    from pog_desktop.rules.combat.engine import attacks
    monkeypatch.setattr(attacks, "unit_supplied", lambda ctx, st, u: True)
    g = position({"br_bef": "posen", "br_c1": "posen", "ge_c1": "lodz"}, control={"posen": "ap", "lodz": "cp"},
                 turn=3, active="ap", options={"oos_space_activates": True})
    ops(g, "ap", 4)
    g.apply(Action("activate", space="posen", mode="attack"))
    g.apply(Action("done"))
    assert "11.1.17" in g.why_illegal(Action("attack", space="lodz", units=("br_bef", "br_c1")))
    assert [a for a in g.legal_actions() if a.space == "lodz"] == [Action("attack", space="lodz", units=("br_c1",))]
