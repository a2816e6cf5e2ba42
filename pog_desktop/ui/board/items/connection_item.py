"""A connection between two spaces (2.1). Paths of Glory: nation-only connections are dashed in
the colour of the nations that may use them (11.1.4), the others solid. Pursuit of Glory draws
each printed line type its own way: railway thick black, road thin brown, incomplete railway
dashed black, trans-regional solid green, strait dashed blue, sea and beach links thin blue,
restricted routes dashed in the colour of the units allowed on them, nation-coloured railways in
the nation's colour; a water crossing (12.3.4) carries a short blue bar across its middle.
A few links bend (``bends.py``): a line that drawn straight would run through other spaces'
boxes (Lemnos's sea links to the Gallipoli beaches) is drawn through its bend points."""
from __future__ import annotations


import math

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsPathItem

from ....data.model import Connection
from ..glyphs import colour, font
from ..palette import counter_colours, mix

Z = 1.0
WATER = "#1f6fb8"
# PuG line type -> (colour, width, style)
LINE_STYLES = {
    "rail": ("#1a1a1a", 3.4, Qt.SolidLine),
    "road": ("#8a6a48", 1.6, Qt.SolidLine),
    "incomplete_rail": ("#1a1a1a", 3.0, Qt.DashLine),
    "trans_regional": ("#2f8a3a", 4.0, Qt.SolidLine),
    "strait": ("#1f6fb8", 3.6, Qt.DashLine),
    "sea": ("#5aa0d8", 1.8, Qt.DashDotLine),
    "beach": ("#1f6fb8", 2.2, Qt.DotLine),
    "restricted": ("#c06000", 2.4, Qt.DashLine),
    "restricted_rail": ("#c06000", 3.4, Qt.DashDotLine),
}
# Who may use a restricted route (9.4.7), in a colour that reads on the desert tint: the
# Arab-and-Turkish (A/T) Hejaz routes were drawn in the ANA counter's pale sand and vanished.
MOVER_COLOURS = {"ap": "#1f4fa8", "cp": "#3a3a3a", "senussi": "#8a5a2e", "ana": "#7b3f98", "ar": "#c06000"}


def _nation_colour(token: str) -> str:
    return MOVER_COLOURS.get(token) or mix(counter_colours(token)[0], "#000000", 0.25)


def connection_pen(conn: Connection) -> QPen:
    if conn.type != "normal":
        spec, width, style = LINE_STYLES[conn.type]
        if conn.coloured and conn.only:
            spec, style = _nation_colour(sorted(conn.only)[0]), Qt.SolidLine
            width = 4.2
        elif conn.type.startswith("restricted") and conn.only:
            spec = _nation_colour(sorted(conn.only)[0])
        pen = QPen(colour(spec), width, style)
    elif conn.only:
        nation = sorted(conn.only)[0]
        pen = QPen(colour(mix(counter_colours(nation)[0], "#000000", 0.25)), 3.2, Qt.DashLine)
    else:
        pen = QPen(colour("#4a4036"), 2.2)
    pen.setCapStyle(Qt.FlatCap)
    return pen


WATER_AT = {"both": 0.5, "from_a": 0.38, "from_b": 0.62}


def _bar_across(point: QPointF, angle: float) -> QLineF:
    """A bar 18 px long across a line running at ``angle`` degrees (Qt's, counter-clockwise) at ``point``."""
    nx, ny = math.sin(math.radians(angle)), math.cos(math.radians(angle))
    return QLineF(QPointF(point.x() - nx * 9, point.y() - ny * 9), QPointF(point.x() + nx * 9, point.y() + ny * 9))


class LinkItem:
    """What every drawn link has: its connection, pen and z, no mouse; its marks."""

    from_b = False      # drawn from the connection's second space to its first

    def _setup(self, conn: Connection) -> None:
        self.connection = conn
        self.setPen(connection_pen(conn))
        self.setZValue(Z)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def drawn_path(self) -> QPainterPath:
        """The line as drawn, from one space's centre to the other's (``from_b``: from the second's)."""
        raise NotImplementedError

    def stroke(self) -> QPainterPath:
        """The area the line covers: its pen's width and a pixel either side (what a space's
        box or name must keep clear of, ``overlaps`` and ``label_places``)."""
        stroker = QPainterPathStroker()
        stroker.setWidth(self.pen().widthF() + 2)
        return stroker.createStroke(self.drawn_path())

    def water_bar(self) -> QLineF | None:
        """The short bar across a water-crossing line, nearer the end attacks come from."""
        water = self.connection.water
        if water is None:
            return None
        path, t = self.drawn_path(), WATER_AT[water]
        t = 1 - t if self.from_b else t
        return _bar_across(path.pointAtPercent(t), path.angleAtPercent(t))

    def _paint_marks(self, painter) -> None:
        bar = self.water_bar()
        if bar is not None:
            pen = QPen(colour(WATER), 4.0)
            pen.setCapStyle(Qt.FlatCap)
            painter.setPen(pen)
            painter.drawLine(bar)
        if self.connection.strait:
            mid = self.drawn_path().pointAtPercent(0.5)
            painter.setPen(QPen(colour("#ffffff"), 1))
            painter.setBrush(colour(WATER))
            painter.drawEllipse(mid, 8, 8)
            painter.setFont(font(11, True))
            painter.drawText(mid.x() - 8, mid.y() - 8, 16, 16, Qt.AlignCenter, str(self.connection.strait))


class ConnectionItem(LinkItem, QGraphicsLineItem):
    def __init__(self, conn: Connection, a: tuple[float, float], b: tuple[float, float]):
        super().__init__(QLineF(a[0], a[1], b[0], b[1]))
        self._setup(conn)

    def drawn_path(self) -> QPainterPath:
        line = self.line()
        path = QPainterPath(line.p1())
        path.lineTo(line.p2())
        return path


class MarkedConnectionItem(ConnectionItem):
    """A connection with a mark across it: a water crossing's bar, a strait's number. Only
    these paint from Python; a plain line is drawn by Qt alone (a full redraw of the board
    paints some 500 lines)."""

    def boundingRect(self):  # noqa: N802
        return super().boundingRect().adjusted(-10, -10, 10, 10)

    def paint(self, painter, option, widget=None):
        super().paint(painter, option, widget)
        self._paint_marks(painter)


class BentConnectionItem(LinkItem, QGraphicsPathItem):
    """A link drawn through its bend points, with its marks (if any) halfway along."""

    def __init__(self, conn: Connection, points: list[tuple[float, float]], from_b: bool = False):
        path = QPainterPath(QPointF(*points[0]))
        for p in points[1:]:
            path.lineTo(QPointF(*p))
        super().__init__(path)
        self._setup(conn)
        self.from_b = from_b

    def drawn_path(self) -> QPainterPath:
        return self.path()

    def boundingRect(self):  # noqa: N802
        return super().boundingRect().adjusted(-10, -10, 10, 10)

    def paint(self, painter, option, widget=None):
        super().paint(painter, option, widget)
        self._paint_marks(painter)


def connection_item(conn: Connection, a: tuple[float, float], b: tuple[float, float],
                    via: tuple[tuple[float, float], ...] = (), from_b: bool = False
                    ) -> ConnectionItem | BentConnectionItem:
    """The item drawing ``conn`` from ``a`` to ``b`` through the bend points ``via``, if any
    (``from_b``: ``via`` runs from ``b`` to ``a``, and so is the line drawn)."""
    if via:
        return BentConnectionItem(conn, [b, *via, a] if from_b else [a, *via, b], from_b)
    return (MarkedConnectionItem if conn.water is not None or conn.strait else ConnectionItem)(conn, a, b)
