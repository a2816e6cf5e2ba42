"""What every painted board item shares: the scene's detail level and its cache policy.

Painting hundreds of Python items every frame is too slow for smooth panning, so items
paint into Qt's item cache at a resolution matched to the current zoom band, and the scene
re-renders them only when the view crosses into another band (see ``BoardScene.set_detail``).
Items read the band from the scene rather than from the painter, because a cached paint
sees the cache's transform, not the view's.
"""
from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QGraphicsItem

# Upper view scales of the zoom bands; items are re-rendered when the view enters another
# band, and above the last one they paint directly at the exact scale.
DETAIL_BANDS = (0.5, 0.8, 1.25, 2.0, 3.0)


def band_of(scale: float) -> float:
    """Cache resolution for a view ``scale``: the upper end of its band (0 = no cache)."""
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
    """Base of the painted items: knows the detail level and how to cache itself."""

    def detail(self) -> float:
        scene = self.scene()
        return getattr(scene, "detail", 1.0) if scene is not None else 1.0

    def apply_cache(self, band: float) -> None:
        if band == 0.0:
            self.setCacheMode(QGraphicsItem.NoCache)
            return
        r = self.boundingRect()
        size = QSize(max(1, int(r.width() * band + 2)), max(1, int(r.height() * band + 2)))
        self.setCacheMode(QGraphicsItem.ItemCoordinateCache, size)
