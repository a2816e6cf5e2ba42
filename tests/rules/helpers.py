"""Constructed positions for rules tests: a map with each nation's spaces under its side,
no units unless named, the 1914 neutrals still neutral, and the state put at a chosen step."""
from __future__ import annotations

from pog_desktop.data import load_game
from pog_desktop.rules import Action, Game
from pog_desktop.rules.operations import operation, redeploy, replacements
from pog_desktop.rules.core.setup import Setup

NEUTRALS = frozenset({"it", "bu", "ro", "gr", "tu", "us", "pe"})


def position(units: dict | None = None, reduced=(), neutral=NEUTRALS, control: dict | None = None,
             options: dict | None = None, turn: int = 2, active: str = "cp", step: str = "action",
             seed: int = 7, **extra) -> Game:
    data = load_game("pog")
    ctrl = {s.id: (None if s.nation in neutral else s.side) for s in data.map.spaces.values()}
    ctrl.update(control or {})
    su = Setup(units=dict(units or {}), reduced=set(reduced), control=ctrl, neutral=set(neutral), **extra)
    g = Game.from_setup(su, seed, options, start=False)
    st = g.state
    st.turn = turn
    st.phase = "action"
    st.step = step
    st.active = active
    return g


def ops(g: Game, side: str, points: int) -> Game:
    g.state.active = side
    operation.start(g.ctx, g.state, side, points, None)
    return g


def move_phase(g: Game, side: str, *spaces: str) -> Game:
    """An operation with every named space activated for movement, now in the move step."""
    ops(g, side, 20)
    for s in spaces:
        g.apply(Action("activate", space=s, mode="move"))
    g.apply(Action("done"))
    return g


def sr(g: Game, side: str, points: int) -> Game:
    g.state.active = side
    redeploy.start(g.ctx, g.state, side, points)
    return g


def rp_phase(g: Game, side: str, pools: dict) -> Game:
    g.state.rp[side] = dict(pools)
    replacements.begin_phase(g.ctx, g.state, (side,))
    return g


def reason(g: Game, **action) -> str | None:
    return g.why_illegal(Action(**action))


def mv(g: Game, units, to: str) -> None:
    g.apply(Action("move", units=tuple(units), to=to))


def play_event(g: Game, side: str, card: str) -> None:
    """``side`` plays ``card`` (put alone in its hand) as an event now."""
    g.arrange(active=side, hand={side: [card]})
    g.apply(Action("play_event", card=card))


def scenario_at_action(scenario: str = "campaign", turn: int = 2, active: str = "cp", seed: int = 3) -> Game:
    """A real scenario's setup, put in the middle of an action phase (round 2) of ``turn``."""
    return Game.new(scenario, seed=seed).arrange(turn=turn, round=2, active=active)


def cp_attack(units: dict, dice, target: str, attackers, **kw) -> Game:
    """A CP operation in which ``attackers`` (placed by ``units``) attack ``target`` with the
    scripted ``dice``; the spaces they attack from are activated for attack."""
    g = ops(position(units, **kw), "cp", 6)
    for space in sorted({units[u] for u in attackers}):
        g.apply(Action("activate", space=space, mode="attack"))
    g.state.dice_script = list(dice)
    g.apply(Action("done"))
    g.apply(Action("attack", space=target, units=tuple(attackers)))
    return g


def attack(units, hands, dice, target, attackers, src, side="cp", control=None, **kw):
    """An operation of ``side`` from ``src`` attacking ``target`` with ``attackers``, the
    hands set and the dice scripted."""
    g = ops(position(units, control=control or {}, active=side, **kw), side, 4)
    for s, hand in hands.items():
        g.state.hand[s] = list(hand)
    g.apply(Action("activate", space=src, mode="attack"))
    g.state.dice_script = list(dice)
    g.apply(Action("done"))
    g.apply(Action("attack", space=target, units=tuple(attackers)))
    return g


def texts(g, kind):
    """The log texts of one kind."""
    return [e["text"] for e in g.state.log if e["kind"] == kind]


def reach_by_cloning(game, units) -> dict:
    """The answer by brute force, as the board once found it: clone the game, apply every
    legal move of exactly these units, breadth first."""
    chosen = frozenset(units)
    paths = {game.state.where.get(u): [] for u in chosen}
    frontier = [(game.clone(), [])]
    while frontier:
        nxt = []
        for g, path in frontier:
            for a in g.legal_actions():
                if a.type != "move" or frozenset(a.units) != chosen or a.to in paths:
                    continue
                after = g.clone()
                after.apply(a)
                paths[a.to] = path + [a]
                nxt.append((after, path + [a]))
        frontier = nxt
    return {s: p for s, p in paths.items() if p}
