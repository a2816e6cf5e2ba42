"""The current decision's legal actions described as data, so a client renders them without
decoding ``choice`` strings, reading ``st.sub`` or cloning the game to learn a cost (the engine
owns how an action reads: RTT ``exports.view``, OpenSpiel ``_action_to_string``).

``describe(game)`` gives one ``Choice`` per legal action: ``cost`` (activation points an
``activate`` spends, 9.2.2-9.2.3), ``route`` (the spaces of a retreat or an advance, 12.5,
12.7), ``odds`` (a flank attempt: its drm and the die faces that succeed, 12.3.2-12.3.3) and
``losses`` (the steps each unit loses, the armies replaced and whether the fort falls, 12.4).

``detail(action)`` reads any action's encoded ``choice`` as data without a game (a past
action in a history, a bot's move); ``decision(game)`` is the working data of the decision
in progress a client shows (activation points left, the spaces activated, the running
combat's record and what its loss and retreat steps owe), so nobody reads ``State.sub``.
``reach(game, units)`` answers where a stack can still move this activation, with the moves that
take it there, without the client cloning the game.
"""
from __future__ import annotations

from dataclasses import dataclass

from .combat.engine.attacks import combat_record
from .combat.engine.fire import fire_inputs
from .combat.engine.opening import flank_chance
from .combat.engine.record import charts
from .combat.engine.summary import running
from .combat.fire import fire
from .board.stacking import LIMIT
from .core.actions import Action
from .core.steps import get
from .game import carry_out
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
    corps: str | None = None                # the corps replacing an army a cancelled retreat eliminates


def describe(game) -> list[Choice]:
    ctx, st = game.ctx, game.state
    out = []
    for a in game.legal_actions():
        kw = detail(a)
        if a.type == "activate":
            kw["cost"] = activation_cost(ctx, st, a.space, a.mode, sud_available=not sud_used(st))
        elif a.type == "flank":
            kw["odds"] = flank_odds(game, a)
        out.append(Choice(a, **kw))
    return out


def route_of(action) -> tuple[str, ...]:
    """The spaces a retreat or an advance goes through, first to last (12.5, 12.7)."""
    return tuple(action.choice.split(">")) if action.type in ROUTE_TYPES and action.choice else ()


def detail(action) -> dict:
    """What an action's encoded ``choice`` says, as data (no game needed): ``route`` (a
    retreat or an advance), ``losses`` (a loss choice, 12.4) or ``corps`` (the Reserve Box
    corps that replaces an army a cancelled retreat eliminates, 12.5.3 with 12.4.4)."""
    if action.type in ROUTE_TYPES and action.choice:
        return {"route": route_of(action)}
    if action.type == "losses" and action.choice:
        return {"losses": losses_of(action.choice)}
    if action.type == "cancel_retreat" and action.choice:
        return {"corps": action.choice}
    return {}


def decision(game) -> dict:
    """The working data of the decision in progress, as plain data: ``step`` (the prompt
    kind); in an operation ``points`` (activation points left, 9.2) and ``activated``
    (space -> "move"/"attack"); in a combat ``combat`` (``Game.combat``'s record), ``owed``
    (the loss number the side deciding takes, 12.4) and ``retreat`` (spaces to retreat, 12.5)
    with ``retreat_cancellable`` (12.5.3)."""
    st = game.state
    out: dict = {"step": None if st.over else st.step}
    sub = st.sub if isinstance(st.sub, dict) else {}
    if sub.get("kind") == "ops" or "activated" in sub:
        out["points"] = sub.get("points")
        out["activated"] = dict(sub.get("activated") or {})
    c = running(st)
    if c is not None:
        out["combat"] = game.combat
        ln = c.get("ln") or {}
        asking = c.get("asking")
        if st.step == "combat_losses" and asking:
            out["owed"] = ln.get("defender" if asking == "attacker" else "attacker", 0)
        out["retreat"] = int(c.get("retreat") or 0)
        out["retreat_cancellable"] = bool(c.get("cancellable"))
    return out


def losses_of(choice: str) -> dict:
    """A ``losses`` choice (``engine/fire.encode``: ``unit:steps,...|army>corps,...|fort``) as data."""
    steps, replaced, *rest = choice.split("|") + [""]
    return {"steps": {u: int(n) for u, n in (x.split(":") for x in steps.split(",") if x)},
            "replaced": dict(x.split(">") for x in replaced.split(",") if x),
            "fort": "fort" in rest}


ROLES = ("attacker", "defender")


def _fires(ctx, st, c) -> dict:
    """role -> {"table", "strength", "column", "shift", "drm"} of the fire it would make now,
    worked out by the engine's own fire functions (no die is read, nothing is applied)."""
    out = {}
    for role in ROLES:
        pieces, shift, drm, fort = fire_inputs(ctx, st, c, role)
        if not pieces and not fort:
            continue
        f = fire(charts(ctx), pieces, 1, shift=shift, drm=drm, fort=fort)
        out[role] = {"table": f.table, "strength": f.strength, "column": f.column_label, "shift": shift, "drm": drm}
    return out


def planned_fire(game) -> dict:
    """The fire each side would make now in the running combat (cards played so far count,
    12.2.3, 12.2.7, 12.2.8); empty outside a combat."""
    c = running(game.state)
    return _fires(game.ctx, game.state, c) if c is not None else {}


def attack_fire(game, action) -> dict:
    """The fire each side would make if ``action`` (an ``attack``) were designated now,
    before combat cards (12.2.2-12.2.3)."""
    return _fires(game.ctx, game.state, combat_record(game.ctx, game.state, action.space, action.units))


def flank_odds(game, action) -> dict:
    """{"drm", "rolls"} of a flank attempt pinning from ``action.space`` in the running combat
    (12.3.2-12.3.3): the chance the flank step rolls against."""
    chance = flank_chance(game.ctx, game.state, action.space)
    return {"drm": chance.drm, "rolls": chance.rolls}


REACH_LIMIT = 400    # moves tried per reach question; a stack's reach is far smaller


def reach(game, units) -> dict[str, list[Action]]:
    """Every space ``units`` (one stack, moving together) can reach by successive ``move``
    actions in this activation, each with the fewest moves that take it there (11.1.3, 11.1.5:
    one space per movement point). Each move is judged by the move step's own ``check`` on the
    position the moves before it lead to; those positions are log-less copies of the state
    (as the 11.1.8 look-ahead makes), the game itself is neither cloned nor changed."""
    ctx, st = game.ctx, game.state
    chosen = tuple(sorted(units))
    if st.over or not chosen or len(chosen) > LIMIT or any(u not in st.where for u in chosen):
        return {}
    paths: dict[str, list] = {st.where[u]: [] for u in chosen}   # back where it stands: no destination
    frontier, tried = [(st, [])], 0
    while frontier and tried < REACH_LIMIT:
        nxt = []
        for here, path in frontier:
            step = get(here.step)
            for e in ctx.neighbours[here.where[chosen[0]]]:
                if e.to in paths:
                    continue
                a = Action("move", units=chosen, to=e.to)
                tried += 1
                refused = step.check(ctx, here, a)
                if refused:
                    continue
                after = here.clone(log=False)
                carry_out(ctx, after, a)
                paths[e.to] = path + [a]
                nxt.append((after, paths[e.to]))
        frontier = nxt
    return {s: p for s, p in paths.items() if p}
