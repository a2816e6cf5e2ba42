"""14.1.5: the units always in supply, and (2022) where that ends.

Both editions: the Montenegrin MN, the British ANA and the Turkish SN corps never trace
supply, and a space one of them occupies never flips in the Attrition Phase. The 2022
rulebook adds that the ANA and the SN, operating outside the Near East map, trace supply
normally like any other unit, and so do the spaces they occupy there (switch
``ana_sn_supply_near_east_only``; the MN is always in supply wherever it stands).
"""
from __future__ import annotations

from pog_desktop.data.model import MapData

from ..core.named_units import ALWAYS_SUPPLIED

NEAR_EAST_MAP = "neareast"
#: 14.1.5 (2022): always in supply only on the Near East map.
NEAR_EAST_ONLY = frozenset({"br_ana_corps", "tu_sn_corps"})


def always_supplied(board: MapData, unit_id: str, space: str, near_east_only: bool) -> bool:
    """Whether ``unit_id`` standing in ``space`` is in supply without tracing (14.1.5), and so
    keeps that space from flipping by attrition. ``near_east_only``: the 2022 rule."""
    if unit_id not in ALWAYS_SUPPLIED:
        return False
    if near_east_only and unit_id in NEAR_EAST_ONLY:
        spot = board.spaces.get(space)
        return spot is not None and spot.map == NEAR_EAST_MAP
    return True


def spaces_without_line(board: MapData, unit_id: str, near_east_only: bool) -> frozenset[str]:
    """The spaces where ``unit_id`` is in supply without tracing (14.1.5): every space, the
    Near East map's (2022: ANA and SN), or none (any other unit)."""
    if unit_id not in ALWAYS_SUPPLIED:
        return frozenset()
    return frozenset(s for s in board.spaces if always_supplied(board, unit_id, s, near_east_only))
