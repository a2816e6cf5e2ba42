"""The current decision's legal actions described as data, so a client renders them without
decoding ``choice`` strings, reading ``st.sub`` or cloning the game to learn a cost (the engine
owns how an action reads: RTT ``exports.view``, OpenSpiel ``_action_to_string``).

``describe(game)`` gives one ``Choice`` per legal action: ``cost`` (activation points an
``activate`` spends, 9.2.2-9.2.3), ``route`` (the spaces of a retreat or an advance, 12.5,
12.7), ``odds`` (a flank attempt: its drm and the die faces that succeed, 12.3.2-12.3.3) and
``losses`` (the steps each unit loses, the armies replaced and whether the fort falls, 12.4).
"""
from __future__ import annotations

from dataclasses import dataclass

from .combat.engine.opening import flank_chance
from .core.actions import Action
from .operations.activation import activation_cost
from .operations.operation import sud_used

ROUTE_TYPES = frozenset({"retreat", "advance"})


@dataclass(frozen=True)
class Choice:
    action: Action
    cost: int | None = None                 # activation points
    route: tuple[str, ...] = ()             # spaces, first to last
    odds: dict | None = None                # {"drm", "rolls"} of a flank attempt
    losses: dict | None = None              # {"steps": {unit: n}, "replaced": {army: corps}, "fort": bool}


def describe(game) -> list[Choice]:
    ctx, st = game.ctx, game.state
    out = []
    for a in game.legal_actions():
        kw = {}
        if a.type == "activate":
            kw["cost"] = activation_cost(ctx, st, a.space, a.mode, sud_available=not sud_used(st))
        elif a.type in ROUTE_TYPES and a.choice:
            kw["route"] = tuple(a.choice.split(">"))
        elif a.type == "flank":
            chance = flank_chance(ctx, st, a.space)
            kw["odds"] = {"drm": chance.drm, "rolls": chance.rolls}
        elif a.type == "losses":
            kw["losses"] = losses_of(a.choice)
        out.append(Choice(a, **kw))
    return out


def losses_of(choice: str) -> dict:
    """A ``losses`` choice (``engine/fire.encode``: ``unit:steps,...|army>corps,...|fort``) as data."""
    steps, replaced, *rest = choice.split("|") + [""]
    return {"steps": {u: int(n) for u, n in (x.split(":") for x in steps.split(",") if x)},
            "replaced": dict(x.split(">") for x in replaced.split(",") if x),
            "fort": "fort" in rest}
