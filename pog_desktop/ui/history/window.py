"""The history browser: the game's past positions on a board of its own, read-only.

A ``Timeline`` (the match's actions replayed) drives a ``BoardScene`` through the same
adapter the live table uses; the ``ReplayControls`` step through it. Each step shows the
action taken, the log lines it wrote, and marks on the map where units moved (orange: where
they went, grey: where they came from). Nothing here can change the game: the scene's
gestures are not connected, so a dragged counter snaps back."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QMainWindow, QSplitter, QTextBrowser, QVBoxLayout, QWidget

from ..board.scene import BoardScene
from ..board.view import BoardView
from ..board.position import BoardPosition
from ..play.board_adapter import position_from_game
from ..table.action_text import describe
from ..table.log_format import plain_line
from .controls import DEFAULT_PACE_MS, ReplayControls
from ..translate import QT_TRANSLATE_NOOP, translate

NOTHING_LOGGED = QT_TRANSLATE_NOOP("HistoryWindow", "nothing logged")

MOVED_TO = "#e07b00"
MOVED_FROM = "#7a7a7a"


def moved_marks(spaces, moved: dict) -> dict[str, tuple[str, str]]:
    """Map marks for units that moved: their new spaces "moved" (orange), the spaces they
    left "from" (grey); boxes are not marked (the map frames spaces only)."""
    marks: dict[str, tuple[str, str]] = {}
    for _, (was, now) in sorted(moved.items()):
        if was in spaces and was not in marks:
            marks[was] = (MOVED_FROM, "from")
    for _, (was, now) in sorted(moved.items()):
        if now in spaces:
            marks[now] = (MOVED_TO, "moved")
    return marks


def action_text(timeline, index: int, names: dict) -> str:
    """"12. Move German 1st Army → Sedan": the action that led to position ``index``."""
    action = timeline.action(index)
    if action is None:
        return "0. " + translate("HistoryWindow", "Start of the game")
    return f"{index}. {describe(timeline.engine.Action.from_json(action), names)}"


class HistoryView(QWidget):
    """Board + controls + the list of actions + the step's log, for any timeline (the reusable
    part): anything with ``len``, ``last``, ``engine``, ``game_at(i)``, ``action(i)``,
    ``entries(i)`` and ``moved(i)`` as ``Timeline`` has them."""

    def __init__(self, data, timeline, names: dict, parent=None, pace_ms: int = DEFAULT_PACE_MS):
        super().__init__(parent)
        self.data = data
        self.timeline = timeline
        self.names = names
        self.scene = BoardScene(data, BoardPosition(), self)
        self.view = BoardView(self.scene)
        self.controls = ReplayControls(self, pace_ms)
        self.step_title = QLabel()
        self.step_title.setObjectName("history_step")
        self.step_title.setStyleSheet("font-weight: bold;")
        self.step_title.setWordWrap(True)
        self.step_log = QTextBrowser()
        self.step_log.setObjectName("history_log")
        self.steps = QListWidget()
        self.steps.setObjectName("history_steps")
        self.steps.addItems([action_text(timeline, i, names) for i in range(len(timeline))])
        self.steps.currentRowChanged.connect(lambda row: row >= 0 and self.controls.go(row))
        split = QSplitter(Qt.Vertical)
        split.addWidget(self.view)
        lower = QWidget()
        box = QVBoxLayout(lower)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.controls)
        box.addWidget(self.step_title)
        texts = QSplitter(Qt.Horizontal)
        texts.addWidget(self.steps)
        texts.addWidget(self.step_log)
        texts.setSizes([400, 600])
        box.addWidget(texts, 1)
        split.addWidget(lower)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(split)
        self.controls.moved_to.connect(self.show_position)
        self.controls.set_length(len(timeline))
        self.show_position(self.controls.position)

    def show_position(self, index: int) -> None:
        game = self.timeline.game_at(index)
        self.scene.set_position(position_from_game(self.data, game))
        self.scene.set_marks(moved_marks(self.data.map.spaces, self.timeline.moved(index)))
        self.step_title.setText(self.step_text(index))
        self.steps.blockSignals(True)
        self.steps.setCurrentRow(index)
        self.steps.blockSignals(False)
        lines = [plain_line(e) for e in self.timeline.entries(index)]
        self.step_log.setHtml("<br>".join(escape(x) for x in lines)
                              or f"<i>{translate('HistoryWindow', NOTHING_LOGGED)}</i>")

    def step_text(self, index: int) -> str:
        game = self.timeline.game_at(index)
        when = translate("HistoryWindow", "Turn {turn}, round {round}").format(turn=game.state.turn,
                                                                               round=game.state.round)
        action = self.timeline.action(index)
        if action is None:
            return translate("HistoryWindow", "Start of the game ({when})").format(when=when)
        act = self.timeline.engine.Action.from_json(action)
        return translate("HistoryWindow", "Action {n}: {action} ({when})").format(n=index, action=describe(act, self.names),
                                                                                 when=when)


class HistoryWindow(QMainWindow):
    """The history browser in a window of its own, opened from Game ▸ History."""

    def __init__(self, data, timeline, names: dict, parent=None, pace_ms: int = DEFAULT_PACE_MS):
        super().__init__(parent)
        self.setAttribute(Qt.WA_DeleteOnClose)
        self.setWindowTitle(translate("HistoryWindow", "History (read-only)"))
        self.history = HistoryView(data, timeline, names, self, pace_ms)
        self.setCentralWidget(self.history)
        self.history.controls.go(timeline.last)   # opens on the present
