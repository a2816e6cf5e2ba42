"""The dialogs of PBEM (issue 12): a new game, standing orders, the list of games."""
from __future__ import annotations

from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QTableWidget,
                               QTableWidgetItem, QVBoxLayout)

from ...match.postal import orders as orders_mod
from ...match.postal.games import list_games
from ..table.palette import side_name
from ..translate import QT_TRANSLATE_NOOP, translate

SIDES = ("ap", "cp")


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    b = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
    b.accepted.connect(dialog.accept)
    b.rejected.connect(dialog.reject)
    return b


class NewPbemDialog(QDialog):
    """Your side, your name, the opponent's name and e-mail, the scenario."""

    def __init__(self, parent=None, scenarios=("campaign",), my_name: str = ""):
        super().__init__(parent)
        self.setWindowTitle(translate("PbemDialogs", "New PBEM game"))
        form = QFormLayout(self)
        self.side = QComboBox(objectName="pbem_side")
        for sid in SIDES:
            self.side.addItem(side_name(sid), sid)
        self.name = QLineEdit(my_name, objectName="pbem_my_name")
        self.opponent = QLineEdit(objectName="pbem_opponent")
        self.email = QLineEdit(objectName="pbem_email")
        self.email.setPlaceholderText("name@example.org")
        self.scenario = QComboBox(objectName="pbem_scenario")
        self.scenario.addItems(list(scenarios))
        form.addRow(translate("PbemDialogs", "Your side"), self.side)
        form.addRow(translate("PbemDialogs", "Your name"), self.name)
        form.addRow(translate("PbemDialogs", "Opponent"), self.opponent)
        form.addRow(translate("PbemDialogs", "Opponent's e-mail"), self.email)
        form.addRow(translate("PbemDialogs", "Scenario"), self.scenario)
        form.addRow(_buttons(self))

    def values(self) -> dict:
        return {"seat": self.side.currentData(), "name": self.name.text().strip() or "Me",
                "opponent": self.opponent.text().strip() or "Opponent", "email": self.email.text().strip(),
                "scenario": self.scenario.currentText()}


class OrdersDialog(QDialog):
    """Standing orders: what to answer without being asked when you defend."""

    CHOICES = {"combat_cards": (("ask", QT_TRANSLATE_NOOP("PbemDialogs", "Ask me")),
                                ("never", QT_TRANSLATE_NOOP("PbemDialogs", "Never play a combat card"))),
               "losses": (("ask", QT_TRANSLATE_NOOP("PbemDialogs", "Ask me")), ("auto", QT_TRANSLATE_NOOP("PbemDialogs", "The first legal way"))),
               "retreat": (("ask", QT_TRANSLATE_NOOP("PbemDialogs", "Ask me")), ("retreat", QT_TRANSLATE_NOOP("PbemDialogs", "Retreat when I may")),
                           ("stay", QT_TRANSLATE_NOOP("PbemDialogs", "Lose a step to stay")))}
    LABELS = {"combat_cards": QT_TRANSLATE_NOOP("PbemDialogs", "Combat cards when defending"), "losses": QT_TRANSLATE_NOOP("PbemDialogs", "Losses"),
              "retreat": QT_TRANSLATE_NOOP("PbemDialogs", "Retreat")}

    def __init__(self, current: dict, parent=None):
        super().__init__(parent)
        self.setWindowTitle(translate("PbemDialogs", "Standing orders"))
        form = QFormLayout(self)
        self.boxes = {}
        for key, choices in self.CHOICES.items():
            box = QComboBox(objectName=f"orders_{key}")
            for value, text in choices:
                box.addItem(translate("PbemDialogs", text), value)
            i = box.findData(current.get(key, "ask"))
            box.setCurrentIndex(max(i, 0))
            self.boxes[key] = box
            form.addRow(translate("PbemDialogs", self.LABELS[key]), box)
        form.addRow(_buttons(self))

    def values(self) -> dict:
        out = {k: b.currentData() for k, b in self.boxes.items()}
        assert orders_mod.check(out) is None
        return out


class GamesDialog(QDialog):
    """The PBEM games on this machine: whose turn it is and since when; double-click opens."""

    HEADERS = (QT_TRANSLATE_NOOP("PbemDialogs", "Opponent"), QT_TRANSLATE_NOOP("PbemDialogs", "Your side"),
               QT_TRANSLATE_NOOP("PbemDialogs", "Scenario"), QT_TRANSLATE_NOOP("PbemDialogs", "Files"),
               QT_TRANSLATE_NOOP("PbemDialogs", "Whose turn"), QT_TRANSLATE_NOOP("PbemDialogs", "Since"))

    def __init__(self, parent=None, where=None, on_open=None):
        super().__init__(parent)
        self.setWindowTitle(translate("PbemDialogs", "PBEM games"))
        self.resize(720, 360)
        self.entries = list_games(where)
        self.table = QTableWidget(len(self.entries), len(self.HEADERS), objectName="pbem_games")
        self.table.setHorizontalHeaderLabels([translate("PbemDialogs", h) for h in self.HEADERS])
        for r, e in enumerate(self.entries):
            for c, text in enumerate((e.opponent, e.seat.upper(), e.scenario, str(e.files), e.whose, e.since_text)):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.cellDoubleClicked.connect(lambda r, _c: on_open and on_open(self.entries[r].folder))
        box = QVBoxLayout(self)
        box.addWidget(self.table)
        close = QDialogButtonBox(QDialogButtonBox.Close)
        close.rejected.connect(self.reject)
        box.addWidget(close)
