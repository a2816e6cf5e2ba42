"""Advance after combat (12.7)."""
import pytest

from pog_desktop.rules import Action
from pog_desktop.rules.combat.advance import (CHANNEL_SPACES, AdvanceMap, advance_allowed, advance_routes,
                                              advance_takes_control, check_advance)

from ..helpers import ops, position


@pytest.fixture
def amap(board, tables):
    return AdvanceMap(board, tables)


def test_12_7_2_all_defenders_eliminated_advance_only_into_the_defending_space(amap):
    """Covers: ADV-02"""
    assert advance_routes("lodz", 0, [], amap) == [("lodz",)]


def test_12_7_3_after_a_one_space_retreat_only_the_defending_space(amap):
    """Covers: ADV-03"""
    assert advance_routes("lodz", 1, [("warsaw",)], amap) == [("lodz",)]


def test_12_7_3_after_a_two_space_retreat_up_to_two_spaces_along_the_path(amap):
    """Covers: ADV-03"""
    routes = advance_routes("lodz", 2, [("warsaw", "brest_litovsk"), ("plock", "lomza")], amap)
    assert routes == [("lodz",), ("lodz", "plock"), ("lodz", "warsaw")]


def test_12_7_3_entering_a_forest_defending_space_stops_the_advance(amap):
    """Covers: ADV-03 (the Tannenberg example: the forest stops the advance)."""
    assert advance_routes("tannenberg", 2, [("lomza", "bialystok")], amap) == [("tannenberg",)]


@pytest.mark.parametrize("target", ["valjevo", "calais", "sinai"])
def test_12_7_3_mountain_swamp_and_desert_stop_the_advance_too(amap, target, board):
    """Covers: ADV-03 (desert: the TEC and 2022 reading)."""
    first = board.neighbours(target)[0].other(target)
    assert advance_routes(target, 2, [(first, "x")], amap) == [(target,)]


def test_12_7_4_defenders_dying_after_the_first_space_still_open_that_space(amap):
    """Covers: ADV-04. The rulebook's Kishinev example: advance as far as Ismail."""
    assert advance_routes("kishinev", 2, [("ismail",)], amap) == [("kishinev",), ("kishinev", "ismail")]


def test_12_7_5_no_advance_into_a_space_with_enemy_units(board, tables):
    """Covers: ADV-05"""
    amap = AdvanceMap(board, tables, enemy_units=frozenset({"warsaw"}))
    assert advance_routes("lodz", 2, [("warsaw", "brest_litovsk")], amap) == [("lodz",)]


def test_12_7_1_reduced_attackers_do_not_advance(amap, piece):
    """Covers: ADV-01"""
    ge = piece("ge_1", "posen", reduced=True)
    assert "reduced" in check_advance({"ge_1": ("lodz",)}, [ge], [("lodz",)], amap, "lodz")


def test_12_7_1_advance_within_stacking(board, tables, piece):
    """Covers: ADV-01"""
    amap = AdvanceMap(board, tables, friendly_count={"lodz": 2})
    units = [piece("ge_1", "posen"), piece("ge_2", "posen")]
    moves = {"ge_1": ("lodz",), "ge_2": ("lodz",)}
    assert "too many" in check_advance(moves, units, [("lodz",)], amap, "lodz")
    assert check_advance({"ge_1": ("lodz",)}, units, [("lodz",)], amap, "lodz") is None


def test_12_7_6_an_advance_stops_at_an_undestroyed_enemy_fort(board, tables, piece):
    """Covers: ADV-06. Warsaw (fort 2) was the first retreat space: a lone army may enter
    it only to besiege it and stop; going on to Brest-Litovsk is refused."""
    amap = AdvanceMap(board, tables, enemy_forts={"warsaw": 2})
    routes = advance_routes("lodz", 2, [("warsaw", "brest_litovsk")], amap)
    ge_1 = piece("ge_1", "posen")
    assert check_advance({"ge_1": ("lodz", "warsaw")}, [ge_1], routes, amap, "lodz") is None
    amap_beyond = AdvanceMap(board, tables, enemy_forts={"lodz": 2})
    routes = advance_routes("lodz", 2, [("warsaw", "brest_litovsk")], amap_beyond)
    assert "besiege" in check_advance({"ge_1": ("lodz", "warsaw")}, [ge_1], routes, amap_beyond, "lodz")


def test_12_7_6_once_the_fort_is_besieged_others_may_advance_beyond(board, tables, piece):
    """Covers: ADV-06, FRT-06"""
    amap = AdvanceMap(board, tables, enemy_forts={"lodz": 2})
    routes = advance_routes("lodz", 2, [("warsaw", "brest_litovsk")], amap)
    units = [piece("ge_1", "posen"), piece("ge_c1", "posen")]
    assert check_advance({"ge_1": ("lodz",), "ge_c1": ("lodz", "warsaw")}, units, routes, amap, "lodz") is None


def test_12_7_6_one_corps_cannot_besiege_a_fort_of_2(board, tables, piece):
    """Covers: ADV-06, FRT-06"""
    amap = AdvanceMap(board, tables, enemy_forts={"lodz": 2})
    corps = [piece("ge_c1", "posen"), piece("ge_c2", "posen")]
    assert "besiege" in check_advance({"ge_c1": ("lodz",)}, corps, [("lodz",)], amap, "lodz")
    assert check_advance({"ge_c1": ("lodz",), "ge_c2": ("lodz",)}, corps, [("lodz",)], amap, "lodz") is None


def test_12_7_7_cp_may_enter_amiens_only_if_it_was_the_target(board, tables, piece):
    """Covers: ADV-07"""
    amap = AdvanceMap(board, tables, closed=CHANNEL_SPACES)
    routes = advance_routes("cambrai", 2, [("amiens", "rouen")], amap)
    assert routes == [("cambrai",)]
    ge = piece("ge_1", "brussels")
    assert check_advance({"ge_1": ("amiens",)}, [ge], [("amiens",)], amap, "amiens") is None
    open_map = AdvanceMap(board, tables)
    assert advance_routes("cambrai", 2, [("amiens", "rouen")], open_map) == [("cambrai",), ("cambrai", "amiens")]


def test_12_7_1_no_advance_after_attacking_a_lone_fort_unless_it_fell():
    """Covers: ADV-01"""
    assert not advance_allowed(0, False, fort_defended_alone=True, fort_destroyed=False)
    assert advance_allowed(0, False, fort_defended_alone=True, fort_destroyed=True)
    assert advance_allowed(2, True, fort_defended_alone=False, fort_destroyed=False)
    assert not advance_allowed(2, False, fort_defended_alone=False, fort_destroyed=False)
    assert advance_allowed(0, False, fort_defended_alone=False, fort_destroyed=False)


def test_12_7_9_advancing_takes_control_except_of_a_besieged_fort_space():
    """Covers: ADV-09, FRT-05"""
    assert advance_takes_control(("lodz", "warsaw"), {"warsaw"}) == ("lodz",)


def test_12_7_1_only_participants_advance(amap, piece):
    """Covers: CMB-08, ADV-01"""
    assert "did not take part" in check_advance({"ge_9": ("lodz",)}, [piece("ge_1")], [("lodz",)], amap, "lodz")


def test_11_1_4_no_advance_across_a_dashed_line_of_another_nation(amap, piece):
    """Covers: ADV-03. Kiev -> Kharkov is a Russian-only line."""
    routes = advance_routes("kiev", 2, [("kharkov",)], amap)
    assert routes == [("kiev",), ("kiev", "kharkov")]
    assert "line" in check_advance({"ge_1": ("kiev", "kharkov")}, [piece("ge_1", "zhitomir")], routes, amap, "kiev")


def test_2022_12_7_1_the_montenegrin_never_advances(piece):
    """Covers: ADV-01"""
    from pog_desktop.rules.combat.advance import may_advance
    assert may_advance(piece("mn_corps"))
    assert not may_advance(piece("mn_corps"), mn_never_advances=True)


# -- Review of the advance after combat (12.7, 15.2.3-15.2.4) through the engine.
def _attack_out_of_warsaw(units, attackers, dice):
    """GE armies besiege Warsaw (2), Plock German; they attack the RU corps in Lodz."""
    g = ops(position({"ru_c1": "lodz", **{u: "warsaw" for u in units}}, control={"plock": "cp"}, turn=3), "cp", 4)
    g.apply(Action("activate", space="warsaw", mode="attack"))
    g.state.dice_script = list(dice)
    g.apply(Action("done"))
    g.apply(Action("attack", space="lodz", units=tuple(attackers)))
    return g


def test_15_2_3_a_surplus_besieger_that_attacked_out_may_advance():
    """Covers: ADV-01, ADV-02, FRT-08. The GE 1st Army keeps Warsaw besieged; the 2nd Army
    (surplus) attacks Lodz: 5 CF rolls 6 (LN 5) and the RU corps dies. The 2nd Army may
    advance into Lodz, the siege staying with the 1st."""
    g = _attack_out_of_warsaw(["ge_1", "ge_2"], ["ge_2"], [6, 1])
    assert g.state.where["ru_c1"] == "ap_eliminated"
    assert g.prompt.kind == "advance"
    assert [a for a in g.legal_actions() if a.type == "advance"] == [Action("advance", units=("ge_2",), choice="lodz")]
    g.apply(Action("advance", units=("ge_2",), choice="lodz"))
    assert g.state.where["ge_2"] == "lodz" and g.state.control["lodz"] == "cp"
