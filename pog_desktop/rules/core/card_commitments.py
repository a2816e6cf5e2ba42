"""Commitments to hidden cards (issue 11): when a card is drawn its owner publishes a
commitment; when the card is revealed (played, discarded, shown by an event) the opening
proves it is the card drawn then. The public record (``public_record.py``) only uses this
small interface, so the PBEM issue (12) can put a mental-poker deal in its place.

``SaltedHash(key)``: the commitment is SHA-256 of the card and a salt; the salts come from
the owner's secret ``key`` (HMAC of a counter), so the owner can make them again and nobody
else can guess them. The key is given by the caller: the rules do no I/O and draw no
randomness of their own.
"""
from __future__ import annotations

import hashlib
import hmac
from typing import Protocol


class Committer(Protocol):
    def commit(self, side: str, card: str) -> tuple[str, str]:
        """(commitment, opening) for ``card`` drawn by ``side``; the opening stays private."""

    def verify(self, commitment: str, card: str, opening: str) -> bool:
        """True when ``opening`` shows ``commitment`` was made to ``card``."""


def _digest(card: str, salt: str) -> str:
    return hashlib.sha256(f"{card}:{salt}".encode()).hexdigest()


class SaltedHash:
    """Salted-hash commitments; binding and hiding as long as the salts stay secret."""

    def __init__(self, key: bytes):
        if not isinstance(key, (bytes, bytearray)) or len(key) < 16:
            raise ValueError("the commitment key must be at least 16 secret bytes")
        self._key = bytes(key)
        self._n = 0

    def commit(self, side: str, card: str) -> tuple[str, str]:
        salt = hmac.new(self._key, f"{side}:{self._n}".encode(), hashlib.sha256).hexdigest()
        self._n += 1
        return _digest(card, salt), salt

    @staticmethod
    def verify(commitment: str, card: str, opening: str) -> bool:
        return isinstance(opening, str) and hmac.compare_digest(_digest(card, opening), commitment)
