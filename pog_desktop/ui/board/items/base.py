"""What every painted board item shares: the scene's detail level and its cache policy.

Items choose what to draw (names, factors, terrain marks) by zoom band rather than by the
exact scale, read from the scene (``BoardScene.set_detail``), so a band change is the only
time their look changes.
"""
from __future__ import annotations

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
    """Base of the painted items: knows the detail level and caches itself in device pixels,
    so panning blits pixmaps and only a zoom repaints."""

    def __init__(self):
        super().__init__()
        self.setCacheMode(QGraphicsItem.NoCache)

    def detail(self) -> float:
        scene = self.scene()
        return getattr(scene, "detail", 1.0) if scene is not None else 1.0
