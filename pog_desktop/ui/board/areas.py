"""Nation areas of the map, computed from the space positions (Qt-free).

The data gives points, not country outlines, so each space claims the land nearest to it
(a Voronoi cell cut to a disc of radius ``reach``). Cells are tinted with their nation's
colour, and a cell edge shared by spaces of two different nations is a national border.
That is enough for a player to see where France ends and Germany begins.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Cell:
    space: str
    nation: str | None
    polygon: tuple[Point, ...]


@dataclass(frozen=True, slots=True)
class Border:
    a: str
    b: str
    segment: tuple[Point, Point]


def _clip(poly: list[tuple[Point, object]], normal: Point, offset: float, label: object):
    """Keep the part of ``poly`` where normal·p <= offset. Each vertex carries the label of
    the edge that leaves it, so the new edge along the cut gets ``label``."""
    out: list[tuple[Point, object]] = []
    n = len(poly)
    for i in range(n):
        p, edge = poly[i]
        q, _ = poly[(i + 1) % n]
        dp = normal[0] * p[0] + normal[1] * p[1] - offset
        dq = normal[0] * q[0] + normal[1] * q[1] - offset
        if dp <= 0:
            out.append((p, edge))
        if (dp < 0 < dq) or (dq < 0 < dp):
            t = dp / (dp - dq)
            x = (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]))
            # entering the kept side: the edge from x continues the original edge;
            # leaving it: the edge from x runs along the cut.
            out.append((x, edge if dp > 0 else label))
    return out


def nation_cells(centres: dict[str, Point], nations: dict[str, str | None],
                 reach: float = 64.0, sides: int = 20) -> tuple[list[Cell], list[Border]]:
    """Voronoi cells of ``centres`` limited to a disc of ``reach``; borders between nations."""
    ids = sorted(centres)
    grid: dict[tuple[int, int], list[str]] = {}
    size = 2 * reach
    for sid in ids:
        x, y = centres[sid]
        grid.setdefault((int(x // size), int(y // size)), []).append(sid)
    cells: list[Cell] = []
    borders: list[Border] = []
    for sid in ids:
        cx, cy = centres[sid]
        poly = [((cx + reach * math.cos(2 * math.pi * k / sides),
                  cy + reach * math.sin(2 * math.pi * k / sides)), None) for k in range(sides)]
        gx, gy = int(cx // size), int(cy // size)
        near = [t for dx in (-1, 0, 1) for dy in (-1, 0, 1) for t in grid.get((gx + dx, gy + dy), ()) if t != sid]
        for t in near:
            tx, ty = centres[t]
            nx, ny = tx - cx, ty - cy
            d2 = nx * nx + ny * ny
            if d2 >= size * size or d2 == 0:
                continue
            mx, my = (cx + tx) / 2, (cy + ty) / 2
            poly = _clip(poly, (nx, ny), nx * mx + ny * my, t)
            if len(poly) < 3:
                break
        cells.append(Cell(sid, nations[sid], tuple(p for p, _ in poly)))
        for i, (p, edge) in enumerate(poly):
            if edge is not None and sid < edge and nations[edge] != nations[sid]:
                borders.append(Border(sid, edge, (p, poly[(i + 1) % len(poly)][0])))
    return cells, borders
