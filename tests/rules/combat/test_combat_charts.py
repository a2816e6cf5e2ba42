"""The printed fire tables and Terrain Effects Chart, cell by cell (T.2a, T.2b, T.4).

Each expected value below is the rulebook's printed value (2004 rulebook, tables page,
confirmed against every roll of its example of play)."""
import pytest

# Corps/Fort fire table: columns CF 0, 1, 2, 3, 4, 5, 6, 7, 8+ ; rows die 1..6.
CORPS = {
    1: (0, 0, 0, 1, 1, 1, 1, 1, 2),
    2: (0, 0, 1, 1, 1, 1, 1, 2, 2),
    3: (0, 0, 1, 1, 1, 2, 2, 2, 3),
    4: (0, 1, 1, 1, 2, 2, 2, 3, 3),
    5: (1, 1, 1, 2, 2, 2, 3, 3, 4),
    6: (1, 1, 1, 2, 2, 3, 3, 4, 4),
}
CORPS_STRENGTH = (0, 1, 2, 3, 4, 5, 6, 7, 8)
# Army fire table: columns 1, 2, 3, 4, 5, 6-8, 9-11, 12-14, 15, 16+ ; rows die 1..6 (no "6" result).
ARMY = {
    1: (0, 1, 1, 2, 2, 3, 3, 4, 4, 5),
    2: (1, 1, 2, 2, 3, 3, 4, 4, 5, 5),
    3: (1, 2, 2, 3, 3, 4, 4, 5, 5, 7),
    4: (1, 2, 3, 3, 4, 4, 5, 5, 7, 7),
    5: (2, 3, 3, 4, 4, 5, 5, 7, 7, 7),
    6: (2, 3, 4, 4, 5, 5, 7, 7, 7, 7),
}
ARMY_BANDS = ((1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 8), (9, 11), (12, 14), (15, 15), (16, 30))


@pytest.mark.parametrize("die,column", [(d, c) for d in range(1, 7) for c in range(9)])
def test_t2a_corps_fire_table_cell(tables, die, column):
    """Covers: CMB-28"""
    table = tables.corps
    assert table.loss(table.column_for(CORPS_STRENGTH[column]), die) == CORPS[die][column]


@pytest.mark.parametrize("die,column", [(d, c) for d in range(1, 7) for c in range(10)])
def test_t2b_army_fire_table_cell(tables, die, column):
    """Covers: CMB-28. Both ends of every strength band give the printed value."""
    table = tables.army
    lo, hi = ARMY_BANDS[column]
    assert table.loss(table.column_for(lo), die) == ARMY[die][column]
    assert table.loss(table.column_for(hi), die) == ARMY[die][column]


def test_t2_corps_8_plus_and_army_16_plus_are_open_ended(tables):
    """Covers: CMB-28"""
    assert tables.corps.label(tables.corps.column_for(23)) == "8+"
    assert tables.army.label(tables.army.column_for(40)) == "16+"


def test_t2b_army_table_strength_0_fires_on_the_1_column(tables):
    """Covers: CMB-26 (an army reduced to CF 0 still uses the Army table's first column)."""
    assert tables.army.column_for(0) == 0


def test_t2_modified_die_is_clamped_to_1_to_6(tables):
    """Covers: CMB-24"""
    col = tables.army.column_for(10)
    assert tables.army.loss(col, 9) == 7
    assert tables.army.loss(col, -2) == 3


# Terrain Effects Chart rows: (attacker shift, defender shift, may cancel retreat, advance stops, flank allowed,
# combat allowed in summer). Shift: -1 = one column left, +1 = one column right.
TEC = {
    "clear":    (0, 0, False, False, True, True),
    "mountain": (-1, 0, True, True, False, True),
    "swamp":    (-1, 0, True, True, False, True),
    "forest":   (0, 0, True, True, True, True),
    "desert":   (0, 0, True, True, True, False),
    "trench1":  (-1, 1, True, False, False, True),
    "trench2":  (-2, 1, True, False, False, True),
}
FIELDS = ("attacker_shift", "defender_shift", "cancel_retreat", "advance_stops", "flank", "summer_combat")


@pytest.mark.parametrize("row,field", [(r, f) for r in TEC for f in FIELDS])
def test_t4_terrain_effects_chart_cell(tables, row, field):
    """Covers: CMB-27, CMB-18, FLK-01, RET-02, ADV-03"""
    assert getattr(tables.terrain[row], field) == TEC[row][FIELDS.index(field)]


@pytest.mark.parametrize("row", list(TEC))
def test_t4_every_terrain_costs_1_mp(tables, row):
    """Covers: CMB-27 (11.1.2: every space costs 1 MP whatever its terrain)."""
    assert tables.terrain[row].mp == 1
