"""The PBEM window (issue 12): the game played on the main table, as hotseat plays it for one
seat (the board, this seat's hand, the prompt bar, the log and tracks: ``seat_table``), with the
PBEM panel beside it: whose turn it is, "since your last turn", Send turn, Open turn, standing
orders, the audit. An opened turn is first replayed step by step in place of the board (the
reusable ``HistoryView`` over a ``TurnTimeline``: play, pause, step forward and back, moved units
and attacked spaces marked, the log in step); "Back to the table" brings the board and the
prompt. ``add_pbem_menu`` puts Game ▸ PBEM in the main window; ``open_turn_file`` serves the
menu and the command line."""
from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (QDockWidget, QFileDialog, QInputDialog, QLabel, QMainWindow, QMessageBox,
                               QPushButton, QStackedWidget, QTextBrowser, QVBoxLayout, QWidget)

from ...data import load_game
from ...data.scenarios import list_scenarios
from ...match.errors import SaveError
from ...match.postal import PbemGame
from ...match.postal.games import base, folder_for
from ...match.postal.turnfile import SUFFIX, read
from ...rules.core.errors import IllegalAction
from ..board.position import BoardPosition
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..history.window import HistoryView, moved_marks
from ..play.controller import PlayController, connect_status
from ..table.seating import Seats
from .dialogs import GamesDialog, NewPbemDialog, OrdersDialog
from .mail import offer_mail
from .seat_table import PbemMatch, SeatTableView
from .timeline import TurnTimeline
from ..engine_text import refusal, render, reason_of
from ..translate import translate

ATTACKED = "#c0392b"


class TurnView(HistoryView):
    """``HistoryView`` that also marks the spaces attacked in the step."""

    def show_position(self, index: int) -> None:
        super().show_position(index)
        marks = moved_marks(self.data.map.spaces, self.timeline.moved(index))
        for sid in self.timeline.attacked(index):
            if sid in self.data.map.spaces:
                marks[sid] = (ATTACKED, "attacked")
        self.scene.set_marks(marks)


class PbemWindow(QMainWindow):
    def __init__(self, game: PbemGame, opened=None, parent=None, open_url=QDesktopServices.openUrl):
        super().__init__(parent)
        self.setAttribute(Qt.WA_DeleteOnClose)
        self.game = game
        self.open_url = open_url
        self.data = load_game("pog")
        self.replay: TurnView | None = None
        # the main table, as hotseat: board, hand, prompt bar, log and tracks (for this seat)
        self.scene = BoardScene(self.data, BoardPosition(), self)
        self.view = BoardView(self.scene)
        self.pages = QStackedWidget(objectName="pbem_pages")
        self.pages.addWidget(self.view)
        self.setCentralWidget(self.pages)
        seat = game.seat
        self.table = SeatTableView(self.data.cards, seat, game.table.side_of(seat))
        opp = game.info["opponent"].get("name") or translate("PbemWindow", "Opponent")
        me = game.table.players.get(seat, {}).get("name") or translate("PbemWindow", "You")
        self.table.set_seats(Seats(names={seat: translate("PbemWindow", "{name} (you)").format(name=me), game.opponent_seat: opp}))
        dock = QDockWidget(translate("PbemWindow", "Table"), self, objectName="pbem_table_dock")
        dock.setWidget(self.table)
        dock.setFeatures(QDockWidget.NoDockWidgetFeatures)
        self.addDockWidget(Qt.BottomDockWidgetArea, dock)
        self.controller = PlayController(PbemMatch(game), self.scene, self.table, autosave_on=False, parent=self)
        self.names = self.controller.names
        connect_status(self.controller, lambda text: self.statusBar().showMessage(text, 8000))
        self.controller.changed.connect(self.after_action)
        # the PBEM panel
        self.status = QLabel(objectName="pbem_status", wordWrap=True)
        self.status.setStyleSheet("font-weight: bold;")
        self.summary = QTextBrowser(objectName="pbem_summary")
        self.sent = QLabel(objectName="pbem_sent", wordWrap=True)
        self.sent.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.buttons = {}
        side = QWidget()
        box = QVBoxLayout(side)
        box.addWidget(self.status)
        box.addWidget(QLabel(translate("PbemWindow", "Since your last turn")))
        box.addWidget(self.summary, 1)
        for name, text, slot in (("table", translate("PbemWindow", "Back to the table"), self.show_table),
                                 ("replay", translate("PbemWindow", "Replay the opponent's turn"), self.show_replay),
                                 ("send", translate("PbemWindow", "Send turn"), self.send_turn), ("open", translate("PbemWindow", "Open turn…"), self.open_dialog),
                                 ("orders", translate("PbemWindow", "Standing orders…"), self.orders_dialog),
                                 ("audit", translate("PbemWindow", "Reveal secrets (audit)"), lambda: self.send_turn(audit=True))):
            b = QPushButton(text, objectName=f"pbem_{name}")
            b.clicked.connect(slot)
            self.buttons[name] = b
            box.addWidget(b)
        box.addWidget(self.sent)
        panel = QDockWidget("PBEM", self, objectName="pbem_dock")
        panel.setWidget(side)
        panel.setFeatures(QDockWidget.NoDockWidgetFeatures)
        panel.setMinimumWidth(230)
        self.addDockWidget(Qt.RightDockWidgetArea, panel)
        self.resizeDocks([dock], [300], Qt.Vertical)
        self.show_turn(opened)

    # -- showing ---------------------------------------------------------------------------
    def show_turn(self, opened=None) -> None:
        """After a file is opened: its replay (the opponent's actions) in place of the board,
        the summary beside it; with nothing to replay, the table at once."""
        if opened is not None:
            self.summary.setHtml("<br>".join(escape(x) for x in opened.summary))
        if opened is not None and opened.steps:
            if self.replay is not None:
                self.pages.removeWidget(self.replay)
                self.replay.deleteLater()
            self.replay = TurnView(self.data, TurnTimeline(opened.before, opened.steps, self.game.seat), self.names,
                                   self)
            self.pages.addWidget(self.replay)
            self.replay.controls.go(0)
            self.show_replay()
        else:
            self.show_table()

    def show_replay(self) -> None:
        if self.replay is not None:
            self.pages.setCurrentWidget(self.replay)
        self.refresh()

    def show_table(self) -> None:
        self.pages.setCurrentWidget(self.view)
        self.refresh()

    @property
    def on_table(self) -> bool:
        return self.pages.currentWidget() is self.view

    def refresh(self) -> None:
        g = self.game
        opp = g.info["opponent"].get("name") or translate("PbemWindow", "the opponent")
        self.setWindowTitle(translate("PbemWindow", "PBEM — you ({seat}) vs {opponent} — {status}")
                            .format(seat=g.seat.upper(), opponent=opp, status=g.status()))
        self.status.setText(translate("PbemWindow", "You play {seat} against {opponent}: {status}")
                            .format(seat=g.seat.upper(), opponent=opp, status=g.status()))
        self.table.waiting = "" if g.my_move() else g.status()
        self.controller.refresh()
        self.buttons["send"].setEnabled(g.can_send() and not g.my_move())
        self.buttons["replay"].setEnabled(self.replay is not None and self.on_table)
        self.buttons["table"].setEnabled(not self.on_table)

    # -- acting (the table's gestures go through the controller to PbemGame.act) ---------------
    def after_action(self) -> None:
        self.pages.setCurrentWidget(self.view)   # acting during the replay: the board shows what the action did
        self.refresh()
        if not self.game.my_move() and self.game.can_send() and not self.game.game.is_over:
            self.send_turn()      # the prompt passed to the other seat (or waits for its share): send now

    def send_turn(self, audit: bool = False) -> Path | None:
        try:
            path = self.game.send(audit=audit)
        except IllegalAction as e:
            self.sent.setText(render(reason_of(e)))
            return None
        self.view.grab().save(str(path.with_suffix(".png")))
        opp = self.game.info["opponent"]
        me = self.game.table.players[self.game.seat]["name"]
        self.sent.setText(offer_mail(path, opp.get("email", ""), opp.get("name", ""), me, self.open_url))
        self.refresh()
        return path

    def orders_dialog(self) -> None:
        g = self.game.game
        side = self.game.table.side_of(self.game.seat)
        units = [(u, self.names.get(u, u)) for u, where in sorted(g.state.where.items())
                 if g.ctx.unit_side.get(u) == side and where in self.data.map.spaces]
        d = OrdersDialog(self.game.table.orders.get(self.game.seat, {}), self, units,
                         {sid: sp.name for sid, sp in self.data.map.spaces.items()})
        if d.exec():
            self.game.set_orders(d.values())
            self.game.save()

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, translate("PbemWindow", "Open turn"), str(self.game.folder),
                                              translate("PbemWindow", "Turn files (*{suffix})").format(suffix=SUFFIX))
        if path:
            self.open_turn(path)

    def open_turn(self, path) -> None:
        try:
            opened = self.game.open_turn(path)
        except SaveError as e:
            QMessageBox.warning(self, translate("PbemWindow", "Turn file refused"), refusal(e))
            return
        self.show_turn(opened)


# -- entry points -----------------------------------------------------------------------------------
def new_pbem_game(parent=None, where: Path | None = None, values: dict | None = None, open_url=None) -> PbemWindow | None:
    """Game ▸ PBEM ▸ New: the dialog (unless ``values``), the game's folder, the invitation."""
    if values is None:
        d = NewPbemDialog(parent, [sid for sid, _ in list_scenarios("pog")])
        if not d.exec():
            return None
        values = d.values()
    root = Path(where or base())
    folder = _fresh_folder(root, values["opponent"])
    g = PbemGame.create(folder, values["seat"], values["name"], values["opponent"], values["email"],
                        scenario=values.get("scenario", "campaign"))
    w = PbemWindow(g, None, parent, **({"open_url": open_url} if open_url else {}))
    invitation = g.folder / g.files[-1]["name"]
    w.sent.setText(offer_mail(invitation, values["email"], values["opponent"], values["name"], w.open_url))
    return w


def _fresh_folder(root: Path, name: str) -> Path:
    stem = "".join(c for c in name if c.isalnum()) or "game"
    n = 1
    while (root / f"{stem}-{n}").exists():
        n += 1
    return root / f"{stem}-{n}"


def open_turn_file(path, parent=None, where: Path | None = None, name: str | None = None,
                   open_url=None) -> PbemWindow | None:
    """A ``.pogturn`` file: the next file of a game here, or an invitation to join."""
    kw = {"open_url": open_url} if open_url else {}
    try:
        folder = folder_for(path, where)
        if folder is not None:
            g = PbemGame.load(folder)
            opened = g.open_turn(path)
            return PbemWindow(g, opened, parent, **kw)
        doc = read(path)
        if doc["seq"] != 0:
            raise SaveError(Path(path).name, "this turn file belongs to no PBEM game on this machine")
        if name is None:
            inviter = doc["players"].get(doc["sender"], {}).get("name", "someone")
            name, ok = QInputDialog.getText(parent, translate("PbemWindow", "Join PBEM game"),
                                            translate("PbemWindow", "{inviter} invites you. Your name:")
                                            .format(inviter=inviter))
            if not ok:
                return None
        g = PbemGame.join(path, _fresh_folder(Path(where or base()), doc["players"][doc["sender"]].get("name", "")),
                          name or translate("PbemWindow", "Me"))
        return PbemWindow(g, None, parent, **kw)
    except SaveError as e:
        QMessageBox.warning(parent, translate("PbemWindow", "Turn file refused"), refusal(e))
        return None


def _keep(window, w) -> bool:
    """Show a PBEM window and keep it alive beside the main window."""
    if w is None:
        return False
    window.__dict__.setdefault("_pbem_windows", []).append(w)
    w.show()
    return True


def open_pbem_turn(window, path) -> bool:
    """The main window's ``open_file`` for a ``.pogturn`` (menu, command line, file manager)."""
    return _keep(window, open_turn_file(path, window))


def add_pbem_menu(menu, window) -> None:
    """Game ▸ PBEM: New PBEM game, Open turn, PBEM games (the small block of the main window)."""
    sub = menu.addMenu(translate("PbemWindow", "&PBEM"))

    def keep(w):
        _keep(window, w)

    def open_dialog():
        path, _ = QFileDialog.getOpenFileName(window, translate("PbemWindow", "Open turn"), str(base()),
                                              translate("PbemWindow", "Turn files (*{suffix})").format(suffix=SUFFIX))
        if path:
            keep(open_turn_file(path, window))

    def games():
        d = GamesDialog(window, on_open=lambda folder: keep(PbemWindow(PbemGame.load(folder), None, window)))
        d.exec()

    sub.addAction(translate("PbemWindow", "&New PBEM game…"), lambda: keep(new_pbem_game(window)))
    sub.addAction(translate("PbemWindow", "&Open turn…"), open_dialog)
    sub.addAction(translate("PbemWindow", "PBEM &games…"), games)
