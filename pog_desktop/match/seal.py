"""The seal of a game file: one hash over the rules in force and everything the file records.

``Game.state_hash()`` covers the position only, not the rules it is played under. The seal
is the sha256 of, in a canonical JSON form, the game's ``rules_in_force()`` (rules version,
scenario id, every resolved option), the seed, the file's base (first action and the state
hash there), its actions and the state hash after each of them. It is written in the header;
a reader rebuilds the start of the game from the header, computes the seal again and
compares:

* an edited option, scenario or seed gives another seal (the file is refused, even where
  the changed rule would only matter turns later);
* a damaged action or hash gives another seal too; the reader then checks every action's
  hash to name the first one that differs;
* a sealed file needs its positions checked only every ``CHECK_EVERY`` actions and at its
  end (the stored hashes in between are covered by the seal), which is what makes opening
  a long game fast. A checkpoint that differs is narrowed to its exact action.

A hash may be missing (None, ``null`` in a file, sealed as an empty string): a game opened
from a file keeps only the hashes it compared (``verified``), so a hash between checkpoints
that nobody checked is never written again as if it had been (docs/save-format.md).

The state hashes themselves are unchanged (``Game.state_hash()``), so hashes recorded by
other tools stay valid. The seal is no signature: anyone with this code can reseal an
edited file; it protects against damage and against replaying under other rules.
"""
from __future__ import annotations

import json
from hashlib import sha256
from typing import Any, Sequence

CHECK_EVERY = 100
# No check for circular references (it costs a sixth of encoding a long game's actions): what
# is sealed is JSON read from a file or the actions' JSON forms, which cannot hold a cycle.
CANONICAL = json.JSONEncoder(ensure_ascii=True, allow_nan=False, sort_keys=True, separators=(",", ":"),
                             check_circular=False)


def is_checkpoint(index: int, count: int) -> bool:
    """Whether the position after action ``index`` (0-based, of ``count``) is compared on opening."""
    return (index + 1) % CHECK_EVERY == 0 or index + 1 == count


def checkpoints(start: int, count: int) -> list[int]:
    """The indices from ``start`` on, of ``count`` actions, where ``is_checkpoint`` holds, in order
    (a loop over thousands of actions asks once, not at every action)."""
    out = list(range(start + (-start - 1) % CHECK_EVERY, count - 1, CHECK_EVERY))
    return out + [count - 1] if count > start else out


def verified(hashes: Sequence[str | None]) -> list[str | None]:
    """``hashes`` (a whole game's, after each action) with only those a sealed replay compares:
    the others become None (unknown), whatever the file said."""
    out: list[str | None] = [None] * len(hashes)
    for i in checkpoints(0, len(hashes)):
        out[i] = hashes[i]
    return out


def verified_trail(trail: Sequence[str | None]) -> list[str | None]:
    """A match's hash trail (the start's hash, then one per action) as opening its file leaves it."""
    return [trail[0], *verified(trail[1:])]


def canonical_pieces(actions: Sequence[Any], size: int) -> list[str]:
    """The canonical JSON of ``actions``, ``size`` at a time (each piece a JSON list). Encoding
    a long game's actions is a good part of opening it: a reader makes the pieces once for
    the seal and for the names of kept positions (``positions.py``), which digest them by the piece."""
    return [CANONICAL.encode(list(actions[k:k + size])) for k in range(0, len(actions), size)]


def seal(rules: dict[str, Any], seed: int, base_index: int, base_hash: str, actions: Sequence[Any],
         hashes: Sequence[str | None], pieces: Sequence[str] | None = None) -> str:
    """The seal of a file holding ``actions`` from ``base_index`` on, played under ``rules``;
    ``pieces``: ``canonical_pieces(actions, ...)`` if the caller has them (the same seal)."""
    h = sha256(CANONICAL.encode({"rules": rules, "seed": seed, "base": [base_index, base_hash]}).encode())
    h.update(b"\n")
    if pieces is None:
        h.update(CANONICAL.encode(list(actions)).encode())
    else:   # the pieces' items joined into one list: the same text as encoding it whole
        h.update(("[" + ",".join(piece[1:-1] for piece in pieces) + "]").encode())
    h.update(b"\n")
    h.update(",".join(x or "" for x in hashes).encode())
    return h.hexdigest()
