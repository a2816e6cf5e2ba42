"""Playing against the computer (issue 13): *Game ▸ New game against the computer…* (your
side, the level, the pace) and *Game ▸ Watch the computer play…* (bot against bot). The bar
under the prompt says when the computer is thinking, with Stop (take the seat), Next (step
by step) and the pace."""
from __future__ import annotations

from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel,
                               QLineEdit, QPushButton, QSpinBox, QWidget)

from ..data.scenarios import list_scenarios
from .play.bot_driver import BotDriver, level_name
from .table.new_game import MAX_SEED, random_seed
from .table.seating import HOTSEAT, SOLITAIRE, HandoverTracker, Seats
from .table.option_words import scenario_text
from .table.palette import side_name
from .translate import translate

LEVELS = ("easy", "normal", "hard")


class BotGameDialog(QDialog):
    """``watch``: both sides are the computer (a level each); else the player's side and the
    computer's level."""

    def __init__(self, parent=None, watch: bool = False, scenarios=None):
        super().__init__(parent)
        self.watch = watch
        self.setWindowTitle(translate("BotPlay", "Watch the computer play") if watch
                            else translate("BotPlay", "New game against the computer"))
        form = QFormLayout(self)
        self.scenario = QComboBox()
        for sid, title in (scenarios if scenarios is not None else list_scenarios("pog")):
            self.scenario.addItem(scenario_text(title), sid)
        form.addRow(translate("BotPlay", "Scenario"), self.scenario)
        self.seed = QLineEdit(str(random_seed()))
        form.addRow(translate("BotPlay", "Seed"), self.seed)
        self.levels = {}
        if watch:
            for side in ("ap", "cp"):
                self.levels[side] = self._level_box()
                form.addRow(translate("BotPlay", "{side} level").format(side=side_name(side)), self.levels[side])
        else:
            self.side = QComboBox()
            self.side.addItem(side_name("ap"), "ap")
            self.side.addItem(side_name("cp"), "cp")
            form.addRow(translate("BotPlay", "You play"), self.side)
            self.levels["bot"] = self._level_box()
            form.addRow(translate("BotPlay", "Computer level"), self.levels["bot"])
        self.pace = QSpinBox()
        self.pace.setRange(0, 5000)
        self.pace.setSingleStep(100)
        self.pace.setSuffix(translate("BotPlay", " ms"))
        self.pace.setValue(800 if watch else 500)
        form.addRow(translate("BotPlay", "Show each move for"), self.pace)
        self.error = QLabel()
        self.error.setStyleSheet("color: #a02010;")
        self.error.setVisible(False)
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText(translate("BotPlay", "Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    @staticmethod
    def _level_box() -> QComboBox:
        box = QComboBox()
        for lv in LEVELS:
            box.addItem(level_name(lv).capitalize(), f"mcts:{lv}")
        box.setCurrentIndex(1)
        return box

    def bots(self) -> dict:
        """Side -> player spec of every computer seat."""
        if self.watch:
            return {side: box.currentData() for side, box in self.levels.items()}
        human = self.side.currentData()
        return {("cp" if human == "ap" else "ap"): self.levels["bot"].currentData()}

    def seed_value(self) -> int:
        text = self.seed.text().strip()
        if not text.isdigit() or not 0 <= int(text) <= MAX_SEED:
            raise ValueError(translate("NewGame", "the seed must be a whole number from 0 to {max}, not {text}")
                             .format(max=MAX_SEED, text=repr(text)))
        return int(text)

    def accept(self) -> None:
        try:
            self.seed_value()
        except ValueError as e:
            self.error.setText(str(e))
            self.error.setVisible(True)
            return
        super().accept()


class BotTracker(HandoverTracker):
    """The table is never shown from a bot seat: when a bot decides, its hand stays under the
    cover and the tabs show the public view."""

    def __init__(self, seats: Seats, bot_seats, viewer=None):
        super().__init__(seats, viewer)
        self.bot_seats = frozenset(bot_seats)

    def needs_cover(self, seat) -> bool:
        return seat in self.bot_seats

    def revealed_to(self, seat) -> None:
        if seat not in self.bot_seats:
            self.viewer = seat


class BotBar(QWidget):
    """Under the prompt bar: "Computer (CP, normal) is thinking…", Stop and take the seat,
    step by step with Next, and the pace."""

    def __init__(self, driver: BotDriver, parent=None):
        super().__init__(parent)
        self.setObjectName("bot_bar")
        self.driver = driver
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 0, 6, 2)
        self.label = QLabel()
        self.label.setObjectName("bot_status")
        self.label.setStyleSheet("font-style: italic; color: #444;")
        row.addWidget(self.label, 1)
        self.stepping = QCheckBox(translate("BotPlay", "Step by step"))
        self.stepping.toggled.connect(lambda on: setattr(driver, "stepping", on))
        row.addWidget(self.stepping)
        self.next = QPushButton(translate("BotPlay", "Next move"))
        self.next.clicked.connect(driver.step)
        row.addWidget(self.next)
        self.pace = QSpinBox()
        self.pace.setRange(0, 5000)
        self.pace.setSingleStep(100)
        self.pace.setSuffix(translate("BotPlay", " ms"))
        self.pace.setValue(driver.pace_ms)
        self.pace.setToolTip(translate("BotPlay", "how long each computer move is shown before it is played"))
        self.pace.valueChanged.connect(lambda v: setattr(driver, "pace_ms", v))
        row.addWidget(self.pace)
        self.stop = QPushButton(translate("BotPlay", "Stop and take the seat"))
        self.stop.setObjectName("bot_stop")
        self.stop.clicked.connect(self._stop)
        row.addWidget(self.stop)
        driver.thinking.connect(self.show_thinking)
        self.show_thinking("")

    def show_thinking(self, side: str) -> None:
        d = self.driver
        if not d.active and d.controller.match is not d.match:
            self.hide()
            return
        if not d.active:
            self.label.setText(translate("BotPlay", "You hold every seat now."))
            for w in (self.stop, self.next, self.stepping, self.pace):
                w.setEnabled(False)
            return
        bots = ", ".join(f"{s.upper()} {level_name(spec.partition(':')[2] or spec)}"
                         for s, spec in sorted(d.specs.items()))
        self.label.setText(translate("BotPlay", "Computer ({side}, {level}) is thinking…")
                           .format(side=side.upper(), level=level_name(d.specs[side].partition(':')[2] or d.specs[side]))
                           if side else translate("BotPlay", "Computer plays: {bots}").format(bots=bots))

    def _stop(self) -> None:
        table = self.driver.controller.table
        table.tracker = HandoverTracker(Seats(SOLITAIRE, table.seats.names))
        self.driver.stop(take_seat=True)
        self.show_thinking("")


def start_bot_game(window, scenario: str, seed: int, bots: dict, pace_ms: int = 500) -> BotDriver | None:
    """A new game in ``window`` (the main window) with computer seats ``bots`` (side -> spec)."""
    old = getattr(window, "bot_driver", None)
    if old is not None:
        old.stop(take_seat=False)
        window.bot_bar.setParent(None)
        window.bot_bar.deleteLater()
        window.bot_driver = None
    names = {s: (translate("BotPlay", "Computer") if s in bots else n) for s, n in window._names().items()}
    seats = Seats(HOTSEAT, names)
    if not window.start_new(scenario, seed, {}, seats):
        return None
    table = window.table
    human = [s for s in ("ap", "cp") if s not in bots]
    table.tracker = BotTracker(seats, bots, viewer=human[0] if human else None)
    driver = BotDriver(window.controller, bots, seed, pace_ms, parent=window)
    window.bot_driver = driver
    window.bot_bar = BotBar(driver)
    table.layout().insertWidget(1, window.bot_bar)
    window.controller.refresh()
    return driver


def install_bot_menu(window) -> None:
    """*Game ▸ New game against the computer…* and *Watch the computer play…*."""
    from PySide6.QtGui import QAction
    menu = window.menuBar().actions()[0].menu()
    first = menu.actions()[1]
    for name, text, watch in (("new_vs_bot", translate("BotPlay", "New solitaire game against the &computer…"), False),
                              ("watch_bots", translate("BotPlay", "&Watch the computer play…"), True)):
        act = QAction(text, window, triggered=lambda _=False, w=watch: _ask(window, w))
        window.actions_by_name[name] = act
        menu.insertAction(first, act)


def _ask(window, watch: bool) -> None:
    dialog = BotGameDialog(window, watch)
    if dialog.exec():
        start_bot_game(window, dialog.scenario.currentData(), dialog.seed_value(), dialog.bots(), dialog.pace.value())

