"""What every painted board item shares: the scene's detail level and its cache policy.

Items choose what to draw (names, factors, terrain marks) by zoom band rather than by the
exact scale, read from the scene (``BoardScene.set_detail``), so a band change is the only
time their look changes.
"""
from __future__ import annotations

from PySide6.QtGui import QPainter, QPicture
from PySide6.QtWidgets import QGraphicsItem

# Upper view scales of the zoom bands: an item's look may change only when the view enters
# another band; above the last one it no longer changes.
DETAIL_BANDS = (0.5, 0.8, 1.25, 2.0, 3.0)


def band_of(scale: float) -> float:
    """The band of a view ``scale``: its upper end (0 above the last band)."""
    for b in DETAIL_BANDS:
        if scale <= b * 1.0001:
            return b
    return 0.0


def detail_of(scale: float) -> float:
    """The scale items lay themselves out for: the lower end of the band, so text sized for it
    is never smaller on screen than intended."""
    lower = 0.35
    for b in DETAIL_BANDS:
        if scale <= b * 1.0001:
            return lower
        lower = b
    return scale


class BoardItem(QGraphicsItem):
    """Base of the painted items. An item draws itself once per look into a QPicture and
    replays it: a replay is one call into Qt instead of dozens from Python, which keeps a
    full redraw of the whole board fast."""

    MAX_PICTURES = 8

    def __init__(self):
        super().__init__()
        self._pictures: dict[tuple, QPicture] = {}
        # Kept as a pixmap at the view's scale: when marks change across the map the view
        # redraws a large area, and the items that did not change are copied, not drawn again
        # (a full redraw went from about 50 to 25 ms). A zoom or a change of look draws anew.
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def detail(self) -> float:
        scene = self.scene()
        return getattr(scene, "detail", 1.0) if scene is not None else 1.0

    def look(self) -> tuple:
        """Everything besides the detail band that changes the drawing."""
        return ()

    def draw(self, p: QPainter) -> None:
        raise NotImplementedError

    def paint(self, painter, option, widget=None) -> None:
        # drawings do not change above the last band, so one picture serves every close zoom
        key = (min(self.detail(), DETAIL_BANDS[-1]), *self.look())
        picture = self._pictures.get(key)
        if picture is None:
            if len(self._pictures) >= self.MAX_PICTURES:
                self._pictures.clear()
            picture = QPicture()
            p = QPainter(picture)
            p.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
            self.draw(p)
            p.end()
            self._pictures[key] = picture
        painter.drawPicture(0, 0, picture)
