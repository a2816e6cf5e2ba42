"""Wires the board scene to the sandbox: drops move counters (Shift: the whole stack) and
markers, context menus flip counters and add or remove markers, clicks on tracks set them,
and Undo/Redo walk the sandbox history."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from .items.box_item import BoxItem
from .items.counter_item import CounterItem
from .items.marker_item import MarkerItem
from .items.space_item import SpaceItem
from .position import SIDED_MARKERS, Marker, PositionError, marker_kinds
from .sandbox import Sandbox
from .track_edits import click_edit, menu_edits
from .scene import BoardScene
from ..game_words import space_name, unit_name
from ..said import shown
from ..translate import translate
from .board_words import box_name, marker_label


class SandboxController(QObject):
    changed = Signal()

    def __init__(self, scene: BoardScene, parent=None, sandbox: Sandbox | None = None):
        super().__init__(parent)
        self.scene = scene
        self.sandbox = sandbox or Sandbox(scene.position, {**scene.game.map.spaces, **scene.boxes})
        self.undo_action = QAction(translate("SandboxController", "Undo"), self, shortcut=QKeySequence.Undo, triggered=self.undo)
        self.redo_action = QAction(translate("SandboxController", "Redo"), self, shortcut=QKeySequence.Redo, triggered=self.redo)
        scene.unitDropped.connect(lambda uid, loc: self._do(self.sandbox.move_unit, uid, loc))
        scene.unitsDropped.connect(lambda uids, loc: self._do(self.sandbox.move_units, uids, loc))
        scene.markerDropped.connect(lambda sp, kind, to: self._do(self.sandbox.move_marker, sp, kind, to))
        scene.contextRequested.connect(self._context_menu)
        scene.trackClicked.connect(self.track_clicked)
        self._refresh_actions()

    def load(self, position) -> None:
        """Start afresh from ``position`` (an opened file): a new undo history."""
        self.sandbox = Sandbox(position, {**self.scene.game.map.spaces, **self.scene.boxes})
        self._show()

    def _show(self) -> None:
        self.scene.set_position(self.sandbox.position)
        self._refresh_actions()
        self.changed.emit()

    def _refresh_actions(self) -> None:
        self.undo_action.setEnabled(self.sandbox.can_undo)
        self.undo_action.setText(translate("SandboxController", "Undo {what}").format(
            what=shown(self.sandbox.undo_text, self.scene.game)).strip())
        self.redo_action.setEnabled(self.sandbox.can_redo)

    def _do(self, op, *args, **kwargs) -> None:
        try:
            op(*args, **kwargs)
        except PositionError as e:
            self.scene.status.emit(shown(e, self.scene.game))
            return
        self._show()
        self.scene.status.emit(shown(self.sandbox.undo_text, self.scene.game))

    def undo(self) -> None:
        if self.sandbox.can_undo:
            self._do(self.sandbox.undo)

    def redo(self) -> None:
        if self.sandbox.can_redo:
            self._do(self.sandbox.redo)

    def track_clicked(self, track: str, index: int) -> None:
        change = click_edit(self.sandbox.position.tracks, track, index)
        if change:
            self._do(self.sandbox.set_tracks, **change)

    # -- context menus ----------------------------------------------------------------
    def menu_for(self, item) -> QMenu:
        menu = QMenu()
        sb = self.sandbox
        if isinstance(item, tuple):  # (track id, cell index)
            for label, change in menu_edits(sb.position.tracks, *item, game=self.scene.game.game):
                menu.addAction(label, lambda c=change: self._do(sb.set_tracks, **c))
        elif isinstance(item, CounterItem):
            uid = item.unit.id
            menu.addAction(translate("SandboxController", "Flip {unit}").format(unit=unit_name(self.scene.game.game, item.unit)),
                           lambda: self._do(sb.flip_unit, uid))
            for box in self.scene.boxes.values():
                if box.side in (item.unit.side, "both"):
                    menu.addAction(translate("SandboxController", "Move to {box}").format(box=box_name(box)),
                                   lambda b=box.id: self._do(sb.move_unit, uid, b))
        elif isinstance(item, MarkerItem):
            menu.addAction(translate("SandboxController", "Remove {marker}").format(marker=marker_label(item.marker)),
                           lambda: self._do(sb.remove_marker, item.space, item.marker.kind))
        elif isinstance(item, SpaceItem):
            self._marker_entries(menu, item.space.id, space_name(self.scene.game.game, item.space))
        elif isinstance(item, BoxItem):
            menu.addAction(box_name(item.box)).setEnabled(False)
            self._marker_entries(menu, item.box.id, box_name(item.box))
        menu.addSeparator()
        menu.addAction(self.undo_action)
        menu.addAction(self.redo_action)
        return menu

    def _marker_entries(self, menu: QMenu, location: str, name: str) -> None:
        """Add any marker to a space or box (a box holds spare markers set aside), or remove one."""
        sb = self.sandbox
        add = menu.addMenu(translate("SandboxController", "Add marker to {place}").format(place=name))
        for kind in marker_kinds(self.scene.game.game):
            if kind == "trench":
                choices = [Marker("trench", side, level) for side in ("ap", "cp") for level in (1, 2)]
            elif kind in SIDED_MARKERS:
                choices = [Marker(kind, side) for side in ("ap", "cp")]
            else:
                choices = [Marker(kind)]
            for m in choices:
                add.addAction(marker_label(m), lambda m=m: self._do(sb.add_marker, location, m))
        for m in sb.position.markers_at(location):
            menu.addAction(translate("SandboxController", "Remove {marker}").format(marker=marker_label(m)),
                           lambda k=m.kind: self._do(sb.remove_marker, location, k))

    def _context_menu(self, item, screen_pos) -> None:
        self.menu_for(item).exec(screen_pos)
