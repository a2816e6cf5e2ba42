"""Nation areas and borders computed from space positions."""
import math

from pog_desktop.ui.board.areas import nation_cells


def test_2_1_border_only_between_different_nations():
    """Covers: DAT-03 (each space's nation drawn as an area)"""
    centres = {"a": (0.0, 0.0), "b": (60.0, 0.0), "c": (120.0, 0.0)}
    cells, borders = nation_cells(centres, {"a": "fr", "b": "fr", "c": "ge"}, reach=64)
    assert [(b.a, b.b) for b in borders] == [("b", "c")]
    (x1, _), (x2, _) = borders[0].segment
    assert x1 == x2 == 90.0   # the bisector between b and c
    cell_a = next(c for c in cells if c.space == "a")
    assert max(x for x, _ in cell_a.polygon) <= 30.0 + 1e-9
    assert all(math.hypot(x, y) <= 64 + 1e-9 for x, y in cell_a.polygon)


def test_2_1_lone_space_keeps_its_disc():
    cells, borders = nation_cells({"a": (0.0, 0.0)}, {"a": "it"}, reach=50, sides=12)
    assert borders == [] and len(cells[0].polygon) == 12
