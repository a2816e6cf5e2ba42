"""Seeded dice kept in the state (splitmix64), so a game is reproducible from its seed.

Tests may load a script of die results into ``state.dice_script``; scripted results are
used first, in order.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

_MASK = (1 << 64) - 1


def _next(state) -> int:
    state.rng = (state.rng + 0x9E3779B97F4A7C15) & _MASK
    z = state.rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    state.rng_count += 1
    return z ^ (z >> 31)


# Issue 11: the public record (``public_record.py``) lists the dice each action rolled. Inside
# ``tapped()`` every die rolled is appended to its list. The list is held per thread and per
# asyncio task (a context variable), so a bot thread's dice never land in the UI thread's list.
_TAP: ContextVar[list | None] = ContextVar("pog_dice_tap", default=None)


@contextmanager
def tapped():
    """``with tapped() as rolls:`` collects the d6 results rolled in this thread (or task) in
    ``rolls``; an outer tap gets its own list back afterwards."""
    rolls: list = []
    token = _TAP.set(rolls)
    try:
        yield rolls
    finally:
        _TAP.reset(token)


def roll_d6(state) -> int:
    """One six-sided die. Rolling makes the previous actions irrevocable (no undo)."""
    if state.dice_script:
        state.rng_count += 1
        v = state.dice_script.pop(0)
    else:
        v = _next(state) % 6 + 1
    tap = _TAP.get()
    if tap is not None:
        tap.append(v)
    return v


def shuffle(state, items: list) -> None:
    """Fisher-Yates in place with the state's generator."""
    for i in range(len(items) - 1, 0, -1):
        j = _next(state) % (i + 1)
        items[i], items[j] = items[j], items[i]


def seed_value(seed: int) -> int:
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"the seed must be an integer, not {seed!r}")
    return seed & _MASK
