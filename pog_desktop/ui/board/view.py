"""The board view: pan (drag the background, scroll bars, arrow keys), zoom (wheel around
the cursor, +/-), fit the whole board (0 or F), and a level of detail that follows the zoom."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPixmapCache, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsView

from .background import SEA
from .scene import BoardScene

ZOOM_STEP = 1.25
SETTLE_MS = 180
MAX_SCALE = 6.0
PIXMAP_CACHE_KB = 24 * 1024     # the items in view at a close zoom take a few MB; older ones go first


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
        self.setCacheMode(QGraphicsView.CacheBackground)
        # room for every item's cached pixmap (``BoardItem``) at a close zoom
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self._fitted = True
        self._draft = None
        self._zooming = False
        self._settle = QTimer(self, singleShot=True, interval=SETTLE_MS, timeout=self.end_draft)
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
        if abs(factor - 1) < 1e-9:
            return
        self._start_draft()
        self._zooming = True
        try:
            self.scale(factor, factor)
        finally:
            self._zooming = False
        self._after_zoom()

    def zoom_by(self, factor: float) -> None:
        self._fitted = False
        self.set_scale(self.scale_factor() * factor)

    def fit(self) -> None:
        self._fitted = True
        self.fitInView(self.sceneRect(), Qt.KeepAspectRatio)
        self._after_zoom()

    def center_on(self, point: QPointF, scale: float | None = None) -> None:
        """Centre the view on ``point``; with ``scale``, a zoom that keeps drafting."""
        zooming = scale is not None and abs(scale / self.scale_factor() - 1) > 1e-9
        if scale is not None:
            self._fitted = False
            self.set_scale(scale)
        self._zooming = zooming
        try:
            self.centerOn(point)
        finally:
            self._zooming = False
        self.viewChanged.emit()

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def _after_zoom(self) -> None:
        self.board.set_detail(self.scale_factor())
        self.viewChanged.emit()

    # -- draft frames while zooming -----------------------------------------------------
    # Redrawing the whole board at every step of a zoom costs a full frame each time. As map
    # viewers do, the view instead shows the last full frame scaled while the zoom keeps
    # changing, and draws the board afresh once the zoom rests or the view pans.
    def _start_draft(self) -> None:
        if self._draft is None and self.isVisible():
            self._draft = (self.viewport().grab(), QTransform(self.viewportTransform()))
        self._settle.start()

    def end_draft(self) -> None:
        if self._draft is not None:
            self._draft = None
            self._settle.stop()
            self.viewport().update()

    @property
    def drafting(self) -> bool:
        return self._draft is not None

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802
        if self._draft is not None and not self._zooming:
            self.end_draft()
        super().scrollContentsBy(dx, dy)

    def paintEvent(self, event):  # noqa: N802
        if self._draft is None:
            super().paintEvent(event)
            return
        image, then = self._draft
        p = QPainter(self.viewport())
        p.fillRect(self.viewport().rect(), QColor(SEA))
        p.setTransform(then.inverted()[0] * self.viewportTransform())
        p.drawPixmap(0, 0, image)
        p.end()

    # -- events -----------------------------------------------------------------------
    def viewportEvent(self, event):  # noqa: N802
        if event.type() == QEvent.Leave:
            self.board.pointer_left()   # no mouse move comes once the pointer is outside
        return super().viewportEvent(event)

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
        elif key == Qt.Key_Escape:
            self.board.open_stack(None)
        else:
            super().keyPressEvent(event)  # arrows scroll

    def resizeEvent(self, event):  # noqa: N802
        super().resizeEvent(event)
        if self._fitted:
            self.fit()
