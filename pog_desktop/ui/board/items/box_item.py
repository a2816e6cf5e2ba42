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


def name_layout(rect: QRectF, name: str, detail: float) -> tuple[QRectF, int, int]:
    """Where a box's name goes, its font size in scene pixels and its alignment flags. Close
    up: a title line at the top. From afar (``detail`` under ``FAR``) the title line is
    unreadable, so the name goes large across the lower half, under the counters that fill
    the box from the top, wrapped at word breaks."""
    if detail < FAR:
        longest = max((len(w) for w in name.split()), default=1)
        px = min(30.0, rect.height() * 0.18, 1.5 * (rect.width() - 16) / max(6, longest))
        return rect.adjusted(8, rect.height() * 0.4, -8, -4), int(px), int(Qt.AlignCenter | Qt.TextWordWrap)
    px = min(15, 1.8 * (rect.width() - 16) / max(1, len(name)))
    return rect.adjusted(8, 2, -8, 0), int(px), int(Qt.AlignLeft | Qt.AlignTop)


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
        area, px, flags = name_layout(self.rect, self.box.name, self.detail())
        p.setFont(font(px, True))
        p.drawText(area, flags, self.box.name)
