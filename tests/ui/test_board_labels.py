"""No label of the board lies under another item (issue 15 defect 4), checked on the item
bounding boxes of every space at every zoom band (``overlaps``), in a view of a 1366x768 and
a 1920x1080 window: each name is placed clear of the other boxes and names, the off-map
boxes, the tracks, and the counters and markers of the position (``label_places``); only at
the far bands may a name with no free place be left out."""
from __future__ import annotations

import pytest

from pog_desktop.data import load_game
from pog_desktop.ui.board.from_scenario import position_for_scenario
from pog_desktop.ui.board.items.base import DETAIL_BANDS
from pog_desktop.ui.board.overlaps import overlaps
from pog_desktop.ui.board.scene import BoardScene
from pog_desktop.ui.board.view import BoardView

SCALES = [0.3] + [b * 0.95 for b in DETAIL_BANDS] + [4.0]


@pytest.fixture(scope="module")
def data():
    return load_game("pog")


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_space_label_lies_under_another_item_at_any_zoom_band(qtbot, data, size):
    scene = BoardScene(data, position_for_scenario(data, "campaign"))
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    for scale in SCALES:
        view.set_scale(scale)
        found = overlaps(scene)
        assert found == [], f"at scale {scale}: {found[:6]}"
        hidden = [s for s, it in scene.space_items.items() if not it.name_shown]
        assert len(hidden) <= 3, f"at scale {scale}: names left out {hidden}"
        if scale >= DETAIL_BANDS[2]:
            assert hidden == []


def test_mannheim_keeps_its_name_clear_of_the_metz_stack_when_zoomed_in(qtbot, data):
    """The case the issue names: Mannheim's name was under the Metz stack; Aachen's under Liege."""
    scene = BoardScene(data, position_for_scenario(data, "campaign"))
    scene.set_detail(3.5)
    name = scene.space_items["mannheim"].label_rects()["name"]
    for uid in scene.position.stack("metz"):
        item = scene.counter_items[uid]
        assert not name.intersects(item.mapRectToScene(item.body_rect()))
    assert not scene.space_items["aachen"].label_rects()["name"].intersects(scene.space_items["liege"].box)


def test_a_mark_label_never_covers_its_own_spaces_name(qtbot, data):
    """Issue 15 defect 4: a controller's mark label ("M1 A1") goes under the box where the
    name had to move above it (Mannheim), so it never hides the name."""
    scene = BoardScene(data, position_for_scenario(data, "campaign"))
    for scale in SCALES:
        scene.set_detail(scale)
        scene.set_marks({sid: ("#1f5fbf", "M1 A1") for sid in scene.space_items})
        for sid, item in scene.space_items.items():
            rects = item.label_rects()
            if "name" in rects:
                assert not rects["mark"].intersects(rects["name"]), (scale, sid)
