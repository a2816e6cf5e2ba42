"""Players by name (``random``, ``rule``, ``mcts:<level>``): the one place that knows every
kind, so that ``players`` and ``mcts`` need not import each other."""
from __future__ import annotations

from dataclasses import fields, replace

from .evaluate import WEIGHTS, Weights
from .mcts import MctsPlayer
from .players import LEVELS, Player, RandomPlayer, RulePlayer


def make_player(spec: str, seed: int = 1) -> Player:
    """``random``, ``rule``, ``mcts:easy|normal|hard`` or ``mcts:<iterations>``; ``rule`` and
    ``mcts`` take other evaluation weights after ``@`` (``rule@vp=0.4,ground=0.08``), for
    tuning them in the arena (docs/bot.md)."""
    base, _, tuned = spec.partition("@")
    kind, _, level = base.partition(":")
    w = weights_of(tuned, spec) if tuned else WEIGHTS
    if kind == "random" and not level and not tuned:
        return RandomPlayer(seed)
    if kind == "rule" and not level:
        return RulePlayer(seed, weights=w)
    if kind == "mcts":
        level = level or "normal"
        if level in LEVELS:
            return MctsPlayer(seed, LEVELS[level], name=f"mcts:{level}", weights=w)
        if level.isdigit() and int(level) > 0:
            return MctsPlayer(seed, int(level), name=f"mcts:{level}", weights=w)
    raise ValueError(f"unknown player {spec!r}: use random, rule, mcts:easy, mcts:normal, mcts:hard "
                     f"or mcts:<iterations>")


def weights_of(text: str, spec: str) -> Weights:
    """``name=value,...`` over the default weights; a bad name or number is refused."""
    names = {f.name for f in fields(Weights)}
    out = {}
    for item in text.split(","):
        name, eq, value = item.partition("=")
        name = name.strip()
        if name not in names or not eq:
            raise ValueError(f"player {spec!r}: {item!r} is not a weight (weights: {', '.join(sorted(names))})")
        try:
            out[name] = float(value)
        except ValueError:
            raise ValueError(f"player {spec!r}: the weight {name} needs a number, not {value!r}") from None
    return replace(WEIGHTS, **out)
