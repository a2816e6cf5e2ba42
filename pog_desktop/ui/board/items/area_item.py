"""Nation areas and national borders (see ``areas.py``), and the Near East map frame."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from ..areas import Border, Cell
from ..glyphs import font
from ..palette import map_tint


def nation_area_items(cells: list[Cell]) -> list[QGraphicsPathItem]:
    """One filled path per nation (cells of one nation merge visually: same colour, no pen)."""
    by_nation: dict[str | None, QPainterPath] = {}
    for cell in cells:
        path = by_nation.setdefault(cell.nation, QPainterPath())
        path.addPolygon(QPolygonF([QPointF(x, y) for x, y in cell.polygon]))
        path.closeSubpath()
    items = []
    for nation, path in by_nation.items():
        path.setFillRule(Qt.WindingFill)
        item = QGraphicsPathItem(path)
        item.setBrush(QBrush(QColor(map_tint(nation))))
        item.setPen(Qt.NoPen)
        item.setZValue(0.0)
        item.setAcceptedMouseButtons(Qt.NoButton)
        item.setData(0, f"area:{nation}")
        items.append(item)
    return items


def border_item(borders: list[Border]) -> QGraphicsPathItem:
    path = QPainterPath()
    for b in borders:
        (x1, y1), (x2, y2) = b.segment
        path.moveTo(x1, y1)
        path.lineTo(x2, y2)
    item = QGraphicsPathItem(path)
    pen = QPen(QColor("#7a2e2e"), 3.0, Qt.DashDotLine)
    pen.setCapStyle(Qt.RoundCap)
    item.setPen(pen)
    item.setZValue(0.5)
    item.setAcceptedMouseButtons(Qt.NoButton)
    return item


def frame_item(rect: tuple[float, float, float, float], title: str) -> QGraphicsRectItem:
    """A separate map drawn as an inset (the Near East map, 2.1)."""
    x, y, w, h = rect
    item = QGraphicsRectItem(QRectF(x, y, w, h))
    item.setBrush(QBrush(QColor("#dfe9ee")))
    item.setPen(QPen(QColor("#35505e"), 4))
    item.setZValue(-1.0)
    item.setAcceptedMouseButtons(Qt.NoButton)
    label = QGraphicsSimpleTextItem(title, item)
    label.setFont(font(22, True))
    label.setBrush(QBrush(QColor("#35505e")))
    label.setPos(x + w - label.boundingRect().width() - 10, y + h - 30)
    return item


def sea_label(text: str, x: float, y: float, px: int = 26) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text)
    item.setFont(font(px, False))
    item.setBrush(QBrush(QColor("#6c8ea3")))
    item.setPos(x, y)
    item.setZValue(0.2)
    item.setAcceptedMouseButtons(Qt.NoButton)
    return item
