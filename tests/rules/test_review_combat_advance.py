"""Review of the advance after combat (12.7, 15.2.3-15.2.4) through the engine."""
from pog_desktop.rules import Action

from .helpers import ops, position


def _attack_out_of_warsaw(units, attackers, dice):
    """GE armies besiege Warsaw (2), Plock German; they attack the RU corps in Lodz."""
    g = ops(position({"ru_c1": "lodz", **{u: "warsaw" for u in units}}, control={"plock": "cp"}, turn=3), "cp", 4)
    g.apply(Action("activate", space="warsaw", mode="attack"))
    g.state.dice_script = list(dice)
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=tuple(attackers)))
    return g


def test_15_2_3_a_surplus_besieger_that_attacked_out_may_advance():
    """Covers: ADV-01, ADV-02, FRT-08. The GE 1st Army keeps Warsaw besieged; the 2nd Army
    (surplus) attacks Lodz: 5 CF rolls 6 (LN 5) and the RU corps dies. The 2nd Army may
    advance into Lodz, the siege staying with the 1st."""
    g = _attack_out_of_warsaw(["ge_1", "ge_2"], ["ge_2"], [6, 1])
    assert g.state.where["ru_c1"] == "ap_eliminated"
    assert g.prompt.kind == "advance"
    assert [a for a in g.legal_actions() if a.type == "advance"] == [Action("advance", units=("ge_2",), choice="lodz")]
    g.apply(Action("advance", units=("ge_2",), choice="lodz"))
    assert g.state.where["ge_2"] == "lodz" and g.state.control["lodz"] == "cp"
