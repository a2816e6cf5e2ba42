"""The new-game choice of a four- or three-player table for the Historical scenario (seed 003):
a name per command, hotseat with a hand-over screen per seat. The engine's seats are
``cp-west``, ``cp-east``, ``ap-west``, ``ap-east`` (three players: ``cp`` holds both CP commands)."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLineEdit

from ...rules.core.options import COMMAND_SEATS
from ..translate import QT_TRANSLATE_NOOP, translate

SCENARIO = "historical"
TITLES = {"cp-west": QT_TRANSLATE_NOOP("CommandSeats", "CP West command"),
          "cp-east": QT_TRANSLATE_NOOP("CommandSeats", "CP East command"),
          "cp": QT_TRANSLATE_NOOP("CommandSeats", "Central Powers (both commands)"),
          "ap-west": QT_TRANSLATE_NOOP("CommandSeats", "AP West command"),
          "ap-east": QT_TRANSLATE_NOOP("CommandSeats", "AP East command")}
TABLES = ((None, QT_TRANSLATE_NOOP("CommandSeats", "Two players")),
          (4, QT_TRANSLATE_NOOP("CommandSeats", "Four players: Historical on three fronts")),
          (3, QT_TRANSLATE_NOOP("CommandSeats", "Three players: Historical on three fronts")))


def seats_of(players: int) -> list[str]:
    """The seats of a table, in the order they first play (CP West first)."""
    out: list[str] = []
    for key in ("cp:west", "cp:east", "ap:west", "ap:east"):
        seat = COMMAND_SEATS[players][key]
        if seat not in out:
            out.append(seat)
    return out


def seat_title(seat: str) -> str:
    return translate("CommandSeats", TITLES[seat]) if seat in TITLES else seat


class CommandTableBox(QGroupBox):
    """``players()``: None, 4 or 3; ``names()``: seat -> player name for the chosen table."""

    SCENARIO = SCENARIO

    def __init__(self, parent=None):
        super().__init__(translate("CommandSeats", "Table"), parent)
        form = QFormLayout(self)
        self.table = QComboBox()
        for players, text in TABLES:
            self.table.addItem(translate("CommandSeats", text), players)
        self.table.setObjectName("table_players")
        form.addRow(translate("CommandSeats", "Players"), self.table)
        self.fields: dict[str, QLineEdit] = {}
        for seat in ("cp-west", "cp-east", "cp", "ap-west", "ap-east"):
            w = QLineEdit(TITLES[seat].replace(" command", "").replace(" (both commands)", ""))
            w.setObjectName(f"name:{seat}")
            self.fields[seat] = w
            form.addRow(seat_title(seat), w)
        self._form = form
        self.table.currentIndexChanged.connect(self._shown)
        self._shown()

    def players(self) -> int | None:
        return self.table.currentData()

    def _shown(self) -> None:
        seats = seats_of(self.players()) if self.players() else []
        for seat, w in self.fields.items():
            self._form.setRowVisible(w, seat in seats)

    def names(self) -> dict[str, str]:
        return {seat: self.fields[seat].text().strip() or seat_title(seat) for seat in seats_of(self.players())} \
            if self.players() else {}

    def problem(self, scenario: str) -> str | None:
        if self.players() and scenario != SCENARIO:
            return translate("CommandSeats", "the four- and three-player tables are played on the Historical "
                                             "scenario only (seed 003)")
        return None
