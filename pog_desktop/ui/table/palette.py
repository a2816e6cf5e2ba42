"""Colours of the table view. Side colours are the board's (ui/board/palette.py), so a
side reads the same on the map and in the panels. Qt-free: ``#rrggbb`` strings."""
from __future__ import annotations

from ..board.palette import SIDE_COLOURS
SIDE_NAMES = {"ap": "Allied Powers", "cp": "Central Powers"}
NEUTRAL = "#6b6b6b"

# The printed card backs tell the three parts of a deck apart (9.1.2); these are our own
# era tints: pale enough for black text in the card header.
DECK_COLOURS = {"mobilization": "#cfe3c0", "limited": "#f2dc9b", "total": "#eab1a6"}
DECK_NAMES = {"mobilization": "Mobilization", "limited": "Limited War", "total": "Total War"}

DISABLED_INK = "#8a8a8a"


def side_colour(side: str | None) -> str:
    return SIDE_COLOURS.get(side or "", NEUTRAL)


def side_name(side: str | None) -> str:
    return SIDE_NAMES.get(side or "", "Nobody")
