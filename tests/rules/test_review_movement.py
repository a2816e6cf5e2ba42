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
        "German 2nd Army may not stop in Calais and could reach no space where it may end its move "
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
