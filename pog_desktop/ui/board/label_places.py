"""Where each space's name goes at a zoom band (issue 15 defect 4): under its box where that
is free, else above it, else beside it, at a smaller size if need be; a name with no free
place at a far zoom band is left out there (the zoom that shows it is one step closer) and
every name has a place at the close bands. Free means clear of the other spaces' boxes and
names, the off-map boxes and tracks, and the counters and markers standing when the band was
entered."""
from __future__ import annotations

from PySide6.QtCore import QRectF

CELL = 64.0
GAP = 1.0


class Grid:
    """Rectangles bucketed by CELL-sized squares: a query looks only at its neighbours. A
    grid may sit on ``bases`` (grids built once and shared): a query meets theirs too, an
    ``add`` goes to this one only, so what stays put is bucketed once, not on every call."""

    def __init__(self, *bases: "Grid"):
        self.cells: dict[tuple[int, int], list[tuple[object, QRectF]]] = {}
        self.bases = bases

    @staticmethod
    def _keys(r: QRectF):
        i0, i1 = int(r.left() // CELL), int(r.right() // CELL) + 1
        j0, j1 = int(r.top() // CELL), int(r.bottom() // CELL) + 1
        return [(i, j) for i in range(i0, i1) for j in range(j0, j1)]

    def add(self, owner, r: QRectF) -> None:
        entry = (owner, r)
        cells = self.cells
        for k in self._keys(r):
            bucket = cells.get(k)
            if bucket is None:
                cells[k] = [entry]
            else:
                bucket.append(entry)

    def _met(self, r: QRectF, ignore, keys):
        for grid in (self, *self.bases):
            for k in keys:
                for owner, other in grid.cells.get(k, ()):
                    if owner not in ignore and r.intersects(other):
                        yield owner

    def count(self, r: QRectF, ignore=()) -> int:
        """How many rectangles ``r`` meets (each once)."""
        return len(set(self._met(r, ignore, self._keys(r))))

    def hits(self, r: QRectF, ignore=()) -> bool:
        return next(self._met(r, ignore, self._keys(r)), None) is not None


def grid_of(rects) -> Grid:
    """A grid holding ``rects``: (owner, rect) pairs."""
    grid = Grid()
    for owner, r in rects:
        grid.add(owner, r)
    return grid


def candidates(box: QRectF, w: float, h: float, gap: float = GAP):
    """Places for a ``w`` x ``h`` plate around ``box`` (``gap`` clear of it), best first."""
    cx = box.center().x()
    yield QRectF(cx - w / 2, box.bottom() + gap, w, h)                  # under
    yield QRectF(cx - w / 2, box.top() - gap - h, w, h)                 # above
    for dx in (0.5, -0.5, 1.0, -1.0):                                   # under, slid sideways
        yield QRectF(cx - w / 2 + dx * w / 2, box.bottom() + gap, w, h)
    yield QRectF(box.right() + gap, box.center().y() - h / 2, w, h)     # right
    yield QRectF(box.left() - gap - w, box.center().y() - h / 2, w, h)  # left
    for dx in (0.5, -0.5):                                              # above, slid sideways
        yield QRectF(cx - w / 2 + dx * w / 2, box.top() - gap - h, w, h)


class Lines:
    """The links' drawn lines, bucketed by the bounds of their strokes: which of them a
    rectangle meets, the lines of its own space apart."""

    def __init__(self, strokes):
        """``strokes``: (the two ends' ids, the area the line covers: a QPainterPath)."""
        self.strokes = list(strokes)
        self.grid = grid_of((i, stroke.boundingRect()) for i, (_, stroke) in enumerate(self.strokes))

    def hits(self, r: QRectF, sid) -> bool:
        seen = set()
        for k in Grid._keys(r):
            for i, bounds in self.grid.cells.get(k, ()):
                if i in seen:
                    continue
                seen.add(i)
                ends, stroke = self.strokes[i]
                if sid not in ends and bounds.intersects(r) and stroke.intersects(r):
                    return True
        return False


NO_LINES = Lines(())


def place_names(spaces: dict, sizes, fixed: list[tuple[object, QRectF]], must: bool,
                lines: Lines = NO_LINES) -> dict:
    """space id -> (rect, px) or None. ``spaces``: id -> (box, priority); ``sizes(sid, px)``:
    the plate's (w, h) at ``px`` for the sizes to try (largest first, ``sizes.pxs``);
    ``fixed``: (owner, rect) of everything a name must keep clear of (a space's own box is
    owned by its id). A place no link line runs through (``lines``, other than its own
    space's) comes first, at a smaller size if need be: a name over a line hides where the
    line goes; else the first free place at the largest size that has one. ``must``: every
    name gets a place (the last try if none is free)."""
    grid = Grid()
    for owner, r in fixed:
        grid.add(owner, r)
    out = {}
    for sid in sorted(spaces, key=lambda s: (-spaces[s][1], s)):
        box = spaces[sid][0]
        out[sid] = None
        first = None    # the first place clear of boxes, names and pieces: (rect, px)
        for px in sizes.pxs:
            w, h = sizes(sid, px)
            for r in candidates(box, w, h):
                if grid.hits(r, ignore=(sid,)):
                    continue
                first = first or (r, px)
                if not lines.hits(r, sid):
                    out[sid] = (r, px)
                    break
            if out[sid] is not None:
                break
        out[sid] = out[sid] or first    # no place clear of other spaces' lines: the first free one
        if out[sid] is None and must:
            w, h = sizes(sid, sizes.pxs[-1])
            out[sid] = (next(candidates(box, w, h)), sizes.pxs[-1])
        if out[sid] is not None:
            grid.add(("name", sid), out[sid][0])
    return out


MARK_GAP = 8.0      # a mark's frame is drawn round the box: its label keeps clear of the frame


def mark_candidates(box: QRectF, w: float, h: float):
    """Places for a mark's label (a cost, odds, a choice): above the box first, where the
    name is not, then under and beside it, then at its corners."""
    cands = list(candidates(box, w, h, MARK_GAP))
    yield cands[1]
    yield cands[0]
    yield from cands[6:]
    yield from cands[2:6]
    g = MARK_GAP
    for x in (box.right() + g - w / 2, box.left() - g - w / 2):
        yield QRectF(x, box.top() - g - h / 2, w, h)
        yield QRectF(x, box.bottom() + g - h / 2, w, h)
    far = list(candidates(box, w, h, MARK_GAP + h + 2))     # one line further out, past a name
    yield far[1]
    yield far[0]
    yield from far[6:]
    yield from far[2:6]


def place_marks(marks: dict, fixed: list[tuple[object, QRectF]], must: bool) -> dict:
    """space id -> (label rect, px) or None. ``marks``: id -> (box, [(px, (w, h)), ...]): the
    label's plate at each size to try, largest first;
    ``fixed``: (owner, rect) of what a label must keep clear of (names, counters, markers,
    boxes; a space's own box owned by its id), or a tuple of grids (``grid_of``) holding
    them. ``must``: a label with no free place takes its first place anyway (close up every label shows); else it is left out (its frame
    still marks the space, and far off its text is too small to read)."""
    grid = Grid(*fixed) if isinstance(fixed, tuple) else Grid(grid_of(fixed))
    out = {}
    for sid in sorted(marks, key=lambda m: (-marks[m][1][-1][1][0], m)):    # the longest labels first
        box, sizes = marks[sid]
        out[sid] = None
        for px, (w, h) in sizes:
            spot = next((r for r in mark_candidates(box, w, h) if not grid.hits(r, ignore=(sid,))), None)
            if spot is not None:
                out[sid] = (spot, px)
                break
        if out[sid] is None and must:      # the place meeting the fewest things, never its own name
            px, (w, h) = sizes[-1]
            own = Grid()
            own.add("own", _owned(grid, ("name", sid)) or QRectF())
            spot = min(mark_candidates(box, w, h), key=lambda r: (own.hits(r), grid.count(r, ignore=(sid,))))
            out[sid] = (spot, px)
        if out[sid] is not None:
            grid.add(("mark", sid), out[sid][0])
    return out


def _owned(grid: Grid, owner) -> QRectF | None:
    """The rectangle ``owner`` holds in ``grid`` or its bases."""
    for g in (grid, *grid.bases):
        for bucket in g.cells.values():
            for o, r in bucket:
                if o == owner:
                    return r
    return None
