"""Issue 12: the pieces of the protocol, alone: the commutative cipher, the Chaum-Pedersen
proofs, the share chains, the dice, the signatures."""
from __future__ import annotations

from collections import Counter

from pog_desktop.match.postal.group import REAL, SMALL
from pog_desktop.match.postal.shares import ShareChain, ShareCheck, dice_stream
from pog_desktop.match.postal.signing import Signer, verify


def test_sra_locks_commute_and_unlock_in_any_order():
    for g in (SMALL, REAL):
        a, b = g.new_key(), g.new_key()
        m = g.card("cp05")
        both = g.lock(g.lock(m, a), b)
        assert both == g.lock(g.lock(m, b), a)
        assert g.unlock(g.unlock(both, a), b) == m and g.unlock(g.unlock(both, b), a) == m
        assert g.member(m) and g.member(both) and not g.member(g.p - 1)   # -1 is a non-residue (p = 3 mod 4)


def test_cards_are_distinct_residues():
    ids = [f"{s}{n:02d}" for s in ("ap", "cp") for n in range(1, 66)]
    values = {SMALL.card(c) for c in ids}
    assert len(values) == len(ids) and all(SMALL.member(v) for v in values)


def test_chaum_pedersen_accepts_the_key_and_nothing_else():
    g = SMALL
    e, other = g.new_key(), g.new_key()
    m = g.card("ap12")
    y = g.lock(m, e)
    proof = g.prove(e, m, y)
    assert g.check(g.public(e), m, y, proof)
    assert not g.check(g.public(other), m, y, proof)                 # another player's key
    assert not g.check(g.public(e), g.card("ap13"), y, proof)        # another card
    assert not g.check(g.public(e), m, g.lock(m, other), g.prove(other, m, g.lock(m, other)))
    assert not g.check(g.public(e), m, y, [proof[0], proof[1], (proof[2] + 1) % g.q])
    assert not g.check(g.public(e), m, y, "nonsense")


def test_share_chain_reveals_in_order_and_only_its_own_shares():
    chain = ShareChain(length=16)
    check = ShareCheck(chain.tip)
    assert check.accept(1, chain.share(1)) is not None and "out of order" in check.accept(1, chain.share(1))
    assert check.accept(0, chain.share(0)) is None and check.accept(1, chain.share(1)) is None
    assert "does not continue" in check.accept(2, ShareChain(length=16).share(2))


def test_dice_stream_is_fixed_by_both_shares_and_fair():
    a, b = "11" * 32, "22" * 32
    assert dice_stream("g", 0, a, b) == dice_stream("g", 0, a, b)
    assert dice_stream("g", 0, a, b) != dice_stream("g", 0, a, "23" * 32)
    assert dice_stream("g", 0, a, b) != dice_stream("g", 1, a, b)
    counts = Counter(d for k in range(300) for d in dice_stream("g", k, a, b, 20))
    assert set(counts) == {1, 2, 3, 4, 5, 6} and max(counts.values()) - min(counts.values()) < 200   # 6,000 dice


def test_ed25519_signatures():
    s = Signer()
    sig = s.sign(b"turn")
    assert verify(s.public_hex, b"turn", sig)
    assert not verify(s.public_hex, b"turn!", sig)
    assert not verify(Signer().public_hex, b"turn", sig)
    assert not verify("zz", b"turn", sig) and not verify(s.public_hex, b"turn", "00")
    assert Signer(s.private_hex).public_hex == s.public_hex
