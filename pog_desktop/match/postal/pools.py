"""The mental-poker card pools of a PBEM game (issue 12, docs/pbem.md), one per side.

Cards enter a side's draw pile in *batches* (the opening deck, a commitment level's cards,
a reshuffled discard pile). Every batch is locked twice before anything is drawn from it:
pass 1 by the side's owner (each card raised to the owner's key, then shuffled), pass 2 by the
other player (each value raised to that key, shuffled again). After the two passes nobody knows
which slot holds which card: the owner does not know the second shuffle, the other player
cannot open the owner's lock. A locking pass carries a Chaum-Pedersen proof that the product
of its values is the product of its inputs raised to the passer's key (``group.check``).

A draw takes a slot chosen by a public hash among the slots still in the pool (the contents
are unknown to everybody, so a public choice is a uniform draw). The other player then sends
the *unlock* of that slot (its own lock removed, with a proof); only the owner can remove the
owner's lock and read the card. When the owner shows the card it proves the card is in the
slot (``reveal``): ``unlock == card^owner_key``.

Everything here is public and computed alike on both machines; the keys stay in ``keys``.
"""
from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass, field


class ProtocolError(ValueError):
    """A message of the other player does not hold together (the text names it)."""


@dataclass
class Draw:
    j: int                 # the side's j-th draw of the game
    guess: str             # the card the local engine put in the hand for it (true on the owner's machine once read)
    slot: int | None = None      # the slot value (both locks) once placed
    unlock: int | None = None    # the slot with the other player's lock removed
    card: str | None = None      # known here: the owner read it, or it was revealed
    opened: bool = False         # shown by the owner with its proof


@dataclass
class Batch:
    cards: list                  # the card ids, sorted (public)
    pass1: list | None = None
    pass2: list | None = None


@dataclass
class SidePool:
    side: str
    batches: list = field(default_factory=list)
    draws: list = field(default_factory=list)
    timeline: list = field(default_factory=list)   # ("batch", b) / ("draw", j) in the order they happened
    cursor: int = 0
    pool: list = field(default_factory=list)       # slot values still to draw

    def add_batch(self, cards) -> int:
        self.batches.append(Batch(sorted(cards)))
        self.timeline.append(("batch", len(self.batches) - 1))
        return len(self.batches) - 1

    def add_draw(self, guess: str) -> Draw:
        d = Draw(len(self.draws), guess)
        self.draws.append(d)
        self.timeline.append(("draw", d.j))
        return d

    def place(self, game_id: str) -> None:
        """Walk the timeline: a complete batch joins the pool; a draw takes its slot."""
        while self.cursor < len(self.timeline):
            kind, i = self.timeline[self.cursor]
            if kind == "batch":
                b = self.batches[i]
                if b.pass2 is None:
                    return
                self.pool.extend(b.pass2)
            else:
                if not self.pool:
                    raise ProtocolError(f"{self.side.upper()} draw {i}: the pool is empty")
                h = int.from_bytes(hashlib.sha256(f"{game_id}:{self.side}:{i}".encode()).digest(), "big")
                self.draws[i].slot = self.pool.pop(h % len(self.pool))
            self.cursor += 1


def lock_pass(group, key: int, values: list) -> tuple[list, list]:
    """Raise every value to ``key`` and shuffle; with the proof on the products."""
    out = [group.lock(v, key) for v in values]
    secrets.SystemRandom().shuffle(out)
    return out, group.prove(key, group.product(values), group.product(out))


def check_pass(group, public_key: int, values_in: list, values_out, proof, what: str) -> None:
    if not isinstance(values_out, list) or len(values_out) != len(values_in):
        raise ProtocolError(f"{what}: {len(values_in)} values expected")
    if not all(group.member(v) for v in values_out) or len(set(values_out)) != len(values_out):
        raise ProtocolError(f"{what}: the values are not distinct locked cards")
    if not group.check(public_key, group.product(values_in), group.product(values_out), proof):
        raise ProtocolError(f"{what}: the proof does not show the values are the inputs under the sender's lock")
