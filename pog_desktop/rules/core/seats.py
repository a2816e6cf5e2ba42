"""Seats (issue 11): who decides and who knows what. A seat controls one or more sides (in
the four-player variant, a command inside a side). The map comes from the option ``seats``:

- ``"two-player"`` (the default): seat ``"ap"`` holds the AP, seat ``"cp"`` the CP;
- ``"solitaire"``: one seat, ``"solo"``, holds both sides;
- a dict ``{side: seat}`` (or ``{"side:command": seat}`` once commands exist) for any other table.

Every question the engine asks names a side; ``seat_for(side)`` says which seat answers it.
"""
from __future__ import annotations

from dataclasses import dataclass
from .messages import msg

SIDES = ("ap", "cp")
TWO_PLAYER = "two-player"
SOLITAIRE = "solitaire"
SOLO = "solo"


@dataclass(frozen=True, slots=True)
class SeatMap:
    """``by_side``: side (or ``side:command``) -> seat."""

    by_side: tuple   # ((key, seat), ...) sorted, so the map is hashable and compares by value
    identity: bool = False   # every side is its own seat (the two-player game): prompts need no mapping

    def __post_init__(self):
        object.__setattr__(self, "identity", all(k == s for k, s in self.by_side))

    @classmethod
    def from_option(cls, value) -> "SeatMap":
        if value in (None, TWO_PLAYER):
            return cls((("ap", "ap"), ("cp", "cp")))
        if value == SOLITAIRE:
            return cls((("ap", SOLO), ("cp", SOLO)))
        if isinstance(value, dict) and value:
            for key, seat in value.items():
                if not isinstance(key, str) or key.split(":", 1)[0] not in SIDES:
                    raise ValueError(f"option 'seats': {key!r} is not a side ('ap', 'cp' or 'side:command')")
                if not isinstance(seat, str) or not seat:
                    raise ValueError(f"option 'seats': the seat of {key!r} must be a name, not {seat!r}")
            missing = [s for s in SIDES if not any(k.split(":", 1)[0] == s for k in value)]
            if missing:
                raise ValueError(f"option 'seats': no seat holds {', '.join(missing)}")
            return cls(tuple(sorted(value.items())))
        raise ValueError(f"option 'seats' must be {TWO_PLAYER!r}, {SOLITAIRE!r} or a dict side -> seat, "
                         f"not {value!r}")

    @property
    def seats(self) -> tuple[str, ...]:
        out: list[str] = []
        for _, seat in self.by_side:
            if seat not in out:
                out.append(seat)
        return tuple(out)

    def seat_for(self, side: str | None, command: str | None = None) -> str | None:
        if side is None:
            return None
        d = dict(self.by_side)
        return d.get(f"{side}:{command}") if command and f"{side}:{command}" in d else d.get(side)

    def sides_of(self, seat: str | None) -> tuple[str, ...]:
        """The sides whose hidden cards ``seat`` sees (a command seat sees its side's hand)."""
        return tuple(s for s in SIDES if any(k.split(":", 1)[0] == s and v == seat for k, v in self.by_side))

    def keys_of(self, seat: str | None) -> tuple[str, ...]:
        """The ``side:command`` keys (four-player variant) ``seat`` holds."""
        return tuple(k for k, v in self.by_side if v == seat and ":" in k)

    def check(self, seat: str | None, prompt) -> str | None:
        """None when ``seat`` may answer ``prompt``; else the reason."""
        if seat is None or prompt is None or prompt.seat == seat:
            return None
        if seat not in self.seats:
            return msg("core.seats.there_is_no_seat_at", "there is no seat {seat!r} at this table (seats: {seats})",
                       seat=seat, seats=', '.join(self.seats))
        return msg("core.seats.seat_may_not_answer_it",
                   "seat {seat!r} may not answer: it is seat {seat2!r}'s decision ({text})",
                   seat=seat, seat2=prompt.seat, text=prompt.text)
