"""Players by name (``random``, ``rule``, ``mcts:<level>``): the one place that knows every
kind, so that ``players`` and ``mcts`` need not import each other."""
from __future__ import annotations

from .mcts import MctsPlayer
from .players import LEVELS, Player, RandomPlayer, RulePlayer


def make_player(spec: str, seed: int = 1) -> Player:
    """``random``, ``rule``, ``mcts:easy|normal|hard`` or ``mcts:<iterations>``."""
    kind, _, level = spec.partition(":")
    if kind == "random" and not level:
        return RandomPlayer(seed)
    if kind == "rule" and not level:
        return RulePlayer(seed)
    if kind == "mcts":
        level = level or "normal"
        if level in LEVELS:
            return MctsPlayer(seed, LEVELS[level], name=f"mcts:{level}")
        if level.isdigit() and int(level) > 0:
            return MctsPlayer(seed, int(level), name=f"mcts:{level}")
    raise ValueError(f"unknown player {spec!r}: use random, rule, mcts:easy, mcts:normal, mcts:hard "
                     f"or mcts:<iterations>")
