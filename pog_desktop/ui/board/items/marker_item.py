"""A marker on a space (2.2.2): trench, control, siege, destroyed fort, out of supply,
Move/Attack activation, moved, attacked, entrenching. Each kind has its own colour and a
short printed code, so a player can tell them apart even as small chips."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt

from .. import board_words
from ..glyphs import brush, font, pen
from ..palette import SIDE_COLOURS
from ..position import Marker
from .base import BoardItem
from .draggable import Draggable

Z = 6.0
SIZE = 18.0

# kind -> (fill, ink, code)
STYLE = {
    "trench": ("#7a5a32", "#ffffff", "T"),
    "control": ("", "#ffffff", ""),
    "besieged": ("#e8731a", "#000000", "SIEGE"),
    "fort_destroyed": ("#555555", "#ffffff", "F✕"),
    "oos": ("#ffe600", "#000000", "OOS"),
    "activated_move": ("#2e9e44", "#ffffff", "MOVE"),
    "activated_attack": ("#d0202a", "#ffffff", "ATK"),
    "moved": ("#a8d5b0", "#0b3b14", "MVD"),
    "attacked": ("#f2a7ab", "#5a0006", "ATKD"),
    "entrenching": ("#c9a36b", "#2a1a00", "ENT"),
    "beachhead": ("#1d5fa8", "#ffffff", "BH"),
    "ru_vp": ("#5d7a2f", "#ffffff", "RU VP"),
    "unrest": ("#8a1f6a", "#ffffff", "UNR"),
    "disrupted": ("#f5b400", "#000000", "DIS"),
}


def marker_code(m: Marker) -> str:
    """The chip's code in the interface's language (``board_words``; STYLE keeps the English)."""
    return board_words.marker_code(m)


class MarkerItem(Draggable, BoardItem):
    def __init__(self, space: str, marker: Marker):
        super().__init__()
        self.space = space
        self.marker = marker
        code = marker_code(marker)
        self.width = max(SIZE, 6.0 * len(code) + 6)
        self._rect = QRectF(0, 0, self.width, SIZE)
        self.setZValue(Z)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.OpenHandCursor)

    def body_rect(self) -> QRectF:
        """The drawn body in item coordinates (no badge, no margin)."""
        return self._rect

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-2, -2, 2, 2)

    def look(self) -> tuple:
        return (self.marker,)

    def draw(self, p) -> None:
        m = self.marker
        fill, ink, _ = STYLE[m.kind]
        edge = SIDE_COLOURS.get(m.side or "", "#222222")
        if m.kind == "control":
            fill = SIDE_COLOURS[m.side]
        p.setPen(pen(edge, 2.0 if m.side else 1.0))
        p.setBrush(brush(fill))
        if m.kind == "control":
            p.drawEllipse(self._rect)
        else:
            p.drawRoundedRect(self._rect, 2, 2)
        p.setPen(pen(ink))
        p.setFont(font(10 if self.detail() >= 0.8 else 12, True))
        p.drawText(self._rect, Qt.AlignCenter, marker_code(m))
