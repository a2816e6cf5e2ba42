"""A unit counter painted by us (2.2.1): nation colour, army or corps symbol, name and
combat-loss-movement factors. The reduced side carries a broad white stripe across its top,
as the printed reduced counters are marked, so it is told apart even from across the room.
Armies are larger than corps."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt

from ....data.model import Unit
from ..glyphs import brush, draw_unit_symbol, font, pen
from ..palette import counter_colours, is_light, mix
from ..stacking import counter_size
from .base import BoardItem
from .draggable import Draggable

Z = 5.0


def label_from_name(name: str) -> str:
    """'1' for 'GE 1', 'Orient' for 'FR Orient', 'GE' for 'GE corps', 'ANA' for 'BR ANA corps':
    the name without its leading nation code, or the code alone for a plain corps."""
    words = [w for w in name.split() if w.lower() != "corps"]
    if len(words) > 1:
        words = words[1:]
    return " ".join(words)


def counter_label(unit: Unit) -> str:
    """What the counter prints large: the data's own label where it has one."""
    return getattr(unit, "label", None) or label_from_name(unit.name) or unit.nation.upper()


# the size mark printed top right (NATO sizes; the PuG unit types)
SIZE_MARKS = {"army": "XXXX", "corps": "XXX", "division": "XX", "irregular": "IRR", "tribe": "TRB", "hq": "HQ",
              "heavy_artillery": "ART"}


def factors_text(unit: Unit, reduced: bool) -> str:
    """The printed factors: CF-LF-MF, "2-?-4" for an unknown loss factor, "+1 · 4" for an HQ or
    heavy artillery (DRM and MF)."""
    f = unit.factors(reduced)
    if unit.drm is not None:
        return f"+{unit.drm[1 if reduced else 0]} · {f.movement}"
    if unit.loss_unknown and not reduced:
        return f"{f.combat}-?-{f.movement}"
    return str(f)


def badge_size(detail: float) -> float:
    """The stack-size badge in scene units: large enough to read at full-map zoom, shrinking as
    the view closes in so that on the crowded Western front it no longer covers the neighbour."""
    if detail < 0.8:
        return 21.0
    if detail < 1.25:
        return 16.0
    return 13.0 if detail < 2.0 else 11.0


class CounterItem(Draggable, BoardItem):
    def __init__(self, unit: Unit):
        super().__init__()
        self.unit = unit
        self.reduced = False
        self.stack_size = 0       # shown on the top counter of a stack of 2 or more
        self.size = counter_size(unit.is_army, not unit.is_lcu)
        self._fill, self._ink = counter_colours(unit.nation)
        self._edge = mix(self._fill, "#000000", 0.55)
        self._label = counter_label(unit)
        h = self.size / 2
        self._rect = QRectF(-h, -h, self.size, self.size)
        self._bounds = self._rect.adjusted(-2, -12, 13, 2)
        self.setZValue(Z)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.OpenHandCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._bounds

    def shape(self):
        from PySide6.QtGui import QPainterPath
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def set_state(self, reduced: bool, stack_size: int) -> None:
        if (reduced, stack_size) != (self.reduced, self.stack_size):
            self.reduced, self.stack_size = reduced, stack_size
            self.update()

    def look(self) -> tuple:
        return (self.reduced, self.stack_size)

    def draw(self, p) -> None:
        r, s, d = self._rect, self.size, self.detail()
        p.setPen(pen(self._edge, 1.4))
        p.setBrush(brush(self._fill))
        p.drawRoundedRect(r, 3, 3)
        band = QRectF(r.left() + 1, r.top() + 1, s - 2, s * 0.32)
        if self.reduced:
            p.setPen(Qt.NoPen)
            p.setBrush(brush("#fbfbf6"))
            p.drawRect(band)
        ink = self._fill if self.reduced else self._ink
        if self.reduced and is_light(self._fill):
            ink = mix(self._fill, "#000000", 0.6)  # pale nations need a darker mark on the white stripe
        fine = d * s >= 24  # counter at least 24 screen px: draw every factor
        plain_corps = not self.unit.is_army and self._label == self.unit.nation.upper()
        if fine:
            p.setPen(pen(ink))
            p.setFont(font(int(s * 0.22), True))
            p.drawText(band.adjusted(2, 0, -1, 0), Qt.AlignLeft | Qt.AlignVCenter, self.unit.nation.upper()[:3])
            p.setFont(font(int(s * 0.15), True))
            p.drawText(band.adjusted(0, 0, -2, 0), Qt.AlignRight | Qt.AlignVCenter,
                       SIZE_MARKS.get(self.unit.type, "XXX"))
            middle = QRectF(r.left(), r.top() + s * 0.34, s, s * 0.34)
            factors = QRectF(r.left(), r.bottom() - s * 0.33, s, s * 0.31)
            p.setPen(pen(self._ink))
            if plain_corps:
                draw_unit_symbol(p, QRectF(-s * 0.24, middle.top() + s * 0.04, s * 0.48, s * 0.26), False, self._ink)
            else:
                p.setFont(font(int(s * (0.3 if len(self._label) <= 3 else 0.21)), True))
                p.drawText(middle, Qt.AlignCenter, self._label)
            p.setFont(font(int(s * 0.27), True))
            p.drawText(factors, Qt.AlignCenter, factors_text(self.unit, self.reduced))
        else:
            p.setPen(pen(self._ink))
            body = QRectF(r.left(), r.top() + s * 0.3, s, s * 0.66)
            if plain_corps:
                draw_unit_symbol(p, QRectF(-s * 0.3, body.top() + s * 0.12, s * 0.6, s * 0.36), False, self._ink)
            else:
                p.setFont(font(int(s * (0.46 if len(self._label) <= 2 else 0.3)), True))
                p.drawText(body, Qt.AlignCenter, self._label)
        if self.stack_size > 1:
            b = badge_size(d)
            badge = QRectF(r.right() - b / 2 + 1, r.top() - b / 2, b, b)
            p.setPen(pen("#ffffff", 1.4))
            p.setBrush(brush("#c8102e"))
            p.drawEllipse(badge)
            p.setPen(pen("#ffffff"))
            p.setFont(font(int(b * 0.75), True))
            p.drawText(badge, Qt.AlignCenter, str(self.stack_size))
