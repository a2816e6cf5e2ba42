"""The turn record track (T.0): seasons."""
from __future__ import annotations

SEASONS = ("fall", "winter", "spring", "summer")


def season(turn: int) -> str | None:
    """T.0: turns 1-2 (August and September 1914) have no season; from turn 3 the cycle is
    Fall, Winter, Spring, Summer."""
    return None if turn < 3 else SEASONS[(turn - 3) % 4]
