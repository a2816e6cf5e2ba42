"""Issue 12, guarantee 1 past the opening deal: cards that join a draw pile later are locked
again by both players before anything is drawn from them: the discards reshuffled when the
pile runs out (6.0 G, draw_to_hand) and the Limited and Total War cards (16.1.3, 16.1.4; 2004:
reshuffled with the pile at once). Neither player can read the new order; the draws from it
are still unlocked with proofs, read by their owner alone, and verify at the audit.

The position is constructed so that both happen within two turns played fast: the AP's
opening pile is its seven first Mobilization cards (all dealt, so the pile runs out at the
turn-1 draw), the war status starts at AP 4 / CP 11 (so at the turn-2 war status phase the AP
reaches Limited War, the CP Limited and Total War at once), and both players spend every
action round on replacement points."""
from __future__ import annotations

import pytest

from pog_desktop.match.postal.verify import verify_file

from .positions import with_piles
from .sim import opening

CHEAP = ("play_rp", "done", "no_more_cards", "pass", "skip")


def _cheap(p):
    legal = p.legal_actions()
    for kind in CHEAP:
        for x in legal:
            if x.type == kind:
                return x
    return next((x for x in legal if x.type == "choose" and x.choice in ("no", "done")), legal[0])


def _settled(p) -> bool:
    """Every batch locked twice and every draw unlocked on ``p``'s machine."""
    return all(x.pass2 is not None for pool in p.table.pools.values() for x in pool.batches) and \
        all(d.unlock is not None for pool in p.table.pools.values() for d in pool.draws)


@pytest.fixture(scope="module")
def through_turn_2(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    try:
        from pog_desktop.data import load_game
        first = sorted((c.id for c in load_game("pog").cards.values() if c.side == "ap" and c.deck == "mobilization"
                        and not c.optional), key=lambda c: int(c[2:]))[:7]
        with_piles(mp, ws={"ap": 4, "cp": 11}, ap=first)
        a, b, path, sender, receiver = opening(tmp_path_factory.mktemp("relock"), 4)
        while True:
            receiver.open_turn(path)
            if a.game.state.turn > 2 and _settled(a) and _settled(b):
                break
            sender, receiver = receiver, sender
            for _ in range(60):
                if not sender.my_move():
                    break
                sender.act(_cheap(sender))
            path = sender.send()
            assert len(a.files) < 80
        yield a, b, path, sender, receiver, mp
    finally:
        mp.undo()


def _relocked(p, side):
    """The batches of ``side`` after the opening deck, as ``p`` holds them."""
    return p.table.pools[side].batches[1:]


def test_pbem_16_1_3_reshuffle_and_war_cards_are_relocked_by_both(through_turn_2):
    a, b, *_ = through_turn_2
    st = a.game.state
    log = [e["text"] for e in st.log if e["kind"] in ("reshuffle", "commitment")]
    assert "AP reshuffles the discard pile" in log
    assert {"AP adds its limited war cards to the draw pile", "CP adds its limited war cards to the draw pile",
            "CP adds its total war cards to the draw pile"} <= set(log)
    assert (st.commitment, st.turn) == ({"ap": "limited", "cp": "total"}, 3)
    for p in (a, b):
        ap, cp = _relocked(p, "ap"), _relocked(p, "cp")
        assert len(ap) >= 2 and len(cp) >= 1            # AP: the reshuffle, then its Limited War cards
        assert {"ap23", "ap24"} <= set(ap[-1].cards) and {"cp17", "cp35"} <= set(cp[-1].cards)
        for batch in ap + cp:
            assert batch.pass1 is not None and batch.pass2 is not None
            assert batch.cards == sorted(batch.cards)   # the files list a batch's cards in no order but sorted
    assert [x.pass2 for x in _relocked(a, "cp")] == [x.pass2 for x in _relocked(b, "cp")]


def test_pbem_16_1_3_neither_player_can_read_the_new_pile_order(through_turn_2):
    """With its own key alone, each player opens no slot of a re-locked batch: the owner's lock
    stays on for the other, the other's second shuffle hides the order from the owner."""
    a, b, *_ = through_turn_2
    g = a.table.group
    residues = {g.card(c) for c in a.game.ctx.cards}
    for side in ("ap", "cp"):
        for batch in _relocked(a, side):
            for p in (a, b):
                opened = {g.unlock(v, p.keys.lock) for v in batch.pass2}
                assert not opened & residues, f"{p.seat} reads a {side} slot alone"
            owner = a if a.table.owner(side) == a.seat else b
            # the owner's own pass, unlocked by itself, is the cards: only before the other's shuffle
            assert {g.unlock(v, owner.keys.lock) for v in batch.pass1} == {g.card(c) for c in batch.cards}
        # what each machine's engine holds as the pile's order is a stand-in, not read from any file
        pool = a.table.pools[side].pool
        assert pool and not {g.unlock(v, a.keys.lock) for v in pool} & residues
        assert not {g.unlock(v, b.keys.lock) for v in pool} & residues


def test_pbem_16_1_3_draws_after_relocking_verify_and_pass_the_audit(through_turn_2):
    a, b, path, sender, receiver, _ = through_turn_2
    for p in (a, b):
        for side in ("ap", "cp"):
            pool = p.table.pools[side]
            first = pool.timeline.index(("batch", 1))
            later = [pool.draws[i] for kind, i in pool.timeline[first:] if kind == "draw"]
            assert later and all(d.slot is not None and d.unlock is not None for d in later)
            mine = p.table.owner(side) == p.seat
            assert all((d.card is not None) == (mine or d.opened) for d in later)   # read by the owner alone
    last = receiver.send(audit=True)
    sender.open_turn(last)
    final = sender.send(audit=True)
    receiver.open_turn(final)
    text = verify_file(final)
    assert "audit complete" in text     # every locking pass exactly the cards, every draw the slot's card
