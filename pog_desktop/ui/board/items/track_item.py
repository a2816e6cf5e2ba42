"""One track of the board (turn, VP, war status, action rounds, RP, US entry, Russian
capitulation, MO), painted from a ``TrackSpec``: a title and a grid of cells, the current
cells filled in the side's colour as a marker would sit on them."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt

from ..glyphs import brush, font, pen
from ..palette import SIDE_COLOURS
from ..tracks import TrackSpec
from .base import BoardItem

Z = 2.0
TITLE = 20.0
SUMMARY_BELOW = 0.5   # detail under which the grid's text is too small to read: one line instead


class TrackItem(BoardItem):
    def __init__(self, spec: TrackSpec):
        super().__init__()
        self.spec = spec
        x, y, w, h = spec.rect
        self.rect = QRectF(x, y, w, h)
        self.setZValue(Z)

    def set_spec(self, spec: TrackSpec) -> None:
        if spec != self.spec:
            self.spec = spec
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-2, -2, 2, 2)

    def _grid(self) -> tuple[float, float]:
        rows = max(1, -(-len(self.spec.cells) // self.spec.cols))
        return (self.rect.width() - 8) / self.spec.cols, (self.rect.height() - TITLE - 4) / rows

    def cell_at(self, pos: QPointF) -> int | None:
        """Index of the cell under the scene point ``pos``, if any."""
        cw, ch = self._grid()
        col = int((pos.x() - self.rect.left() - 4) // cw)
        row = int((pos.y() - self.rect.top() - TITLE) // ch)
        if pos.y() < self.rect.top() + TITLE or not 0 <= col < self.spec.cols or row < 0:
            return None
        index = row * self.spec.cols + col
        return index if index < len(self.spec.cells) else None

    def cell_center(self, index: int) -> QPointF:
        cw, ch = self._grid()
        row, col = divmod(index, self.spec.cols)
        return QPointF(self.rect.left() + 4 + (col + 0.5) * cw, self.rect.top() + TITLE + (row + 0.5) * ch)

    def mousePressEvent(self, event):  # noqa: N802
        index = self.cell_at(event.scenePos())
        if event.button() == Qt.LeftButton and index is not None:
            self.scene().trackClicked.emit(self.spec.id, index)
            event.accept()
        else:
            event.ignore()

    def look(self) -> tuple:
        return (self.spec,)

    def draw(self, p) -> None:
        spec, r = self.spec, self.rect
        p.setPen(pen("#3b3024", 1.5))
        p.setBrush(brush("#f7f1de"))
        p.drawRect(r)
        if self.detail() < SUMMARY_BELOW and spec.summary:
            self._draw_summary(p)
            return
        p.setFont(font(int(min(17, max(14, 8.5 / self.detail()))), True))
        p.setPen(pen("#2b2118"))
        p.drawText(r.adjusted(6, 0, -4, 0), Qt.AlignLeft | Qt.AlignTop, spec.title)
        cells = spec.cells
        cw, ch = self._grid()
        mark = SIDE_COLOURS.get(spec.side or "", "#b5121b")
        for i, cell in enumerate(cells):
            row, col = divmod(i, spec.cols)
            c = QRectF(r.left() + 4 + col * cw, r.top() + TITLE + row * ch, cw - 2, ch - 2)
            p.setPen(pen("#8c7b63", 1))
            p.setBrush(brush(mark if cell.marked else "#fffaf0"))
            p.drawRect(c)
            p.setPen(pen("#ffffff" if cell.marked else "#2b2118"))
            if cell.sub:
                big_first = spec.emphasis == "label"
                top, bottom = c.adjusted(1, 1, -1, -ch * 0.48), c.adjusted(1, ch * 0.46, -1, -1)
                for text, rect, big in ((cell.label, top, big_first), (cell.sub, bottom, not big_first)):
                    px = min(16 if big else 12, ch * (0.46 if big else 0.34), 1.8 * cw / max(3, len(text)))
                    p.setFont(font(int(px), big))
                    p.drawText(rect, Qt.AlignCenter, text)
            else:
                p.setFont(font(int(min(15, ch * 0.6, 1.9 * cw / max(4, len(cell.label)))), True))
                p.drawText(c.adjusted(2, 0, -2, 0), Qt.AlignCenter | Qt.TextWordWrap, cell.label)

    def _draw_summary(self, p) -> None:
        """At full-map zoom: the track's state in one line, as large as the track allows."""
        r, text = self.rect, self.spec.summary
        px = min(40.0, r.height() * 0.62, 1.55 * (r.width() - 12) / max(6, len(text)))
        p.setPen(pen(SIDE_COLOURS.get(self.spec.side or "", "#2b2118")))
        p.setFont(font(int(px), True))
        p.drawText(r.adjusted(6, 0, -6, 0), Qt.AlignCenter, text)
