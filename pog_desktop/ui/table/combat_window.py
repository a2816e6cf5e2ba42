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
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from .action_text import describe
from .choices import ChoiceStrip
from .dice import CombatDice
from .combat_view import ATTACKER_FIRST, DEFENDER_FIRST, CombatSideView, CombatView, FireLine
from .palette import side_colour, side_name
from ..translate import QT_TRANSLATE_NOOP, translate

FORT = QT_TRANSLATE_NOOP("CombatWindow", "Fort")
NO_UNITS = QT_TRANSLATE_NOOP("CombatWindow", "no units")


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def fire_text(f: FireLine | None) -> str:
    """12.2.8-12.2.9 in one line: table, strength, column after shifts, die and LN."""
    if f is None:
        return translate("CombatWindow", "not fired yet")
    table = translate("CombatWindow", "Army table") if f.table == "army" else \
        translate("CombatWindow", "Corps table") if f.table == "corps" else f"{f.table.capitalize()} table"
    parts = [table, translate("CombatWindow", "strength {n}").format(n=f.strength),
             translate("CombatWindow", "column {column}").format(column=f.column)
             + (translate("CombatWindow", " (shift {shift})").format(shift=signed(f.shift)) if f.shift else "")]
    if f.die is None:
        parts.append(translate("CombatWindow", "not rolled yet")
                     + (translate("CombatWindow", " (drm {drm})").format(drm=signed(f.drm)) if f.drm else ""))
    else:
        roll = f"{f.die} {signed(f.drm)} = {max(1, min(6, f.die + f.drm))}" if f.drm else str(f.die)
        parts.append(translate("CombatWindow", "die {roll}").format(roll=roll))
        parts.append(translate("CombatWindow", "LN {ln}").format(ln=f.ln))
    return " · ".join(parts)


def flank_text(view: CombatView) -> str:
    fl = view.flank
    if fl is None:
        return translate("CombatWindow", "No flank attempt.")
    if fl.problem:
        return translate("CombatWindow", "No flank attempt: {problem}.").format(problem=fl.problem)
    text = translate("CombatWindow", "Flank attempt, pinning from {space}, drm {drm}").format(space=fl.pinning,
                                                                                          drm=signed(fl.drm))
    if fl.die is not None:
        text += translate("CombatWindow", ": die {die} — ").format(die=fl.die) + (
            translate("CombatWindow", "succeeds, the attacker fires first") if fl.succeeded
            else translate("CombatWindow", "fails, the defender fires first"))
    return text + "."


def order_text(view: CombatView) -> str:
    if view.order == ATTACKER_FIRST:
        return translate("CombatWindow", "The attacker fires first.")
    if view.order == DEFENDER_FIRST:
        return translate("CombatWindow", "The defender fires first.")
    return translate("CombatWindow", "Both sides fire at once.")


def outcome_lines(view: CombatView) -> list[str]:
    lines = []
    if view.losses_by:
        side = side_name(view.losses_by)
        lines.append(translate("CombatWindow", "{side} choose their losses for LN {ln}.").format(side=side, ln=view.losses_ln)
                     if view.losses_ln is not None else
                     translate("CombatWindow", "{side} choose their losses.").format(side=side))
    if view.winner:
        lines.append(translate("CombatWindow", "{side} win the combat.").format(side=side_name(view.winner)))
    if view.retreat:
        text = translate("CombatWindow", "The defender must retreat 1 space") if view.retreat == 1 else \
            translate("CombatWindow", "The defender must retreat {n} spaces").format(n=view.retreat)
        lines.append(text + (translate("CombatWindow", " (may cancel the retreat).") if view.retreat_cancellable else "."))
    if view.retreat_spaces:
        lines.append(translate("CombatWindow", "Retreat to: ") + ", ".join(view.retreat_spaces))
    if view.advance_spaces:
        lines.append(translate("CombatWindow", "Advance into: ") + ", ".join(view.advance_spaces))
    return lines


def side_html(role: str, sv: CombatSideView) -> str:
    colour = side_colour(sv.side)
    rows = []
    for u in sv.units:
        fate = f" <b style='color:#a02010'>{escape(u.fate)}</b>" if u.fate else ""
        lost = "" if not u.lost else translate("CombatWindow", " −1 step") if u.lost == 1 else \
            translate("CombatWindow", " −{n} steps").format(n=u.lost)
        face = translate("CombatWindow", " (reduced)") if u.reduced else ""
        rows.append(f"<tr><td>{escape(u.name)}{face}</td><td align='center'><b>{escape(u.factors)}</b></td>"
                    f"<td>{escape(u.space)}</td><td>{lost}{fate}</td></tr>")
    if sv.fort:
        rows.append(f"<tr><td>{translate('CombatWindow', FORT)}</td><td align='center'><b>{sv.fort}</b></td>"
                    "<td></td><td></td></tr>")
    if not rows:
        rows.append(f"<tr><td colspan='4'><i>{translate('CombatWindow', NO_UNITS)}</i></td></tr>")
    none = translate("CombatWindow", "none")
    cards = ", ".join(escape(c) for c in sv.cards) or none
    drms = ", ".join(escape(d) for d in sv.drms) or none
    head = (translate("CombatWindow", "Unit"), "CF-LF-MF", translate("CombatWindow", "From"),
            translate("CombatWindow", "Losses"))
    return (f"<div style='background:{colour}; color:white; padding:3px'><b>{role}: {side_name(sv.side)}</b></div>"
            "<table cellspacing='0' cellpadding='3' width='100%'>"
            "<tr style='color:#555'>" + "".join(f"<td>{h}</td>" for h in head) + "</tr>"
            + "".join(rows) + "</table><p style='margin:2px'>"
            + translate("CombatWindow", "Combat cards: {cards}<br>DRM: {drms}<br>Fire: {fire}")
            .format(cards=cards, drms=drms, fire=escape(fire_text(sv.fire))) + "</p>")


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
        # in a short tab the details give way (to nothing if need be): the benchmark found
        # retreat and loss buttons squeezed out of the strip by the details' own minimum
        self.details.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Ignored)
        self.details.setMinimumHeight(0)
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
        trench = translate("CombatWindow", ", trench level {n}").format(n=view.trench) if view.trench else ""
        self.title.setText(translate("CombatWindow", "Attack on {space} ({terrain})")
                           .format(space=view.target, terrain=f"{view.terrain}{trench}"))
        self.stage.setText(view.stage)
        self.attacker.setText(side_html(translate("CombatWindow", "Attacker"), view.attacker))
        self.defender.setText(side_html(translate("CombatWindow", "Defender"), view.defender))
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
