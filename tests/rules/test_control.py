"""Control of spaces and the VP track (11.1.14-11.1.15, T.7)."""
from pog_desktop.rules.board.control import effective_control, enter_space
from pog_desktop.rules.board.supply import position_of

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



# -- 11.1.15: a CP space the ANA occupies counts as Allied while it is there
TU_AT_WAR = frozenset({"it", "bu", "ro", "gr", "us", "pe"})


def _ana_in_medina():
    return position({"br_ana_corps": "medina"}, neutral=TU_AT_WAR, control={"medina": "cp"})


def test_11_1_15_ana_space_counts_as_allied_for_supply_while_occupied():
    """Covers: MOV-15, SUP-10. The ANA in CP Medina: the space stays CP on the board, but supply
    sees it Allied; when the ANA goes back to Arabia it is CP again at once."""
    g = _ana_in_medina()
    assert g.state.control["medina"] == "cp"
    assert position_of(g.ctx, g.state).control["medina"] == "ap"
    g.state.place("br_ana_corps", "arabia")
    assert position_of(g.ctx, g.state).control["medina"] == "cp"


def test_11_1_15_a_space_another_allied_unit_converts_stays_allied_after_the_ana_leaves():
    """Covers: MOV-15. A BR corps enters Medina with the ANA there: it converts the space, which
    stays Allied when both have left."""
    g = _ana_in_medina()
    g.state.place("br_c1", "medina")
    enter_space(g.ctx, g.state, "medina", "ap", ["br_c1"])
    g.state.place("br_ana_corps", "arabia")
    g.state.place("br_c1", "arabia")
    assert g.state.control["medina"] == "ap" and effective_control(g.ctx, g.state)["medina"] == "ap"


def test_11_1_14_t7_example_of_play_the_ge_corps_takes_czestochowa_and_lodz_vp_11():
    """The 2004 example of play, CP action 2 of August 1914: the reduced GE corps moves Oppeln -
    Czestochowa - Lodz; both spaces turn CP as it passes, and Lodz (a VP space by the map
    errata, 3.0) moves the VP marker from 10 to 11. Covers: MOV-14, DAT-04."""
    g = position({"ge_c1": "oppeln"}, reduced={"ge_c1"}, turn=1)
    move_phase(g, "cp", "oppeln")
    mv(g, ["ge_c1"], "czestochowa")
    mv(g, ["ge_c1"], "lodz")
    assert (g.state.control["czestochowa"], g.state.control["lodz"], g.state.vp) == ("cp", "cp", 11)
