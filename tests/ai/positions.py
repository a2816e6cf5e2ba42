"""Positions for the bot tests: true games along a game between two rule-based players, at
decisions with a choice (the tests hand the bot only the deciding seat's view)."""
from __future__ import annotations

from functools import lru_cache

from pog_desktop.ai import make_player
from pog_desktop.rules import Game


@lru_cache(maxsize=None)
def _games(scenario: str, seed: int, count: int, every: int) -> tuple:
    game = Game.new(scenario, seed)
    rule = make_player("rule", seed)
    out = []
    while not game.is_over and len(out) < count:
        p = game.prompt
        view = game.view(p.seat)
        if len(view["legal"]) > 1 and len(game.actions) % every == 0:
            out.append(game.clone())
        game.apply(rule.choose(view).action, seat=p.seat)
    return tuple(out)


def positions(scenario: str = "introductory", seed: int = 1, count: int = 20, every: int = 5) -> list:
    """Copies of the true game at ``count`` decisions (each test may change its copies)."""
    return [g.clone() for g in _games(scenario, seed, count, every)]
