"""The MEF beachhead (9.5.3.5, 11.1.10, 13.1.7)."""
from pog_desktop.rules import Action

from .helpers import NEUTRALS, move_phase, mv, position, sr

AT_WAR_TU = NEUTRALS - {"tu"}


def _landed(units: dict, control: dict | None = None, **kw):
    """The MEF has landed at MEF1 (beachhead marker there), Turkey at war."""
    g = position(units, neutral=AT_WAR_TU, control={"mef1": "ap", **(control or {})}, turn=6, **kw)
    g.state.beachhead = "mef1"
    return g


def test_9_5_3_5_a_cp_unit_entering_the_beachhead_space_removes_the_marker():
    """The beachhead is empty (the MEF has moved on); a Turkish corps from Gallipoli enters it:
    the marker goes, the space is no Allied port any more, and no unit may enter MEF1 again
    (11.1.10)."""
    g = move_phase(_landed({"tu_c1": "gallipoli", "tu_c2": "gallipoli"}), "cp", "gallipoli")
    mv(g, ["tu_c1"], "mef1")
    assert g.state.beachhead is None
    assert g.state.control["mef1"] == "cp"
    g.apply(Action("stop"))
    assert "11.1.10" in g.why_illegal(Action("move", units=("tu_c2",), to="mef1"))


def test_13_1_7_the_beachhead_is_an_allied_port_for_sea_sr():
    """A British corps in London may SR by sea to the beachhead, where the MEF army stands."""
    g = sr(_landed({"br_mef": "mef1", "br_c1": "london"}, active="ap"), "ap", 4)
    g.apply(Action("select", unit="br_c1"))
    assert Action("sr", unit="br_c1", to="mef1") in g.legal_actions()
    g.apply(Action("sr", unit="br_c1", to="mef1"))
    assert g.state.where["br_c1"] == "mef1"


def test_13_1_7_no_sea_sr_to_a_beachhead_that_was_removed():
    g = sr(position({"br_c2": "mef1", "br_c1": "london"}, neutral=AT_WAR_TU, control={"mef1": "ap"}, turn=6,
                    active="ap"), "ap", 4)
    g.apply(Action("select", unit="br_c1"))
    assert Action("sr", unit="br_c1", to="mef1") not in g.legal_actions()
