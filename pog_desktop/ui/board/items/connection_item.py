"""A connection between two spaces (2.1); nation-only connections are dashed in the
colour of the nations that may use them (11.1.4)."""
from __future__ import annotations

from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsLineItem

from ....data.model import Connection
from ..glyphs import colour
from ..palette import counter_colours, mix

Z = 1.0


def connection_pen(conn: Connection) -> QPen:
    if conn.only:
        nation = sorted(conn.only)[0]
        pen = QPen(colour(mix(counter_colours(nation)[0], "#000000", 0.25)), 3.2, Qt.DashLine)
    else:
        pen = QPen(colour("#4a4036"), 2.2)
    pen.setCapStyle(Qt.FlatCap)
    return pen


class ConnectionItem(QGraphicsLineItem):
    def __init__(self, conn: Connection, a: tuple[float, float], b: tuple[float, float]):
        super().__init__(QLineF(a[0], a[1], b[0], b[1]))
        self.connection = conn
        self.setPen(connection_pen(conn))
        self.setZValue(Z)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.NoButton)
