"""``Game.position`` / ``Game.restored`` (the API the match layer keeps verified positions
with, issue 10): a position written to JSON and read back is the very same state, field by
field and type by type (sets, tuples, the order of the units in each space), and a game
restored from it plays on exactly as the original."""
from __future__ import annotations

import json
import random
from dataclasses import fields

import pytest

from pog_desktop import rules
from pog_desktop.rules.core.state import State


def _strict_diff(a, b, path: str) -> str | None:
    """Where ``a`` and ``b`` differ, types included (``(1,) != [1]`` here), or None."""
    if type(a) is not type(b):
        return f"{path}: {type(a).__name__} != {type(b).__name__}"
    if isinstance(a, dict):
        if list(a) != list(b):
            return f"{path}: keys {list(a)} != {list(b)}"
        return next((d for k in a if (d := _strict_diff(a[k], b[k], f"{path}.{k}"))), None)
    if isinstance(a, (list, tuple)):
        if len(a) != len(b):
            return f"{path}: {len(a)} items != {len(b)}"
        return next((d for i, (x, y) in enumerate(zip(a, b)) if (d := _strict_diff(x, y, f"{path}[{i}]"))), None)
    return None if a == b else f"{path}: {a!r} != {b!r}"


def _through_json(game):
    return game.restored(json.loads(json.dumps(game.actions)), json.loads(json.dumps(game.position())))


def _pick(game, rnd):
    return rnd.choice([a for a in game.legal_actions() if a.type != "offer_peace"])


@pytest.mark.parametrize("scenario, options, seed", [
    ("campaign", {"ask_defender_combat_cards": True}, 5),
    ("historical", {"players": 4}, 3),          # seed 003: the commands' state in ``cmd``
])
def test_position_read_back_is_the_same_state_after_every_action(scenario, options, seed):
    g = rules.Game.new(scenario, seed, options)
    rnd = random.Random(seed)
    for n in range(160):
        if g.is_over:
            break
        g.apply(_pick(g, rnd))
        back = _through_json(g)
        for f in fields(State):
            diff = _strict_diff(getattr(g.state, f.name), getattr(back.state, f.name), f.name)
            assert diff is None, f"after action {n + 1}: {diff}"
        assert back.actions == g.actions and back.state_hash() == g.state_hash()


def test_restored_game_plays_on_as_the_original():
    g = rules.Game.new("campaign", 8, {"ask_defender_combat_cards": True})
    rnd = random.Random(8)
    for _ in range(120):
        g.apply(_pick(g, rnd))
    back = _through_json(g)
    assert not back.can_undo
    a, b = random.Random(1), random.Random(1)
    for _ in range(60):
        assert back.legal_actions() == g.legal_actions()
        g.apply(_pick(g, a))
        back.apply(_pick(back, b))
        assert back.state_hash() == g.state_hash()
    assert back.log == g.log and back.actions == g.actions


def test_restored_leaves_the_game_it_is_called_on_alone():
    start = rules.Game.new("campaign", 2)
    g = start.clone()
    rnd = random.Random(2)
    for _ in range(20):
        g.apply(_pick(g, rnd))
    back = start.restored(g.actions, g.position())
    assert back.state_hash() == g.state_hash()
    assert start.actions == [] and start.state_hash() == rules.Game.new("campaign", 2).state_hash()
