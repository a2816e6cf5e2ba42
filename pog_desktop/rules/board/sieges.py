"""Forts and sieges (15.0): who can besiege, the siege roll, and what a besieged fort allows."""
from __future__ import annotations

from typing import Iterable, Protocol


class Piece(Protocol):
    """Anything with ``is_army`` (a combat ``Piece`` or a printed ``Unit``)."""

    is_army: bool

#: 15.3.3: August and September 1914 (turns 1 and 2) last one month, so sieges roll at -2.
SHORT_TURNS = frozenset({1, 2})
SHORT_TURN_DRM = -2


def can_besiege(pieces: Iterable[Piece], fort: int) -> bool:
    """15.2.1: at least one army (any strength) or as many corps as the fort's LF."""
    pieces = tuple(pieces)
    return any(p.is_army for p in pieces) or sum(1 for p in pieces if not p.is_army) >= fort


def siege_drm(turn: int) -> int:
    return SHORT_TURN_DRM if turn in SHORT_TURNS else 0


def siege_destroys(fort: int, die: int, turn: int, drm: int = 0) -> bool:
    """15.3.2-15.3.3: the fort falls when the modified roll is greater than its LF."""
    return die + siege_drm(turn) + drm > fort


def siege_survives_losses(besiegers_left: Iterable[Piece], fort: int) -> bool:
    """15.2.4: a siege lapses when losses drop the besiegers below the 15.2.1 minimum."""
    return can_besiege(besiegers_left, fort)


def may_leave_siege(staying: Iterable[Piece], fort: int) -> bool:
    """15.2.3-15.2.4: units may attack out of (or move out of) a besieged fort space only if the
    ones staying still besiege it, or none stay at all."""
    staying = tuple(staying)
    return not staying or can_besiege(staying, fort)


def may_attack_fort_from(attacker_space: str, target: str, besieged: bool) -> bool:
    """15.1.2-15.1.3: an unbesieged fort may be attacked from next door; a besieged one only
    by the units inside its space."""
    return attacker_space == target if besieged else attacker_space != target
