"""The state hash is the sha256 of one fixed text: the state's JSON (``to_json`` without the
log, with ``at`` and its units sorted) with sorted keys and no spaces. Every save, turn file
and recorded game stores it, so ``State.hash``'s faster way of writing that text (its big
flat maps spliced in) must give the same bytes for every position (issue 10)."""
from __future__ import annotations

import hashlib
import json
import random

from pog_desktop.rules import Game
from pog_desktop.rules.core.state import State

from .seat_games import choose


def _plain_hash(st: State) -> str:
    """The hash as defined: the JSON module over ``to_json``'s plain copy, nothing spliced."""
    doc = st.to_json(with_log=False)
    doc["at"] = {loc: sorted(units) for loc, units in st.at.items()}
    return hashlib.sha256(json.dumps(doc, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def _random_positions(scenario: str, seed: int, actions: int, every: int, options: dict | None = None):
    """``scenario`` played at random (no peace offers), its state after every ``every`` actions."""
    rnd = random.Random(seed)
    g = Game.new(scenario, seed, options or {})
    for n in range(actions):
        if g.is_over:
            return
        if n % every == 0:
            yield g.state
        g.apply(choose(g, rnd))


def test_state_hash_is_the_plain_json_hash_in_random_games_of_every_kind():
    """Random positions of four scenarios and of the four-player variant (``cmd`` hashed)."""
    games = [("campaign", 11, None), ("historical", 12, None), ("limited_war", 13, None),
             ("introductory", 14, None), ("historical", 15, {"players": 4})]
    checked = 0
    for scenario, seed, options in games:
        for st in _random_positions(scenario, seed, 700, 23, options):
            assert st.hash() == _plain_hash(st), (scenario, seed, st.turn, st.step)
            checked += 1
    assert checked >= 100


def test_state_hash_of_unusual_maps_is_the_plain_json_hash():
    """``control`` and ``where`` with values or keys the fast path does not write itself
    (numbers, lists, sets, a key with ``%``, escapes, a single entry, none) and a changed key order."""
    st = Game.new("campaign", 3).state
    base = st.hash()
    assert base == _plain_hash(st)
    odd_values = [7, True, None, ["x"], {"a"}, "caf\u00e9 \"%s\" \\", "\ud83d\ude00", 1.5]
    for value in odd_values:
        for name in ("control", "where"):
            changed = st.clone()
            first = next(iter(getattr(changed, name)))
            getattr(changed, name)[first] = value
            assert changed.hash() == _plain_hash(changed) != base, (name, value)
    for mapping in ({}, {"paris": "ap"}, {"%s": "ap", "%%": "cp", "a\"b": None, "\u00e9": "ap"}):
        changed = st.clone()
        changed.control = dict(mapping)
        assert changed.hash() == _plain_hash(changed), mapping
    turned = st.clone()
    turned.control = dict(reversed(list(st.control.items())))
    turned.where = dict(sorted(st.where.items(), key=lambda kv: kv[1]))
    assert turned.hash() == base
