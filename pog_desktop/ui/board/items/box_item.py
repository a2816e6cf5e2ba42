"""An off-map box: reserve, eliminated, permanently eliminated, reinforcements (2.1, 4.1)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from ....data.model import Box
from ..board_words import box_name
from ..glyphs import brush, font, pen
from ..palette import SIDE_COLOURS
from .base import BoardItem

Z = 2.0
FAR = 0.5   # detail under which the name is drawn large (as the tracks switch to one line)
FILLS = {"reserve": "#f3ecd6", "eliminated": "#e7d3d3", "permanently_eliminated": "#d9c2c2",
         "reinforcements": "#dde7d4"}


def name_layout(rect: QRectF, name: str, detail: float, filled: float = 0.0) -> tuple[QRectF, int, int]:
    """Where a box's name goes, its font size in scene pixels and its alignment flags. Close
    up: a title line at the top. From afar (``detail`` under ``FAR``) the title line is
    unreadable, so the name goes large across the lower part, under the rows of counters
    that fill the box from the top (``filled``: the scene y their last row reaches), wrapped
    at word breaks (as many lines as the name needs) and smaller where those rows leave less room (issue 15 defect 4: the AP
    Reinforcements title lay under its second row); with no room at all, the title line."""
    if detail < FAR:
        top = max(rect.top() + rect.height() * 0.4, filled + 2)
        area = QRectF(rect.left() + 8, top, rect.width() - 16, rect.bottom() - 4 - top)
        longest = max((len(w) for w in name.split()), default=1)
        px = int(min(30.0, rect.height() * 0.18, 1.5 * (rect.width() - 16) / max(6, longest)))
        flags = int(Qt.AlignCenter | Qt.TextWordWrap)
        while px >= 12:      # the largest size whose wrapped lines (a long translated name: three) fit
            used = QFontMetricsF(font(px, True)).boundingRect(area, flags, name)
            if used.height() <= area.height() and used.width() <= area.width():
                return area, px, flags
            px -= 1
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
        self.name = box_name(box)
        self.filled = 0.0      # the scene y the counters standing in the box reach (the scene sets it)

    def set_filled(self, bottom: float) -> None:
        if bottom != self.filled:
            self.filled = bottom
            self.update()

    def title_rect(self) -> QRectF:
        """The scene rectangle the name's text takes as drawn now."""
        area, px, flags = name_layout(self.rect, self.name, self.detail(), self.filled)
        text = QFontMetricsF(font(px, True)).boundingRect(area, flags, self.name)
        return text.intersected(area)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -4, 4, 4)

    def hit_rect(self) -> QRectF:
        return self.rect

    def set_highlight(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def look(self) -> tuple:
        return (self.highlighted, self.filled)

    def draw(self, p) -> None:
        p.setPen(pen("#ffd400" if self.highlighted else self._edge, 5 if self.highlighted else 2.5))
        p.setBrush(brush(self._fill))
        p.drawRoundedRect(self.rect, 6, 6)
        p.setPen(pen(self._edge))
        area, px, flags = name_layout(self.rect, self.name, self.detail(), self.filled)
        p.setFont(font(px, True))
        p.drawText(area, flags, self.name)
