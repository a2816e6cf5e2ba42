"""The dialogs of PBEM (issue 12): a new game, standing orders, the list of games."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QTableWidget, QTableWidgetItem, QVBoxLayout)

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
    """Standing orders: what to answer without being asked when you defend. ``units``: (id,
    name) of this side's units, for "these units take losses first" (ticked, in list order);
    ``spaces``: space id -> name, for where units retreat (names or ids, in order of choice)."""

    CHOICES = {"combat_cards": (("ask", QT_TRANSLATE_NOOP("PbemDialogs", "Ask me")),
                                ("never", QT_TRANSLATE_NOOP("PbemDialogs", "Never play a combat card"))),
               "losses": (("ask", QT_TRANSLATE_NOOP("PbemDialogs", "Ask me")), ("auto", QT_TRANSLATE_NOOP("PbemDialogs", "The first legal way")),
                          ("first", QT_TRANSLATE_NOOP("PbemDialogs", "The units ticked below first"))),
               "retreat": (("ask", QT_TRANSLATE_NOOP("PbemDialogs", "Ask me")), ("retreat", QT_TRANSLATE_NOOP("PbemDialogs", "Retreat when I may")),
                           ("stay", QT_TRANSLATE_NOOP("PbemDialogs", "Lose a step to stay")))}
    LABELS = {"combat_cards": QT_TRANSLATE_NOOP("PbemDialogs", "Combat cards when defending"), "losses": QT_TRANSLATE_NOOP("PbemDialogs", "Losses"),
              "retreat": QT_TRANSLATE_NOOP("PbemDialogs", "Retreat")}

    def __init__(self, current: dict, parent=None, units=(), spaces: dict | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("PbemDialogs", "Standing orders"))
        form = QFormLayout(self)
        self.boxes = {}
        first = current.get("losses") if isinstance(current.get("losses"), list) else []
        for key, choices in self.CHOICES.items():
            box = QComboBox(objectName=f"orders_{key}")
            for value, text in choices:
                box.addItem(translate("PbemDialogs", text), value)
            i = box.findData("first" if key == "losses" and first else current.get(key, "ask"))
            box.setCurrentIndex(max(i, 0))
            self.boxes[key] = box
            form.addRow(translate("PbemDialogs", self.LABELS[key]), box)
        self.first = QListWidget(objectName="orders_losses_first")
        for uid, name in sorted(units, key=lambda u: (u[0] not in first, first.index(u[0]) if u[0] in first else 0)):
            item = QListWidgetItem(name)
            item.setData(Qt.UserRole, uid)
            item.setFlags(item.flags() | Qt.ItemIsUserCheckable)
            item.setCheckState(Qt.Checked if uid in first else Qt.Unchecked)
            self.first.addItem(item)
        form.addRow(translate("PbemDialogs", "Units to lose first"), self.first)
        self.spaces = dict(spaces or {})
        self.retreat_to = QLineEdit(", ".join(self.spaces.get(s, s) for s in current.get("retreat_to", [])),
                                    objectName="orders_retreat_to")
        self.retreat_to.setPlaceholderText(translate("PbemDialogs", "e.g. Warsaw, Brest Litovsk (empty: ask me)"))
        form.addRow(translate("PbemDialogs", "Retreat toward"), self.retreat_to)
        self.problem = QLabel(objectName="orders_problem", wordWrap=True)
        self.problem.setStyleSheet("color: #a02010;")
        form.addRow(self.problem)
        form.addRow(_buttons(self))

    def _places(self) -> tuple[list, list]:
        """The retreat spaces typed (ids), and the names that are no space."""
        by_name = {n.lower(): sid for sid, n in self.spaces.items()} | {sid: sid for sid in self.spaces}
        typed = [t.strip() for t in self.retreat_to.text().split(",") if t.strip()]
        return [by_name[t.lower()] for t in typed if t.lower() in by_name], [t for t in typed if t.lower() not in by_name]

    def accept(self) -> None:
        _, unknown = self._places()
        if unknown:
            self.problem.setText(translate("PbemDialogs", "No such space: {names}").format(names=", ".join(unknown)))
            return
        super().accept()

    def values(self) -> dict:
        out = {k: b.currentData() for k, b in self.boxes.items()}
        if out["losses"] == "first":
            ticked = [self.first.item(i).data(Qt.UserRole) for i in range(self.first.count())
                      if self.first.item(i).checkState() == Qt.Checked]
            out["losses"] = ticked or "ask"
        places, _ = self._places()
        if places:
            out["retreat_to"] = places
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
