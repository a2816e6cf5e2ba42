"""The board view: pan (drag the background, scroll bars, arrow keys), zoom (wheel around
the cursor, +/-), fit the whole board (0 or F), and a level of detail that follows the zoom."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from .scene import BoardScene

ZOOM_STEP = 1.25
MAX_SCALE = 6.0


class BoardView(QGraphicsView):
    viewChanged = Signal()

    def __init__(self, scene: BoardScene, parent=None):
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
        self.setDragMode(QGraphicsView.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.DontAdjustForAntialiasing, True)
        self.setFrameShape(QFrame.NoFrame)
        self.setBackgroundBrush(QColor("#cfe0ea"))
        self._fitted = True
        self.horizontalScrollBar().valueChanged.connect(self.viewChanged)
        self.verticalScrollBar().valueChanged.connect(self.viewChanged)

    @property
    def board(self) -> BoardScene:
        return self.scene()

    def scale_factor(self) -> float:
        return self.transform().m11()

    def fit_scale(self) -> float:
        r = self.sceneRect()
        vp = self.viewport().rect()
        return min(vp.width() / r.width(), vp.height() / r.height())

    def set_scale(self, scale: float) -> None:
        scale = max(self.fit_scale() * 0.9, min(MAX_SCALE, scale))
        factor = scale / self.scale_factor()
        self.scale(factor, factor)
        self._after_zoom()

    def zoom_by(self, factor: float) -> None:
        self._fitted = False
        self.set_scale(self.scale_factor() * factor)

    def fit(self) -> None:
        self._fitted = True
        self.fitInView(self.sceneRect(), Qt.KeepAspectRatio)
        self._after_zoom()

    def center_on(self, point: QPointF, scale: float | None = None) -> None:
        if scale is not None:
            self._fitted = False
            self.set_scale(scale)
        self.centerOn(point)
        self.viewChanged.emit()

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def _after_zoom(self) -> None:
        self.board.set_detail(self.scale_factor())
        self.viewChanged.emit()

    # -- events -----------------------------------------------------------------------
    def wheelEvent(self, event):  # noqa: N802
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(ZOOM_STEP ** steps)
        event.accept()

    def keyPressEvent(self, event):  # noqa: N802
        key = event.key()
        if key in (Qt.Key_Plus, Qt.Key_Equal):
            self.zoom_by(ZOOM_STEP)
        elif key == Qt.Key_Minus:
            self.zoom_by(1 / ZOOM_STEP)
        elif key in (Qt.Key_0, Qt.Key_F):
            self.fit()
        else:
            super().keyPressEvent(event)  # arrows scroll

    def resizeEvent(self, event):  # noqa: N802
        super().resizeEvent(event)
        if self._fitted:
            self.fit()
