"""Which labels of the board lie under another item (issue 15 defect 4): every space's name
plate and mark label and every off-map box's title, as the scene lays them out at its
present detail band, against the other spaces' boxes and labels, the off-map boxes, the
tracks, and the counters and markers on the board; and which markers stray from their space. Used by the tests (every space at every zoom band) and by anyone checking a
layout change."""
from __future__ import annotations

from PySide6.QtCore import QRectF


def label_rects(scene) -> list[tuple[str, str, QRectF]]:
    """(space or box id, "name", "mark" or "title", scene rectangle) of every label drawn."""
    out = []
    for sid, item in scene.space_items.items():
        for kind, rect in item.label_rects().items():
            out.append((sid, kind, rect))
    for bid, item in scene.box_items.items():
        out.append((bid, "title", item.title_rect()))
    return out


def stray_markers(scene) -> list[tuple[str, str]]:
    """(marker, why) for every marker on a space that does not plainly belong to it: its
    centre outside its own space's box, or its chip over another space's box."""
    found = []
    spaces = scene.space_items
    for (where, kind), item in scene.marker_items.items():
        if where not in spaces or not item.isVisible():
            continue
        r = item.mapRectToScene(item.body_rect())
        if not spaces[where].box.contains(r.center()):
            found.append((f"{kind}@{where}", "centre outside its space"))
        for sid, other in spaces.items():
            if sid != where and r.intersects(other.box):
                found.append((f"{kind}@{where}", f"over space {sid}"))
    return found


def obstacles(scene) -> list[tuple[str, QRectF]]:
    """(what, scene rectangle) of everything a label must not lie under or over."""
    out = [(f"space {sid}", item.box) for sid, item in scene.space_items.items()]
    out += [(f"box {bid}", item.rect) for bid, item in scene.box_items.items()]
    out += [(f"track {tid}", item.rect) for tid, item in scene.track_items.items()]
    out += [(f"counter {uid}", item.mapRectToScene(item.body_rect()))
            for uid, item in scene.counter_items.items() if item.isVisible()]
    out += [(f"marker {m[1]}@{m[0]}", item.mapRectToScene(item.body_rect()))
            for m, item in scene.marker_items.items() if item.isVisible()]
    return out


def overlaps(scene, inset: float = 1.0) -> list[tuple[str, str]]:
    """(label, thing) pairs where a label's rectangle (shrunk by ``inset``) meets another
    item: another space's box or label, a box, a track, a counter or a marker. A space's own
    box (a box's own frame) does not count for its own labels; its own counters do."""
    labels = label_rects(scene)
    things = obstacles(scene) + [(f"{k} of {sid}", r) for sid, k, r in labels]
    found = []
    for sid, kind, rect in labels:
        r = rect.adjusted(inset, inset, -inset, -inset)
        for what, other in things:
            if what in (f"space {sid}", f"{kind} of {sid}", f"box {sid}"):
                continue
            if r.intersects(other):
                found.append((f"{kind} of {sid}", what))
    return found


def _crossings(scene, rects: list[tuple[str, QRectF]]) -> list[tuple[str, str, str]]:
    """(first end, second end, space) for every drawn link whose line (its pen's width and a
    pixel either side) meets one of ``rects`` (space id, scene rectangle) of a space other
    than its two ends."""
    found = []
    for item in scene.connection_items:
        conn, stroke = item.connection, item.stroke()
        reach = stroke.boundingRect()
        found += [(conn.a, conn.b, sid) for sid, r in rects
                  if sid not in (conn.a, conn.b) and reach.intersects(r) and stroke.intersects(r)]
    return found


def crossed_boxes(scene) -> list[tuple[str, str, str]]:
    """(first end, second end, space) for every drawn link whose line meets the box of a
    space other than its two ends."""
    return _crossings(scene, [(sid, space.box) for sid, space in scene.space_items.items()])


def crossed_names(scene) -> list[tuple[str, str, str]]:
    """(first end, second end, space) for every drawn link whose line runs through the name
    of a space other than its two ends, as the names are laid out at the present zoom band."""
    return _crossings(scene, [(sid, r) for sid, kind, r in label_rects(scene) if kind == "name"])
