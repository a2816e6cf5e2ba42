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
from pog_desktop.ui.board.overlaps import crossed_boxes, label_rects, overlaps, stray_markers
from pog_desktop.ui.board.scene import BoardScene

from tests.ui.board_views import SCALES, shown_view


@pytest.fixture(scope="module")
def data():
    return load_game("pog")


@pytest.mark.parametrize("game, scenario", [("pog", "campaign"), ("pug", "pug_1914"), ("pug", "pug_1916")])
@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_space_label_lies_under_another_item_at_any_zoom_band(qtbot, game, scenario, size):
    """Both games' boards, Pursuit of Glory's in its two setups (Gumushane's name lay under
    its own 1916 stack until the space moved down a little)."""
    data = load_game(game)
    scene = BoardScene(data, position_for_scenario(data, scenario))
    view = shown_view(qtbot, scene, size)
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
            if "name" in rects and "mark" in rects:
                assert not rects["mark"].intersects(rects["name"]), (scale, sid)


def _marked(scene, data) -> dict:
    """The marks of a busy decision: every space with units offers an activation, a few are
    attack targets, a flank's pinning space and a retreat's end."""
    marks = {s: ("#1f5fbf", "M1 A1") for s in scene.space_items if scene.position.stack(s)}
    marks.update({"verdun": ("#c0262d", "10 vs 9"), "lodz": ("#c0262d", "pin +0 (3/6)"),
                  "kovno": ("#1a7f37", "retreat"), "baghdad": ("#c0262d", "3 vs 2")})
    return marks


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_mark_labels_cover_no_counter_name_or_box_at_any_zoom_band(qtbot, data, size):
    """Issue 15 defect 4: "retreat", "M1 A1", "10 vs 9", "+0 (3/6)" lay over counters and
    names. Each mark's label is placed clear of them; close up every label shows."""
    scene = BoardScene(data, position_for_scenario(data, "campaign"))
    view = shown_view(qtbot, scene, size)
    marks = _marked(scene, data)
    scene.set_marks(marks)
    for scale in SCALES:
        view.set_scale(scale)
        found = overlaps(scene)
        assert found == [], f"at scale {scale}: {found[:6]}"
        shown = {sid for sid, k, _ in label_rects(scene) if k == "mark"}
        if scale >= DETAIL_BANDS[3]:
            assert shown == set(marks), f"at scale {scale}: labels left out {sorted(set(marks) - shown)}"


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_markers_and_box_titles_stay_with_their_own_space_or_box(qtbot, data, size):
    """Control and destroyed-fort markers lay between two spaces; the AP Reinforcements title
    lay under its counters. Each marker's centre is inside its own space and over no other;
    no box title lies under a counter (``overlaps`` checks titles), at every band."""
    from dataclasses import replace
    from pog_desktop.ui.board.position import Marker

    pos = position_for_scenario(data, "campaign")
    crowded = ("metz", "verdun", "nancy", "sedan", "liege", "namur", "cambrai", "amiens", "lodz", "warsaw")
    extra = {s: (Marker("control", "cp"), Marker("fort_destroyed"), Marker("trench", "ap", 1))
             for s in crowded if s in data.map.spaces}
    scene = BoardScene(data, replace(pos, markers={**pos.markers, **extra}))
    view = shown_view(qtbot, scene, size)
    for scale in SCALES:
        view.set_scale(scale)
        assert stray_markers(scene) == []
        titles = [(w, t) for w, t in overlaps(scene) if w.startswith("title")]
        assert titles == [], f"at scale {scale}: {titles}"


def test_the_near_east_frame_runs_through_no_space_of_the_main_map(data):
    """The inset's frame crossed the Caucasus box and Odessa: its outline holds every Near
    East space and runs through no other space nor the room of its name."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainterPathStroker
    from pog_desktop.ui.board.background import NAME_ROOM, inset_outline

    outline = inset_outline(data.map)
    stroker = QPainterPathStroker()
    stroker.setWidth(4)
    edge = stroker.createStroke(outline)
    spaces = data.map.spaces.values()
    assert [s.id for s in spaces if s.map == "neareast" and not outline.contains(QRectF(*s.pos))] == []
    crossed = [s.id for s in spaces if s.map != "neareast"
               and edge.intersects(QRectF(*s.pos).adjusted(0, -NAME_ROOM / 2, 0, NAME_ROOM))]
    assert crossed == []
    inside = [s.id for s in spaces if s.map != "neareast" and outline.intersects(QRectF(*s.pos))]
    assert inside == []


@pytest.mark.parametrize("game", ["pog", "pug"])
def test_no_connection_line_passes_through_another_spaces_box(qtbot, game):
    """Constantinople's line to Gallipoli ran through Adrianople's box, Reval's to Petrograd
    through Pskov's; on the Pursuit of Glory board 28 lines did (Lemnos's sea links across the
    Gallipoli inset, Edremit's and Bandirma's roads into it, the Persian regions' green lines,
    Galicia's railway through Hatseg): every drawn line (its pen's width, bends included)
    meets only the boxes of its two ends."""
    assert crossed_boxes(BoardScene(load_game(game))) == []


def test_lemnos_sea_links_to_the_beaches_share_one_lane_and_keep_their_water_bar(qtbot):
    """The bent links start at Lemnos and end at their beach, and a water crossing's bar
    stays on the line as drawn."""
    from pog_desktop.ui.board.items.connection_item import BentConnectionItem

    scene = BoardScene(load_game("pug"))
    bent = {frozenset((i.connection.a, i.connection.b)): i for i in scene.connection_items
            if isinstance(i, BentConnectionItem)}
    assert set(bent) == {frozenset(("lemnos", b)) for b in ("suvla_bay", "gaba_tepe", "cape_helles", "besika_bay")} \
        | {frozenset(("edremit", "ezine"))}
    lemnos, suvla = (scene.space_items[s].box.center() for s in ("lemnos", "suvla_bay"))
    path = bent[frozenset(("lemnos", "suvla_bay"))].drawn_path()
    assert path.pointAtPercent(0) == lemnos and path.pointAtPercent(1) == suvla
    bar = bent[frozenset(("lemnos", "suvla_bay"))].water_bar()
    assert path.pointAtPercent(0.5) == bar.center()


def test_constantinople_stands_at_the_inset_edge_beside_the_straits(data):
    """Constantinople stood in the middle of the Near East inset, its lines to Adrianople
    and Gallipoli crossing the sea for 270 and 360 scene px: it now stands at the inset's
    edge facing them, each line shorter than five spaces' widths, and the inset frame is a
    rectangle with at most one step cut at each corner (the notch per space read as broken)."""
    import math

    from pog_desktop.ui.board.background import inset_outline

    spaces = data.map.spaces
    for other in ("adrianople", "gallipoli"):
        assert math.dist(spaces["constantinople"].center, spaces[other].center) < 5 * 48
    outline = inset_outline(data.map).toSubpathPolygons()
    assert len(outline) == 1
    corners = {(round(p.x()), round(p.y())) for p in outline[0]}
    assert len(corners) <= 4 + 2 * 4
