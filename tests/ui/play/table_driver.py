"""Driving the play window as a player would: mouse clicks on the board's viewport, on the
hand's card buttons and on the prompt bar's buttons; a drag of a counter with real mouse events."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication


def board_point(view, space: str, dx: float = 0.0, dy: float = 0.0) -> QPoint:
    """Viewport point over ``space`` (offset in scene units from its centre)."""
    x, y = view.board.game.map.spaces[space].center
    return view.mapFromScene(QPointF(x + dx, y + dy))


def click_space(qtbot, view, space: str) -> None:
    """A click on the space's box beside its counters (its lower right corner)."""
    x, y, w, h = view.board.game.map.spaces[space].pos
    cx, cy = view.board.game.map.spaces[space].center
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=board_point(view, space, w / 2 - 3, h / 2 - 3))


def click_unit(qtbot, view, unit: str) -> None:
    item = view.board.counter_items[unit]
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=view.mapFromScene(item.sceneBoundingRect().center()))


def _send(view, kind, pos: QPoint, buttons) -> None:
    global_pos = QPointF(view.viewport().mapToGlobal(pos))
    event = QMouseEvent(kind, QPointF(pos), global_pos, Qt.LeftButton, buttons, Qt.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def drag_unit(view, unit: str, to_space: str) -> None:
    """Press on the counter, move in steps past the drag threshold, release over the space."""
    item = view.board.counter_items[unit]
    start = view.mapFromScene(item.sceneBoundingRect().center())
    end = board_point(view, to_space)
    _send(view, QEvent.MouseButtonPress, start, Qt.LeftButton)
    for k in range(1, 6):
        p = start + (end - start) * (k / 5)
        _send(view, QEvent.MouseMove, p, Qt.LeftButton)
    _send(view, QEvent.MouseButtonRelease, end, Qt.NoButton)


def button(bar, text: str):
    """The prompt bar's button (rules' or offered) whose text starts with ``text``."""
    found = [b for b in bar.buttons + bar.offered if b.text().startswith(text)]
    assert len(found) == 1, f"{text!r} among {[b.text() for b in bar.buttons + bar.offered]}"
    return found[0]


def hover(view, space: str) -> None:
    """The pointer moved (no button) onto the space."""
    _send(view, QEvent.MouseMove, board_point(view, space), Qt.NoButton)
