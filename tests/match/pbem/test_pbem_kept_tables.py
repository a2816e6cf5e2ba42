"""Kept PBEM tables (issue 10): opening a PBEM game starts from the table this machine kept
after checking its files the last time, with the same game and the same verdicts as a load
from the invitation; a tampered entry or another chain never uses one wrongly."""
from __future__ import annotations

import json
import random
import shutil

import pytest

from pog_desktop.match import positions
from pog_desktop.match.errors import SaveError
from pog_desktop.match.postal import kept, turnfile
from pog_desktop.match.postal.player import PbemGame
from pog_desktop.rules.core.views import public_hash

from .sim import new_match, play_until_send

FILES = 8


@pytest.fixture
def game(tmp_path):
    """Two players exchange at least FILES files, the last one holding an action (the game
    also rests on each machine's own secrets, so how many actions a file holds varies from
    run to run); the creator's folder holds them all (the last one received: opened with
    ``open_turn`` too). ``b`` is the last file's sender."""
    a, b = new_match(tmp_path)
    rnd = random.Random(5)
    sender, receiver = b, a
    play_until_send(b, rnd)
    path = b.send()
    for n in range(FILES + 20):
        receiver.open_turn(path)
        sender, receiver = receiver, sender
        play_until_send(sender, rnd)
        path = sender.send()
        if n + 1 >= FILES and turnfile.read(path)["body"]["actions"] and sender is b:
            break
    else:
        pytest.fail("no file with an action in FILES + 20 exchanges")
    return a, b, path


def _entries():
    folder = positions.folder() / "pbem"
    return sorted(folder.glob("*.json")) if folder.exists() else []


def _known(p: PbemGame) -> str:
    """The table as this seat knows it: two loads from the invitation differ only in what
    nobody here knows (the stand-ins for the opponent's hand, the hidden pile order, the
    local random seed that picks them, hence the order of the hand)."""
    doc = kept.dump(p.table)
    pos = doc["game"]["position"]
    pos["hand"] = sorted(pos["hand"][p.seat])      # its own hand (the order: where the stand-ins were)
    del pos["draw"], pos["rng"]
    for pool in doc["pools"].values():
        for d in pool["draws"]:
            if d["card"] is None:
                del d["guess"]
    return json.dumps(doc) + public_hash(p.game)


def _file(f: dict) -> dict:
    return {k: v for k, v in f.items() if k != "at"}     # when this machine read it


def _same(x: PbemGame, y: PbemGame, exact: bool = False) -> None:
    if exact:
        assert json.dumps(kept.dump(x.table)) == json.dumps(kept.dump(y.table))
    assert _known(x) == _known(y)
    assert [_file(f) for f in x.files] == [_file(f) for f in y.files] and x.info["outbox"] == y.info["outbox"]
    assert x.status() == y.status()


def _cold(folder) -> PbemGame:
    return PbemGame.load(folder, kept_tables=False)


def test_a_load_keeps_the_table_and_the_next_starts_from_it(game, monkeypatch):
    a, _, _ = game
    first = PbemGame.load(a.folder)
    assert len(_entries()) == 1
    taken = []
    real = PbemGame._take_file
    monkeypatch.setattr(PbemGame, "_take_file", lambda self, doc, name, trace=False: (taken.append(doc["seq"]),
                                                                                      real(self, doc, name, trace)))
    warm = PbemGame.load(a.folder)
    assert taken == []                   # no file accepted again
    _same(warm, first, exact=True)
    _same(warm, _cold(a.folder))


def test_receiving_after_a_kept_table_gives_the_same_game_and_plays_on_the_same(game):
    a, b, path = game
    PbemGame.load(a.folder)                       # keeps the table after the files so far
    warm, cold = PbemGame.load(a.folder), _cold(a.folder)
    opened_warm, opened_cold = warm.open_turn(path), cold.open_turn(path)
    assert opened_warm.summary == opened_cold.summary
    _same(warm, cold)
    for p in (warm, cold):
        _play_sorted(p, random.Random(9))
    # the same decisions to the same public position (the proofs and lock shuffles they
    # send are drawn at random each time)
    assert [e["action"] for e in warm.table.ledger] == [e["action"] for e in cold.table.ledger]
    assert public_hash(warm.game) == public_hash(cold.game) and warm.status() == cold.status()
    assert sorted(warm.game.state.hand[warm.seat]) == sorted(cold.game.state.hand[cold.seat])


def _play_sorted(p: PbemGame, rnd: random.Random) -> None:
    """Random decisions that do not depend on the order of the legal actions (it follows the
    order of the hand, which differs between two loads: see ``_known``)."""
    while p.my_move():
        legal = sorted((a for a in p.legal_actions() if a.type != "offer_peace"),
                       key=lambda a: json.dumps(a.to_json(), sort_keys=True))
        p.act(rnd.choice(legal))


def test_a_load_after_more_files_starts_from_the_kept_table_and_keeps_a_later_one(game, monkeypatch):
    a, b, path = game
    PbemGame.load(a.folder)
    a2 = PbemGame.load(a.folder)
    a2.open_turn(path)
    play_until_send(a2, random.Random(2))
    a2.send()
    taken = []
    real = PbemGame._take_file
    monkeypatch.setattr(PbemGame, "_take_file", lambda self, doc, name, trace=False: (taken.append(doc["seq"]),
                                                                                      real(self, doc, name, trace)))
    warm = PbemGame.load(a.folder)
    n = len(warm.files)
    assert taken == [n - 2, n - 1] and len(_entries()) == 2
    monkeypatch.setattr(PbemGame, "_take_file", real)
    _same(warm, _cold(a.folder))


def test_a_tampered_entry_is_not_used(game):
    a, _, _ = game
    first = PbemGame.load(a.folder)
    [entry] = _entries()
    doc = positions.read_entry(entry, kept._FORMAT)
    vp = doc["game"]["position"]["vp"]
    doc["game"]["position"]["vp"] = vp + 3                 # another position...
    positions.write_entry(entry, doc, kept._FORMAT)        # ...with a fitting digest
    again = PbemGame.load(a.folder)
    _same(again, first)
    # dropped, and kept anew by the load from the invitation
    assert positions.read_entry(entry, kept._FORMAT)["game"]["position"]["vp"] == vp
    data = bytearray(entry.read_bytes())
    data[-5] ^= 0xFF                         # damaged: its digest no longer fits
    entry.write_bytes(bytes(data))
    _same(PbemGame.load(a.folder), first)


def test_another_chain_does_not_use_the_entry(game, tmp_path):
    """An edited file (re-signing aside) changes its hash: the chain no longer reaches the entry."""
    a, _, _ = game
    PbemGame.load(a.folder)
    [entry] = _entries()
    names = [f["name"] for f in json.loads((a.folder / "game.json").read_text())["files"]]
    name = next(n for n in names[2:] if turnfile.read(a.folder / n)["body"]["actions"])
    doc = turnfile.read(a.folder / name)
    doc["body"]["actions"] = doc["body"]["actions"][:-1]
    turnfile.write(a.folder / name, doc)
    with pytest.raises(SaveError) as cold:
        _cold(a.folder)
    with pytest.raises(SaveError) as warm:
        PbemGame.load(a.folder)
    assert str(warm.value) == str(cold.value) and "signature" in str(cold.value)


def test_a_refusal_after_a_kept_table_reads_as_from_the_invitation(game):
    a, b, path = game
    PbemGame.load(a.folder)
    doc = turnfile.read(path)
    copy = a.folder / (path.name)
    doc["body"]["actions"][0]["action"] = {"type": "pass"}
    doc["sig"] = b.keys.signer.sign(turnfile.canonical(doc))      # the sender's own, valid signature
    turnfile.write(copy, doc)
    info = json.loads((a.folder / "game.json").read_text())
    info["files"].append({"name": path.name, "hash": turnfile.file_hash(doc), "sender": doc["sender"], "at": 0})
    (a.folder / "game.json").write_text(json.dumps(info))
    with pytest.raises(SaveError) as cold:
        _cold(a.folder)
    with pytest.raises(SaveError) as warm:
        PbemGame.load(a.folder)
    assert str(warm.value) == str(cold.value)
    shutil.rmtree(positions.folder() / "pbem")
