"""Stacks stay readable (issue 15 defect 3): a pile on a space shows more of each counter
underneath as the view closes in (up close its factors row), and a pointed-at or clicked stack
fans out with every counter whole."""
from __future__ import annotations

import pytest

from pog_desktop.data import load_game
from pog_desktop.ui.board.from_scenario import position_for_scenario
from pog_desktop.ui.board.scene import BoardScene
from pog_desktop.ui.board.stacking import PILE_STEP


@pytest.fixture(scope="module")
def data():
    return load_game("pog")


def _bodies(scene, space):
    units = [u for u in scene.position.stack(space)]
    return [scene.counter_items[u].mapRectToScene(scene.counter_items[u].body_rect()) for u in units]


def test_a_pile_on_a_space_shows_each_lower_counters_factors_row_up_close(qtbot, data):
    scene = BoardScene(data, position_for_scenario(data, "campaign"))
    assert len(scene.position.stack("metz")) >= 2
    scene.set_detail(0.4)                    # the whole map: the stack badge says how many
    lower, top = _bodies(scene, "metz")[-2:]
    assert lower.bottom() - top.bottom() == pytest.approx(PILE_STEP)
    scene.set_detail(3.5)                    # close up: the factors row (a third) peeks out
    lower, top = _bodies(scene, "metz")[-2:]
    assert lower.bottom() - top.bottom() >= 0.28 * lower.height()
    assert lower.left() < top.left()


def test_an_opened_stack_shows_every_counter_whole(qtbot, data):
    scene = BoardScene(data, position_for_scenario(data, "campaign"))
    scene.set_detail(3.5)
    key = scene.counter_items[scene.position.stack("metz")[0]].stack_key
    scene.open_stack(key)
    bodies = _bodies(scene, "metz")
    assert all(not a.intersects(b) for i, a in enumerate(bodies) for b in bodies[i + 1:])
