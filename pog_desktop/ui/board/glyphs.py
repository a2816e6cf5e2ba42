"""Small drawings shared by the board items: fonts, terrain marks, fort, port, capital,
supply source, and the army/corps symbol. All sizes are scene units."""
from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

FAMILY = "DejaVu Sans Condensed"


@lru_cache(maxsize=None)
def font(px: int, bold: bool = False) -> QFont:
    f = QFont(FAMILY)
    f.setPixelSize(max(1, px))
    f.setBold(bold)
    f.setHintingPreference(QFont.PreferNoHinting)
    return f


@lru_cache(maxsize=None)
def colour(spec: str) -> QColor:
    return QColor(spec)


@lru_cache(maxsize=None)
def pen(spec: str, width: float = 1.0, style: Qt.PenStyle = Qt.SolidLine) -> QPen:
    p = QPen(QColor(spec), width, style)
    p.setCosmetic(False)
    return p


@lru_cache(maxsize=None)
def brush(spec: str) -> QBrush:
    return QBrush(QColor(spec))


def lod_of(painter: QPainter, option) -> float:
    return option.levelOfDetailFromTransform(painter.worldTransform())


def star(cx: float, cy: float, r: float) -> QPolygonF:
    pts = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.42
        a = -math.pi / 2 + k * math.pi / 5
        pts.append(QPointF(cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return QPolygonF(pts)


def draw_fort(p: QPainter, x: float, y: float, size: float, strength: int, destroyed: bool = False) -> None:
    """A bastion with the fort strength in it (15.1)."""
    s = size
    poly = QPolygonF([QPointF(x + s * 0.5, y), QPointF(x + s, y + s * 0.35), QPointF(x + s * 0.82, y + s),
                      QPointF(x + s * 0.18, y + s), QPointF(x, y + s * 0.35)])
    p.setPen(pen("#1a1a1a", 1))
    p.setBrush(brush("#f7f3e6" if not destroyed else "#d0d0d0"))
    p.drawPolygon(poly)
    p.setPen(pen("#b01010" if not destroyed else "#555555"))
    p.setFont(font(int(s * 0.72), True))
    p.drawText(QRectF(x, y + s * 0.12, s, s * 0.9), Qt.AlignCenter, str(strength))
    if destroyed:
        p.setPen(pen("#b01010", 1.6))
        p.drawLine(QPointF(x, y), QPointF(x + s, y + s))


def draw_anchor(p: QPainter, x: float, y: float, s: float, ink: str) -> None:
    """A port (2.1): AP or CP ports are drawn in the side's colour."""
    p.setPen(pen(ink, max(1.0, s * 0.12)))
    p.setBrush(Qt.NoBrush)
    cx = x + s / 2
    p.drawEllipse(QPointF(cx, y + s * 0.15), s * 0.12, s * 0.12)
    p.drawLine(QPointF(cx, y + s * 0.27), QPointF(cx, y + s * 0.95))
    p.drawLine(QPointF(x + s * 0.25, y + s * 0.42), QPointF(x + s * 0.75, y + s * 0.42))
    path = QPainterPath(QPointF(x + s * 0.1, y + s * 0.6))
    path.quadTo(QPointF(x + s * 0.2, y + s), QPointF(cx, y + s * 0.95))
    path.quadTo(QPointF(x + s * 0.8, y + s), QPointF(x + s * 0.9, y + s * 0.6))
    p.drawPath(path)


def draw_supply(p: QPainter, x: float, y: float, s: float) -> None:
    """A supply source: a ringed 'S' like the printed symbol's role (14.1)."""
    p.setPen(pen("#1a1a1a", 1))
    p.setBrush(brush("#fff6b0"))
    p.drawEllipse(QRectF(x, y, s, s))
    p.setPen(pen("#1a1a1a"))
    p.setFont(font(int(s * 0.75), True))
    p.drawText(QRectF(x, y, s, s), Qt.AlignCenter, "S")


def draw_capital(p: QPainter, cx: float, cy: float, r: float) -> None:
    p.setPen(pen("#5a0000", 0.8))
    p.setBrush(brush("#d81e1e"))
    p.drawPolygon(star(cx, cy, r))


def draw_terrain(p: QPainter, terrain: str, r: QRectF) -> None:
    """Terrain marks inside a space box (TEC, 15.2): peaks, tufts, trees, dunes."""
    if terrain == "clear":
        return
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    if terrain == "mountain":
        p.setPen(pen("#5b3a1a", 1.2))
        p.setBrush(brush("#a9825a"))
        for fx in (0.18, 0.5, 0.82):
            cx = x + w * fx
            p.drawPolygon(QPolygonF([QPointF(cx - w * 0.15, y + h * 0.95), QPointF(cx, y + h * 0.68),
                                     QPointF(cx + w * 0.15, y + h * 0.95)]))
    elif terrain == "swamp":
        p.setPen(pen("#2c6a6a", 1.2))
        for fx in (0.25, 0.5, 0.75):
            cx, base = x + w * fx, y + h * 0.92
            for dx in (-0.07, 0, 0.07):
                p.drawLine(QPointF(cx, base), QPointF(cx + w * dx, base - h * 0.16))
    elif terrain == "forest":
        p.setPen(pen("#1e4d1e", 1))
        p.setBrush(brush("#3f8a3f"))
        for fx in (0.22, 0.5, 0.78):
            cx = x + w * fx
            p.drawEllipse(QPointF(cx, y + h * 0.8), w * 0.1, h * 0.12)
    elif terrain == "desert":
        p.setPen(Qt.NoPen)
        p.setBrush(brush("#b8862b"))
        for fx, fy in ((0.2, 0.85), (0.4, 0.75), (0.6, 0.88), (0.8, 0.76), (0.3, 0.93), (0.7, 0.95)):
            p.drawEllipse(QPointF(x + w * fx, y + h * fy), w * 0.035, w * 0.035)


def draw_unit_symbol(p: QPainter, r: QRectF, army: bool, ink: str) -> None:
    """NATO infantry box with size marks: XXXX for an army, XXX for a corps."""
    p.setPen(pen(ink, max(1.0, r.height() * 0.08)))
    p.setBrush(Qt.NoBrush)
    p.drawRect(r)
    p.drawLine(r.topLeft(), r.bottomRight())
    p.drawLine(r.bottomLeft(), r.topRight())
