"""An overview of the whole board that shows the current view as a frame and moves the
view when clicked or dragged.

The map (spaces, boxes, tracks) is rendered once per size; after each change only the
counters are drawn over it as small squares in their nation's colour: rendering the whole
scene again took a quarter of a second after every action (issue 15 defect 13)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from .view import BoardView


class Overview(QWidget):
    def __init__(self, view: BoardView, parent=None):
        super().__init__(parent)
        self.view = view
        self._image: QImage | None = None
        self._base: QImage | None = None      # the map without counters and markers, at the present size
        self.setMinimumSize(200, 130)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
        self.setCursor(Qt.PointingHandCursor)
        self._refresh = QTimer(self, singleShot=True, interval=150, timeout=self._render)
        view.viewChanged.connect(self.update)
        view.scene().changed.connect(lambda _=None: self._refresh.start())

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(260, 170)

    def heightForWidth(self, w: int) -> int:  # noqa: N802
        r = self.view.sceneRect()
        return int(w * r.height() / r.width())

    def _target(self) -> QRectF:
        r = self.view.sceneRect()
        if r.width() <= 0 or r.height() <= 0:
            return QRectF()
        s = min(self.width() / r.width(), self.height() / r.height())
        w, h = r.width() * s, r.height() * s
        return QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)

    def _render(self) -> None:
        t = self._target()
        if not self.isVisible() or t.isEmpty():
            return
        size = (max(1, int(t.width())), max(1, int(t.height())))
        if self._base is None or (self._base.width(), self._base.height()) != size:
            self._base = self._render_base(*size)
        img = self._base.copy()
        scene, r = self.view.scene(), self.view.sceneRect()
        s = img.width() / r.width()
        p = QPainter(img)
        for item in scene.counter_items.values():
            if item.isVisible():
                c = item.scenePos()
                side = max(2.0, item.size * s)
                p.fillRect(QRectF((c.x() - r.left()) * s - side / 2, (c.y() - r.top()) * s - side / 2, side, side),
                           QColor(item.fill_colour()))
        p.end()
        self._image = img
        self.update()

    def _render_base(self, w: int, h: int) -> QImage:
        scene = self.view.scene()
        hidden = [i for i in (*scene.counter_items.values(), *scene.marker_items.values()) if i.isVisible()]
        blocked = scene.blockSignals(True)     # hiding them for a moment is no change to report
        for i in hidden:
            i.setVisible(False)
        img = QImage(w, h, QImage.Format_ARGB32_Premultiplied)
        img.fill(QColor("#cfe0ea"))
        p = QPainter(img)
        p.setRenderHint(QPainter.Antialiasing)
        scene.render(p, QRectF(0, 0, w, h), self.view.sceneRect())
        p.end()
        for i in hidden:
            i.setVisible(True)
        scene.blockSignals(blocked)
        return img

    def resizeEvent(self, event):  # noqa: N802
        self._refresh.start()

    def hideEvent(self, event):  # noqa: N802
        self._refresh.stop()

    def paintEvent(self, event):  # noqa: N802
        p = QPainter(self)
        t = self._target()
        if self._image is not None:
            p.drawImage(t.topLeft(), self._image)
        r = self.view.sceneRect()
        if t.isEmpty():
            return
        s = t.width() / r.width()
        v = self.view.visible_scene_rect().intersected(r)
        frame = QRectF(t.left() + (v.left() - r.left()) * s, t.top() + (v.top() - r.top()) * s,
                       v.width() * s, v.height() * s)
        p.setPen(QPen(QColor("#d0202a"), 2))
        p.setBrush(QColor(208, 32, 42, 30))
        p.drawRect(frame)

    def _move_view(self, pos: QPointF) -> None:
        t = self._target()
        if t.isEmpty():
            return
        r = self.view.sceneRect()
        s = t.width() / r.width()
        self.view.center_on(QPointF(r.left() + (pos.x() - t.left()) / s, r.top() + (pos.y() - t.top()) / s))

    def mousePressEvent(self, event):  # noqa: N802
        self._move_view(event.position())

    def mouseMoveEvent(self, event):  # noqa: N802
        if event.buttons() & Qt.LeftButton:
            self._move_view(event.position())
