"""T.7 with the events that set control by their text (CP 1, AP 30, AP 31, CP 24; AP 41 only where the
ANA may convert, 11.1.15): the VP
track follows control through ``board.control.set_control`` however control changed, as it does
for movement and advance (11.1.14). A neutral space taken is no capture (T.7 counts only a space
the enemy controlled). None of these spaces is a VP space on either edition's map, so real games
score nothing here; each test makes the space a VP space to show the one mechanism at work."""
from pog_desktop.data import load_game
from pog_desktop.rules.board.control import effective_control, sync_ana_vp
from pog_desktop.rules.core.steps import vp_change
from pog_desktop.rules.events import placement
from pog_desktop.rules.events.special import guns_of_august, limited_greek_entry, to_salonika

from ..helpers import NEUTRALS, position

DATA = load_game("pog")
VP_2004 = frozenset(s.id for s in DATA.map.spaces.values() if s.vp)
CARD_CONTROLLED = ("liege", "salonika", "kavala", "arabia", "libya", "mef1", "mef2", "mef3", "mef4")


def _vp_position(units, vp_space, control=None, neutral=NEUTRALS, **kw):
    return position(units, control=control, neutral=neutral, vp_spaces=VP_2004 | {vp_space}, **kw)


def _last_change(g):
    return [vp_change(e) for e in g.state.log if vp_change(e) is not None]


def test_t7_the_card_controlled_spaces_are_no_vp_spaces_in_either_edition():
    vp_2022 = DATA.map.vp_spaces("2022")
    assert not (set(CARD_CONTROLLED) & (VP_2004 | vp_2022))


def test_t7_cp01_guns_of_august_taking_a_vp_liege_scores_plus_one():
    g = _vp_position({"ge_1": "aachen", "ge_2": "aachen", "ge_3": "koblenz", "be_1": "brussels"}, "liege", turn=1)
    start = g.state.vp
    guns_of_august(g.ctx, g.state, "cp")
    assert (g.state.control["liege"], g.state.vp, _last_change(g)) == ("cp", start + 1, [1])


def test_t7_cp01_guns_of_august_on_the_real_map_leaves_the_vp_track():
    g = position({"ge_1": "aachen", "ge_2": "aachen", "ge_3": "koblenz", "be_1": "brussels"}, turn=1)
    start = g.state.vp
    guns_of_august(g.ctx, g.state, "cp")
    assert (g.state.control["liege"], g.state.vp, _last_change(g)) == ("cp", start, [])


def test_t7_ap30_salonika_landing_in_a_cp_held_vp_salonika_scores_minus_one():
    g = _vp_position({"br_c1": "london"}, "salonika", control={"salonika": "cp"},
                     neutral=NEUTRALS - {"gr"}, active="ap")
    start = g.state.vp
    to_salonika(g.ctx, g.state, "ap", "br_c1")
    assert (g.state.control["salonika"], g.state.vp, _last_change(g)) == ("ap", start - 1, [-1])


def test_t7_9_5_2_4_ap30_kavala_neutral_becomes_allied_without_a_capture():
    g = _vp_position({}, "kavala", active="ap")
    start = g.state.vp
    assert g.state.control["kavala"] is None
    limited_greek_entry(g.ctx, g.state)
    assert (g.state.control["kavala"], g.state.vp, _last_change(g)) == ("ap", start, [])


def test_t7_9_5_2_4_ap30_kavala_held_by_the_cp_passes_with_minus_one():
    g = _vp_position({}, "kavala", control={"kavala": "cp"}, active="ap")
    start = g.state.vp
    limited_greek_entry(g.ctx, g.state)
    assert (g.state.control["kavala"], g.state.vp, _last_change(g)) == ("ap", start - 1, [-1])


def test_t7_9_5_3_5_ap31_mef_landing_in_a_cp_held_vp_mef_space_scores_minus_one():
    g = _vp_position({}, "mef1", control={"mef1": "cp"}, neutral=NEUTRALS - {"tu"}, active="ap")
    start = g.state.vp
    placement.place(g.ctx, g.state, "ap", "br_mef", "mef1", "mef_space")
    assert (g.state.control["mef1"], g.state.beachhead, g.state.vp, _last_change(g)) == ("ap", "mef1", start - 1, [-1])


def test_11_1_15_t7_ap41_ana_placed_in_a_cp_held_vp_arabia_converts_nothing():
    """Covers: MOV-15, EVT-55. The ANA converts no CP space, placed by its card or not: Arabia
    keeps its CP marker and counts for the Allies only while the ANA is there (the VP track too)."""
    g = _vp_position({}, "arabia", control={"arabia": "cp"}, neutral=NEUTRALS - {"tu"}, active="ap")
    start = g.state.vp
    placement.place(g.ctx, g.state, "ap", "br_ana_corps", "arabia", "arabia")
    sync_ana_vp(g.ctx, g.state)
    assert (g.state.control["arabia"], effective_control(g.ctx, g.state)["arabia"]) == ("cp", "ap")
    assert (g.state.vp, _last_change(g)) == (start - 1, [-1])
    g.state.place("br_ana_corps", "aqaba")
    sync_ana_vp(g.ctx, g.state)
    assert (effective_control(g.ctx, g.state)["arabia"], g.state.vp, _last_change(g)) == ("cp", start, [-1, 1])


def test_11_1_15_ap41_ana_placed_in_an_allied_arabia_leaves_it_allied():
    g = position({}, control={"arabia": "ap"}, neutral=NEUTRALS - {"tu"}, active="ap")
    placement.place(g.ctx, g.state, "ap", "br_ana_corps", "arabia", "arabia")
    g.state.place("br_ana_corps", "aqaba")
    assert g.state.control["arabia"] == "ap"


def test_t7_cp24_libyan_revolt_in_an_ap_held_vp_libya_scores_plus_one():
    g = _vp_position({}, "libya", control={"libya": "ap"}, neutral=NEUTRALS - {"tu"})
    start = g.state.vp
    placement.place(g.ctx, g.state, "cp", "tu_sn_corps", "libya", "libya")
    assert (g.state.control["libya"], g.state.vp, _last_change(g)) == ("cp", start + 1, [1])
