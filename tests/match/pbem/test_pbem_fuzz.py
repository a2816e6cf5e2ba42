"""Issue 12 with issue 10's fuzzing: damaged and forged turn files are refused with a SaveError
naming the file (0 crashes) or, if accepted, give exactly the game the original gives
(0 accepted forgeries). Three families: bytes damaged anywhere (the signature or the parser
stops them), fields replaced by a third party (the signature), and fields of the protocol
replaced by the sender itself and signed again (the protocol checks)."""
from __future__ import annotations

import json
import os
import random

import pytest

from pog_desktop.match.errors import SaveError
from pog_desktop.match.postal import turnfile
from pog_desktop.match.postal.receive import accept

from .sim import new_match, play_until_send

MUTATIONS = int(os.environ.get("POG_FUZZ_MUTATIONS", "200"))


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    a, b = new_match(tmp_path_factory.mktemp("fuzz"))
    rnd = random.Random(21)
    sender, receiver = b, a
    play_until_send(b, rnd)
    path = b.send()
    files = []
    for _ in range(16):
        receiver.open_turn(path)
        sender, receiver = receiver, sender
        play_until_send(sender, rnd)
        path = sender.send()
        doc = json.loads(path.read_text())
        body = doc["body"]
        if body["actions"] and (body["locks"] or body["unlocks"] or body["shares"]):
            files.append((path.read_bytes(), sender, receiver.table.copy(), json.loads(json.dumps(receiver.info))))
    assert files
    return files[-3:]


def _leaves(doc, path=()):
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _leaves(v, path + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _leaves(v, path + (i,))
    else:
        yield path


def _set(doc, path, value):
    for k in path[:-1]:
        doc = doc[k]
    doc[path[-1]] = value


def _other_value(rnd, old):
    if isinstance(old, bool) or old is None:
        return rnd.choice([0, "x", None if old is not None else 1])
    if isinstance(old, int):
        return rnd.choice([old + 1, old - 1, -old, 0, 1 << 70, str(old)])
    if isinstance(old, str):
        return rnd.choice([old[:-1] + ("0" if old[-1:] != "0" else "1"), "", old * 2, 7, None])
    return None


def _mutate(rnd, raw: bytes, sender):
    kind = rnd.randrange(3)
    if kind == 0:
        b = bytearray(raw)
        for _ in range(rnd.randint(1, 4)):
            op = rnd.randrange(3)
            i = rnd.randrange(len(b))
            if op == 0:
                b[i] ^= 1 << rnd.randrange(8)
            elif op == 1:
                del b[i:i + rnd.randint(1, 40)]
            else:
                b[i:i] = bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 8)))
        return bytes(b), "bytes"
    doc = json.loads(raw)
    leaves = [p for p in _leaves(doc) if p[0] != "sig" and (kind == 1 or p[0] in ("body", "seq", "prev"))]
    path = rnd.choice(leaves)
    old = doc
    for k in path:
        old = old[k]
    _set(doc, path, _other_value(rnd, old))
    if kind == 2:
        doc["sig"] = sender.keys.signer.sign(turnfile.canonical(doc))
    return json.dumps(doc).encode(), "field" if kind == 1 else "resigned"


def test_pbem_fuzzed_turn_files_crash_nothing_and_forge_nothing(corpus):
    rnd = random.Random(int(os.environ.get("POG_FUZZ_SEED", "12")))
    outcomes = {"refused": 0, "same": 0}
    originals = [accept(table, info, turnfile.parse(raw.decode(), "t"), "t") for raw, _, table, info in corpus]
    for n in range(MUTATIONS):
        raw, sender, table, info = corpus[n % len(corpus)]
        original = originals[n % len(corpus)]
        bad, kind = _mutate(rnd, raw, sender)
        try:
            doc = turnfile.parse(bad.decode("utf-8"), "fuzzed.pogturn")
            got = accept(table, info, doc, "fuzzed.pogturn")
        except SaveError as e:
            assert str(e).startswith("fuzzed.pogturn: "), str(e)
            outcomes["refused"] += 1
            continue
        except UnicodeDecodeError:
            outcomes["refused"] += 1
            continue
        # accepted: it must be the very same turn
        assert (got.applied, got.hashes, got.dice_used, len(got.events)) == \
            (original.applied, original.hashes, original.dice_used, len(original.events)), kind
        assert [e["action"] for e in got.ledger] == [e["action"] for e in original.ledger], kind
        outcomes["same"] += 1
    assert outcomes["refused"] > MUTATIONS * 0.8, outcomes
    print(f"{MUTATIONS} fuzzed turn files: {outcomes}")

