"""Cancelling a retreat (12.5.3) by a step that eliminates a reduced army: the army is replaced
from the Reserve Box (12.4.4) and the owner names the replacing corps, as in loss choices."""
from pog_desktop.rules import Action

from .helpers import ops, position


def _tannenberg():
    """The RU 1st Army and a corps beat (die 3: LN 3) the GE 8th Army and a reduced AH corps in the Tannenberg
    forest (LN 2); the GE army loses a step: they must retreat 1 or lose one more step to stay."""
    g = ops(position({"ru_1": "lomza", "ru_c1": "lomza", "ge_8": "tannenberg", "ah_c1": "tannenberg", "ge_c2": "cp_reserve",
                      "ge_c3": "cp_reserve"}, reduced={"ah_c1"}, active="ap"), "ap", 6)
    g.apply(Action("activate", space="lomza", mode="attack"))
    g.state.dice_script = [3, 1]
    g.apply(Action("done"))
    g.apply(Action("attack", space="tannenberg", units=("ru_1", "ru_c1")))
    while g.state.step == "combat_losses":      # the armies take the steps, the corps stay whole
        g.apply(next(a for a in g.legal_actions() if a.choice.startswith(("ru_1:", "ge_8:"))))
    return g


def test_12_5_3_a_reduced_army_cancelling_the_retreat_is_replaced_by_the_corps_its_owner_names():
    g = _tannenberg()
    assert g.prompt.kind == "retreat" and g.state.sub["combat"]["cancellable"]
    assert set(g.legal_actions()) == {Action("cancel_retreat", unit="ge_8", choice="ge_c2"),
                                      Action("cancel_retreat", unit="ah_c1"), Action("retreat")}
    assert "ge_c5" in g.why_illegal(Action("cancel_retreat", unit="ge_8", choice="ge_c5"))
    g.apply(Action("cancel_retreat", unit="ge_8", choice="ge_c2"))
    st = g.state
    assert (st.where["ge_8"], st.where["ge_c2"], st.where["ah_c1"]) == ("cp_eliminated", "tannenberg", "tannenberg")
    assert st.where["ge_c3"] == "cp_reserve"
