"""No link line runs through another space's name on the Paths of Glory board (both maps,
Europe and the Near East inset), at every zoom band, in a 1366x768 and a 1920x1080 window:
the Sedan-Koblenz railway ran through Liege's name, Sedan-Metz through Verdun's, and at the
far bands 22 lines crossed names (Hannover-Bremen through Hamburg, Sinope-Adapazari through
Eskidor, Aqaba-Arabia through Beersheba...). A name takes a place no other space's line
runs through where one is free (``label_places.place_names``); Liege moved a little; the
railway from Sedan to Metz bends a little north of Verdun's name (``bends.py``)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath, QPainterPathStroker

from pog_desktop.data import load_game
from pog_desktop.ui.board.from_scenario import position_for_scenario
from pog_desktop.ui.board.label_places import Lines, place_names
from pog_desktop.ui.board.overlaps import crossed_names, label_rects
from pog_desktop.ui.board.scene import BoardScene

from tests.ui.board_views import SCALES, shown_view


@pytest.fixture(scope="module")
def data():
    return load_game("pog")


@pytest.mark.parametrize("scenario", [None, "campaign"], ids=["empty", "campaign"])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_link_line_runs_through_another_spaces_name_at_any_zoom_band(qtbot, data, scenario, size):
    scene = BoardScene(data, position_for_scenario(data, scenario) if scenario else None)
    view = shown_view(qtbot, scene, size)
    for scale in SCALES:
        view.set_scale(scale)
        named = {sid for sid, kind, _ in label_rects(scene) if kind == "name"}
        assert {data.map.spaces[s].map for s in named} == {"europe", "neareast"}
        found = crossed_names(scene)
        assert found == [], f"at scale {scale}: {found}"


def test_the_sedan_koblenz_railway_runs_clear_of_liege_and_its_name_up_close(qtbot, data):
    """The case the issue names: Liege's name lay under its box, across the Sedan-Koblenz
    line. Liege moved a little up and west (towards Brussels): its name stays under its box,
    clear of the line."""
    scene = BoardScene(data, position_for_scenario(data, "campaign"))
    scene.set_detail(2.5)
    line = next(i for i in scene.connection_items if {i.connection.a, i.connection.b} == {"sedan", "koblenz"})
    liege = scene.space_items["liege"]
    assert not line.stroke().intersects(liege.label_rects()["name"])
    assert not line.stroke().intersects(liege.box)
    assert liege.label_rects()["name"].top() > liege.box.bottom()


def test_the_sedan_metz_railway_bends_north_of_verdun_and_still_joins_the_two(qtbot, data):
    """Up close Verdun's stack fills the room under its box, so its name goes above, where the
    straight railway from Sedan to Metz ran: the line bends clear of the room above the box."""
    from pog_desktop.ui.board.items.connection_item import BentConnectionItem

    scene = BoardScene(data, position_for_scenario(data, "campaign"))
    bent = [i for i in scene.connection_items if isinstance(i, BentConnectionItem)]
    assert [(i.connection.a, i.connection.b) for i in bent] == [("sedan", "metz")]
    path = bent[0].drawn_path()
    sedan, metz, verdun = (scene.space_items[s].box for s in ("sedan", "metz", "verdun"))
    assert path.pointAtPercent(0) == sedan.center() and path.pointAtPercent(1) == metz.center()
    name_room = QRectF(verdun.left(), verdun.top() - 13, verdun.width(), 13)    # a name's plate above the box
    assert not bent[0].stroke().intersects(name_room)


def _stroke(*points) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(*points[0])
    for p in points[1:]:
        path.lineTo(*p)
    stroker = QPainterPathStroker()
    stroker.setWidth(4)
    return stroker.createStroke(path)


class _Sizes:
    pxs = [10, 8]

    def __call__(self, sid, px):
        return (4.0 * px, px + 2.0)


def test_a_name_goes_above_its_box_when_another_spaces_line_runs_under_it():
    """A box with room below and above: a line of two other spaces running just under it
    sends the name above; the box's own line does not count; with no room clear of lines
    the name keeps its first free place (a line through it is better than no name)."""
    box = QRectF(100, 100, 50, 50)
    spaces = {"x": (box, 0)}
    under = Lines([(("a", "b"), _stroke((0, 158), (300, 158)))])
    own = Lines([(("x", "b"), _stroke((0, 158), (300, 158)))])
    (rect, px), = place_names(spaces, _Sizes(), [("x", box)], must=True, lines=under).values()
    assert (rect.bottom(), px) == (box.top() - 1, 10)
    (rect, px), = place_names(spaces, _Sizes(), [("x", box)], must=True, lines=own).values()
    assert (rect.top(), px) == (box.bottom() + 1, 10)
    everywhere = Lines([(("a", "b"), _stroke((0, y), (300, y))) for y in range(80, 180, 6)])
    (rect, px), = place_names(spaces, _Sizes(), [("x", box)], must=True, lines=everywhere).values()
    assert (rect.top(), px) == (box.bottom() + 1, 10)
