"""Issue 13, the search's cheap reading of a decision (``ai/decider.py``): the side and the
kind it gives are the engine prompt's, at every decision of whole games (random and
rule-based play, campaign and introductory), combat steps included."""
from __future__ import annotations

import random

from pog_desktop.ai import make_player
from pog_desktop.ai.decider import PHASING_STEPS, decider
from pog_desktop.rules import Game
from pog_desktop.rules.selfplay import pick


def _walk(scenario: str, seed: int, actions: int, chooser):
    game = Game.new(scenario, seed)
    kinds = set()
    while not game.is_over and len(game.actions) < actions:
        p = game.prompt
        assert decider(game) == (p.side, p.kind), f"action {len(game.actions)}, step {game.state.step}"
        kinds.add(p.kind)
        game.apply(chooser(game), seat=p.seat)
    return kinds


def test_decider_agrees_with_the_prompt_under_random_play():
    rnd = random.Random(3)
    kinds = set()
    for seed in (1, 2):
        kinds |= _walk("campaign", seed, 900, lambda g: pick(g, g.legal_actions(), rnd))
    assert {"action", "activate", "attack", "move", "combat_losses"} <= kinds
    assert "retreat" in kinds or "advance" in kinds


def test_decider_agrees_with_the_prompt_under_rule_based_play():
    bot = make_player("rule", 4)
    kinds = _walk("introductory", 4, 400, lambda g: bot.choose(g.view(g.prompt.seat)).action)
    assert kinds & PHASING_STEPS >= {"action", "activate", "attack"}


def test_decider_of_a_finished_game():
    g = Game.new("introductory", 1)
    g.state.over = True
    assert decider(g) == (None, None)
