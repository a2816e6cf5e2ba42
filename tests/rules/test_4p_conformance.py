"""The four- and three-player variant (seed 003) passes the engine's conformance test: random
playthroughs where every legal action passes the check and has a shape, undo, clone and JSON
round trips hold; and its actions are described as structured choices like every other."""
import random

import pytest

from pog_desktop.rules import Game
from pog_desktop.rules.choices import describe

from .test_conformance import check_playthrough


@pytest.mark.parametrize("players,seed", [(4, 14), (3, 15)])
def test_4p_conformance_random_playthrough(players, seed):
    g = Game.new("historical", seed, {"players": players})
    assert check_playthrough(g, random.Random(seed), max_actions=300) > 100


def test_4p_choices_describe_transfers_and_passes_without_costs():
    g = Game.new("historical", 16, {"players": 4})
    g.apply(g.legal_actions()[0])
    choices = describe(g)
    assert [c.action for c in choices] == g.legal_actions()
    assert all(c.cost is None for c in choices if c.action.type == "transfer")
