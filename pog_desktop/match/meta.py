"""What a game file says about the game besides its actions: who, which scenario, when."""
from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any


def utc_now() -> str:
    """ISO 8601 in UTC to the second, the form written in every file header."""
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


@dataclass(frozen=True)
class MatchMeta:
    """The header of a save or turn file.

    ``game_id`` names one match across its autosaves and both players' PBEM files;
    ``scenario_id``, ``seed`` and ``options`` are what ``Game.new`` needs to rebuild it.
    ``opponent_has`` is this player's PBEM bookkeeping: how many actions the opponent is
    known to have (sent or received in a turn file); the next turn file starts there and
    undo cannot take back an action the opponent already has.
    ``notes`` are the computer players' reason lines (issue 13), plain dicts ``{"action",
    "log", "turn", "round", "side", "text"}``: the line was written when the bot chose action
    number ``action`` (0-based) and goes after the first ``log`` log entries. They are not
    part of the game (not sealed), only what a reopened game shows in its log.
    """

    scenario_id: str
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    players: dict[str, str] = field(default_factory=dict)
    game: str = "pog"
    game_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    created: str = field(default_factory=utc_now)
    opponent_has: int = 0
    notes: tuple = ()

    def same_game_as(self, other: "MatchMeta") -> str | None:
        """None when ``other`` describes this very match, else what differs (for messages)."""
        for name in ("game", "game_id", "scenario_id", "seed", "options"):
            mine, theirs = getattr(self, name), getattr(other, name)
            if mine != theirs:
                return f"{name} is {theirs!r} in the file but {mine!r} in this game"
        return None
