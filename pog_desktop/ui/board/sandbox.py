"""The sandbox: the plain board replacement, with no rules (Qt-free).

Any counter may go to any space or box, be flipped, and markers may be added, moved and
removed, on spaces or set aside in boxes; every change can be undone. Because positions are immutable, undo is a stack of
earlier positions.
"""
from __future__ import annotations

from dataclasses import replace

from ..said import said
from ..translate import QT_TRANSLATE_NOOP
from .position import BoardPosition, Marker, Placement, PositionError

S = "Sandbox"


class Sandbox:
    def __init__(self, position: BoardPosition, locations: set[str] | dict):
        self._locations = locations
        self.position = position
        self._undo: list[tuple[str, BoardPosition]] = []
        self._redo: list[tuple[str, BoardPosition]] = []

    # -- history ----------------------------------------------------------------------
    def _commit(self, what: str, new: BoardPosition) -> BoardPosition:
        self._undo.append((what, self.position))
        self._redo.clear()
        self.position = new
        return new

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def undo_text(self) -> str:
        return self._undo[-1][0] if self._undo else ""

    def undo(self) -> BoardPosition:
        if not self._undo:
            raise PositionError(said(S, QT_TRANSLATE_NOOP("Sandbox", "nothing to undo")))
        what, old = self._undo.pop()
        self._redo.append((what, self.position))
        self.position = old
        return old

    def redo(self) -> BoardPosition:
        if not self._redo:
            raise PositionError(said(S, QT_TRANSLATE_NOOP("Sandbox", "nothing to redo")))
        what, new = self._redo.pop()
        self._undo.append((what, self.position))
        self.position = new
        return new

    # -- checks -----------------------------------------------------------------------
    def _placement(self, unit: str) -> Placement:
        try:
            return self.position.units[unit]
        except KeyError:
            raise PositionError(said(S, QT_TRANSLATE_NOOP("Sandbox", "unit {unit} is not on the board"), unit=unit)) from None

    def _need_location(self, location: str) -> None:
        if location not in self._locations:
            raise PositionError(said(S, QT_TRANSLATE_NOOP("Sandbox", "{place} is neither a space nor a box"), place=location))

    # -- counters ---------------------------------------------------------------------
    def move_unit(self, unit: str, location: str) -> BoardPosition:
        """Put ``unit`` on top of the stack at ``location``."""
        return self.move_units([unit], location)

    def move_units(self, units: list[str], location: str) -> BoardPosition:
        """Move several units (a whole stack, bottom first) as one undoable step."""
        olds = {u: self._placement(u) for u in units}
        self._need_location(location)
        moving = [u for u in units if olds[u].location != location]
        if not moving:
            return self.position
        top = max((p.order for p in self.position.units.values() if p.location == location), default=-1)
        changes = {u: replace(olds[u], location=location, order=top + 1 + k) for k, u in enumerate(moving)}
        what = (said(S, QT_TRANSLATE_NOOP("Sandbox", "move {unit} to {place}"), unit=moving[0], place=location)
                if len(moving) == 1 else
                said(S, QT_TRANSLATE_NOOP("Sandbox", "move {n} units to {place}"), n=len(moving), place=location))
        return self._commit(what, self.position.with_units(changes))

    def flip_unit(self, unit: str) -> BoardPosition:
        old = self._placement(unit)
        new = replace(old, reduced=not old.reduced)
        return self._commit(said(S, QT_TRANSLATE_NOOP("Sandbox", "flip {unit}"), unit=unit), self.position.with_units({unit: new}))

    # -- markers ----------------------------------------------------------------------
    def add_marker(self, space: str, marker: Marker) -> BoardPosition:
        """Add ``marker``; a space holds one marker of each kind (11.2.3 for trenches), so a
        marker of the same kind is replaced."""
        self._need_location(space)
        kept = tuple(m for m in self.position.markers_at(space) if m.kind != marker.kind)
        return self._commit(said(S, QT_TRANSLATE_NOOP("Sandbox", "add {marker} at {place}"), marker=marker, place=space),
                            self.position.with_markers(space, kept + (marker,)))

    def remove_marker(self, space: str, kind: str) -> BoardPosition:
        self._need_location(space)
        here = self.position.markers_at(space)
        gone = next((m for m in here if m.kind == kind), None)
        if gone is None:
            raise PositionError(said(S, QT_TRANSLATE_NOOP("Sandbox", "no {kind} marker at {place}"), kind=kind, place=space))
        return self._commit(said(S, QT_TRANSLATE_NOOP("Sandbox", "remove {marker} at {place}"), marker=gone, place=space),
                            self.position.with_markers(space, tuple(m for m in here if m.kind != kind)))

    def move_marker(self, space: str, kind: str, to: str) -> BoardPosition:
        self._need_location(to)
        here = self.position.markers_at(space)
        marker = next((m for m in here if m.kind == kind), None)
        if marker is None:
            raise PositionError(said(S, QT_TRANSLATE_NOOP("Sandbox", "no {kind} marker at {place}"), kind=kind, place=space))
        if to == space:
            return self.position
        pos = self.position.with_markers(space, tuple(m for m in here if m.kind != kind))
        kept = tuple(m for m in pos.markers_at(to) if m.kind != kind)
        return self._commit(said(S, QT_TRANSLATE_NOOP("Sandbox", "move {marker} from {place} to {place2}"), marker=marker, place=space, place2=to), pos.with_markers(to, kept + (marker,)))

    # -- tracks -----------------------------------------------------------------------
    def set_tracks(self, **values) -> BoardPosition:
        """Change track values, e.g. ``set_tracks(turn=2, vp=11)``; bad values raise."""
        try:
            tracks = replace(self.position.tracks, **values)
        except TypeError:
            raise PositionError(said(S, QT_TRANSLATE_NOOP("Sandbox", "unknown track in {tracks}"), tracks=sorted(values))) from None
        what = ", ".join(f"{k}={v}" for k, v in values.items())
        return self._commit(said(S, QT_TRANSLATE_NOOP("Sandbox", "set {what}"), what=what), replace(self.position, tracks=tracks))
