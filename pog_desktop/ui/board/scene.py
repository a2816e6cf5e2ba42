"""The board scene: both maps, off-map boxes, tracks, counters and markers in one
QGraphicsScene, drawn from the game data and a ``BoardPosition``.

The scene knows nothing of rules or of the sandbox: it shows a position, and reports what
the player did with the mouse (a counter or marker dropped on a location, a stack opened,
a context menu asked for). A controller turns those into changes and calls
``set_position`` with the result.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QToolTip

from ...data.model import GameData
from .background import SEA, record_background
from .bends import bends
from .items.base import DETAIL_BANDS, band_of, detail_of
from .items.box_item import BoxItem
from .items.connection_item import connection_item
from .items.counter_item import CounterItem
from .items.marker_item import SIZE as MARKER_SIZE
from .items.marker_item import MarkerItem
from .marker_places import MARKER_ROOM, in_box, on_space
from .items.space_item import SpaceItem, name_px
from .label_places import Lines, grid_of, place_marks, place_names
from .items.track_item import TrackItem
from .offmap import board_boxes
from .position import BoardPosition, PositionError
from .stacking import StackKey, box_anchors, fan_offsets, group_units, peek_scale, pile_offsets, space_anchors
from .board_words import box_name, marker_label
from .tooltips import space_text, unit_text
from ..translate import translate
from . import pug_tracks
from .tracks import track_specs

FAN_Z = 60.0
SEA_COLOUR = QColor(SEA)
MARGIN = 30.0
CLICK_SLOP = 6   # screen pixels a press may travel and still be a click
HOVER_MS = 300   # a pointer resting this long on a stack opens it; sweeping across the map does not


class BoardScene(QGraphicsScene):
    unitDropped = Signal(str, str)             # unit id, location id
    unitsDropped = Signal(list, str)           # unit ids (a stack, bottom first), location id
    markerDropped = Signal(str, str, str)      # from space, marker kind, to space
    stackOpened = Signal(str, str)             # location, group ('' when closed)
    contextRequested = Signal(object, QPoint)  # item (or None for background), screen pos
    trackClicked = Signal(str, int)            # track id, cell index
    spaceClicked = Signal(str)                 # space or box id clicked (not a counter or marker on it)
    unitClicked = Signal(str)                  # unit id of a counter clicked (not dragged)
    spaceHovered = Signal(str)                 # the pointer moved onto a space or box ('' off them)
    status = Signal(str)

    def __init__(self, game: GameData, position: BoardPosition | None = None, parent=None):
        super().__init__(parent)
        self.game = game
        self.detail = 0.6
        self._band = None
        w, h = game.map.layout
        self.setSceneRect(QRectF(-MARGIN, -MARGIN, w + 2 * MARGIN, h + 2 * MARGIN))
        self.setItemIndexMethod(QGraphicsScene.BspTreeIndex)
        self.boxes = board_boxes(game.map)
        self.position = BoardPosition()
        self.opened: StackKey | None = None
        self._hover_opened = False          # opened by resting the pointer: closes when it leaves
        self._hover_key: StackKey | None = None
        self._hover_timer = QTimer(self, singleShot=True, interval=HOVER_MS)
        self._hover_timer.timeout.connect(self._hover_open)
        self._drop_target = None
        self.sandbox_gestures = True     # the tooltips offer the sandbox's gestures (False in play)
        self._build_map()
        self.counter_items: dict[str, CounterItem] = {}
        for uid, unit in game.units.items():
            item = CounterItem(unit)
            item.setVisible(False)
            self.addItem(item)
            self.counter_items[uid] = item
        self.marker_items: dict[tuple[str, str], MarkerItem] = {}
        self._laid: dict[str, tuple] = {}     # location -> what its counters were laid out for
        self._shown: set[str] = set()         # the units whose counters are shown
        self._still_grid = self._piece_grid = None    # what mark labels keep clear of (``_mark_grids``)
        self.track_items: dict[str, TrackItem] = {}
        self.set_detail(self.detail)
        self.set_position(position or BoardPosition())
        self.place_names()      # now clear of the first position's counters too

    # -- static map -------------------------------------------------------------------
    def _build_map(self) -> None:
        spaces = self.game.map.spaces
        self.background = record_background(self.game.map, self.sceneRect(), self.game.game)
        self.connection_items = []
        self._lines = None        # the links' strokes, which names keep clear of (``place_names``)
        for conn in self.game.map.connections:
            item = connection_item(conn, spaces[conn.a].center, spaces[conn.b].center, *bends(self.game.game, conn))
            self.addItem(item)
            self.connection_items.append(item)
        self.space_items: dict[str, SpaceItem] = {}
        for space in spaces.values():
            item = SpaceItem(space, self.game.game)
            self.addItem(item)
            self.space_items[space.id] = item
        self.box_items: dict[str, BoxItem] = {}
        for box in self.boxes.values():
            item = BoxItem(box)
            self.addItem(item)
            self.box_items[box.id] = item

    def drawBackground(self, painter, rect):  # noqa: N802
        painter.fillRect(rect, SEA_COLOUR)
        painter.drawPicture(0, 0, self.background)

    def painted_items(self):
        yield from self.space_items.values()
        yield from self.box_items.values()
        yield from self.track_items.values()
        yield from self.counter_items.values()
        yield from self.marker_items.values()

    def set_detail(self, scale: float) -> None:
        """Called by the view when its zoom changes: items re-render only when the zoom
        crosses into another detail band."""
        band = band_of(scale)
        self.detail = detail_of(scale)
        if band == self._band and band != 0.0:
            return
        self._band = band
        if self.position.units:      # piles on spaces peek further apart up close (``peek_scale``)
            self.set_position(self.position)
        self.place_names()
        self.place_marks()
        for item in self.painted_items():
            item.update()

    def place_names(self) -> None:
        """Lay the space names out for the present detail band (``label_places``), clear of
        boxes, tracks, other names and the counters and markers now on the board."""
        d = self.detail
        base = name_px(d)
        items = self.space_items
        fixed = [(sid, it.box) for sid, it in items.items()] + self._piece_rects()

        def sizes(sid, px):
            return items[sid].name_size(px)
        sizes.pxs = sorted({base, max(8, int(base * 0.8)), max(8, int(base * 0.65))}, reverse=True)
        spaces = {sid: (it.box, 2 * bool(it.space.vp) + bool(it.space.capital)) for sid, it in items.items()}
        if self._lines is None:
            self._lines = Lines(((c.connection.a, c.connection.b), c.stroke()) for c in self.connection_items)
        places = place_names(spaces, sizes, fixed, must=d >= DETAIL_BANDS[2], lines=self._lines)
        for sid, it in items.items():
            it.place_name(places[sid], places[sid] is not None)
        self._still_grid = None

    # -- position ---------------------------------------------------------------------
    def location_rect(self, location: str) -> tuple[float, float, float, float]:
        if location in self.game.map.spaces:
            return self.game.map.spaces[location].pos
        return self.boxes[location].pos

    def _group_of(self, location: str):
        """How units at ``location`` form stacks: by side in a space, by nation in a box."""
        units = self.game.units
        if location in self.game.map.spaces:
            return lambda u: units[u].side
        return lambda u: units[u].nation

    def set_position(self, position: BoardPosition) -> None:
        """Show ``position``. Only the locations whose stacks changed (their units, steps,
        marker column, fanned stack or zoom band's spread) are laid out again: an action moves
        a few counters, and re-placing every stack on the map cost more than the rest of the
        refresh (issue 15 defect 13)."""
        position.validate(self.game.units, {**self.game.map.spaces, **self.boxes})
        self.position = position
        stacks = position.stacks()
        laid, placed = {}, set()
        for location, uids in stacks.items():
            in_box = location not in self.game.map.spaces
            peek = 1.0 if in_box else peek_scale(self.detail)
            marked = not in_box and bool(position.markers_at(location))
            opened = self.opened if self.opened is not None and self.opened.location == location else None
            sig = laid[location] = (tuple(uids), tuple(position.units[u].reduced for u in uids), marked, opened, peek)
            placed.update(uids)
            if self._laid.get(location) == sig:
                continue
            stacks_here = group_units(location, uids, self._group_of(location))
            groups = sorted({k.group for k in stacks_here}, key=lambda g: (g != "cp", g))
            anchors = (box_anchors if in_box else space_anchors)(self.location_rect(location), groups)
            if marked:   # clear of the marker column's edge
                anchors = {g: (x + MARKER_ROOM, y) for g, (x, y) in anchors.items()}
            for key, members in stacks_here.items():
                self._place_stack(key, members, anchors[key.group], peek)
        for uid in self._shown - placed:
            self.counter_items[uid].setVisible(False)
        for uid in placed - self._shown:
            self.counter_items[uid].setVisible(True)
        self._laid, self._shown = laid, placed
        self._piece_grid = None
        for bid, box in self.box_items.items():     # its far title goes under its rows of counters
            members = [self.counter_items[u] for u in stacks.get(bid, ())]
            box.set_filled(max((c.mapRectToScene(c.body_rect()).bottom() for c in members), default=0.0))
        self._sync_markers()
        self._sync_tracks()

    def _place_stack(self, key: StackKey, members: list[str], anchor: tuple[float, float], peek: float = 1.0) -> None:
        items = [self.counter_items[u] for u in members]
        fanned = key == self.opened and len(items) > 1
        offsets = fan_offsets([i.size for i in items]) if fanned else pile_offsets(len(items), peek)
        for depth, (item, (dx, dy)) in enumerate(zip(items, offsets)):
            item.setPos(anchor[0] + dx, anchor[1] + dy)
            item.setZValue((FAN_Z if fanned else 5.0) + depth * 0.01)
            top = depth == len(items) - 1
            item.set_state(self.position.units[item.unit.id].reduced, len(items) if top and not fanned else 0)
            item.stack_key = key

    def _sync_markers(self) -> None:
        wanted: dict[tuple[str, str], object] = {}
        for space, markers in self.position.markers.items():
            for m in markers:
                wanted[(space, m.kind)] = m
        for key in list(self.marker_items):
            if key not in wanted or self.marker_items[key].marker != wanted[key]:
                self.removeItem(self.marker_items.pop(key))
        for key, m in wanted.items():
            if key not in self.marker_items:
                item = MarkerItem(key[0], m)
                self.addItem(item)
                self.marker_items[key] = item
        for location, markers in self.position.markers.items():
            items = [self.marker_items[(location, m.kind)] for m in markers]
            place = on_space if location in self.game.map.spaces else in_box
            for item, (x, y) in zip(items, place([i.width for i in items], self.location_rect(location), MARKER_SIZE)):
                item.setPos(x, y)
        for sid, item in self.space_items.items():
            item.set_fort_destroyed(any(m.kind == "fort_destroyed" for m in self.position.markers_at(sid)))

    def _sync_tracks(self) -> None:
        specs = pug_tracks.track_specs if self.game.game == "pug" else track_specs
        for spec in specs(self.position.tracks):
            item = self.track_items.get(spec.id)
            if item is None:
                item = TrackItem(spec)
                self.addItem(item)
                self.track_items[spec.id] = item
                self._still_grid = None
            else:
                item.set_spec(spec)

    def tooltip_at(self, pos: QPointF) -> str:
        """Full information on what is under ``pos``: a unit, a marker, a space (with every
        unit of both sides in it) or a box. Built on demand rather than stored on the items,
        so moving counters never rebuilds hundreds of texts."""
        for item in self.items(pos):
            if isinstance(item, CounterItem) and item.isVisible():
                text = unit_text(self.game, self.position, item.unit.id)
                where = self.position.units[item.unit.id].location
                if where in self.space_items:
                    text += "<hr>" + space_text(self.game, self.position, where)
                return text
            if isinstance(item, MarkerItem):
                return marker_label(item.marker) + (translate("BoardScene", " — drag to move, right-click to remove")
                                                    if self.sandbox_gestures else "")
            if isinstance(item, TrackItem):
                return (translate("BoardScene", "Click a cell to put the marker there; right-click for more")
                        if self.sandbox_gestures else "")
        location = self.location_at(pos)
        if location in self.space_items:
            return space_text(self.game, self.position, location)
        if location in self.box_items:
            return translate("BoardScene", "{box}: {n} units").format(box=box_name(self.boxes[location]),
                                                                      n=len(self.position.stack(location)))
        return ""

    def helpEvent(self, event):  # noqa: N802
        text = self.tooltip_at(event.scenePos())
        if text:
            QToolTip.showText(event.screenPos(), text)
        else:
            QToolTip.hideText()
        event.accept()

    # -- stacks -----------------------------------------------------------------------
    def open_stack(self, key: StackKey | None) -> None:
        """Fan a stack out (or close the open one with None) and tell the inspector."""
        self._hover_opened = False
        if key == self.opened:
            return
        self.opened = key
        self.set_position(self.position)
        self.stackOpened.emit(key.location if key else "", key.group if key else "")

    def stack_units(self, key: StackKey) -> list[str]:
        """Units of a stack, top first."""
        group_of = self._group_of(key.location)
        return [u for u in reversed(self.position.stack(key.location)) if group_of(u) == key.group]

    # -- mouse ------------------------------------------------------------------------
    def location_at(self, pos: QPointF) -> str | None:
        """The space whose (enlarged) box holds ``pos`` — the nearest if several — else a box."""
        best, best_d = None, None
        for sid, item in self.space_items.items():
            if item.hit_rect().contains(pos):
                c = item.box.center()
                d = (c.x() - pos.x()) ** 2 + (c.y() - pos.y()) ** 2
                if best_d is None or d < best_d:
                    best, best_d = sid, d
        if best:
            return best
        for bid, item in self.box_items.items():
            if item.hit_rect().contains(pos):
                return bid
        return None

    def _target_item(self, location: str | None):
        if location is None:
            return None
        return self.space_items.get(location) or self.box_items.get(location)

    def drag_started(self, item) -> None:
        if isinstance(item, CounterItem):     # it left its stack: lay that out again next time
            key = getattr(item, "stack_key", None)
            if key is not None:
                self._laid.pop(key.location, None)
        self.status.emit(translate("BoardScene", "Drop on a space or box; a drop anywhere else puts it back"))

    def drag_moved(self, item, pos: QPointF) -> None:
        target = self._target_item(self.location_at(pos))
        if target is not self._drop_target:
            if self._drop_target is not None:
                self._drop_target.set_highlight(False)
            if target is not None:
                target.set_highlight(True)
            self._drop_target = target

    def drop(self, item, pos: QPointF) -> bool:
        if self._drop_target is not None:
            self._drop_target.set_highlight(False)
            self._drop_target = None
        location = self.location_at(pos)
        if location is None:
            self.status.emit(translate("BoardScene", "Not on a space or box: put back"))
            return False
        before = self.position
        if isinstance(item, CounterItem):
            if item.drag_whole_stack:
                self.unitsDropped.emit(list(reversed(self.stack_units(item.stack_key))), location)
            else:
                self.unitDropped.emit(item.unit.id, location)
        elif isinstance(item, MarkerItem):
            self.markerDropped.emit(item.space, item.marker.kind, location)
        if self.position is before:  # nobody changed the position: snap back
            return False
        return True

    def clicked(self, item) -> None:
        if isinstance(item, CounterItem):
            key = item.stack_key
            if key == self.opened and self._hover_opened:   # a click keeps a hovered stack open
                self._hover_opened = False
            else:
                self.open_stack(None if key == self.opened else key)
            self.unitClicked.emit(item.unit.id)

    def set_marks(self, marks: dict[str, tuple[str, str]]) -> None:
        """Highlight exactly these spaces: space id -> (colour, short label); others lose theirs."""
        unknown = set(marks) - set(self.space_items)
        if unknown:
            raise PositionError(f"cannot mark unknown space(s) {sorted(unknown)}")
        for sid, item in self.space_items.items():
            item.set_mark(marks.get(sid))
        self.place_marks()

    def place_marks(self) -> None:
        """Lay the marks' labels out clear of every name, counter, marker, box and each other
        (``label_places.place_marks``); far off a label with no room is left out."""
        marked = {sid: it for sid, it in self.space_items.items() if it.mark is not None and it.mark[1]}
        places = {}
        if marked:
            places = place_marks({sid: (it.box, it.mark_sizes()) for sid, it in marked.items()}, self._mark_grids(),
                                 must=self.detail >= DETAIL_BANDS[3])
        for sid, it in self.space_items.items():
            it.place_mark(places.get(sid))

    def _mark_grids(self) -> tuple:
        """What a mark's label keeps clear of, bucketed (``label_places.grid_of``) once: the
        spaces, their names as laid out, boxes and tracks until the names are laid out again;
        the counters and markers until the position changes."""
        if self._still_grid is None:
            fixed = [(sid, it.box) for sid, it in self.space_items.items()]
            fixed += [(("name", sid), it.label_rects()["name"]) for sid, it in self.space_items.items() if it.name_shown]
            self._still_grid = grid_of(fixed + self._board_rects())
        if self._piece_grid is None:
            self._piece_grid = grid_of(self._counter_rects())
        return self._still_grid, self._piece_grid

    def _piece_rects(self) -> list:
        """(owner, scene rect) of the off-map boxes, tracks, and the counters and markers shown."""
        return self._board_rects() + self._counter_rects()

    def _board_rects(self) -> list:
        return [(bid, it.rect) for bid, it in self.box_items.items()] + \
            [(tid, it.rect) for tid, it in self.track_items.items()]

    def _counter_rects(self) -> list:
        out = [(uid, it.mapRectToScene(it.body_rect())) for uid, it in self.counter_items.items() if it.isVisible()]
        out += [(k, it.mapRectToScene(it.body_rect())) for k, it in self.marker_items.items() if it.isVisible()]
        return out

    def marks(self) -> dict[str, tuple[str, str]]:
        return {sid: item.mark for sid, item in self.space_items.items() if item.mark is not None}

    def mousePressEvent(self, event):  # noqa: N802
        super().mousePressEvent(event)
        on_piece = any(isinstance(i, (CounterItem, MarkerItem)) for i in self.items(event.scenePos()))
        self._press_screen = None if on_piece or event.button() != Qt.LeftButton else event.screenPos()
        if self.opened is not None and not on_piece:
            self.open_stack(None)

    def mouseMoveEvent(self, event):  # noqa: N802
        super().mouseMoveEvent(event)
        if event.buttons() == Qt.NoButton:
            location = self.location_at(event.scenePos()) or ""
            if location != getattr(self, "_hovered", ""):
                self._hovered = location
                self.spaceHovered.emit(location)
            self._hover_stack(event.scenePos(), location)

    def _counter_at(self, pos: QPointF) -> CounterItem | None:
        return next((i for i in self.items(pos) if isinstance(i, CounterItem) and i.isVisible()), None)

    def _hover_stack(self, pos: QPointF, location: str) -> None:
        """Resting on a counter opens its stack (fanned out, in the inspector) like a click; a
        stack opened so closes once the pointer leaves both its space and its fanned counters."""
        counter = self._counter_at(pos)
        key = counter.stack_key if counter is not None else None
        if self._hover_opened and self.opened is not None and key != self.opened \
                and location != self.opened.location:
            self.open_stack(None)
        if key is None or key == self.opened or (self.opened is not None and not self._hover_opened):
            self._hover_key = None
            self._hover_timer.stop()
        elif key != self._hover_key:
            self._hover_key = key
            self._hover_timer.start()

    def pointer_left(self) -> None:
        """The pointer left the board (the view's window): a stack the hover opened closes, a
        pending hover is dropped and the hovered space is cleared (a click-opened stack stays)."""
        self._hover_key = None
        self._hover_timer.stop()
        if self._hover_opened and self.opened is not None:
            self.open_stack(None)
        if getattr(self, "_hovered", ""):
            self._hovered = ""
            self.spaceHovered.emit("")

    def _hover_open(self) -> None:
        key, self._hover_key = self._hover_key, None
        if key is not None and key.location in self.position.stacks():
            self.open_stack(key)
            self._hover_opened = True

    def mouseReleaseEvent(self, event):  # noqa: N802
        super().mouseReleaseEvent(event)
        start, self._press_screen = getattr(self, "_press_screen", None), None
        if start is None:
            return
        moved = event.screenPos() - start
        if abs(moved.x()) + abs(moved.y()) < CLICK_SLOP:   # a pan of the board is not a click
            location = self.location_at(event.scenePos())
            if location is not None:
                self.spaceClicked.emit(location)

    def track_cell_at(self, pos: QPointF) -> tuple[str, int] | None:
        for track_id, item in self.track_items.items():
            if item.rect.contains(pos):
                index = item.cell_at(pos)
                return None if index is None else (track_id, index)
        return None

    def contextMenuEvent(self, event):  # noqa: N802
        item = None
        for it in self.items(event.scenePos()):
            if isinstance(it, (CounterItem, MarkerItem)):
                item = it
                break
        if item is None:
            item = self.track_cell_at(event.scenePos())
        if item is None:
            loc = self.location_at(event.scenePos())
            item = self._target_item(loc)
        self.contextRequested.emit(item, event.screenPos())
        event.accept()
