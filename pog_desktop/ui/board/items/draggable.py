"""Dragging with the scene's own mouse handling (not Qt drag-and-drop).

A press only becomes a drag once the pointer has travelled ``DRAG_THRESHOLD`` screen pixels,
so a click is never a move. The item follows the pointer; on release the scene decides
what the drop means (``BoardScene.drop``), and the item snaps back if nothing changed.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

DRAG_THRESHOLD = 6  # screen pixels
DRAG_Z = 100.0


class Draggable:
    """Mixin for a QGraphicsItem the sandbox can pick up."""

    _press_scene: QPointF | None = None
    _press_screen = None
    _press_item_pos: QPointF | None = None
    _dragging = False
    _z_before = 0.0
    drag_whole_stack = False   # Shift held when the drag began

    def mousePressEvent(self, event):  # noqa: N802
        if event.button() != Qt.LeftButton:
            event.ignore()
            return
        self._press_scene = event.scenePos()
        self._press_screen = event.screenPos()
        self._press_item_pos = self.pos()
        self._dragging = False
        self.drag_whole_stack = bool(event.modifiers() & Qt.ShiftModifier)
        event.accept()

    def mouseMoveEvent(self, event):  # noqa: N802
        if self._press_scene is None:
            return
        if not self._dragging:
            moved = event.screenPos() - self._press_screen
            if abs(moved.x()) + abs(moved.y()) < DRAG_THRESHOLD:
                return
            self._dragging = True
            self._z_before = self.zValue()
            self.setZValue(DRAG_Z)
            self.scene().drag_started(self)
        self.setPos(self._press_item_pos + (event.scenePos() - self._press_scene))
        self.scene().drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event):  # noqa: N802
        if self._press_scene is None:
            return
        dragging, self._press_scene = self._dragging, None
        self._dragging = False
        scene = self.scene()
        if dragging:
            self.setZValue(self._z_before)
            if not scene.drop(self, event.scenePos()):
                self.setPos(self._press_item_pos)
        else:
            scene.clicked(self)
        event.accept()
