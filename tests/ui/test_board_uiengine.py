"""The board's last gaps: a stack the hover opened closes when the pointer leaves the board,
and the off-map boxes' names are drawn large enough to read at full-map zoom."""
from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QMouseEvent, QPainter
from PySide6.QtWidgets import QApplication

from pog_desktop.data import load_game
from pog_desktop.ui.board.glyphs import font
from pog_desktop.ui.board.inspector import StackInspector
from pog_desktop.ui.board.items.box_item import FAR, BoxItem, name_layout
from pog_desktop.ui.board.position import BoardPosition, Placement
from pog_desktop.ui.board.scene import BoardScene
from pog_desktop.ui.board.stacking import StackKey
from pog_desktop.ui.board.view import BoardView


@pytest.fixture(scope="module")
def game():
    return load_game("pog")


@pytest.fixture
def board(qtbot, game):
    position = BoardPosition({"ge_1": Placement("liege", order=0), "ge_2": Placement("liege", order=1)}, {})
    scene = BoardScene(game, position)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def _hover(view, scene_point: QPointF) -> None:
    pos = view.mapFromScene(scene_point)
    ev = QMouseEvent(QEvent.MouseMove, QPointF(pos), QPointF(view.viewport().mapToGlobal(pos)),
                     Qt.NoButton, Qt.NoButton, Qt.NoModifier)
    QApplication.sendEvent(view.viewport(), ev)


def _leave(view) -> None:
    QApplication.sendEvent(view.viewport(), QEvent(QEvent.Leave))


def test_10_1_a_hovered_stack_closes_when_the_pointer_leaves_the_board(board, qtbot):
    """Covers: STK-01. Resting on the Liege stack opens it; the pointer then leaves the window
    straight from the counters (no move event off them ever comes): the stack closes, the
    inspector empties and the hovered space is cleared."""
    scene, view = board
    inspector = StackInspector(scene)
    qtbot.addWidget(inspector)
    hovered = []
    scene.spaceHovered.connect(hovered.append)
    _hover(view, scene.counter_items["ge_2"].sceneBoundingRect().center())
    qtbot.waitUntil(lambda: scene.opened == StackKey("liege", "cp"), timeout=2000)
    assert inspector.unit_ids() == ["ge_2", "ge_1"]
    _leave(view)
    assert scene.opened is None and inspector.unit_ids() == []
    assert hovered == ["liege", ""]


def test_10_1_leaving_the_board_drops_a_pending_hover_and_keeps_a_clicked_stack(board, qtbot):
    """Covers: STK-01. Leaving before the rest is over opens nothing later; a stack opened by
    a click stays open when the pointer leaves."""
    scene, view = board
    _hover(view, scene.counter_items["ge_2"].sceneBoundingRect().center())
    _leave(view)
    qtbot.wait(700)
    assert scene.opened is None
    scene.clicked(scene.counter_items["ge_2"])
    _leave(view)
    assert scene.opened == StackKey("liege", "cp")


def _drawn(item: BoxItem, scale: float, rect: QRectF) -> QImage:
    x, y, w, h = item.box.pos
    image = QImage(int(w * scale) + 2, int(h * scale) + 2, QImage.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.scale(scale, scale)
    p.translate(-x, -y)
    item.draw(p)
    p.end()
    return image


def _ink(a: QImage, b: QImage, area: QRectF) -> int:
    """Pixels that differ between ``a`` and ``b`` inside ``area`` (image coordinates)."""
    r = area.toRect().intersected(a.rect())
    return sum(a.pixel(i, j) != b.pixel(i, j)
               for i in range(r.left(), r.right(), 2) for j in range(r.top(), r.bottom(), 2))


def test_2_1_off_map_box_names_are_drawn_readable_at_full_map_zoom(board):
    """Covers: DAT-14. Fitted to a 1280x800 window the board is in the far band: every off-map
    box draws its name large in its lower half, at least 8 screen pixels high, each word
    fitting inside the box; the name's ink lies in that lower area, none in the upper part
    (left free for the counters)."""
    scene, view = board
    view.fit()
    scale = view.scale_factor()
    assert scene.detail < FAR
    assert scene.box_items
    for bid, item in scene.box_items.items():
        name = item.box.name
        area, px, flags = name_layout(item.rect, name, scene.detail)
        assert flags & int(Qt.TextWordWrap), bid
        assert px * scale >= 8, (bid, px * scale)
        assert area.top() >= item.rect.top() + item.rect.height() * 0.4 and item.rect.contains(area), bid
        metrics = QFontMetricsF(font(px, True))
        assert max(metrics.horizontalAdvance(w) for w in name.split()) <= area.width(), bid
        with_name = _drawn(item, scale, area)
        blank = BoxItem(replace(item.box, name=""))
        scene.addItem(blank)
        try:
            without = _drawn(blank, scale, area)
        finally:
            scene.removeItem(blank)
        x, y = item.rect.left(), item.rect.top()
        lower = QRectF((area.left() - x) * scale, (area.top() - y) * scale, area.width() * scale, area.height() * scale)
        upper = QRectF(8 * scale, 10 * scale, (item.rect.width() - 16) * scale, (area.top() - y - 12) * scale)
        assert _ink(with_name, without, lower) > 0, bid
        assert _ink(with_name, without, upper) == 0, bid


def test_2_1_close_up_a_box_name_is_a_title_line():
    """Covers: DAT-14. At normal zoom the name is one title line along the box's top edge."""
    area, px, flags = name_layout(QRectF(0, 0, 300, 150), "AP reserve", 1.0)
    assert (area, px) == (QRectF(8, 2, 284, 148), 15)
    assert flags == int(Qt.AlignLeft | Qt.AlignTop)
