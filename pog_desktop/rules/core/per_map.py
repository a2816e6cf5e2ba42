"""Data worked out from a map object alone, shared by every game on that map."""
from __future__ import annotations

import weakref
from typing import Callable, TypeVar

T = TypeVar("T")


def per_map(table: dict[int, tuple], board, make: Callable[[], T]) -> T:
    """What ``make()`` builds for ``board``, kept in ``table`` (id(map) -> (a weak reference to
    the map, the value)) while that map object lives: the entry leaves with its map, and a new
    map at a reused id gets its own. Only for values that depend on the map alone (never on a
    position) and that nobody writes into, or only fills with more of such values."""
    key = id(board)
    kept = table.get(key)
    if kept is None or kept[0]() is not board:
        def gone(ref, key=key):
            if table.get(key, (None,))[0] is ref:
                del table[key]
        kept = table[key] = (weakref.ref(board, gone), make())
    return kept[1]
