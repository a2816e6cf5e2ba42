"""Dice drawn as dice in the combat window: each side's fire die and the flank die, with the
die roll modifier and the modified result beside them (12.2.9, 12.3)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from .palette import side_colour, side_name
from ..translate import translate

# pip positions on a 3x3 grid (column, row) for each face
PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)), 4: ((0, 0), (2, 0), (0, 2), (2, 2)),
        5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)), 6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))}


class DieFace(QWidget):
    """One six-sided die showing ``value`` (1-6) in ``colour``; blank when None."""

    SIZE = 34

    def __init__(self, value: int | None = None, colour: str = "#ffffff", parent=None):
        super().__init__(parent)
        self.value = value
        self.colour = colour
        self.setFixedSize(QSize(self.SIZE, self.SIZE))

    def set_value(self, value: int | None, colour: str | None = None) -> None:
        self.value = value
        if colour:
            self.colour = colour
        self.setToolTip(translate("CombatWindow", "die {roll}").format(roll=value) if value
                        else translate("CombatWindow", "not rolled"))
        self.update()

    def pips(self) -> tuple[tuple[int, int], ...]:
        return PIPS.get(self.value, ())

    def paintEvent(self, event):  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        r = QRectF(1, 1, self.width() - 2, self.height() - 2)
        p.setPen(QPen(QColor("#333333"), 1.5))
        p.setBrush(QColor(self.colour) if self.value else QColor("#eeeeee"))
        p.drawRoundedRect(r, 6, 6)
        if not self.value:
            p.setPen(QColor("#999999"))
            p.drawText(r, Qt.AlignCenter, "?")
            return
        ink = QColor("#ffffff") if QColor(self.colour).lightness() < 140 else QColor("#111111")
        p.setPen(Qt.NoPen)
        p.setBrush(ink)
        step, d = r.width() / 4, r.width() / 5.2
        for col, row in self.pips():
            p.drawEllipse(QRectF(r.left() + step * (col + 1) - d / 2, r.top() + step * (row + 1) - d / 2, d, d))


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "±0")


class CombatDice(QWidget):
    """The dice of a combat: attacker's fire, defender's fire and the flank attempt."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("combat_dice")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 2, 0, 2)
        self.dice: dict[str, DieFace] = {}
        self.texts: dict[str, QLabel] = {}
        for key in ("flank", "attacker", "defender"):
            die = DieFace()
            text = QLabel()
            row.addWidget(die)
            row.addWidget(text)
            row.addSpacing(12)
            self.dice[key] = die
            self.texts[key] = text
        row.addStretch(1)

    def show_view(self, view) -> None:
        """``view``: the combat window's ``CombatView``; sides without a roll show no die."""
        fl = view.flank
        flank_die = fl.die if fl is not None and not fl.problem else None
        self._show("flank", flank_die, fl.drm if fl else 0, side_colour(view.attacker.side),
                   translate("CombatWindow", "Flank"),
                   None if flank_die is None else (translate("CombatWindow", "succeeds") if fl.succeeded
                                                   else translate("CombatWindow", "fails")))
        for role, sv in (("attacker", view.attacker), ("defender", view.defender)):
            f = sv.fire
            die = f.die if f is not None else None
            after = None if die is None else translate("CombatWindow", "LN {ln}").format(ln=f.ln)
            self._show(role, die, f.drm if f else 0, side_colour(sv.side), side_name(sv.side), after)
        self.setVisible(any(d.value for d in self.dice.values()))

    def _show(self, key: str, die, drm: int, colour: str, who: str, after: str | None) -> None:
        self.dice[key].set_value(die, colour)
        self.dice[key].setVisible(die is not None)
        self.texts[key].setVisible(die is not None)
        if die is None:
            self.texts[key].setText("")
            return
        total = max(1, min(6, die + drm))
        roll = f"{die} {signed(drm)} = {total}" if drm else str(die)
        self.texts[key].setText(f"{who}: {roll}" + (f" → {after}" if after else ""))
