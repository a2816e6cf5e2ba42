"""The main window: the board in the middle, the overview and the stack inspector at the
side, and the sandbox (free moves with undo) until the rules engine drives the board."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QToolBar

from ..data import load_game
from .board.from_scenario import position_for_scenario
from .board.inspector import StackInspector
from .board.overview import Overview
from .board.sandbox_controller import SandboxController
from .board.scene import BoardScene
from .board.view import BoardView


def build_board(scenario: str, parent=None) -> tuple[BoardScene, BoardView]:
    """The scene and view of ``scenario``'s setup (shared by the window and --screenshot)."""
    game = load_game("pog")
    scene = BoardScene(game, position_for_scenario(game, scenario), parent)
    return scene, BoardView(scene)


class MainWindow(QMainWindow):
    def __init__(self, scenario: str = "campaign"):
        super().__init__()
        self.setWindowTitle(f"Paths of Glory — {scenario} (sandbox)")
        self.scene, self.view = build_board(scenario, self)
        self.setCentralWidget(self.view)
        self.controller = SandboxController(self.scene, self)
        self.overview = Overview(self.view)
        self.overview.setMaximumHeight(220)
        self.inspector = StackInspector(self.scene)
        for title, widget, name in (("Overview", self.overview, "overview"), ("Stack", self.inspector, "stack")):
            dock = QDockWidget(title, self)
            dock.setObjectName(name)
            dock.setWidget(widget)
            self.addDockWidget(Qt.RightDockWidgetArea, dock)
        bar = QToolBar("Board", self)
        bar.setObjectName("board")
        bar.addAction(self.controller.undo_action)
        bar.addAction(self.controller.redo_action)
        bar.addSeparator()
        for text, keys, slot in (("Zoom in", QKeySequence.ZoomIn, lambda: self.view.zoom_by(1.25)),
                                 ("Zoom out", QKeySequence.ZoomOut, lambda: self.view.zoom_by(0.8)),
                                 ("Fit", QKeySequence("Ctrl+0"), self.view.fit)):
            bar.addAction(QAction(text, self, shortcut=keys, triggered=slot))
        self.addToolBar(bar)
        self.scene.status.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.statusBar().showMessage("Drag counters and markers; right-click for more; Ctrl+Z undoes", 8000)
