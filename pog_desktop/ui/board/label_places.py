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

    def hits(self, r: QRectF, ignore=()) -> bool:
        for k in self._keys(r):
            for owner, other in self.cells.get(k, ()):
                if owner not in ignore and r.intersects(other):
                    return True
        return False


def candidates(box: QRectF, w: float, h: float):
    """Places for a ``w`` x ``h`` plate around ``box``, best first."""
    cx = box.center().x()
    yield QRectF(cx - w / 2, box.bottom() + GAP, w, h)                  # under
    yield QRectF(cx - w / 2, box.top() - GAP - h, w, h)                 # above
    for dx in (0.5, -0.5, 1.0, -1.0):                                   # under, slid sideways
        yield QRectF(cx - w / 2 + dx * w / 2, box.bottom() + GAP, w, h)
    yield QRectF(box.right() + GAP, box.center().y() - h / 2, w, h)     # right
    yield QRectF(box.left() - GAP - w, box.center().y() - h / 2, w, h)  # left
    for dx in (0.5, -0.5):                                              # above, slid sideways
        yield QRectF(cx - w / 2 + dx * w / 2, box.top() - GAP - h, w, h)


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
