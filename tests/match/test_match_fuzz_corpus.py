"""Fuzzing real saves (issue 10): thousands of damaged copies, of more than
twenty kinds, each refused with a SaveError naming the file (never a crash, never a check
we did not foresee, never over 10 s) or accepted as exactly the original game.

The corpus is played here with the real rules engine (so it always fits the rules in
force): two whole games (PBEM turn files have their own fuzz test: tests/match/pbem). CI runs ``MUTATIONS`` damaged files; set
``POG_FUZZ_MUTATIONS=20000`` (and ``POG_FUZZ_SEED``) for a larger run.
"""
from __future__ import annotations

import copy
import json
import os
import random
import time
from collections import Counter

import pytest

from pog_desktop import rules
from pog_desktop.match import Match, MatchMeta, write_save
from pog_desktop.match.errors import UNEXPECTED, SaveError
from pog_desktop.match.savefile import load_game_from_save
from pog_desktop.match.seal import verified

MUTATIONS = int(os.environ.get("POG_FUZZ_MUTATIONS", "2000"))
SEED = int(os.environ.get("POG_FUZZ_SEED", "10"))
SLOW = 10.0   # seconds: a file taking longer than this to refuse is a hang


def _play(scenario: str, seed: int, count: int, options=None) -> Match:
    m = Match.new(MatchMeta(scenario, seed, dict(options or {}), {"ap": "Anna", "cp": "Carl"},
                            game_id=f"{scenario}-{seed}", created="2026-11-25T18:00:00Z"), rules)
    chooser = random.Random(seed)
    for _ in range(count):
        legal = [a for a in m.game.legal_actions() if a.type != "offer_peace"]
        m.apply(chooser.choice(legal))
    return m


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """name -> (file bytes, how to load it, the game it must give if accepted)."""
    folder = tmp_path_factory.mktemp("corpus")
    campaign = _play("campaign", 11, 14, {"ask_defender_combat_cards": True})
    limited = _play("limited_war", 4, 8, {"vp_bid": 1})
    out = {}
    for name, m in (("campaign.pog", campaign), ("limited.pog", limited)):
        write_save(folder / name, m.game, m.meta, m.trail)
        out[name] = ((folder / name).read_bytes(), None, m)
    return out


# -- the kinds of damage ------------------------------------------------------------------------

def flip_bits(rnd, raw, doc):
    raw = bytearray(raw)
    for _ in range(rnd.randint(1, 4)):
        i = rnd.randrange(len(raw))
        raw[i] ^= 1 << rnd.randrange(8)
    return bytes(raw)


def set_bytes(rnd, raw, doc):
    raw = bytearray(raw)
    for _ in range(rnd.randint(1, 3)):
        raw[rnd.randrange(len(raw))] = rnd.randrange(256)
    return bytes(raw)


def truncate(rnd, raw, doc):
    return raw[:rnd.randrange(len(raw))]


def insert_bytes(rnd, raw, doc):
    i = rnd.randrange(len(raw))
    return raw[:i] + bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 8))) + raw[i:]


def delete_span(rnd, raw, doc):
    i = rnd.randrange(len(raw))
    return raw[:i] + raw[i + rnd.randint(1, 200):]


def duplicate_span(rnd, raw, doc):
    i = rnd.randrange(len(raw))
    return raw[:i] + raw[i:i + rnd.randint(1, 300)] + raw[i:]


def not_utf8(rnd, raw, doc):
    i = rnd.randrange(len(raw))
    return raw[:i] + rnd.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xfe\xff"]) + raw[i:]


def swap_lines(rnd, raw, doc):
    lines = raw.split(b"\n")
    i, j = rnd.randrange(len(lines)), rnd.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return b"\n".join(lines)


def _dump(doc):
    return json.dumps(doc, ensure_ascii=False).encode("utf-8", "surrogatepass")


def edit_action_field(rnd, raw, doc):
    d = copy.deepcopy(doc)
    action = rnd.choice(d["actions"])
    key = rnd.choice(sorted(action))
    values = [v for a in d["actions"] for v in a.values()]
    action[key] = rnd.choice(values + ["zz99", "", None, 7, ["ge_1"], {"x": 1}])
    return _dump(d)


def add_action_field(rnd, raw, doc):
    d = copy.deepcopy(doc)
    rnd.choice(d["actions"])[rnd.choice(["space", "card", "units", "to", "mode", "bogus"])] = \
        rnd.choice(["paris", "ap01", ["fr_1"], "attack", 3])
    return _dump(d)


def drop_action(rnd, raw, doc):
    d = copy.deepcopy(doc)
    i = rnd.randrange(len(d["actions"]))
    del d["actions"][i]
    if rnd.random() < 0.7:
        del d["hashes"][i]
    return _dump(d)


def duplicate_action(rnd, raw, doc):
    d = copy.deepcopy(doc)
    i = rnd.randrange(len(d["actions"]))
    d["actions"].insert(i, d["actions"][i])
    d["hashes"].insert(i, d["hashes"][i])
    return _dump(d)


def swap_actions(rnd, raw, doc):
    d = copy.deepcopy(doc)
    i, j = rnd.randrange(len(d["actions"])), rnd.randrange(len(d["actions"]))
    d["actions"][i], d["actions"][j] = d["actions"][j], d["actions"][i]
    if rnd.random() < 0.5:
        d["hashes"][i], d["hashes"][j] = d["hashes"][j], d["hashes"][i]
    return _dump(d)


def edit_hash(rnd, raw, doc):
    d = copy.deepcopy(doc)
    target = rnd.choice(["hashes", "base", "seal"])
    if target == "hashes":
        i = rnd.randrange(len(d["hashes"]))
        h = d["hashes"][i]
        k = rnd.randrange(64)
        d["hashes"][i] = h[:k] + rnd.choice("0123456789abcdef") + h[k + 1:]
    elif target == "base":
        d["base"]["hash"] = rnd.choice(d["hashes"])
    else:
        d["seal"] = rnd.choice(d["hashes"])
    return _dump(d)


def edit_seed(rnd, raw, doc):
    d = copy.deepcopy(doc)
    d["seed"] = rnd.choice([d["seed"] + 1, d["seed"] - 1, 0, -1, 2 ** 63, 10 ** 30, "11", 11.0, None, True])
    return _dump(d)


def edit_scenario(rnd, raw, doc):
    d = copy.deepcopy(doc)
    d["scenario"] = rnd.choice(["campaign", "limited_war", "historical", "introductory", "tournament_campaign",
                                "", "../../etc", "x" * 300, 5])
    return _dump(d)


def edit_options(rnd, raw, doc):
    d = copy.deepcopy(doc)
    name = rnd.choice(["optional_cards", "vp_bid", "last_turn", "hand_size", "edition", "entrench_drm",
                       "ask_defender_combat_cards", "event_and_ops_cards", "alternate_setup", "nonsense"])
    d["options"][name] = rnd.choice([True, False, 0, 1, 3, -2, 8, 21, "x", "2022", None, [], ["ap01"], 1.5])
    return _dump(d)


def drop_field(rnd, raw, doc):
    d = copy.deepcopy(doc)
    del d[rnd.choice(sorted(d))]
    return _dump(d)


def replace_field(rnd, raw, doc):
    d = copy.deepcopy(doc)
    d[rnd.choice(sorted(d))] = rnd.choice([None, 0, -5, "", "x", [], {}, [1, [2]], {"a": {"b": 1}}, 1e300])
    return _dump(d)


def deep_nesting(rnd, raw, doc):
    d = copy.deepcopy(doc)
    n = rnd.choice([7, 50, 999, 1000, 5000, 100000])
    nested = "[" * n + "]" * n
    text = _dump(d).decode("utf-8", "surrogatepass")
    if rnd.random() < 0.3:
        return nested.encode()
    return text.replace('"options": ', f'"options": {nested}, "x": ', 1).encode("utf-8", "surrogatepass") \
        if rnd.random() < 0.5 else text.replace('"actions": [', f'"actions": [{nested}, ', 1).encode()


def huge_number(rnd, raw, doc):
    digits = "9" * rnd.choice([20, 400, 4300, 4301, 10000])
    text = _dump(doc).decode()
    field = rnd.choice(['"seed": ', '"rules": ', '"actions": ', '"opponent_has": '])
    return text.replace(field, field + digits + ", \"was\": ", 1).encode() if field in text else text.encode()


def odd_number(rnd, raw, doc):
    text = _dump(doc).decode()
    return text.replace('"seed": ', '"seed": ' + rnd.choice(["NaN", "Infinity", "-Infinity", "1e999", "-0.0"])
                        + ', "was": ', 1).encode()


def surrogate(rnd, raw, doc):
    d = copy.deepcopy(doc)
    s = rnd.choice(["\ud800", "\udfff", "a\udc00b", "\ud83d"])
    where = rnd.choice(["players", "game_id", "app_version", "action", "created", "key"])
    if where == "players":
        d["players"]["ap"] = s
    elif where == "action":
        rnd.choice(d["actions"])["card"] = s
    elif where == "key":
        d["options"][s] = True
    else:
        d[where] = s
    return json.dumps(d).encode()   # ensure_ascii: the surrogate is spelled \udXXX


def versions(rnd, raw, doc):
    d = copy.deepcopy(doc)
    if rnd.random() < 0.5:
        d["format"] = rnd.choice(["pog-save/\u00b2", "pog-save/1", "pog-save/3", "pog-save/0", "pog-save/02",
                                  "pog-save/", "pog-save/\u0662", "pog-save/99999999999", "pog-save/2 "])
    else:
        d["rules"] = rnd.choice([0, 2, -1, "1", 1.0, True, 10 ** 7])
    return _dump(d)


def edit_base(rnd, raw, doc):
    d = copy.deepcopy(doc)
    d["base"]["actions"] = rnd.choice([0, 1, 8, 9, 10, 10 ** 9, -1, "0"])
    if rnd.random() < 0.3:
        d["kind"] = "turn" if d["kind"] == "save" else "save"
    return _dump(d)


def cut_actions(rnd, raw, doc):
    d = copy.deepcopy(doc)
    k = rnd.randrange(len(d["actions"]) + 1)
    d["actions"], d["hashes"] = d["actions"][:k], d["hashes"][:k]
    return _dump(d)


def reformat(rnd, raw, doc):
    """Harmless: the same document written another way (must load as the same game)."""
    d = copy.deepcopy(doc)
    if rnd.random() < 0.5:
        d["players"] = {"ap": "Someone", "cp": "Else"}
        d["updated"] = "2030-01-01T00:00:00Z"
    return json.dumps(d, indent=rnd.choice([None, 0, 4]), sort_keys=rnd.random() < 0.5).encode()


KINDS = [flip_bits, set_bytes, truncate, insert_bytes, delete_span, duplicate_span, not_utf8, swap_lines,
         edit_action_field, add_action_field, drop_action, duplicate_action, swap_actions, edit_hash, edit_seed,
         edit_scenario, edit_options, drop_field, replace_field, deep_nesting, huge_number, odd_number, surrogate,
         versions, edit_base, cut_actions, reformat]


def _outcome(path, receiver, original):
    """'refused' or 'accepted'; fails the test on a crash or on an accepted file that differs."""
    try:
        got = load_game_from_save(path, rules)
        assert got.game.actions == original.game.actions, f"{path.name} accepted as another game"
        assert got.game.state_hash() == original.game.state_hash()
        assert got.trail == [original.trail[0], *verified(original.trail[1:])]   # only hashes it compared
    except SaveError as exc:
        assert str(exc).startswith(path.name + ": "), str(exc)
        assert UNEXPECTED not in str(exc), str(exc)
        return "refused"
    return "accepted"


def test_fuzzed_saves_and_turn_files_are_refused_or_the_same_game(corpus, tmp_path):
    rnd = random.Random(SEED)
    seen, results, slowest = Counter(), Counter(), 0.0
    names = sorted(corpus)
    for n in range(MUTATIONS):
        name = names[n % len(names)]
        raw, receiver, original = corpus[name]
        kind = KINDS[(n // len(names)) % len(KINDS)]
        path = tmp_path / f"fuzz{n}-{name}"   # a new file each time: truncating one can make the disk flush
        path.write_bytes(kind(rnd, raw, json.loads(raw)))
        start = time.perf_counter()
        try:
            results[_outcome(path, receiver, original)] += 1
        except Exception as exc:  # a crash: name the seed and case to replay it
            raise AssertionError(f"case {n} ({kind.__name__} on {name}, seed {SEED}): {exc!r}") from exc
        took = time.perf_counter() - start
        path.unlink()
        slowest = max(slowest, took)
        assert took < SLOW, f"case {n} ({kind.__name__} on {name}) took {took:.1f} s"
        seen[kind.__name__] += 1
    assert len(seen) >= 20 and sum(seen.values()) == MUTATIONS >= 2000
    assert results["refused"] > MUTATIONS // 2 and results["accepted"] > 0


def test_a_50_mb_file_is_refused_at_once(tmp_path):
    path = tmp_path / "huge.pog"
    with open(path, "wb") as f:
        f.write(b'{"format": "pog-save/2", "x": "')
        f.truncate(50 * 1024 * 1024)
    start = time.perf_counter()
    with pytest.raises(SaveError, match="huge.pog: the file is larger than 16 MiB"):
        load_game_from_save(path, rules)
    assert time.perf_counter() - start < 1.0
