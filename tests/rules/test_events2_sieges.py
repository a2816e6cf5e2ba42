"""15.2.4: units joining a broken siege count with those already in the fort space."""
from pog_desktop.rules import Action

from .helpers import move_phase, position


def test_15_2_4_a_corps_joining_a_broken_siege_is_counted_with_the_corps_there():
    """Covers: FRT-09, MOV-08. A GE corps sits in Warsaw (RU fort 2), no longer besieging it.
    A second GE corps may enter from Lodz: the two together besiege the fort."""
    g = move_phase(position({"ge_c1": "warsaw", "ge_c2": "lodz"}, control={"lodz": "cp", "warsaw": "ap"}),
                   "cp", "lodz")
    assert g.why_illegal(Action("move", units=("ge_c2",), to="warsaw")) is None
    g.apply(Action("move", units=("ge_c2",), to="warsaw"))
    assert g.state.where["ge_c2"] == "warsaw"


def test_15_2_1_a_lone_corps_still_may_not_enter_an_unbesieged_fort_of_strength_2():
    """Covers: FRT-06, MOV-08. With nobody in Warsaw, one GE corps alone is refused."""
    g = move_phase(position({"ge_c2": "lodz"}, control={"lodz": "cp", "warsaw": "ap"}), "cp", "lodz")
    assert "besiege" in (g.why_illegal(Action("move", units=("ge_c2",), to="warsaw")) or "")
