"""The combat window (12.0): attackers and defenders with their factors, the table and
column shifts, combat cards, the flank attempt, the dice, losses and who chooses them,
retreat and advance. The choices of the current combat decision (losses, retreat, advance,
combat cards) come as the engine's legal actions and are emitted unchanged when clicked.

The choices stand at the top, under the title, wrapping (``choices.ChoiceStrip``); the
details scroll below them: the decision is always in view. ``clear()`` empties the window
(no combat any more: an undone designation, a new game)."""
from __future__ import annotations

from html import escape
from typing import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from .action_text import describe
from .choices import ChoiceStrip
from .dice import CombatDice
from .combat_view import ATTACKER_FIRST, DEFENDER_FIRST, CombatSideView, CombatView, FireLine
from .palette import side_colour, side_name
from ..translate import QT_TRANSLATE_NOOP, translate


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def fire_text(f: FireLine | None) -> str:
    """12.2.8-12.2.9 in one line: table, strength, column after shifts, die and LN."""
    if f is None:
        return "not fired yet"
    parts = [f"{f.table.capitalize()} table", f"strength {f.strength}", f"column {f.column}"
             + (f" (shift {signed(f.shift)})" if f.shift else "")]
    if f.die is None:
        parts.append("not rolled yet" + (f" (drm {signed(f.drm)})" if f.drm else ""))
    else:
        roll = f"{f.die} {signed(f.drm)} = {max(1, min(6, f.die + f.drm))}" if f.drm else str(f.die)
        parts.append(f"die {roll}")
        parts.append(f"LN {f.ln}")
    return " · ".join(parts)


def flank_text(view: CombatView) -> str:
    fl = view.flank
    if fl is None:
        return "No flank attempt."
    if fl.problem:
        return f"No flank attempt: {fl.problem}."
    text = f"Flank attempt, pinning from {fl.pinning}, drm {signed(fl.drm)}"
    if fl.die is not None:
        text += f": die {fl.die} — " + ("succeeds, the attacker fires first" if fl.succeeded
                                         else "fails, the defender fires first")
    return text + "."


def order_text(view: CombatView) -> str:
    if view.order == ATTACKER_FIRST:
        return "The attacker fires first."
    if view.order == DEFENDER_FIRST:
        return "The defender fires first."
    return "Both sides fire at once."


def outcome_lines(view: CombatView) -> list[str]:
    lines = []
    if view.losses_by:
        ln = f" for LN {view.losses_ln}" if view.losses_ln is not None else ""
        lines.append(f"{side_name(view.losses_by)} choose their losses{ln}.")
    if view.winner:
        lines.append(f"{side_name(view.winner)} win the combat.")
    if view.retreat:
        text = f"The defender must retreat {view.retreat} space{'s' if view.retreat > 1 else ''}"
        lines.append(text + (" (may cancel the retreat)." if view.retreat_cancellable else "."))
    if view.retreat_spaces:
        lines.append("Retreat to: " + ", ".join(view.retreat_spaces))
    if view.advance_spaces:
        lines.append("Advance into: " + ", ".join(view.advance_spaces))
    return lines


def side_html(role: str, sv: CombatSideView) -> str:
    colour = side_colour(sv.side)
    rows = []
    for u in sv.units:
        fate = f" <b style='color:#a02010'>{escape(u.fate)}</b>" if u.fate else ""
        lost = f" −{u.lost} step{'s' if u.lost > 1 else ''}" if u.lost else ""
        face = " (reduced)" if u.reduced else ""
        rows.append(f"<tr><td>{escape(u.name)}{face}</td><td align='center'><b>{escape(u.factors)}</b></td>"
                    f"<td>{escape(u.space)}</td><td>{lost}{fate}</td></tr>")
    if sv.fort:
        rows.append(f"<tr><td>Fort</td><td align='center'><b>{sv.fort}</b></td><td></td><td></td></tr>")
    if not rows:
        rows.append("<tr><td colspan='4'><i>no units</i></td></tr>")
    cards = ", ".join(escape(c) for c in sv.cards) or "none"
    drms = ", ".join(escape(d) for d in sv.drms) or "none"
    return (f"<div style='background:{colour}; color:white; padding:3px'><b>{role}: {side_name(sv.side)}</b></div>"
            "<table cellspacing='0' cellpadding='3' width='100%'>"
            "<tr style='color:#555'><td>Unit</td><td>CF-LF-MF</td><td>From</td><td>Losses</td></tr>"
            + "".join(rows) + "</table>"
            f"<p style='margin:2px'>Combat cards: {cards}<br>DRM: {drms}<br>Fire: {escape(fire_text(sv.fire))}</p>")


class CombatWindow(QWidget):
    action_chosen = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("combat_window")
        self.setWindowTitle(translate("CombatWindow", "Combat"))
        box = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 13pt; font-weight: bold;")
        self.stage = QLabel()
        self.stage.setWordWrap(True)
        self.stage.setStyleSheet("font-size: 10pt; color: #444;")
        box.addWidget(self.title)
        self.strip = ChoiceStrip(limit=12)
        self.strip.chosen.connect(self.action_chosen.emit)
        box.addWidget(self.strip)
        details = QWidget()
        inner = QVBoxLayout(details)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.stage)
        grid = QGridLayout()
        self.attacker = QLabel()
        self.defender = QLabel()
        for col, lab in enumerate((self.attacker, self.defender)):
            lab.setTextFormat(Qt.RichText)
            lab.setAlignment(Qt.AlignTop | Qt.AlignLeft)
            lab.setMinimumWidth(260)
            lab.setWordWrap(True)
            lab.setStyleSheet("background: #fbf8ef; border: 1px solid #bbb;")
            grid.addWidget(lab, 0, col)
        inner.addLayout(grid)
        self.flank = QLabel()
        self.order = QLabel()
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.outcome.setStyleSheet("font-size: 11pt;")
        for lab in (self.flank, self.order, self.outcome):
            inner.addWidget(lab)
        self.dice = CombatDice()
        inner.insertWidget(0, self.dice)    # the dice first: what a player looks at
        inner.addStretch(1)
        # a combat with many units is taller than the tab: its details scroll, the choices stay
        self.details = QScrollArea()
        self.details.setWidgetResizable(True)
        self.details.setFrameShape(QScrollArea.NoFrame)
        self.details.setWidget(details)
        box.addWidget(self.details, 1)
        self.clear()

    @property
    def buttons(self) -> list[QPushButton]:
        return [b for b, _ in self.strip.entries]

    def clear(self) -> None:
        self.title.setText(translate("CombatWindow", "No combat in progress"))
        for lab in (self.stage, self.attacker, self.defender, self.flank, self.order, self.outcome):
            lab.setText("")
        self.dice.hide()
        self.strip.clear()

    def show_combat(self, view: CombatView, legal: Iterable = (), names: dict | None = None,
                    notes: dict | None = None) -> None:
        """``names`` maps unit and space ids in the actions to readable names; ``notes``: action
        -> its odds in words, shown on its button."""
        trench = f", trench level {view.trench}" if view.trench else ""
        self.title.setText(f"Attack on {view.target} ({view.terrain}{trench})")
        self.stage.setText(view.stage)
        self.attacker.setText(side_html("Attacker", view.attacker))
        self.defender.setText(side_html("Defender", view.defender))
        self.flank.setText(flank_text(view))
        self.order.setText(order_text(view))
        self.outcome.setText("\n".join(outcome_lines(view)))
        self.dice.show_view(view)
        self.strip.clear()
        for a in legal:
            note = (notes or {}).get(a)
            self.strip.add(a, describe(a, names) + (f" — {note}" if note else ""), f"combat_action:{a.type}")

    def button_labels(self) -> list[str]:
        return [b.text() for b in self.buttons]
