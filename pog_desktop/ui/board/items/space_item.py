"""A space of the map (2.1): a box in its nation's colour with terrain marks, a red frame
for a VP space, fort strength, port, capital and supply-source marks, and its name."""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QStaticText, QTransform

from ....data.model import Space
from ..look import label_scale
from ...game_words import space_name
from ..glyphs import (brush, draw_anchor, draw_capital, draw_fort, draw_supply, draw_terrain, font, pen)
from ..palette import SIDE_COLOURS, counter_colours, mix
from .base import BoardItem

Z = 2.0
HIT_MARGIN = 8.0   # click and drop targets reach a little beyond the printed box
ICON = 15.0
NAME_MAX_PX = 17


@lru_cache(maxsize=4096)
def name_text(name: str, px: int, bold: bool) -> QStaticText:
    text = QStaticText(name)
    text.setPerformanceHint(QStaticText.AggressiveCaching)
    text.prepare(QTransform(), font(px, bold))
    return text


def name_px(detail: float) -> int:
    """Scene size of a name: stays readable (about 8 screen px) when zoomed out."""
    return int(max(10.0, min(NAME_MAX_PX, 8.5 / max(detail, 0.05))) * label_scale())


class SpaceItem(BoardItem):
    def __init__(self, space: Space, game: str = "pog"):
        super().__init__()
        self.space = space
        self.game = game
        self.name = space_name(game, space)     # the printed name in the interface's language
        x, y, w, h = space.pos
        self.box = QRectF(x, y, w, h)
        self.highlighted = False
        self.fort_destroyed = False
        self.mark: tuple[str, str] | None = None   # (colour, short text): a controller's highlight
        self.name_place: tuple[QRectF, int] | None = None   # where the scene placed the name (label_places)
        self.name_shown = True
        self.mark_place: tuple[QRectF, int] | None = None   # where the scene placed the mark's label, its size
        self.setZValue(Z)
        self.setAcceptHoverEvents(True)
        fill = counter_colours(space.nation)[0] if space.nation else "#e8dcc0"
        self._fill = mix(fill, "#ffffff", 0.55)
        self._frame = "#c8102e" if space.vp else "#2b2b2b"
        # wide enough for the name at its largest size, which it takes when zoomed out
        half = max(self.box.width() / 2 + HIT_MARGIN,
                   QFontMetricsF(font(int(NAME_MAX_PX * label_scale()), True)).horizontalAdvance(self.name) / 2 + 3)
        c = self.box.center().x()
        self._bounds = QRectF(c - half, self.box.top() - HIT_MARGIN, 2 * half,
                              self.box.height() + HIT_MARGIN + NAME_MAX_PX * label_scale() + 6)

    def boundingRect(self) -> QRectF:  # noqa: N802
        # a mark's label sits above the box and may be wider than the name
        bounds = self._bounds if self.name_place is None else self._bounds.united(self.name_place[0])
        return bounds if self.mark_place is None else bounds.united(self.mark_place[0].adjusted(-1, -1, 1, 1))

    def place_name(self, place: tuple[QRectF, int] | None, shown: bool = True) -> None:
        """Where the name goes at this zoom band (``label_places``), or not shown at all."""
        if (place, shown) != (self.name_place, self.name_shown):
            self.prepareGeometryChange()
            self.name_place, self.name_shown = place, shown
            self._pictures.clear()
            self.update()

    def name_size(self, px: int) -> tuple[float, float]:
        size = name_text(self.name, px, self.space.vp or self.space.capital).size()
        return size.width() + 2, size.height()

    def hit_rect(self) -> QRectF:
        return self.box.adjusted(-HIT_MARGIN, -HIT_MARGIN, HIT_MARGIN, HIT_MARGIN)

    def shape(self):
        from PySide6.QtGui import QPainterPath
        path = QPainterPath()
        path.addRect(self.hit_rect())
        return path

    def set_highlight(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def set_mark(self, mark: tuple[str, str] | None) -> None:
        """A controller's highlight: a coloured frame and a short label (a cost, a choice)."""
        if mark != self.mark:
            self.mark = mark
            self.prepareGeometryChange()
            self.update()

    def mark_sizes(self) -> list[tuple[int, tuple[float, float]]]:
        """The mark label's plate (w, h) at the sizes it may take at this zoom band, largest
        first: (px, (w, h))."""
        base = max(12, name_px(self.detail()))
        out = []
        for px in sorted({base, max(9, int(base * 0.8)), max(8, int(base * 0.65))}, reverse=True):
            size = name_text(self.mark[1], px, True).size()
            out.append((px, (size.width() + 6, size.height() + 2)))
        return out

    def place_mark(self, place: tuple[QRectF, int] | None) -> None:
        """Where the mark's label goes and its size (``label_places.place_marks``), None: left out."""
        if place != self.mark_place:
            self.prepareGeometryChange()
            self.mark_place = place
            self._pictures.clear()
            self.update()

    def set_fort_destroyed(self, on: bool) -> None:
        if on != self.fort_destroyed:
            self.fort_destroyed = on
            self.update()

    def look(self) -> tuple:
        return (self.highlighted, self.fort_destroyed, self.mark)

    def draw(self, p) -> None:
        s, d = self.space, self.detail()
        box = self.box
        if self.mark is not None:
            self._paint_mark(p)
        if self.highlighted:
            p.setPen(pen("#ffd400", 6))
            p.setBrush(Qt.NoBrush)
            p.drawRect(box.adjusted(-5, -5, 5, 5))
        p.setPen(pen(self._frame, 4.0 if s.vp else 1.6))
        p.setBrush(brush(self._fill))
        if s.kind == "region":          # PuG: a large area, its edge doubled as on the printed map
            p.drawRoundedRect(box, 18, 18)
            p.setPen(pen(self._frame, 1.0, Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(box.adjusted(6, 6, -6, -6), 13, 13)
        elif s.kind == "island_base":
            p.drawEllipse(box)
        elif s.kind == "beachhead":
            p.setPen(pen("#1f6fb8", 2.0, Qt.DashLine))
            p.drawRect(box)
        else:
            p.drawRect(box)
        if s.vp and s.vp is not True and s.vp > 1:
            self._badge(p, box.left() + 2, box.top() + 2, str(s.vp), "#c8102e")
        if d >= 0.45:
            draw_terrain(p, s.terrain, box.adjusted(2, 2, -2, -2))
        if s.fort:
            size = ICON if d >= 0.8 else 20
            draw_fort(p, box.left() - 4, box.top() - 5, size, s.fort, self.fort_destroyed)
        if s.capital:
            draw_capital(p, box.right() - 3, box.top() + 2, 9 if d >= 0.8 else 11)
        if d >= 0.8:
            if s.ports:
                side = sorted(s.ports)[0]
                draw_anchor(p, box.left() + 1, box.bottom() - ICON + 1, ICON - 2, SIDE_COLOURS[side])
            if s.supply_source:
                draw_supply(p, box.right() - ICON + 2, box.bottom() - ICON + 2, ICON - 3)
            if s.jihad_city:
                self._badge(p, box.center().x() - 6, box.top() + 2, "J", "#1e7a3a")
            if s.tribe:
                self._badge(p, box.left() + 2, box.center().y() - 6, s.tribe[0].upper(), "#8a5a2e")
            if s.armenian_a:
                self._badge(p, box.right() - 14, box.center().y() - 6, "A", "#1f4fa8")
        if self.name_shown:
            self._paint_name(p, name_px(d))

    def label_rects(self) -> dict[str, QRectF]:
        """Scene rectangles of the name plate and of the mark's label, as drawn now."""
        out = {"name": self._name_rect(name_px(self.detail()))[0]} if self.name_shown else {}
        if self.mark is not None and self.mark[1] and self.mark_place is not None:
            out["mark"] = self.mark_place[0]
        return out

    def _mark_rect(self) -> tuple[QRectF, QStaticText]:
        if self.mark_place is not None:
            rect, px = self.mark_place
            return rect, name_text(self.mark[1], px, True)
        st = name_text(self.mark[1], max(12, name_px(self.detail())), True)
        size = st.size()      # not placed by a scene: above the box
        x, y = self.box.center().x() - size.width() / 2, self.box.top() - size.height() - 8
        return QRectF(x - 3, y - 1, size.width() + 6, size.height() + 2), st

    def _badge(self, p, x: float, y: float, text: str, fill: str) -> None:
        """A small round printed symbol: Jihad city, tribe, Armenian A, VP value."""
        r = QRectF(x, y, 12, 12)
        p.setPen(pen("#ffffff", 0.8))
        p.setBrush(brush(fill))
        p.drawEllipse(r)
        p.setPen(pen("#ffffff"))
        p.setFont(font(9, True))
        p.drawText(r, Qt.AlignCenter, text)

    def _paint_mark(self, p) -> None:
        colour, text = self.mark
        p.setPen(pen(colour, 7))
        p.setBrush(Qt.NoBrush)
        p.drawRect(self.box.adjusted(-4, -4, 4, 4))
        if text and self.mark_place is not None:
            plate, st = self._mark_rect()
            p.setPen(Qt.NoPen)
            p.setBrush(brush(colour))
            p.drawRoundedRect(plate, 3, 3)
            p.setPen(pen("#ffffff", 1))
            p.drawStaticText(plate.topLeft() + QPointF(3, 1), st)

    def _paint_name(self, p, px: int) -> None:
        """The name on a pale plate, which keeps it legible over lines and areas; the laid-out
        text is kept per size (QStaticText), because names are redrawn on every zoom."""
        plate, text = self._name_rect(px)
        px = self.name_place[1] if self.name_place is not None else px
        p.setPen(Qt.NoPen)
        p.setBrush(brush("#d8f6f1e4"))
        p.drawRect(plate)
        p.setPen(pen("#8a0e0e" if self.space.vp else "#111111"))
        p.setFont(font(px, bool(self.space.vp or self.space.capital)))
        p.drawStaticText(plate.topLeft() + QPointF(1, 0), text)

    def _name_rect(self, px: int) -> tuple[QRectF, QStaticText]:
        if self.name_place is not None:
            rect, px = self.name_place
            return rect, name_text(self.name, px, bool(self.space.vp or self.space.capital))
        text = name_text(self.name, px, bool(self.space.vp or self.space.capital))
        size = text.size()
        x = self.box.center().x() - size.width() / 2
        y = self.box.bottom() + 1 if self.space.kind != "region" else self.box.top() + 4
        return QRectF(x - 1, y, size.width() + 2, size.height()), text
