"""Pursuit of Glory printed tables against the playbook (p. 21-22, digests/pug_tables.md), cell by
cell. Covers: TBL-01, TBL-05, TBL-07, TBL-08, TBL-09, TBL-10, TBL-17, TBL-18, TBL-20, TBL-22, TBL-23,
TBL-24, TBL-25."""
import pytest

from pog_desktop.data import load_game

LFT = [[0, 0, 0, 1, 1, 1, 1, 2, 2], [0, 0, 1, 1, 1, 1, 2, 2, 3], [0, 1, 1, 1, 2, 2, 2, 3, 3],
       [1, 1, 1, 2, 2, 2, 3, 3, 4], [1, 1, 2, 2, 2, 3, 3, 4, 4], [1, 2, 2, 2, 3, 3, 4, 4, 5]]
HFT = [[0, 1, 1, 2, 2, 3, 3, 4, 4, 5], [1, 1, 2, 2, 3, 3, 4, 4, 5, 5], [1, 2, 2, 3, 3, 4, 4, 5, 5, 7],
       [1, 2, 3, 3, 4, 4, 5, 5, 7, 7], [2, 3, 3, 4, 4, 5, 5, 7, 7, 7], [2, 3, 4, 4, 5, 5, 7, 7, 7, 7]]


@pytest.fixture(scope="module")
def t():
    return load_game("pug").tables


def test_12_2_8b_light_fire_table_cell_by_cell(t):
    grid = t["light_fire"]
    assert grid.columns == ("0", "1", "2", "3", "4", "5", "6", "7", "8+")
    assert [list(grid.row(str(d))) for d in range(1, 7)] == LFT


def test_12_2_8b_heavy_fire_table_cell_by_cell(t):
    grid = t["heavy_fire"]
    assert grid.columns == ("1", "2", "3", "4", "5", "6-8", "9-11", "12-14", "15", "16+")
    assert [list(grid.row(str(d))) for d in range(1, 7)] == HFT
    assert 6 not in {c for row in HFT for c in row}


@pytest.mark.parametrize("table,column,die,ln", [
    ("light_fire", "2", 2, 1), ("light_fire", "0", 4, 1), ("heavy_fire", "5", 6, 5), ("light_fire", "0", 5, 1),
    ("light_fire", "3", 6, 2), ("light_fire", "0", 1, 0), ("heavy_fire", "9-11", 2, 4), ("light_fire", "2", 6, 2),
    ("heavy_fire", "4", 2, 2), ("light_fire", "2", 3, 1), ("heavy_fire", "9-11", 3, 4), ("heavy_fire", "6-8", 2, 3),
    ("light_fire", "1", 1, 0), ("light_fire", "4", 1, 1), ("heavy_fire", "5", 1, 2), ("heavy_fire", "4", 5, 4),
    ("heavy_fire", "6-8", 5, 5), ("heavy_fire", "2", 5, 3)])
def test_12_8_fire_results_of_the_examples_of_play(t, table, column, die, ln):
    assert t.cell(table, str(die), column) == ln


def test_12_3_terrain_effects_chart(t):
    tec = t["terrain_effects"]
    assert tec.cell("mountain", "combat") == "attacker 1 column left"
    assert tec.cell("mountain", "bad_weather") == "winter" and tec.cell("swamp", "bad_weather") == "summer"
    assert tec.cell("forest", "flank_attack") == "yes" and tec.cell("mountain", "flank_attack") == "no"
    assert tec.cell("trench_2", "combat") == "attacker 2 columns left, defender 1 right"
    assert tec.cell("clear", "cancel_retreat") == "no" and tec.cell("desert", "cancel_retreat") == "yes"


def test_22_1_replacement_costs(t):
    rows = dict(t["replacement_costs"].rows)
    assert {k: v[0] for k, v in rows.items()} == {
        "flip_1_lcu": 1, "flip_2_scus": 1, "scu_from_eliminated_full_to_reserve": 1,
        "2_scus_from_eliminated_reduced_to_reserve": 1, "flip_1_scu_and_1_eliminated_scu_reduced_to_reserve": 1,
        "rebuild_lcu_reduced": 1, "rebuild_lcu_full": 2}


def test_24_victory_armistice_and_war_status(t):
    assert t.cell("automatic_victory", "ap_at_most", "vp") == 0 and t.cell("automatic_victory", "cp_at_least", "vp") == 20
    assert [t.cell("armistice_placement", str(d), "turns_ahead") for d in range(1, 7)] == [3, 3, 4, 4, 5, 5]
    assert dict((k, v[0]) for k, v in t["armistice_vp"].rows) == {
        "cp_oil_field": 1, "ap_oil_field": -1, "jihad_8_plus": 1, "jihad_3_or_less": -1, "tu_adjacent_to_suez_canal": 1,
        "tu_in_india": 1, "cp_in_cairo": 1, "ap_on_gallipoli_inset": -1, "ap_in_constantinople": -1}
    assert [r for r, _ in t["victory_levels"].rows] == ["14+", "10-13", "7-9", "6-"]
    assert t.cell("war_status", "limited_war_at", "value") == 4 and t.cell("war_status", "total_war_at", "value") == 11
    assert [t.cell("restricted_area_lcus", lv, "lcus") for lv in ("mobilization", "limited", "total")] == [1, 2, 3]


def test_18_jihad_cities_and_revolts(t):
    assert t.cell("jihad_revolts", "egypt", "with_cp_regular") == "12" and t.cell("jihad_revolts", "egypt", "without") == "17"
    assert t.cell("jihad_revolts", "india", "with_cp_regular") == "14" and t.cell("jihad_revolts", "afghanistan", "without") == "14"
    assert t.cell("jihad_revolts", "central_asia", "with_cp_regular") == "8"
    assert t.cell("jihad_cities", "qum", "vp") == "0" and t.cell("jihad_cities", "cairo", "control_1914") == "ap"


def test_3_1_turn_track_fall_1914_to_fall_1918(t):
    turns = t["turns"]
    assert len(turns.rows) == 17
    assert turns.row("1")[:2] == ("Fall", "1914") and turns.row("2")[:2] == ("Winter", "1915")
    assert turns.row("8")[:2] == ("Summer", "1916") and turns.row("17")[:2] == ("Fall", "1918")
    assert turns.cell("6", "printed") == "No invasions. Blockade VP?"


def test_5_mandatory_offensive_die_results_of_the_example(t):
    assert t.cell("mandatory_offensive_cp", "6", "result") == "Enver to the Front"
    assert t.cell("mandatory_offensive_cp", "1", "result") == "RU"
    assert t.cell("mandatory_offensive_ap", "3", "result") == "no British attack"
