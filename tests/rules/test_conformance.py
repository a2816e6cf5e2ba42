"""The conformance test every game must pass (OpenSpiel's ``random_sim_test`` is the model):
random playthroughs that check, at every state, that each legal action passes the engine's own
check and has a known shape with a JSON round trip, that undo goes back exactly (one action,
and every undoable action back to the last die roll or drawn card), that a clone is equal and
independent, and that the state and the whole game survive their JSON round trips.

``check_playthrough`` takes any ``Game``: a second game passes the same checks."""
import random

import pytest

from pog_desktop.rules import Action, Game
from pog_desktop.rules.core.actions import SHAPES
from pog_desktop.rules.core.state import State
from pog_desktop.rules.selfplay import pick

UNWIND_EVERY = 25     # how often undo goes all the way back and the actions are replayed
JSON_EVERY = 100      # how often the whole game goes through Game.to_json / from_json


def check_state(g: Game) -> None:
    h = g.state_hash()
    legal = g.legal_actions()
    assert legal or g.is_over, f"no legal action at step {g.state.step}"
    for a in legal:
        assert a.type in SHAPES, f"{a} has no shape (core/actions.py SHAPES)"
        assert g.why_illegal(a) is None, f"{a} is listed as legal but refused: {g.why_illegal(a)}"
        assert Action.from_json(a.to_json()) == a
    copy = State.from_json(g.state.to_json())
    assert copy.hash() == h
    twin = g.clone()
    assert twin.state_hash() == h
    if legal:
        twin.apply(legal[0])
        assert g.state_hash() == h, "applying an action to a clone changed the original"


def unwind(g: Game, hashes: list) -> None:
    """Undo every undoable action, checking each state on the way back, then replay them."""
    undone = []
    while g.can_undo:
        undone.append(g.actions[-1])
        g.undo()
        assert g.state_hash() == hashes[len(g.actions)], f"undo to action {len(g.actions)} differs"
    for a in reversed(undone):
        g.apply(a)
        assert g.state_hash() == hashes[len(g.actions)], f"replaying action {len(g.actions)} after undo differs"


def check_playthrough(g: Game, rnd: random.Random, max_actions: int) -> int:
    hashes = {len(g.actions): g.state_hash()}
    while not g.is_over and len(g.actions) < max_actions:
        check_state(g)
        before = g.state_hash()
        a = pick(g, g.legal_actions(), rnd)
        g.apply(a)
        hashes[len(g.actions)] = after = g.state_hash()
        if g.can_undo:
            g.undo()
            assert g.state_hash() == before, f"undo of {a} does not give back the state before it"
            g.apply(a)
            assert g.state_hash() == after, f"{a} applied again after undo gives another state"
        if len(g.actions) % UNWIND_EVERY == 0:
            unwind(g, hashes)
        if len(g.actions) % JSON_EVERY == 0:
            assert Game.from_json(g.to_json()).state_hash() == g.state_hash()
    check_state(g)
    assert Game.from_json(g.to_json()).state_hash() == g.state_hash()
    return len(g.actions)


@pytest.mark.parametrize("scenario,seed,options", [
    ("campaign", 11, None),
    ("historical", 12, {"edition": "2022"}),
    ("introductory", 13, None),
])
def test_conformance_random_playthrough(scenario, seed, options):
    g = Game.new(scenario, seed, options)
    assert check_playthrough(g, random.Random(seed), max_actions=300) > 100
