"""Issue 12 guarantee 6 (audit) and the real cipher parameters."""
from __future__ import annotations

import random

import pytest

from pog_desktop.app import main
from pog_desktop.match.errors import SaveError
from pog_desktop.match.postal.audit import open_pools
from pog_desktop.match.postal.verify import verify_file
from pog_desktop.match.postal.group import REAL
from pog_desktop.match.postal.pools import ProtocolError

from .sim import new_match, play_until_send


def _play(a, b, rnd, files):
    sender, receiver = b, a
    play_until_send(b, rnd)
    path = b.send()
    for _ in range(files):
        receiver.open_turn(path)
        sender, receiver = receiver, sender
        play_until_send(sender, rnd)
        path = sender.send()
    return path, sender, receiver


def test_pbem_audit_opens_every_draw_and_replays_the_true_hands(tmp_path, capsys):
    a, b = new_match(tmp_path)
    path, sender, receiver = _play(a, b, random.Random(7), 10)
    text = verify_file(path)
    assert "sound" in text and "hands not audited yet" in text
    receiver.open_turn(path)
    last = receiver.send(audit=True)
    sender.open_turn(last)
    final = sender.send(audit=True)
    receiver.open_turn(final)
    text = verify_file(final)
    assert "audit complete" in text
    cards = open_pools(receiver.table)
    side = receiver.table.side_of(receiver.seat)
    assert [d.card for d in receiver.table.pools[side].draws if d.card] == [c for c in cards[side] if c][:len(
        [d for d in receiver.table.pools[side].draws if d.card])]
    assert main(["--verify", str(final)]) == 0
    assert "audit complete" in capsys.readouterr().out


def test_pbem_audit_finds_a_locking_pass_that_is_not_the_cards(tmp_path):
    a, b = new_match(tmp_path)
    path, sender, receiver = _play(a, b, random.Random(7), 4)
    receiver.open_turn(path)
    receiver.send(audit=True)
    t = receiver.table.copy()
    t.revealed = {a.seat: {"lock": a.keys.lock}, b.seat: {"lock": b.keys.lock}}
    batch = t.pools["ap"].batches[0]
    stranger = "cp01"    # not an AP card: the forged pass differs from the true one whatever the shuffle
    assert stranger not in batch.cards
    batch.pass1 = [t.group.lock(t.group.card(stranger), a.keys.lock if a.seat == "ap" else b.keys.lock)] + batch.pass1[1:]
    with pytest.raises(ProtocolError, match="owner's locking pass is not the batch's cards"):
        open_pools(t)


def test_pbem_verify_refuses_a_broken_chain(tmp_path, capsys):
    a, b = new_match(tmp_path)
    path, *_ = _play(a, b, random.Random(7), 2)
    missing = sorted(path.parent.glob("*.pogturn"))[1]
    missing.unlink()
    with pytest.raises(SaveError, match="not in its folder"):
        verify_file(path)
    assert main(["--verify", str(path)]) == 1


def test_pbem_real_parameters_deal_and_first_exchanges(tmp_path):
    """The 2048-bit group: the deal (two locking passes), draws read by their owners, dice."""
    a, b = new_match(tmp_path, group=REAL)
    assert a.table.group is REAL and b.table.rules["group"] == "rfc3526-2048"
    path, sender, receiver = _play(a, b, random.Random(3), 3)
    receiver.open_turn(path)
    for p in (a, b):
        side = p.table.side_of(p.seat)
        read = [d.card for d in p.table.pools[side].draws if d.card]
        assert len(read) >= 6 and set(read) <= set(p.game.state.hand[side]) | set(p.game.state.discard[side]) \
            | set(p.game.state.removed[side]) | {c for c in p.game.ctx.cards}
    assert "sound" in verify_file(path)
