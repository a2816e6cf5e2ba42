"""``--open FILE.pog --screenshot OUT.png``: the table view of a saved game (board, the hand
of the side to move, the log, and the combat window while a combat is being resolved)
rendered to a PNG without showing a window. Reading the file changes nothing on disk: no
autosave, no recent list."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSplitter

from ...data import load_game
from ...match import load_game_from_save
from ..board.position import BoardPosition
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..table.seating import SOLITAIRE, Seats
from ..table.table_view import TableView
from .controller import PlayController


class TableShot(QSplitter):
    """The board above the table view, driven by a controller that does not autosave."""

    def __init__(self, match, parent=None):
        super().__init__(Qt.Vertical, parent)
        data = load_game("pog")
        self.scene = BoardScene(data, BoardPosition(), self)
        self.view = BoardView(self.scene)
        # nobody sits at a screenshot: show the hand of the side to move, as in solitaire
        self.table = TableView(data.cards, Seats(SOLITAIRE, dict(match.meta.players) or Seats().names))
        self.addWidget(self.view)
        self.addWidget(self.table)
        self.setStretchFactor(0, 3)
        self.setStretchFactor(1, 2)
        self.controller = PlayController(match, self.scene, self.table, autosave_on=False, parent=self)


def render(path: Path | str, out: Path | str, size: tuple[int, int], aim=None) -> None:
    """Raises ``SaveError`` for a file that does not load, OSError when the PNG cannot be
    written, ValueError with ``aim(view)``'s problem (``--zoom``, ``--center``)."""
    match = load_game_from_save(path)
    shot = TableShot(match)
    shot.setAttribute(Qt.WA_DontShowOnScreen)
    shot.resize(*size)
    shot.setSizes([size[1] * 3 // 5, size[1] * 2 // 5])
    shot.show()
    QApplication.processEvents()
    shot.view.fit()
    problem = aim(shot.view) if aim else None
    if problem:
        shot.close()
        raise ValueError(problem)
    shot.view.end_draft()
    QApplication.processEvents()   # deferred fits (the hand's faces) run here and ask for a layout,
    QApplication.processEvents()   # which is done here: the picture shows the settled table
    image = shot.grab().toImage()
    if (image.width(), image.height()) != tuple(size):
        image = image.scaled(*size)
    if not image.save(str(out)):
        raise OSError(f"could not write {out}")
    shot.close()
