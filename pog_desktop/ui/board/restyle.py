"""Redraw a board scene that was built before the look (``look.py``) changed: colours, label
sizes and stack spread. Kept apart from ``look.py`` because the items read the look."""
from __future__ import annotations

from . import palette
from .background import record_background
from .items.counter_item import CounterItem
from .items.space_item import SpaceItem


def restyle(scene) -> None:
    """Redraw a built scene with the current look: colours, label sizes and stack spread."""
    for item in scene.space_items.values():
        fresh = SpaceItem(item.space, item.game)
        item.prepareGeometryChange()
        item._fill, item._bounds = fresh._fill, fresh._bounds
    for item in scene.counter_items.values():
        fresh = CounterItem(item.unit)
        item._fill, item._ink, item._edge = fresh._fill, fresh._ink, fresh._edge
    for item in scene.box_items.values():
        item._edge = palette.SIDE_COLOURS.get(item.box.side, item._edge)
    for item in scene.painted_items():
        item._pictures.clear()
        item.update()
    scene.background = record_background(scene.game.map, scene.sceneRect())
    scene._laid.clear()     # the stack spread may have changed: lay every stack out again
    scene.set_position(scene.position)
    for view in scene.views():
        view.resetCachedContent()
        view.viewport().update()
