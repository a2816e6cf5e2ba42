"""The commutative cipher of the mental-poker deal (issue 12, docs/pbem.md): SRA / Pohlig-Hellman
exponentiation in the subgroup of quadratic residues of a safe prime ``p = 2q + 1``.

A card is the residue ``m = H(card)^2 mod p``; a player's lock is an exponent ``e`` in [2, q-1]
(inverse ``d = e^-1 mod q``), so locking is ``x^e`` and unlocking ``x^d``, and locks by two
players commute. Working among the residues (order ``q``, prime) keeps the quadratic
character of a card, the classic leak of SRA mod p, equal for every card.

``Proof`` is a Chaum-Pedersen proof (Fiat-Shamir) that two pairs share one exponent:
``log_g(h) == log_a(b)``, with ``h = g^e`` the player's public lock key. It shows that a card
came out of a slot (``b`` the slot value with the other lock removed, ``a`` the card), and that
a whole locking pass is the cards raised to the key (the products of both lists).
Textbook modular arithmetic only: ``pow`` and SHA-256.
"""
from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

# RFC 3526, group 14: the 2048-bit MODP prime, a safe prime.
_RFC3526_2048 = int(
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD"
    "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED"
    "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F"
    "83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B"
    "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510"
    "15728E5A8AACAA68FFFFFFFFFFFFFFFF", 16)


KEY_BITS = 320


def _jacobi(a: int, n: int) -> int:
    a %= n
    result = 1
    while a:
        while not a & 1:
            a >>= 1
            if n & 7 in (3, 5):
                result = -result
        a, n = n, a
        if a & 3 == 3 and n & 3 == 3:
            result = -result
        a %= n
    return result if n == 1 else 0


@dataclass(frozen=True)
class Group:
    name: str
    p: int

    @property
    def q(self) -> int:
        return (self.p - 1) // 2

    g = 4   # a residue other than 1: it generates the whole subgroup of order q

    def member(self, x) -> bool:
        """A residue other than 1 (Euler's criterion, computed as the Jacobi symbol: no exponentiation)."""
        return isinstance(x, int) and not isinstance(x, bool) and 1 < x < self.p and _jacobi(x, self.p) == 1

    def card(self, card_id: str) -> int:
        """The residue that stands for a card (never 0 or 1: the hash is reduced mod p-3 first)."""
        h = int.from_bytes(hashlib.sha256(f"pog-card:{card_id}".encode()).digest() * 8, "big")
        return pow(h % (self.p - 3) + 2, 2, self.p)

    def new_key(self) -> int:
        """A lock key of ``KEY_BITS`` bits (short exponents: the discrete logarithm with an exponent
        of 2n bits costs about 2^n, so 320 bits keep 160-bit security and make locking 6x faster)."""
        bits = min(KEY_BITS, self.q.bit_length() - 2)
        return secrets.randbits(bits) | (1 << (bits - 1)) | 1

    def public(self, e: int) -> int:
        return pow(self.g, e, self.p)

    def lock(self, x: int, e: int) -> int:
        return pow(x, e, self.p)

    def unlock(self, x: int, e: int) -> int:
        return pow(x, pow(e, -1, self.q), self.p)

    def product(self, xs) -> int:
        out = 1
        for x in xs:
            out = out * x % self.p
        return out

    # -- Chaum-Pedersen ------------------------------------------------------------------
    def _challenge(self, *xs: int) -> int:
        text = ":".join(str(x) for x in (self.name, *xs))
        return int.from_bytes(hashlib.sha256(text.encode()).digest(), "big") % self.q

    def prove(self, e: int, a: int, b: int) -> list[int]:
        """A proof that ``b == a^e`` for the ``e`` behind ``public(e)`` (``[t1, t2, s]``)."""
        k = secrets.randbelow(self.q - 1) + 1
        t1, t2 = pow(self.g, k, self.p), pow(a, k, self.p)
        c = self._challenge(self.public(e), a, b, t1, t2)
        return [t1, t2, (k + c * e) % self.q]

    def check(self, h: int, a: int, b: int, proof) -> bool:
        """True when ``proof`` shows ``log_g(h) == log_a(b)``."""
        if not (isinstance(proof, list) and len(proof) == 3 and all(isinstance(v, int) for v in proof)):
            return False
        t1, t2, s = proof
        if not all(self.member(v) for v in (h, a, b, t1, t2)) or not 0 <= s < self.q:
            return False
        c = self._challenge(h, a, b, t1, t2)
        p = self.p
        return pow(self.g, s, p) == t1 * pow(h, c, p) % p and pow(a, s, p) == t2 * pow(b, c, p) % p


REAL = Group("rfc3526-2048", _RFC3526_2048)
# a 129-bit safe prime: the same protocol, fast; for tests about protocol logic only
SMALL = Group("test-129", 0x15bc8fbbd7bcb813282c9b0733eecfb27)
GROUPS = {REAL.name: REAL, SMALL.name: SMALL}
