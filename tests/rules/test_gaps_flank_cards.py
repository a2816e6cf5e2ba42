"""Last checklist gap: cards played in a flank combat keep their effect (12.3.4)."""
from pog_desktop.rules import Action

from .helpers import ops, position
from .test_events2_combat_engine import texts


def _failed_flank(play_gas: bool):
    """An AH corps and a GE corps in Posen and the AH 1st Army in Czestochowa attack the RU 1st
    Army in Lodz; the flank attempt pinned from Czestochowa fails (1+1), the Russians fire
    first (LN 4) and the CP give up the GE corps and a step of the AH army."""
    g = ops(position({"ah_1": "czestochowa", "ge_c1": "posen", "ah_c1": "posen", "ru_1": "lodz"},
                     control={"czestochowa": "cp"}), "cp", 6)
    g.state.hand["cp"] = ["cp15"]
    g.apply(Action("activate", space="posen", mode="attack"))
    g.apply(Action("activate", space="czestochowa", mode="attack"))
    g.state.dice_script = [1, 6, 3]
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=("ah_1", "ah_c1", "ge_c1")))
    g.apply(Action("flank", space="czestochowa"))
    if play_gas:
        g.apply(Action("combat_card", card="cp15"))
    g.apply(Action("no_more_cards"))
    g.apply(Action("losses", choice="ah_1:1,ge_c1:2|"))
    return g


def test_12_3_4_a_card_played_in_step_5_counts_after_its_german_unit_died_in_the_first_fire():
    """Covers: CRD-29. Chlorine Gas needs a German attacker; the only one dies to the defender's
    first fire after the failed flank, yet the Austrians' fire still gets its +1."""
    g = _failed_flank(True)
    assert g.state.where["ge_c1"] == "cp_eliminated"
    assert texts(g, "fire")[1] == "attacker fires 2 on the army table, column 2: rolled 3+1, LN 2"
    assert texts(_failed_flank(False), "fire")[1] == "attacker fires 2 on the army table, column 2: rolled 3+0, LN 2"
