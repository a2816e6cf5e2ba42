"""Where markers sit (Qt-free): on a space, a column tucked on its left edge; in a box, a row
along its bottom edge, clear of the counters that fill the box from the top.

On the Western front the spaces almost touch, so a space's markers must stay on its own edge
rather than spill towards a neighbour (each chip's centre inside the box): the column starts below the VP mark (top left) and is
packed tighter, chips overlapping, when a space holds more markers than its height fits.
"""
from __future__ import annotations

INSIDE = 6.0     # a marker's centre lies this far inside its space's left edge: it belongs to
                 # that space, never to the gap between two (issue 15 defect 4)
TOP = 12.0       # the VP mark's corner stays visible
GAP = 1.0
MARKER_ROOM = 5.0   # how far a space's counters move right when it has markers


def on_space(widths: list[float], rect, size: float) -> list[tuple[float, float]]:
    """Top-left corners of markers of ``widths`` (and height ``size``) on a space ``rect``."""
    x, y, w, h = rect
    room = h - TOP
    n = len(widths)
    step = size + GAP if n < 2 else min(size + GAP, (room - size) / (n - 1))
    return [(x + INSIDE - wd / 2, y + TOP + k * step) for k, wd in enumerate(widths)]


def in_box(widths: list[float], rect, size: float) -> list[tuple[float, float]]:
    """Top-left corners of markers set aside in a box ``rect``: a row from its bottom left."""
    x, y, w, h = rect
    out, left = [], x + 4
    for wd in widths:
        out.append((left, y + h - size - 4))
        left += wd + 6
    return out
