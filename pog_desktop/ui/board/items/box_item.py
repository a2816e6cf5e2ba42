"""An off-map box: reserve, eliminated, permanently eliminated, reinforcements (2.1, 4.1)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt

from ....data.model import Box
from ..glyphs import brush, font, pen
from ..palette import SIDE_COLOURS
from .base import BoardItem

Z = 2.0
FAR = 0.5   # detail under which the name is drawn large (as the tracks switch to one line)
FILLS = {"reserve": "#f3ecd6", "eliminated": "#e7d3d3", "permanently_eliminated": "#d9c2c2",
         "reinforcements": "#dde7d4"}


class BoxItem(BoardItem):
    def __init__(self, box: Box):
        super().__init__()
        self.box = box
        x, y, w, h = box.pos
        self.rect = QRectF(x, y, w, h)
        self.highlighted = False
        self.setZValue(Z)
        self._edge = SIDE_COLOURS.get(box.side, "#5a2a2a")
        self._fill = FILLS.get(box.kind, "#eeeeee")

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -4, 4, 4)

    def hit_rect(self) -> QRectF:
        return self.rect

    def set_highlight(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def look(self) -> tuple:
        return (self.highlighted,)

    def draw(self, p) -> None:
        p.setPen(pen("#ffd400" if self.highlighted else self._edge, 5 if self.highlighted else 2.5))
        p.setBrush(brush(self._fill))
        p.drawRoundedRect(self.rect, 6, 6)
        p.setPen(pen(self._edge))
        if self.detail() < FAR:
            # the title line is unreadable from afar: the name large across the lower half,
            # under the counters that fill the box from the top
            r = self.rect
            longest = max(len(w) for w in self.box.name.split())
            px = min(30.0, r.height() * 0.18, 1.5 * (r.width() - 16) / max(6, longest))
            p.setFont(font(int(px), True))
            p.drawText(r.adjusted(8, r.height() * 0.4, -8, -4), Qt.AlignCenter | Qt.TextWordWrap, self.box.name)
            return
        p.setFont(font(int(min(15, 1.8 * (self.rect.width() - 16) / max(1, len(self.box.name)))), True))
        p.drawText(self.rect.adjusted(8, 2, -8, 0), Qt.AlignLeft | Qt.AlignTop, self.box.name)
