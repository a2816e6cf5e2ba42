"""The prompt bar: whose decision it is (seat and side, in the side's colour), what it is
(the prompt's text) and a button for each legal action that names no card, space or unit
(done, stop, pass, the 1-OPS action of 8.1.3, yes/no choices ...). Undo is offered while the
engine allows it (DESIGN: undo until a die roll or a revealed card).

The buttons wrap under the prompt's text and long lists end in a "More choices" menu
(``choices.ChoiceStrip``): nothing here may widen the window. A choice that can end the game
(an offer of peace, 13.x) stands apart at the right, never where the previous prompt's main
button was, so a double click cannot reach it.

Driven only by ``game.prompt``, ``game.legal_actions()`` and ``game.can_undo``."""
from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from .choices import ChoiceStrip

from ..engine_text import render
from .action_text import describe, is_button, label
from .palette import side_colour, side_name
from ..translate import QT_TRANSLATE_NOOP, translate


# actions that can end the game at once: kept away from the main buttons' place
GAME_ENDING = frozenset({"offer_peace"})


# The engine's decision steps (``@step`` names) as the prompt bar titles them.
KIND_NAMES = {
    "action": QT_TRANSLATE_NOOP("PromptKind", "Action"), "activate": QT_TRANSLATE_NOOP("PromptKind", "Activate"),
    "advance": QT_TRANSLATE_NOOP("PromptKind", "Advance"),
    "answer_peace": QT_TRANSLATE_NOOP("PromptKind", "Answer peace"),
    "attack": QT_TRANSLATE_NOOP("PromptKind", "Attack"),
    "combat_cards": QT_TRANSLATE_NOOP("PromptKind", "Combat cards"),
    "combat_losses": QT_TRANSLATE_NOOP("PromptKind", "Combat losses"),
    "command_play": QT_TRANSLATE_NOOP("PromptKind", "Command play"),
    "discard_combat_cards": QT_TRANSLATE_NOOP("PromptKind", "Discard combat cards"),
    "eliminate_overstack": QT_TRANSLATE_NOOP("PromptKind", "Eliminate overstack"),
    "flank": QT_TRANSLATE_NOOP("PromptKind", "Flank"),
    "great_retreat": QT_TRANSLATE_NOOP("PromptKind", "Great retreat"),
    "guns_of_august": QT_TRANSLATE_NOOP("PromptKind", "Guns of august"),
    "move": QT_TRANSLATE_NOOP("PromptKind", "Move"), "pass_card": QT_TRANSLATE_NOOP("PromptKind", "Pass card"),
    "pick_units": QT_TRANSLATE_NOOP("PromptKind", "Pick units"),
    "place_event_units": QT_TRANSLATE_NOOP("PromptKind", "Place event units"),
    "place_neutral_units": QT_TRANSLATE_NOOP("PromptKind", "Place neutral units"),
    "redeploy": QT_TRANSLATE_NOOP("PromptKind", "Redeploy"),
    "redeploy_to": QT_TRANSLATE_NOOP("PromptKind", "Redeploy to"),
    "replace": QT_TRANSLATE_NOOP("PromptKind", "Replace"), "retreat": QT_TRANSLATE_NOOP("PromptKind", "Retreat"),
}


def kind_text(kind: str) -> str:
    """The step's title in the interface's language (an unknown step: its name, readable)."""
    if kind in KIND_NAMES:
        return translate("PromptKind", KIND_NAMES[kind])
    return kind.replace("_", " ").capitalize()


class PromptBar(QFrame):
    action_chosen = Signal(object)
    undo_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("prompt_bar")
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
        self.message.setWordWrap(True)
        self.message.setVisible(False)
        self.strip = ChoiceStrip(limit=8)
        self.offer_strip = ChoiceStrip(limit=6)
        for w in (self.kind, self.text, self.message, self.strip, self.offer_strip):
            texts.addWidget(w)
        for strip in (self.strip, self.offer_strip):
            strip.chosen.connect(self.action_chosen.emit)
        row.addLayout(texts, 1)
        self.end_strip = ChoiceStrip(limit=2)
        self.end_strip.chosen.connect(self.action_chosen.emit)
        row.addWidget(self.end_strip, 0, Qt.AlignTop)
        self.undo_button = QPushButton(translate("PromptBar", "Undo"))
        self.undo_button.setObjectName("undo")
        self.undo_button.clicked.connect(self.undo_requested.emit)
        row.addWidget(self.undo_button, 0, Qt.AlignTop)
        self.show_prompt(None, ())

    @property
    def buttons(self) -> list[QPushButton]:
        """The rules' buttons (not the offered ones), main ones first."""
        return [b for b, _ in self.strip.entries + self.end_strip.entries]

    @property
    def offered(self) -> list[QPushButton]:
        return [b for b, _ in self.offer_strip.entries]

    def show_prompt(self, prompt, legal: Iterable = (), can_undo: bool = False,
                    seat_names: dict | None = None, over_text: str | None = None,
                    names: dict | None = None) -> None:
        """``seat_names`` maps a seat ("ap", "cp") to the player's name shown beside the side;
        ``names`` maps unit and space ids in a button's choice to readable names."""
        self.strip.clear()
        self.end_strip.clear()
        self.clear_offer()
        self.message.setVisible(False)
        self.undo_button.setEnabled(bool(can_undo))
        self.undo_button.setToolTip("" if can_undo else
                                    translate("PromptBar", "nothing to undo: a die was rolled or a card drawn since"))
        if prompt is None:
            over_text = over_text or translate("PromptBar", "The game is over")
            self._set_who(None, over_text.split(":")[0] if ":" in over_text else translate("PromptBar", "Game over"))
            self.kind.setText("")
            self.text.setText(over_text)
            return
        seat = prompt.seat or prompt.side
        name = (seat_names or {}).get(seat)
        who = side_name(prompt.side) + (f"\n{name}" if name else "")
        if seat and seat != prompt.side:
            who += translate("PromptBar", "\nseat {seat}").format(seat=seat.upper())
        self._set_who(prompt.side, who)
        self.kind.setText(kind_text(prompt.kind))
        self.text.setText(render(prompt.text))
        for a in legal:
            if is_button(a):
                strip = self.end_strip if a.type in GAME_ENDING else self.strip
                strip.add(a, describe(a, names) if names else label(a), f"action:{a.type}")

    def offer(self, actions: Iterable, names: dict | None = None, heading: str = "",
              notes: dict | None = None) -> None:
        """Buttons for a choice the board could not settle alone (a space offering several
        actions, a selected unit's own actions); they go with the next ``show_prompt``."""
        self.clear_offer()
        if heading:
            self.show_message(heading)
        for a in actions:
            note = (notes or {}).get(a)
            self.offer_strip.add(a, describe(a, names) + (f" — {note}" if note else ""), f"offer:{a.type}",
                                 "background: #fff4c2;")

    def clear_offer(self) -> None:
        self.offer_strip.clear()

    def show_message(self, text: str) -> None:
        """A one-line note under the prompt, e.g. the engine's reason an action was refused."""
        self.message.setText(render(text))
        self.message.setVisible(bool(text))

    def button_labels(self) -> list[str]:
        return [b.text() for b in self.buttons]

    def _set_who(self, side: str | None, text: str) -> None:
        self.who.setText(text)
        self.who.setStyleSheet(f"background: {side_colour(side)}; color: white; font-weight: bold;"
                               " padding: 4px 10px; border-radius: 4px;")
