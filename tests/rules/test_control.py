"""Control of spaces and the VP track (11.1.14-11.1.15, T.7)."""
from pog_desktop.rules import Action

from .helpers import NEUTRALS, move_phase, mv, position


def test_11_1_15_an_ana_occupied_cp_vp_space_counts_for_the_allies_on_the_vp_track():
    """The ANA enters Medina (a CP VP space): the space counts as Allied, so the VP track moves
    one toward the Allies; Medina's control marker stays CP. When the ANA leaves, it reverts."""
    g = position({"br_ana_corps": "arabia"}, neutral=NEUTRALS - {"tu"}, active="ap", turn=12,
                 control={"arabia": "ap"})
    assert g.state.vp == 10
    move_phase(g, "ap", "arabia")
    mv(g, ["br_ana_corps"], "medina")
    assert g.state.vp == 9 and g.state.control["medina"] == "cp"
    mv(g, ["br_ana_corps"], "aqaba")
    assert g.state.vp == 10
