"""The main window: for now, the map of Paths of Glory drawn plainly from the data."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QMainWindow

from ..data import load_game


class MainWindow(QMainWindow):
    def __init__(self, scenario: str = "campaign"):
        super().__init__()
        self.setWindowTitle(f"Paths of Glory — {scenario}")
        data = load_game("pog")
        scene = QGraphicsScene(self)
        w, h = data.map.layout
        scene.setSceneRect(QRectF(0, 0, w, h))
        pen = QPen(QColor("#555"), 2)
        for c in data.map.connections:
            a, b = data.map.spaces[c.a].center, data.map.spaces[c.b].center
            scene.addLine(a[0], a[1], b[0], b[1], pen)
        colours = {"ap": QColor("#9fc5e8"), "cp": QColor("#cfa47c")}
        for s in data.map.spaces.values():
            x, y, sw, sh = s.pos
            scene.addRect(x, y, sw, sh, QPen(Qt.black), QBrush(colours[s.side]))
            t = scene.addSimpleText(s.name)
            t.setPos(x, y + sh)
        self.view = QGraphicsView(scene)
        self.view.setRenderHint(QPainter.Antialiasing)
        self.setCentralWidget(self.view)

    def showEvent(self, event):  # noqa: N802 (Qt name)
        super().showEvent(event)
        self.view.fitInView(self.view.scene().sceneRect(), Qt.KeepAspectRatio)
