"""The prompt bar: whose decision it is (seat and side, in the side's colour), what it is
(the prompt's text) and a button for each legal action that names no card, space or unit
(done, stop, pass, the 1-OPS action of 8.1.3, yes/no choices ...). Undo is offered while the
engine allows it (DESIGN: undo until a die roll or a revealed card).

Driven only by ``game.prompt``, ``game.legal_actions()`` and ``game.can_undo``."""
from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from .action_text import is_button, label
from .palette import side_colour, side_name


def kind_text(kind: str) -> str:
    return kind.replace("_", " ").capitalize()


class PromptBar(QFrame):
    action_chosen = Signal(object)
    undo_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("prompt_bar")
        self.buttons: list[QPushButton] = []
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 6, 4)
        self.who = QLabel()
        self.who.setObjectName("prompt_who")
        self.who.setAlignment(Qt.AlignCenter)
        self.who.setMinimumWidth(150)
        row.addWidget(self.who)
        texts = QVBoxLayout()
        texts.setSpacing(0)
        self.kind = QLabel()
        self.kind.setStyleSheet("font-size: 8pt; color: #555;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setStyleSheet("font-size: 11pt;")
        self.message = QLabel()
        self.message.setStyleSheet("font-size: 9pt; color: #a02010;")
        self.message.setVisible(False)
        texts.addWidget(self.kind)
        texts.addWidget(self.text)
        texts.addWidget(self.message)
        row.addLayout(texts, 1)
        self._buttons_row = QHBoxLayout()
        row.addLayout(self._buttons_row)
        self.undo_button = QPushButton("Undo")
        self.undo_button.setObjectName("undo")
        self.undo_button.clicked.connect(self.undo_requested.emit)
        row.addWidget(self.undo_button)
        self.show_prompt(None, ())

    def show_prompt(self, prompt, legal: Iterable = (), can_undo: bool = False,
                    seat_names: dict | None = None, over_text: str = "The game is over") -> None:
        """``seat_names`` maps a seat ("ap", "cp") to the player's name shown beside the side."""
        for b in self.buttons:
            b.setParent(None)
            b.deleteLater()
        self.buttons = []
        self.message.setVisible(False)
        self.undo_button.setEnabled(bool(can_undo))
        self.undo_button.setToolTip("" if can_undo else "nothing to undo: a die was rolled or a card drawn since")
        if prompt is None:
            self._set_who(None, over_text.split(":")[0] if ":" in over_text else "Game over")
            self.kind.setText("")
            self.text.setText(over_text)
            return
        seat = prompt.seat or prompt.side
        name = (seat_names or {}).get(seat)
        who = side_name(prompt.side) + (f"\n{name}" if name else "")
        if seat and seat != prompt.side:
            who += f"\nseat {seat.upper()}"
        self._set_who(prompt.side, who)
        self.kind.setText(kind_text(prompt.kind))
        self.text.setText(prompt.text)
        for a in legal:
            if is_button(a):
                b = QPushButton(label(a))
                b.setObjectName(f"action:{a.type}")
                b.clicked.connect(lambda _=False, act=a: self.action_chosen.emit(act))
                self._buttons_row.addWidget(b)
                self.buttons.append(b)

    def show_message(self, text: str) -> None:
        """A one-line note under the prompt, e.g. the engine's reason an action was refused."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def button_labels(self) -> list[str]:
        return [b.text() for b in self.buttons]

    def _set_who(self, side: str | None, text: str) -> None:
        self.who.setText(text)
        self.who.setStyleSheet(f"background: {side_colour(side)}; color: white; font-weight: bold;"
                               " padding: 4px 10px; border-radius: 4px;")
