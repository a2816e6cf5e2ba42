"""Entering and besieging enemy forts (11.1.8, 15.1.1, 15.2.1)."""
import pytest

from pog_desktop.rules import Action
from pog_desktop.rules.board.forts import is_besieged

from .helpers import move_phase, mv, position

SEDAN_METZ = {"ge_c1": "sedan", "ge_c2": "sedan", "ge_c3": "metz"}


def _verdun(units: dict, *spaces: str, edition: str = "2004"):
    g = position(units, control={"sedan": "cp"}, turn=3, options={"edition": edition})
    return move_phase(g, "cp", *spaces)


@pytest.mark.parametrize("edition", ["2004", "2022"])
def test_11_1_8_corps_moving_in_the_same_round_besiege_verdun_together(edition):
    """Verdun's fort has LF 3. Two corps from Sedan may enter because a third corps in Metz,
    moving in the same action round, can still join them; the operation cannot end before it
    does; then the fort is besieged."""
    g = _verdun(SEDAN_METZ, "sedan", "metz", edition=edition)
    mv(g, ["ge_c1", "ge_c2"], "verdun")
    if g.state.sub["moving"]:
        g.apply(Action("stop"))
    assert "15.2.1" in g.why_illegal(Action("done"))
    mv(g, ["ge_c3"], "verdun")
    if g.state.sub["moving"]:
        g.apply(Action("stop"))
    assert g.why_illegal(Action("done")) is None
    g.apply(Action("done"))
    assert sorted(g.state.at["verdun"]) == ["ge_c1", "ge_c2", "ge_c3"]
    assert is_besieged(g.ctx, g.state, "verdun")


def test_11_1_8_the_army_another_stack_counts_on_may_not_stay_to_entrench():
    """Two corps entered Verdun counting on the army in Metz; trying to entrench would keep it from
    moving and leave no legal action (found by four-player selfplay): refused."""
    g = _verdun({"ge_c1": "sedan", "ge_c2": "sedan", "ge_5": "metz"}, "sedan", "metz")
    g.state.flags.add("event:ap12")                 # Entrench played: armies may try to dig
    mv(g, ["ge_c1", "ge_c2"], "verdun")
    if g.state.sub["moving"]:
        g.apply(Action("stop"))
    assert "Verdun" in g.why_illegal(Action("entrench", unit="ge_5"))
    assert any(a.type == "move" for a in g.legal_actions())


def test_11_1_8_the_corps_that_would_complete_the_siege_may_not_go_elsewhere():
    g = _verdun(SEDAN_METZ, "sedan", "metz")
    mv(g, ["ge_c1", "ge_c2"], "verdun")
    if g.state.sub["moving"]:
        g.apply(Action("stop"))
    mv(g, ["ge_c3"], "koblenz")         # it may still turn back and reach Verdun ...
    assert "Verdun" in g.why_illegal(Action("stop"))      # ... but not stop away from it


def test_11_1_8_two_corps_alone_may_not_enter_verdun():
    """No third corps moving this round (Metz not activated): the two corps are refused."""
    g = _verdun(SEDAN_METZ, "sedan")
    assert "11.1.8" in g.why_illegal(Action("move", units=("ge_c1", "ge_c2"), to="verdun"))


def test_11_1_8_the_army_a_fort_entry_still_needs_may_not_entrench():
    """A corps enters Verdun counting on the army still in Sedan (11.1.8, 15.2.1). Entrenching
    uses the army's move (11.2.1), so it is refused while the corps waits; otherwise the
    operation could neither end nor go on (a dead end found by self-play, limited_war seed 18)."""
    g = position({"ge_1": "sedan", "ge_c1": "sedan"}, control={"sedan": "cp"}, turn=3)
    g.state.flags.add("event:cp06")     # Entrench played
    g = move_phase(g, "cp", "sedan")
    mv(g, ["ge_c1"], "verdun")
    if g.state.sub["moving"]:
        g.apply(Action("stop"))
    assert "Verdun" in g.why_illegal(Action("entrench", unit="ge_1"))
    assert not any(a.type == "entrench" for a in g.legal_actions())
    mv(g, ["ge_1"], "verdun")
    if g.state.sub["moving"]:
        g.apply(Action("stop"))
    g.apply(Action("done"))
    assert is_besieged(g.ctx, g.state, "verdun")

