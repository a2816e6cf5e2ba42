"""Off-map boxes the board draws: those in the map data plus any kind the data lacks
(Qt-free). Reserve and eliminated boxes come from ``map.json``; the permanently eliminated
box and the boxes of reinforcements not yet in play are drawn in free corners of the
layout until the data places them."""
from __future__ import annotations

from ...data.model import Box, MapData

# Drawn only when the data has no box of that kind and side; placed where the map data
# (branch ``data``) puts them, so the board looks the same before and after that lands.
FALLBACK_BOXES: tuple[Box, ...] = (
    Box("cp_reinforcements", "CP reinforcements (not yet in play)", "cp", "reinforcements", (2132, 200, 365, 182)),
    Box("ap_reinforcements", "AP reinforcements (not yet in play)", "ap", "reinforcements", (40, 1300, 366, 186)),
    Box("cp_perm_eliminated", "CP permanently eliminated", "cp", "permanently_eliminated", (760, 57, 223, 127)),
    Box("ap_perm_eliminated", "AP permanently eliminated", "ap", "permanently_eliminated", (1170, 1473, 220, 127)),
)


def board_boxes(game_map: MapData) -> dict[str, Box]:
    boxes = dict(game_map.boxes)
    have = {(b.kind, b.side) for b in boxes.values()}
    for box in FALLBACK_BOXES:
        if (box.kind, box.side) not in have:
            boxes.setdefault(box.id, box)
    return boxes


def box_for(boxes: dict[str, Box], kind: str, side: str) -> str:
    """Id of the box of ``kind`` for ``side``."""
    for b in boxes.values():
        if b.kind == kind and b.side == side:
            return b.id
    raise KeyError(f"no {kind} box for {side}")
