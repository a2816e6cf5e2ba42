"""Commands inside a side: the four- and three-player variant of the Historical scenario
(seed 003). Each side has a West command (the West and Turkish fronts) and an East command
(the East front, the Balkans and Italy), each with its own deck, hand and units (2, 3).

The variant is on when the option ``players`` is 4 or 3 and the scenario names the fronts
and decks (``Scenario.commands``). Its state is ``State.cmd`` (empty otherwise):

- ``on``: {side: command} the command acting for each side now (whose hand is asked);
- ``units``: {unit: command} who commands each unit (2.1, 2.2, 4.4a transfers, 6.2, 6.3);
- ``given``: {card: command} cards passed to the ally at the end of a turn (4.6);
- ``plays``: {"side:command": [kind, ...]} this turn's plays, for the limits of 5.3;
- ``pending``: {command: action} the committed, not yet revealed, play of each command (4.3);
- ``open``: sides whose hands are played face up for the rest of the turn (7.5);
- ``stats``: counts of transfers, passed cards and combat-area conflicts.

The cards of both commands of a side sit together in ``State.hand``/``draw``/``discard``
of that side; a card belongs to the command of its deck (3.3-3.7) unless it was passed.
"""
from __future__ import annotations

COMMANDS = ("west", "east")
HAND = 4                       # 4.1
ROUNDS = 3                     # 4.3
PLAYERS = (3, 4)
# 7.1-7.3: the six events that also give their player 1 OPS (8.1: usable for two lone corps)
EVENT_AND_ONE_OPS = frozenset({"cp61", "cp58", "cp55", "ap28", "ap27", "ap51"})


def enabled(ctx) -> bool:
    return ctx.options.get("players") in PLAYERS and getattr(ctx.scenario, "commands", None) is not None


def on(st) -> bool:
    """The variant's state is set up (``State.cmd``)."""
    return bool(st.cmd)


def ally(command: str) -> str:
    return "east" if command == "west" else "west"


def key(side: str, command: str) -> str:
    return f"{side}:{command}"


def acting(st, side: str) -> str | None:
    return st.cmd["on"][side] if st.cmd else None


def card_command(ctx, st, card: str) -> str:
    return st.cmd["given"].get(card) or ctx.scenario.commands.deck[card]


def hand(ctx, st, side: str, command: str | None = None) -> list[str]:
    """The hand of ``command`` (the acting one by default); the whole side's hand when the
    variant is off."""
    if not st.cmd:
        return st.hand[side]
    command = command or st.cmd["on"][side]
    return [c for c in st.hand[side] if card_command(ctx, st, c) == command]


def front_command(ctx, space: str) -> str | None:
    return ctx.scenario.commands.command_of_space(space) if space in ctx.spaces else None


def unit_command(ctx, st, unit: str) -> str | None:
    """Who commands ``unit``: its recorded command, else the command of its space's front."""
    c = st.cmd["units"].get(unit)
    if c is None:
        c = front_command(ctx, st.where.get(unit, ""))
    return c


def mine(ctx, st, unit: str) -> bool:
    """Whether the acting command of the unit's side commands ``unit`` (always true when the
    variant is off; a unit no command holds, in the reserve box since the start, is either's)."""
    if not st.cmd:
        return True
    return unit_command(ctx, st, unit) in (None, st.cmd["on"][ctx.unit_side[unit]])


def defending_command(ctx, st, space: str, defenders) -> str:
    """The command that defends ``space``: the one commanding most of ``defenders``, else the
    command of the space's front (a fort alone)."""
    held = [unit_command(ctx, st, u) for u in defenders]
    held = [c for c in held if c]
    if not held:
        return front_command(ctx, space) or "west"
    return max(COMMANDS, key=lambda c: (held.count(c), c == front_command(ctx, space)))


def count(st, name: str, n: int = 1) -> None:
    st.cmd["stats"][name] = st.cmd["stats"].get(name, 0) + n


def start(ctx, st) -> None:
    """2.1, 2.2: every unit on the map starts under the command of its space's front."""
    st.cmd = {"on": {"ap": "west", "cp": "west"}, "given": {}, "plays": {}, "pending": {}, "open": [],
              "stats": {"transfers": 0, "passed": 0, "returned": 0, "conflicts": 0, "retreat_transfers": 0},
              "units": {u: front_command(ctx, loc) for u, loc in st.where.items() if loc in ctx.spaces}}
