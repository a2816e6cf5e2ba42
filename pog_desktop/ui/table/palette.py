"""Colours of the table view. Side colours are the board's (ui/board/palette.py), so a
side reads the same on the map and in the panels. Colours are ``#rrggbb`` strings;
names are translated (context ``Sides``)."""
from __future__ import annotations

from ..board.palette import SIDE_COLOURS
from ..translate import QT_TRANSLATE_NOOP, translate
SIDE_NAMES = {"ap": QT_TRANSLATE_NOOP("Sides", "Allied Powers"), "cp": QT_TRANSLATE_NOOP("Sides", "Central Powers")}
NEUTRAL = "#6b6b6b"

# The printed card backs tell the three parts of a deck apart (9.1.2); these are our own
# era tints: pale enough for black text in the card header.
DECK_COLOURS = {"mobilization": "#cfe3c0", "limited": "#f2dc9b", "total": "#eab1a6"}
DECK_NAMES = {"mobilization": QT_TRANSLATE_NOOP("Sides", "Mobilization"), "limited": QT_TRANSLATE_NOOP("Sides", "Limited War"),
              "total": QT_TRANSLATE_NOOP("Sides", "Total War")}

DISABLED_INK = "#8a8a8a"


def side_colour(side: str | None) -> str:
    return SIDE_COLOURS.get(side or "", NEUTRAL)


def side_name(side: str | None) -> str:
    """The side's name in the installed language ("Allied Powers")."""
    return translate("Sides", SIDE_NAMES.get(side or "", QT_TRANSLATE_NOOP("Sides", "Nobody")))


def deck_name(deck: str) -> str:
    """The name of a part of the deck (9.1.2) in the installed language."""
    return translate("Sides", DECK_NAMES[deck]) if deck in DECK_NAMES else deck
