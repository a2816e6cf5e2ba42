"""Where supply (14.1) comes in. The tracing itself lives in ``rules/supply.py`` (another
issue); until it is there every unit and space counts as supplied. Movement, SR,
replacements and activation ask only these two questions."""
from __future__ import annotations

try:  # the supply module lands on its own branch; the seam stays the same either way
    from . import supply as _supply  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - depends on which branches are merged
    _supply = None


def unit_supplied(ctx, st, unit: str) -> bool:
    hook = getattr(_supply, "unit_in_supply", None)
    return True if hook is None else bool(hook(ctx, st, unit))


def space_supplied(ctx, st, space: str, side: str) -> bool:
    hook = getattr(_supply, "space_in_supply", None)
    return True if hook is None else bool(hook(ctx, st, space, side))
