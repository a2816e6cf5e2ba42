"""Operations (9.2): spend activation points on spaces, then move, entrench and attack.

The working data of an operation lives in ``st.sub``: points left, activated spaces with
their mode, the units allowed to move, the ones done, the stack now moving, and the armies
trying to entrench. Movement ends in ``movement.end_movement``, which hands the attacks to
the turn flow (``ctx.flow["attacks"]``).
"""
from __future__ import annotations

from functools import lru_cache

from ..board.in_supply import unit_supplied
from ..core import commands
from ..core.actions import Action
from ..core.prompts import Prompt
from ..core.steps import Decision, log, step
from . import activation, movement
from ..core.messages import msg

DONE = Action("done")


# an activation's mode, as the log says it
MODE_WORDS = {"move": msg("operations.operation.mode_move", "move"),
              "attack": msg("operations.operation.mode_attack", "attack")}


def combat_available(ctx) -> bool:
    """Attacks are offered when the game's turn flow has combat (``rules/flow.py``)."""
    return "attacks" in ctx.flow


def start(ctx, st, side: str, points: int, card: str | None) -> None:
    """8.1.3 / 9.2.1: an operation with ``points`` activation points (1 for the automatic one)."""
    st.sub = {"kind": "ops", "card": card, "points": points, "activated": {}, "eligible": set(),
              "moved": set(), "moving": None, "mp": {}, "entrench": {}}
    if st.cmd and points == 1 and (card is None or card in commands.EVENT_AND_ONE_OPS):
        st.sub["two_corps"] = 1     # seed 003, 8.1: this 1 OPS may activate two lone corps
    st.step = "activate"


def lone_corps(ctx, st, space: str) -> bool:
    """Seed 003, 8.1: the space holds one corps and nothing else (checked as it is activated,
    before any unit moves)."""
    units = st.at.get(space, ())
    return len(units) == 1 and units[0] not in ctx.armies


def _points(ctx, st, space: str) -> int:
    """The points an activation of ``space`` may use: one more for the free second lone corps."""
    bonus = st.sub.get("two_corps") == 2 and lone_corps(ctx, st, space)
    return st.sub["points"] + int(bonus)


@step("activate")
class Activate(Decision):
    def prompt(self, ctx, st):
        pts = st.sub["points"]
        return Prompt(st.active, st.active, self.name,
                      msg("operations.operation.activate_spaces_point_s_left",
                          "{side}: activate spaces ({pts} point(s) left), then done",
                          side=st.active, pts=pts),
                      {"spaces": sorted({a.space for a in self.legal(ctx, st) if a.space}), "buttons": ["done"]})

    def candidates(self, ctx, st):
        side = st.active
        modes = ("move", "attack") if combat_available(ctx) else ("move",)
        out = []
        if st.sub["points"] > 0 or st.sub.get("two_corps") == 2:
            side_of = ctx.unit_side
            for space, units in st.at.items():
                if units and side_of.get(units[0]) == side and space in ctx.spaces:
                    for m in modes:
                        out.append(_activation(space, m))
        out.append(DONE)
        return out

    def legal(self, ctx, st):
        # ``check`` for the candidates, which are all "activate" in a known mode or "done",
        # with what every candidate shares looked up once
        side, activated, sud = st.active, st.sub["activated"], sud_used(st)
        costs: dict = {}   # a space's cost, shared by its move and attack candidates
        error = activation.activation_error
        return [a for a in self.candidates(ctx, st) if a.type == "done" or
                error(ctx, st, side, a.space, a.mode, _points(ctx, st, a.space), activated, sud, costs) is None]

    doing = msg("operations.operation.activate_spaces_or_say_done", "activate spaces or say done")

    def check_activate(self, ctx, st, a):
        if a.mode == "attack" and not combat_available(ctx):
            return msg("operations.operation.attacks_are_not_available_yet", "attacks are not available yet")
        return activation.activation_error(ctx, st, st.active, a.space, a.mode, _points(ctx, st, a.space),
                                           st.sub["activated"], sud_used=sud_used(st))

    def apply_activate(self, ctx, st, a):
        sub = st.sub
        sud_available = not sud_used(st)
        cost = activation.activation_cost(ctx, st, a.space, a.mode, sud_available=sud_available)
        if activation.one_nation_stack(ctx, st, a.space, sud_available) == "sud":
            st.counters[f"sud_army_round:{st.turn}:{st.round}"] = 1
        if "two_corps" in sub:      # seed 003, 8.1
            lone = lone_corps(ctx, st, a.space)
            if sub["two_corps"] == 2 and lone:
                cost = 0
            sub["two_corps"] = 2 if sub["two_corps"] == 1 and lone and cost == 1 else 0
        sub["points"] -= cost
        sub["activated"][a.space] = a.mode
        log(st, "activate", msg("operations.operation.activated_for",
                                "{space} activated for {mode} ({cost})",
                                ctx, space=a.space, mode=MODE_WORDS.get(a.mode, a.mode), cost=cost), st.active,
            spaces=[a.space])

    def apply_done(self, ctx, st, a):
        begin_movement(ctx, st)


@lru_cache(maxsize=None)
def _activation(space: str, mode: str) -> Action:
    """Actions are immutable values: the candidates of every position share them."""
    return Action("activate", space=space, mode=mode)


def sud_used(st) -> bool:
    """SUD Army makes one stack a single nationality per action round (CP #10)."""
    return bool(st.counters.get(f"sud_army_round:{st.turn}:{st.round}"))


def begin_movement(ctx, st) -> None:
    """9.2.8: units that start in Move-marked spaces may move; 14.1.1.1: supply is judged
    now, and units out of supply stay put."""
    sub = st.sub
    eligible = set()
    for space, mode in sub["activated"].items():
        if mode == "move":
            for u in st.at.get(space, ()):
                if unit_supplied(ctx, st, u) and commands.mine(ctx, st, u):   # seed 003, 5.5
                    eligible.add(u)
    sub["eligible"] = eligible
    if eligible:
        st.step = "move"
    else:
        movement.end_movement(ctx, st)
