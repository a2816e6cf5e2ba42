"""Who sits at the table (issue 6, Seats and modes): hotseat (two people at one table, each
hand private) or solitaire (one person plays both sides, nothing hidden). Qt-free.

``HandoverTracker`` says when the screen must be covered: in hotseat, whenever the decision
passes to the other seat (including the defender's combat-card decision in the attacker's
round, 9.5.4.1), and never in solitaire."""
from __future__ import annotations

from dataclasses import dataclass, field

HOTSEAT = "hotseat"
SOLITAIRE = "solitaire"
MODES = (HOTSEAT, SOLITAIRE)


@dataclass(frozen=True)
class Seats:
    mode: str = HOTSEAT
    names: dict = field(default_factory=lambda: {"ap": "Allied player", "cp": "Central player"})

    def __post_init__(self):
        if self.mode not in MODES:
            raise ValueError(f"seat mode must be one of {', '.join(MODES)}, not {self.mode!r}")

    @property
    def hides_hands(self) -> bool:
        return self.mode == HOTSEAT

    def name(self, seat: str | None) -> str:
        return self.names.get(seat or "", (seat or "nobody").upper())


class HandoverTracker:
    """Remembers whose eyes are on the screen; ``needs_cover(seat)`` is True when a different
    seat must now decide and the hands are private."""

    def __init__(self, seats: Seats, viewer: str | None = None):
        self.seats = seats
        self.viewer = viewer

    def needs_cover(self, seat: str | None) -> bool:
        return self.seats.hides_hands and seat is not None and seat != self.viewer

    def revealed_to(self, seat: str | None) -> None:
        self.viewer = seat
