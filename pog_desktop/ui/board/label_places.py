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
    """Rectangles bucketed by CELL-sized squares: a query looks only at its neighbours."""

    def __init__(self):
        self.cells: dict[tuple[int, int], list[tuple[object, QRectF]]] = {}

    def _keys(self, r: QRectF):
        for i in range(int(r.left() // CELL), int(r.right() // CELL) + 1):
            for j in range(int(r.top() // CELL), int(r.bottom() // CELL) + 1):
                yield i, j

    def add(self, owner, r: QRectF) -> None:
        for k in self._keys(r):
            self.cells.setdefault(k, []).append((owner, r))

    def count(self, r: QRectF, ignore=()) -> int:
        """How many rectangles ``r`` meets (each once)."""
        met = set()
        for k in self._keys(r):
            for owner, other in self.cells.get(k, ()):
                if owner not in ignore and r.intersects(other):
                    met.add(owner)
        return len(met)

    def hits(self, r: QRectF, ignore=()) -> bool:
        for k in self._keys(r):
            for owner, other in self.cells.get(k, ()):
                if owner not in ignore and r.intersects(other):
                    return True
        return False


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


def place_names(spaces: dict, sizes, fixed: list[tuple[object, QRectF]], must: bool) -> dict:
    """space id -> (rect, px) or None. ``spaces``: id -> (box, priority); ``sizes(sid, px)``:
    the plate's (w, h) at ``px`` for the sizes to try (largest first, ``sizes.pxs``);
    ``fixed``: (owner, rect) of everything a name must keep clear of (a space's own box is
    owned by its id). ``must``: every name gets a place (the last try if none is free)."""
    grid = Grid()
    for owner, r in fixed:
        grid.add(owner, r)
    out = {}
    for sid in sorted(spaces, key=lambda s: (-spaces[s][1], s)):
        box = spaces[sid][0]
        out[sid] = None
        for px in sizes.pxs:
            w, h = sizes(sid, px)
            spot = next((r for r in candidates(box, w, h) if not grid.hits(r, ignore=(sid,))), None)
            if spot is not None:
                out[sid] = (spot, px)
                break
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
    boxes; a space's own box owned by its id). ``must``: a label with no free place takes
    its first place anyway (close up every label shows); else it is left out (its frame
    still marks the space, and far off its text is too small to read)."""
    grid = Grid()
    names = {}
    for owner, r in fixed:
        grid.add(owner, r)
        if isinstance(owner, tuple) and owner[0] == "name":
            names[owner[1]] = r
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
            own.add("own", names.get(sid) or QRectF())
            spot = min(mark_candidates(box, w, h), key=lambda r: (own.hits(r), grid.count(r, ignore=(sid,))))
            out[sid] = (spot, px)
        if out[sid] is not None:
            grid.add(("mark", sid), out[sid][0])
    return out
