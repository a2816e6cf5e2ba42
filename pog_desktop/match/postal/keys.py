"""A PBEM player's secrets (issue 12): the Ed25519 signing key, the lock key of the card
pools and the seed of the dice-share chain. Kept in the player's own game folder
(``secret.json``), never in a turn file until the audit, when the lock key and the seed are
revealed (the signing key never is)."""
from __future__ import annotations

from dataclasses import dataclass

from .shares import ShareChain
from .signing import Signer


@dataclass
class Keys:
    seat: str
    signer: Signer
    lock: int
    chain: ShareChain

    @classmethod
    def new(cls, seat: str, group) -> "Keys":
        return cls(seat, Signer(), group.new_key(), ShareChain())

    def public(self, group, name: str, email: str) -> dict:
        return {"name": name, "email": email, "key": self.signer.public_hex, "lock": group.public(self.lock),
                "tip": self.chain.tip}

    def to_json(self) -> dict:
        return {"seat": self.seat, "sign": self.signer.private_hex, "lock": self.lock, "seed": self.chain.seed}

    @classmethod
    def from_json(cls, doc: dict) -> "Keys":
        return cls(doc["seat"], Signer(doc["sign"]), int(doc["lock"]), ShareChain(doc["seed"]))
