"""14.1.5: the MN, ANA and SN are always in supply, and so are the spaces they occupy; in the
2022 edition the ANA and SN trace supply normally outside the Near East map (and so do their
spaces there). Constructed positions, on the real map and on the small supply world."""
from dataclasses import replace

import pytest

from pog_desktop.data import load_game
from pog_desktop.rules.board.attrition import attrition
from pog_desktop.rules.board.in_supply import unit_supplied
from pog_desktop.rules.board.supply import (OUT_OF_SUPPLY, SUPPLIED, SupplyNetwork, SupplyState, nation_sides,
                                            network_for, position_of)
from pog_desktop.rules.turn.attrition_phase import attrition_phase

from .helpers import position
from .supply_world import control, world

NEUTRAL = frozenset({"it", "bu", "ro", "gr", "us"})   # Turkey and Persia at war
ED_2004, ED_2022 = None, {"edition": "2022"}
# Adrianople (Europe map): its only friendly neighbours for the AP lead nowhere; for the CP,
# Constantinople (Near East map) is a source unless the AP hold it and Gallipoli.
CUT_ADRIANOPLE = {"constantinople": "ap", "gallipoli": "ap"}


def at(uid, space, options=None, control=None):
    return position({uid: space}, neutral=NEUTRAL, control=control, options=options, turn=6)


def supplied(g, uid):
    return unit_supplied(g.ctx, g.state, uid)


# -- the real map ----------------------------------------------------------------------------
@pytest.mark.parametrize("options", [ED_2004, ED_2022], ids=["2004", "2022"])
def test_14_1_5_the_ana_in_arabia_is_supplied_with_every_line_cut(options):
    """Covers: SUP-10. Arabia (Near East map) amid Turkish spaces: the ANA traces no line to
    an Allied source, yet is in supply in both editions."""
    g = at("br_ana_corps", "arabia", options)
    assert g.ctx.options["ana_sn_supply_near_east_only"] is (options is not None)
    assert supplied(g, "br_ana_corps") is True


def test_14_1_5_2022_the_ana_on_the_europe_map_traces_supply_normally():
    """Covers: SUP-10. The ANA in Adrianople (Europe map), no Allied line out (Constantinople
    and Gallipoli Turkish, Bulgaria neutral): 2022 out of supply, 2004 still supplied. In
    Paris it traces to London and is supplied in 2022 too."""
    assert supplied(at("br_ana_corps", "adrianople", ED_2004), "br_ana_corps") is True
    assert supplied(at("br_ana_corps", "adrianople", ED_2022), "br_ana_corps") is False
    assert supplied(at("br_ana_corps", "paris", ED_2022), "br_ana_corps") is True


def test_14_1_5_2022_the_sn_off_the_near_east_map_traces_supply_normally():
    """Covers: SUP-10. The SN in Adrianople traces to Constantinople while the CP hold it;
    with Constantinople and Gallipoli Allied it is out of supply in 2022, supplied in 2004.
    In Libya (Near East map), cut off by an Allied Alexandria, it is supplied in both."""
    assert supplied(at("tu_sn_corps", "adrianople", ED_2022), "tu_sn_corps") is True
    assert supplied(at("tu_sn_corps", "adrianople", ED_2022, CUT_ADRIANOPLE), "tu_sn_corps") is False
    assert supplied(at("tu_sn_corps", "adrianople", ED_2004, CUT_ADRIANOPLE), "tu_sn_corps") is True
    for options in (ED_2004, ED_2022):
        assert supplied(at("tu_sn_corps", "libya", options, {"libya": "cp"}), "tu_sn_corps") is True


def test_14_1_5_2022_the_mn_stays_always_supplied_on_the_europe_map():
    """Covers: SUP-10. The 2022 exception names the ANA and SN only: the MN in Cetinje, every
    neighbour enemy, is supplied."""
    g = at("mn_corps", "cetinje", ED_2022, {"mostar": "cp", "tirana": "cp"})
    assert supplied(g, "mn_corps") is True


@pytest.mark.parametrize("options, survives", [(ED_2004, True), (ED_2022, False)], ids=["2004", "2022"])
def test_14_1_5_attrition_of_the_sn_and_its_space_off_the_near_east_map(options, survives):
    """Covers: SUP-10, ATR-01, ATR-03. The SN in a cut-off Adrianople at the Attrition Phase:
    2004, it and the space it holds are always supplied; 2022, off the Near East map, the SN
    is removed for good (never replaced) and Adrianople passes to the Allies."""
    g = at("tu_sn_corps", "adrianople", options, CUT_ADRIANOPLE)
    attrition_phase(g.ctx, g.state)
    st = g.state
    assert st.where["tu_sn_corps"] == ("adrianople" if survives else "removed")
    assert st.control["adrianople"] == ("cp" if survives else "ap")


def test_14_1_5_2022_the_ana_cut_off_on_the_europe_map_dies_in_attrition():
    """Covers: SUP-10, ATR-01. The ANA in Adrianople in 2022: eliminated (replaceable)."""
    g = at("br_ana_corps", "adrianople", ED_2022)
    attrition_phase(g.ctx, g.state)
    assert g.state.where["br_ana_corps"] == "ap_eliminated"


# -- the small supply world: G1 on one map or the other -------------------------------------------
@pytest.fixture(scope="module")
def units():
    return load_game("pog").units


def network(units, near_east: bool, rule_2022: bool) -> SupplyNetwork:
    board = world()
    if near_east:
        board = replace(board, spaces={**board.spaces, "g1": replace(board.spaces["g1"], map="neareast")})
    return SupplyNetwork(board, nation_sides(units.values()), ana_sn_near_east_only=rule_2022)


@pytest.mark.parametrize("near_east, rule_2022, verdict", [
    (True, True, SUPPLIED), (False, True, OUT_OF_SUPPLY), (True, False, SUPPLIED), (False, False, SUPPLIED)])
@pytest.mark.parametrize("uid", ["br_ana_corps", "tu_sn_corps"])
def test_14_1_5_the_ana_and_sn_in_an_unreachable_space_by_map_and_edition(units, uid, near_east, rule_2022, verdict):
    """Covers: SUP-10. G1 is reached only over the MEF line, so nobody traces to it: with the
    2022 rule (``ana_sn_supply_near_east_only``) only its Near East version supplies them."""
    net = network(units, near_east, rule_2022)
    state = SupplyState(control(net.board, g1="ap" if uid == "br_ana_corps" else "cp"))
    assert net.unit_supply(units[uid], "g1", state) == verdict
    assert net.unit_supply(units["mn_corps"], "g1", state) == SUPPLIED


@pytest.mark.parametrize("near_east, flips", [(True, False), (False, True)])
def test_14_1_5_2022_the_space_the_sn_occupies_is_supplied_only_on_the_near_east_map(units, near_east, flips):
    """Covers: SUP-10, ATR-03. The SN in a CP-held G1 that traces to no CP source: on the
    Near East map it and G1 stay; elsewhere it dies for good and G1 passes to the AP."""
    net = network(units, near_east, True)
    result = attrition(net, SupplyState(control(net.board)), {"tu_sn_corps": (units["tu_sn_corps"], "g1")})
    assert ("g1" in result.flipped) is flips
    assert result.permanently_eliminated == (("tu_sn_corps",) if flips else ())


@pytest.mark.parametrize("options", [ED_2004, ED_2022], ids=["2004", "2022"])
def test_14_1_5_where_a_retreating_ana_would_be_in_supply(options):
    """Covers: SUP-10, 12.5.7 retreat priorities. The spaces a retreat counts as supplied for the
    ANA: 2004 every space; 2022 every Near East space (Arabia, amid Turkish spaces) and the
    Europe spaces it traces to (Paris), not a cut-off Adrianople."""
    g = at("br_ana_corps", "arabia", options)
    spaces = network_for(g.ctx).spaces_supplying(g.ctx.units["br_ana_corps"], position_of(g.ctx, g.state))
    assert {"arabia", "medina", "paris"} <= spaces
    assert ("adrianople" in spaces) is (options is None)
    assert len(spaces) == len(g.ctx.spaces) if options is None else g.ctx.ne_spaces <= spaces
