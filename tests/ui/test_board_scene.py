"""The board scene, view, sandbox drag and stack inspector (pytest-qt, offscreen)."""
import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from pog_desktop.data import load_game
from pog_desktop.ui.board.from_scenario import position_for_scenario
from pog_desktop.ui.board.inspector import StackInspector
from pog_desktop.ui.board.items.connection_item import LinkItem
from pog_desktop.ui.board.items.counter_item import CounterItem, counter_label, label_from_name
from pog_desktop.ui.board.items.marker_item import MarkerItem
from pog_desktop.ui.board.items.space_item import SpaceItem
from pog_desktop.ui.board.position import BoardPosition, Marker, Placement
from pog_desktop.ui.board.sandbox_controller import SandboxController
from pog_desktop.ui.board.scene import BoardScene
from pog_desktop.ui.board.stacking import StackKey
from pog_desktop.ui.board.view import BoardView


@pytest.fixture(scope="module")
def game():
    return load_game("pog")


def small_position():
    return BoardPosition({"ge_1": Placement("liege", order=0), "ge_2": Placement("liege", order=1),
                          "ge_c1": Placement("liege", True, 2), "be_1": Placement("brussels"),
                          "fr_5": Placement("sedan")},
                         {"brussels": (Marker("trench", "ap", 1),)})


@pytest.fixture
def board(qtbot, game):
    scene = BoardScene(game, small_position())
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def test_2_1_scene_holds_one_item_per_space_connection_and_unit(qtbot, game):
    """Covers: DAT-01, DAT-02, DAT-05 — the campaign setup on the board."""
    scene = BoardScene(game, position_for_scenario(game, "campaign"))
    items = scene.items()
    spaces = [i for i in items if isinstance(i, SpaceItem)]
    connections = [i for i in items if isinstance(i, LinkItem)]
    counters = [i for i in items if isinstance(i, CounterItem)]
    assert sorted(i.space.id for i in spaces) == sorted(game.map.spaces)
    assert len(connections) == len(game.map.connections) == 476
    assert sorted(i.unit.id for i in counters) == sorted(game.units)
    # nation-only connections (11.1.4) are dashed, the others solid
    dashed = [i for i in connections if i.pen().style() == Qt.DashLine]
    assert len(dashed) == sum(1 for c in game.map.connections if c.only)
    # every unit of the setup is shown where the scenario put it
    assert all(i.isVisible() for i in counters)
    assert scene.position.units["ge_1"].location in game.map.spaces


def test_10_1_stack_of_three_shows_three_units_in_inspector(board, qtbot):
    """Covers: STK-01"""
    scene, view = board
    inspector = StackInspector(scene)
    qtbot.addWidget(inspector)
    top = scene.counter_items["ge_c1"]
    assert top.stack_size == 3 and scene.counter_items["ge_1"].stack_size == 0
    scene.clicked(top)
    assert inspector.unit_ids() == ["ge_c1", "ge_2", "ge_1"]
    assert "3 units" in inspector.title.text()
    rows = [inspector.tree.topLevelItem(i).text(3) for i in range(3)]
    assert rows == ["1-1-4", "5-3-3", "5-3-3"]   # the corps shows its reduced factors
    # the opened stack fans out: no two counters share a position
    xs = {round(scene.counter_items[u].pos().x()) for u in ("ge_1", "ge_2", "ge_c1")}
    assert len(xs) == 3
    scene.clicked(top)
    assert inspector.unit_ids() == []


def _mouse(view, kind, pos: QPoint, buttons):
    button = Qt.LeftButton if kind != QEvent.MouseMove else Qt.NoButton
    ev = QMouseEvent(kind, QPointF(pos), QPointF(view.viewport().mapToGlobal(pos)), button, buttons, Qt.NoModifier)
    QApplication.sendEvent(view.viewport(), ev)


def drag(view, start: QPointF, end: QPointF, steps: int = 5):
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    _mouse(view, QEvent.MouseButtonPress, a, Qt.LeftButton)
    for k in range(1, steps + 1):
        _mouse(view, QEvent.MouseMove, a + (b - a) * k / steps, Qt.LeftButton)
    _mouse(view, QEvent.MouseButtonRelease, b, Qt.NoButton)


def test_sandbox_drag_moves_a_unit_and_undo_restores_it(board, game):
    scene, view = board
    controller = SandboxController(scene)
    fr5 = scene.counter_items["fr_5"]
    start = fr5.scenePos()
    target = QPointF(*game.map.spaces["verdun"].center)
    drag(view, start, target)
    assert scene.position.units["fr_5"].location == "verdun"
    assert fr5.scenePos() == QPointF(*game.map.spaces["verdun"].center)
    controller.undo()
    assert scene.position.units["fr_5"].location == "sedan"
    assert fr5.scenePos() == start


def test_sandbox_drop_just_outside_a_space_still_hits_it(board, game):
    """Click targets are a little larger than the printed space."""
    scene, view = board
    SandboxController(scene)
    x, y, w, h = game.map.spaces["verdun"].pos
    drag(view, scene.counter_items["fr_5"].scenePos(), QPointF(x + w + 5, y + h / 2))
    assert scene.position.units["fr_5"].location == "verdun"


def test_sandbox_small_pointer_travel_is_a_click_not_a_move(board):
    scene, view = board
    SandboxController(scene)
    fr5 = scene.counter_items["fr_5"]
    p = view.mapFromScene(fr5.scenePos())
    _mouse(view, QEvent.MouseButtonPress, p, Qt.LeftButton)
    _mouse(view, QEvent.MouseMove, p + QPoint(2, 1), Qt.LeftButton)
    _mouse(view, QEvent.MouseButtonRelease, p + QPoint(2, 1), Qt.NoButton)
    assert scene.position.units["fr_5"].location == "sedan"
    assert scene.opened == StackKey("sedan", "ap")


def test_sandbox_drop_off_the_map_snaps_back(board):
    scene, view = board
    SandboxController(scene)
    fr5 = scene.counter_items["fr_5"]
    start = fr5.scenePos()
    drag(view, start, QPointF(1200, 40))   # open sea
    assert scene.position.units["fr_5"].location == "sedan"
    assert fr5.scenePos() == start


def test_11_2_sandbox_marker_drag_and_flip_by_menu(board, game):
    """Covers: DAT-14"""
    scene, view = board
    controller = SandboxController(scene)
    trench = scene.marker_items[("brussels", "trench")]
    assert isinstance(trench, MarkerItem)
    drag(view, trench.scenePos() + QPointF(6, 6), QPointF(*game.map.spaces["liege"].center) + QPointF(-20, 20))
    assert scene.position.markers_at("liege") == (Marker("trench", "ap", 1),)
    assert ("brussels", "trench") not in scene.marker_items
    menu = controller.menu_for(scene.counter_items["fr_5"])
    next(a for a in menu.actions() if a.text() == f"Flip {game.units['fr_5'].name}").trigger()
    assert scene.position.units["fr_5"].reduced is True
    controller.undo()
    controller.undo()
    assert scene.position.markers_at("brussels") == (Marker("trench", "ap", 1),)
    assert scene.position.units["fr_5"].reduced is False


def test_tooltip_of_a_space_lists_both_sides_units(board, game):
    scene, _ = board
    scene.set_position(scene.position.with_units({"be_1": Placement("liege", order=5)}))
    text = scene.tooltip_at(QPointF(game.map.spaces["liege"].pos[0] + 2, game.map.spaces["liege"].pos[1] + 2))
    assert "<b>Liege</b>" in text and "Fort 3" in text
    assert "CP units" in text and "AP units" in text
    assert f"{game.units['be_1'].name} (army, full) 2-3-3" in text
    unit_tip = scene.tooltip_at(scene.counter_items["fr_5"].scenePos())
    assert game.units["fr_5"].name in unit_tip and "Full 3-3-3 · Reduced 2-3-3" in unit_tip


def test_counter_labels(game):
    assert [label_from_name(n) for n in ("GE 1", "FR Orient", "GE corps", "BR ANA corps")] == \
        ["1", "Orient", "GE", "ANA"]
    assert counter_label(game.units["ge_1"]) == "1" and counter_label(game.units["ge_c1"]) == "GE"


def test_view_zoom_keys_fit_and_detail(board, qtbot):
    scene, view = board
    fit = view.scale_factor()
    qtbot.keyClick(view, Qt.Key_Plus)
    assert view.scale_factor() == pytest.approx(fit * 1.25)
    qtbot.keyClick(view, Qt.Key_0)
    assert view.scale_factor() == pytest.approx(fit)
    view.center_on(QPointF(500, 700), 3.5)
    assert scene.detail == pytest.approx(3.5)
    assert view.visible_scene_rect().center().x() == pytest.approx(500, abs=2)


def test_sandbox_click_on_turn_track_moves_the_turn_marker(board):
    """Covers: DAT-07"""
    scene, view = board
    controller = SandboxController(scene)
    turn = scene.track_items["turn"]
    cell = turn.cell_center(5)
    assert scene.track_cell_at(cell) == ("turn", 5)
    p = view.mapFromScene(cell)
    _mouse(view, QEvent.MouseButtonPress, p, Qt.LeftButton)
    _mouse(view, QEvent.MouseButtonRelease, p, Qt.NoButton)
    assert scene.position.tracks.turn == 6
    assert turn.spec.title.startswith("Turn 6: Summer 1915")
    controller.undo()
    assert scene.position.tracks.turn == 1


def test_view_arrow_keys_pan_and_escape_closes_stack(board, qtbot):
    scene, view = board
    view.center_on(QPointF(1200, 800), 2.0)
    view.end_draft()
    before = view.visible_scene_rect().center()
    qtbot.keyClick(view, Qt.Key_Right)
    qtbot.keyClick(view, Qt.Key_Down)
    after = view.visible_scene_rect().center()
    assert after.x() > before.x() and after.y() > before.y()
    scene.clicked(scene.counter_items["ge_1"])
    assert scene.opened == StackKey("liege", "cp")
    qtbot.keyClick(view, Qt.Key_Escape)
    assert scene.opened is None


def test_zoom_shows_a_draft_until_the_zoom_rests(board, qtbot):
    scene, view = board
    view.zoom_by(1.25)
    assert view.drafting
    qtbot.waitUntil(lambda: not view.drafting, timeout=2000)


def test_view_drag_on_the_background_pans(board):
    scene, view = board
    view.center_on(QPointF(1200, 800), 2.0)
    view.end_draft()
    before = view.visible_scene_rect().center()
    drag(view, QPointF(1210, 760), QPointF(1110, 760))   # open sea north of the Adriatic names
    after = view.visible_scene_rect().center()
    assert after.x() == pytest.approx(before.x() + 100, abs=3)
    assert scene.position == small_position()


def test_overview_shows_and_moves_the_view(board, qtbot):
    from pog_desktop.ui.board.overview import Overview
    scene, view = board
    overview = Overview(view)
    qtbot.addWidget(overview)
    overview.resize(260, 170)
    overview.show()
    target = overview._target()
    qtbot.mouseClick(overview, Qt.LeftButton, pos=target.center().toPoint())
    centre = view.visible_scene_rect().center()
    assert centre.x() == pytest.approx(view.sceneRect().center().x(), abs=15)
    assert centre.y() == pytest.approx(view.sceneRect().center().y(), abs=15)


def test_sandbox_shift_drag_moves_the_whole_stack_in_one_undo(board, game):
    """Shift-drag moves the whole stack, keeping its order, as one undoable step."""
    scene, view = board
    controller = SandboxController(scene)
    start = view.mapFromScene(scene.counter_items["ge_c1"].scenePos())
    end = view.mapFromScene(QPointF(*game.map.spaces["aachen"].center))
    ev = QMouseEvent(QEvent.MouseButtonPress, QPointF(start), QPointF(view.viewport().mapToGlobal(start)),
                     Qt.LeftButton, Qt.LeftButton, Qt.ShiftModifier)
    QApplication.sendEvent(view.viewport(), ev)
    for k in range(1, 6):
        _mouse(view, QEvent.MouseMove, start + (end - start) * k / 5, Qt.LeftButton)
    _mouse(view, QEvent.MouseButtonRelease, end, Qt.NoButton)
    assert scene.position.stack("aachen") == ["ge_1", "ge_2", "ge_c1"]
    assert scene.position.stack("liege") == []
    controller.undo()
    assert scene.position.stack("liege") == ["ge_1", "ge_2", "ge_c1"]


def test_10_1_resting_the_pointer_on_a_stack_opens_it_and_leaving_closes_it(board, qtbot):
    """Covers: STK-01. Hover does what a click does (fan out, list in the inspector) after a
    short rest; moving off the space closes it; a click on a hovered stack keeps it open."""
    scene, view = board
    inspector = StackInspector(scene)
    qtbot.addWidget(inspector)
    top = view.mapFromScene(scene.counter_items["ge_c1"].sceneBoundingRect().center())
    _mouse(view, QEvent.MouseMove, top, Qt.NoButton)
    assert scene.opened is None                         # not at once: a sweep opens nothing
    qtbot.waitUntil(lambda: scene.opened == StackKey("liege", "cp"), timeout=2000)
    assert inspector.unit_ids() == ["ge_c1", "ge_2", "ge_1"]
    x, y, w, h = scene.game.map.spaces["liege"].pos
    _mouse(view, QEvent.MouseMove, view.mapFromScene(QPointF(x + w - 3, y + h - 3)), Qt.NoButton)
    assert scene.opened == StackKey("liege", "cp")      # still on the space: stays open
    _mouse(view, QEvent.MouseMove, view.mapFromScene(QPointF(1200, 40)), Qt.NoButton)
    assert scene.opened is None and inspector.unit_ids() == []
    _mouse(view, QEvent.MouseMove, top, Qt.NoButton)
    qtbot.waitUntil(lambda: scene.opened == StackKey("liege", "cp"), timeout=2000)
    scene.clicked(scene.counter_items["ge_c1"])
    _mouse(view, QEvent.MouseMove, view.mapFromScene(QPointF(1200, 40)), Qt.NoButton)
    assert scene.opened == StackKey("liege", "cp")      # pinned by the click


def test_sandbox_marker_dropped_in_an_off_map_box_lies_along_its_bottom(board, game):
    """Covers: DAT-14. A trench marker dragged from Brussels into the CP reserve box stays
    there, inside the box, and a second marker lies beside it rather than on top of it."""
    scene, view = board
    controller = SandboxController(scene)
    box = next(b for b in scene.boxes.values() if b.kind == "reserve" and b.side == "cp")
    x, y, w, h = box.pos
    view.center_on(QPointF(x + w / 2, y + h / 2), 1.0)
    trench = scene.marker_items[("brussels", "trench")]
    drag(view, trench.scenePos() + QPointF(6, 6), QPointF(x + w / 2, y + h / 2))
    assert scene.position.markers_at(box.id) == (Marker("trench", "ap", 1),)
    item = scene.marker_items[(box.id, "trench")]
    assert QRectF(x, y, w, h).contains(item.sceneBoundingRect())
    scene.set_position(scene.position.with_markers(box.id, (Marker("trench", "ap", 1), Marker("oos", "cp"))))
    oos = scene.marker_items[(box.id, "oos")].sceneBoundingRect()
    assert QRectF(x, y, w, h).contains(oos) and not oos.intersects(scene.marker_items[(box.id, "trench")].sceneBoundingRect())
    menu = controller.menu_for(scene.box_items[box.id])
    add = next(a.menu() for a in menu.actions() if a.text() == f"Add marker to {box.name}")
    next(a for a in add.actions() if a.text() == "Moved").trigger()
    assert [m.kind for m in scene.position.markers_at(box.id)] == ["trench", "moved"]


def test_markers_of_a_crowded_space_stay_on_its_edge(board, game):
    from pog_desktop.ui.board.marker_places import MARKER_ROOM

    """Five markers on Verdun: a column on its left edge, within the space's height, each
    reaching into the box so that it reads as Verdun's and not Sedan's; the counter moves
    right to stay clear of it, still inside the box."""
    scene, _ = board
    scene.set_position(scene.position.with_units({"fr_5": Placement("verdun")}))
    bare = scene.counter_items["fr_5"].pos().x()
    kinds = (Marker("trench", "ap", 2), Marker("control", "cp"), Marker("oos", "ap"),
             Marker("activated_attack"), Marker("besieged"))
    scene.set_position(scene.position.with_markers("verdun", kinds))
    x, y, w, h = game.map.spaces["verdun"].pos
    rects = [scene.marker_items[("verdun", m.kind)].sceneBoundingRect() for m in kinds]
    assert all(r.bottom() <= y + h + 2 and r.right() > x + 4 and r.left() < x for r in rects)
    assert all(x < r.center().x() for r in rects)     # each chip's centre inside Verdun's box
    assert [r.top() for r in rects] == sorted(r.top() for r in rects)
    counter = scene.counter_items["fr_5"]
    assert counter.pos().x() == bare + MARKER_ROOM and counter.pos().x() + counter.size / 2 <= x + w   # clear of the column
