"""The four-player variant's data in a scenario file (seed 003, sections 2 and 3): the
per-space front map and the split of each side's deck between its two commands.

``"commands": {"fronts": {front: [space, ...]}, "front_command": {front: command},
"decks": {side: {command: {commitment: [card number, ...]}}}}``. Every space of the map is
on exactly one front; every card of a side (optional cards included) is in exactly one
command's deck, at the commitment level printed on it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import DataError
from .model import DECKS, SIDES, GameData

COMMANDS = ("west", "east")
FRONTS = ("west", "east", "turkish")


@dataclass(frozen=True)
class Commands:
    """``front``: space -> front; ``command_of_front``: front -> command; ``deck``: card id -> command."""

    front: dict[str, str]
    command_of_front: dict[str, str]
    deck: dict[str, str]

    def command_of_space(self, space: str) -> str | None:
        f = self.front.get(space)
        return self.command_of_front[f] if f else None


def parse_commands(file: str, raw: Any, game: GameData) -> Commands:
    def err(message: str, entry: str | None = None, field: str | None = None) -> DataError:
        return DataError(file, message, entry=entry or "commands", field=field)

    if not isinstance(raw, dict) or set(raw) != {"fronts", "front_command", "decks"}:
        raise err("must hold exactly 'fronts', 'front_command' and 'decks'")
    fronts, by_front, decks = raw["fronts"], raw["front_command"], raw["decks"]
    if not isinstance(fronts, dict) or set(fronts) != set(FRONTS):
        raise err(f"must name the fronts {', '.join(FRONTS)}", field="fronts")
    front: dict[str, str] = {}
    for f, spaces in fronts.items():
        for s in spaces if isinstance(spaces, list) else [None]:
            if s not in game.map.spaces:
                raise err(f"{s!r} is not a space", entry=f, field="fronts")
            if s in front:
                raise err(f"{s!r} is on two fronts ({front[s]} and {f})", entry=f, field="fronts")
            front[s] = f
    missing = sorted(set(game.map.spaces) - set(front))
    if missing:
        raise err(f"spaces on no front: {', '.join(missing)}", field="fronts")
    if not isinstance(by_front, dict) or set(by_front) != set(FRONTS) or not set(by_front.values()) <= set(COMMANDS):
        raise err(f"must give each front one of the commands {', '.join(COMMANDS)}", field="front_command")
    deck: dict[str, str] = {}
    for side in SIDES:
        split = decks.get(side) if isinstance(decks, dict) else None
        if not isinstance(split, dict) or set(split) != set(COMMANDS):
            raise err(f"must split the {side.upper()} deck between {', '.join(COMMANDS)}", entry=side, field="decks")
        for command, levels in split.items():
            for level, nums in (levels or {}).items():
                if level not in DECKS or not isinstance(nums, list):
                    raise err(f"{level!r} is not a commitment level with a list of card numbers",
                              entry=f"{side}.{command}", field="decks")
                for n in nums:
                    cid = f"{side}{n:02d}" if isinstance(n, int) else None
                    card = game.cards.get(cid) if cid else None
                    if card is None or card.deck != level:
                        raise err(f"{n!r} is no {side.upper()} {level} card", entry=f"{side}.{command}", field="decks")
                    if cid in deck:
                        raise err(f"card {n} is in two decks", entry=f"{side}.{command}", field="decks")
                    deck[cid] = command
        unsplit = sorted(c.num for c in game.cards.values() if c.side == side and c.id not in deck)
        if unsplit:
            raise err(f"{side.upper()} cards in no command's deck: {unsplit}", entry=side, field="decks")
    return Commands(front=front, command_of_front=dict(by_front), deck=deck)
