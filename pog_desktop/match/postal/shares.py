"""Commit-reveal shares for dice (issue 12, docs/pbem.md).

Each player draws a secret seed when the game is made and publishes the tip of a hash chain,
``tip = H^N(seed)``. The share of random event ``k`` is ``H^(N-1-k)(seed)``: revealing it is
checked by hashing it once to the previous share (the tip for ``k = 0``). Every share a player
will ever give is fixed when the game is created, before either player knows the other's, so
nobody chooses a share after seeing anything; a share stays secret until its owner reveals it.

The dice of event ``k`` come from both shares (``dice_stream``): unbiased d6 by rejection from
SHA-256 blocks.
"""
from __future__ import annotations

import hashlib
import secrets

CHAIN_LENGTH = 4096


def _h(x: str) -> str:
    return hashlib.sha256(bytes.fromhex(x)).hexdigest()


class ShareChain:
    """A player's own chain (the seed is secret)."""

    def __init__(self, seed: str | None = None, length: int = CHAIN_LENGTH):
        self.seed = seed or secrets.token_hex(32)
        self.length = length
        self._chain = [self.seed]
        for _ in range(length):
            self._chain.append(_h(self._chain[-1]))

    @property
    def tip(self) -> str:
        return self._chain[-1]

    def share(self, k: int) -> str:
        if not 0 <= k < self.length:
            raise ValueError(f"random event {k} is past the end of the share chain ({self.length})")
        return self._chain[self.length - 1 - k]


class ShareCheck:
    """The other side of a chain: checks the shares revealed one after the other."""

    def __init__(self, tip: str):
        self.shares: list[str] = []
        self._last = tip

    def to_json(self) -> dict:
        return {"shares": list(self.shares), "last": self._last}

    @classmethod
    def from_json(cls, doc: dict) -> "ShareCheck":
        check = cls(doc["last"])
        check.shares = list(doc["shares"])
        return check

    def accept(self, k: int, share) -> str | None:
        """None when ``share`` is the next share (event ``k``); else the reason."""
        if k != len(self.shares):
            return f"share for random event {k} out of order (expected event {len(self.shares)})"
        if not isinstance(share, str) or len(share) != 64 or _h(share) != self._last:
            return f"the share for random event {k} does not continue the chain committed at creation"
        self.shares.append(share)
        self._last = share
        return None


def dice_stream(game_id: str, k: int, first: str, second: str, count: int = 64) -> list[int]:
    """``count`` d6 for event ``k`` from both players' shares (``first``: the lower seat's)."""
    out: list[int] = []
    block = 0
    while len(out) < count:
        digest = hashlib.sha256(f"{game_id}:{k}:{first}:{second}:{block}".encode()).digest()
        for byte in digest:
            if byte < 252:          # 252 = 42 * 6: no bias
                out.append(byte % 6 + 1)
        block += 1
    return out[:count]
