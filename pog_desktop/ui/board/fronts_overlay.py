"""The fronts of the four-player variant (seed 003, 2) tinted on the board: each space gets a
translucent wash of its front's colour, above the spaces and below the counters. Shown and
hidden with a toggle (View ▸ Show fronts)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from ...data.scenarios import load_scenario

Z = 3.0   # above spaces (2) and connections (1), below counters (5)
COLOURS = {"west": "#1f6fd1", "east": "#d14a1f", "turkish": "#1fa35a"}
ALPHA = 110
MARGIN = 6


class FrontsOverlay:
    """``fronts``: space id -> front name (``data.scenario_commands.Commands.front``)."""

    def __init__(self, scene, fronts: dict[str, str]):
        self.items: dict[str, QGraphicsRectItem] = {}
        for sid, front in fronts.items():
            space = scene.game.map.spaces.get(sid)
            if space is None:
                continue
            x, y, w, h = space.pos
            item = QGraphicsRectItem(QRectF(x - MARGIN, y - MARGIN, w + 2 * MARGIN, h + 2 * MARGIN))
            colour = QColor(COLOURS[front])
            colour.setAlpha(ALPHA)
            item.setBrush(QBrush(colour))
            item.setPen(QPen(QColor(COLOURS[front]), 2))
            item.setZValue(Z)
            item.setAcceptedMouseButtons(Qt.NoButton)
            item.setAcceptHoverEvents(False)
            item.setToolTip(f"{front.capitalize()} front")
            item.setVisible(False)
            scene.addItem(item)
            self.items[sid] = item
        self.shown = False

    def set_shown(self, on: bool) -> None:
        self.shown = bool(on)
        for item in self.items.values():
            item.setVisible(self.shown)


def historical_fronts() -> dict[str, str]:
    """The front of every space, from the Historical scenario's data."""
    commands = load_scenario("pog", "historical").commands
    return dict(commands.front) if commands else {}


def toggle(scene, on: bool) -> "FrontsOverlay":
    """Show or hide the fronts on ``scene``, building the overlay the first time."""
    overlay = getattr(scene, "fronts_overlay", None)
    if overlay is None:
        overlay = scene.fronts_overlay = FrontsOverlay(scene, historical_fronts())
    overlay.set_shown(on)
    return overlay
