"""Review of the engine core: movement may not lead a unit where it can neither stop nor go on."""
from pog_desktop.rules import Action

from .helpers import move_phase, mv, position, reason

CP_BELGIUM = {"brussels": "cp", "liege": "cp"}   # supplied from Germany through Liege


def test_11_1_9_a_cp_army_may_not_enter_a_channel_port_it_could_not_leave():
    """Covers: MOV-09, MOV-05"""
    g = move_phase(position({"ge_2": "brussels", "fr_c1": "cambrai"}, control=CP_BELGIUM), "cp", "brussels")
    mv(g, ["ge_2"], "ostend")                  # two points left: it can still go back to Brussels
    assert reason(g, type="stop") == ("CP units may not end a move in Ostend before Race to the Sea or "
                                      "CP war status 4 (11.1.9)")
    assert reason(g, type="move", units=("ge_2",), to="calais") == (
        "German 2nd Army may not stop in Calais and could reach no space where they may end the move "
        "(11.1.6, 11.1.9, 10.1.2)")
    assert Action("move", units=("ge_2",), to="calais") not in g.legal_actions()
    mv(g, ["ge_2"], "brussels")
    assert (g.state.where["ge_2"], g.state.sub["mp"]["ge_2"]) == ("brussels", 2)
    assert reason(g, type="stop") is None


def test_11_1_9_passing_through_a_channel_port_is_allowed_when_the_move_can_end_beyond_it():
    """Covers: MOV-09"""
    g = move_phase(position({"ge_2": "brussels"}, control=CP_BELGIUM), "cp", "brussels")
    mv(g, ["ge_2"], "ostend")
    mv(g, ["ge_2"], "calais")
    assert reason(g, type="move", units=("ge_2",), to="cambrai") is None


def test_10_1_2_a_stack_may_not_move_on_into_a_space_it_could_neither_share_nor_leave():
    """Covers: STK-02, STK-04, MOV-05"""
    g = move_phase(position({"ge_1": "aachen", "ge_c10": "aachen", "ge_4": "metz", "ge_5": "metz",
                             "ge_c1": "koblenz", "ge_c2": "koblenz", "ge_c3": "koblenz",
                             "ge_c4": "strasbourg", "ge_c5": "strasbourg", "ge_c6": "strasbourg",
                             "fr_1": "sedan", "fr_2": "verdun", "fr_3": "nancy"}), "cp", "aachen")
    mv(g, ["ge_1", "ge_c10"], "koblenz")       # through a full stack: it can still go back
    assert reason(g, type="move", units=("ge_1", "ge_c10"), to="metz") == (
        "German 1st Army, German corps may not stop in Metz and could reach no space where they may end "
        "the move (11.1.6, 11.1.9, 10.1.2)")
    mv(g, ["ge_1", "ge_c10"], "aachen")
    assert reason(g, type="stop") is None
