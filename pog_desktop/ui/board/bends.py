"""Where a link's drawn line bends: the few links whose straight line would run through
other spaces' boxes or names however their ends are placed. Pursuit of Glory: Lemnos's sea links to
the four beaches on the Gallipoli inset's west coast run down one sea lane along the inset's
west edge (the beaches stand in a column, so a straight line to a lower one crossed the
upper ones and the inset's land); the road from Edremit to Ezine runs down the inset's east
margin instead of across the peninsula. Paths of Glory: the railway from Sedan to Metz
bends a little north, clear of Verdun's name. Points are scene coordinates, listed from the
first space of the key to its second."""
from __future__ import annotations

from ...data.model import Connection

_LEMNOS_LANE = ((292, 700), (22, 990))    # past Lamia and Athens, into the inset's west edge
BENDS: dict[str, dict[tuple[str, str], tuple[tuple[float, float], ...]]] = {
    "pug": {
        ("lemnos", "suvla_bay"): _LEMNOS_LANE,
        ("lemnos", "gaba_tepe"): _LEMNOS_LANE + ((22, 1120),),
        ("lemnos", "cape_helles"): _LEMNOS_LANE + ((22, 1184),),
        ("lemnos", "besika_bay"): _LEMNOS_LANE + ((22, 1354),),
        ("edremit", "ezine"): ((428, 845), (428, 1364)),
    },
    "pog": {
        ("sedan", "metz"): ((520, 658),),    # over Verdun's name, which goes above its box when its stack fills the room below
    },
}


def bends(game: str, conn: Connection) -> tuple[tuple[tuple[float, float], ...], bool]:
    """The bend points of ``conn``'s line (none: straight), and whether they run from
    ``conn.b`` to ``conn.a`` (lines sharing a lane start at the same end, so their dashes
    match)."""
    table = BENDS.get(game, {})
    if (conn.b, conn.a) in table:
        return table[conn.b, conn.a], True
    return table.get((conn.a, conn.b), ()), False
