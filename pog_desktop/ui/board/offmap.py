"""Off-map boxes the board draws: those in the map data plus any kind the data lacks
(Qt-free). Reserve and eliminated boxes come from ``map.json``; the permanently eliminated
box and the boxes of reinforcements not yet in play are drawn in free corners of the
layout until the data places them."""
from __future__ import annotations

from ...data.model import Box, MapData

# kind, side -> (id, name, rect) used only when the data has no box of that kind and side
FALLBACK_BOXES: tuple[Box, ...] = (
    Box("cp_reinforcements", "CP reinforcements (not yet in play)", "cp", "reinforcements", (2050, 8, 440, 128)),
    Box("ap_reinforcements", "AP reinforcements (not yet in play)", "ap", "reinforcements", (2050, 146, 440, 128)),
    Box("perm_eliminated", "Permanently eliminated", "both", "permanently_eliminated", (2050, 284, 440, 128)),
)


def board_boxes(game_map: MapData) -> dict[str, Box]:
    boxes = dict(game_map.boxes)
    have = {(b.kind, b.side) for b in boxes.values()}
    have_kinds = {b.kind for b in boxes.values()}
    for box in FALLBACK_BOXES:
        if (box.kind, box.side) in have or (box.side == "both" and box.kind in have_kinds):
            continue
        boxes.setdefault(box.id, box)
    return boxes


def box_for(boxes: dict[str, Box], kind: str, side: str) -> str:
    """Id of the box of ``kind`` for ``side`` (a box for both sides serves either)."""
    for b in boxes.values():
        if b.kind == kind and b.side == side:
            return b.id
    for b in boxes.values():
        if b.kind == kind and b.side not in ("ap", "cp"):
            return b.id
    raise KeyError(f"no {kind} box for {side}")
