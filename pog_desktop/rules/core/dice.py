"""Seeded dice kept in the state (splitmix64), so a game is reproducible from its seed.

Tests may load a script of die results into ``state.dice_script``; scripted results are
used first, in order.
"""
from __future__ import annotations

_MASK = (1 << 64) - 1


def _next(state) -> int:
    state.rng = (state.rng + 0x9E3779B97F4A7C15) & _MASK
    z = state.rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    state.rng_count += 1
    return z ^ (z >> 31)


# Issue 11: the public record (``public_record.py``) lists the dice each action rolled. While a
# list is set here every die rolled is appended to it; None (the default) costs one test per die.
TAP: list | None = None


def roll_d6(state) -> int:
    """One six-sided die. Rolling makes the previous actions irrevocable (no undo)."""
    if state.dice_script:
        state.rng_count += 1
        v = state.dice_script.pop(0)
    else:
        v = _next(state) % 6 + 1
    if TAP is not None:
        TAP.append(v)
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
