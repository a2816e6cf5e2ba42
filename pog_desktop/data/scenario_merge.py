"""How a scenario file that names a ``base`` (or a setup variant) changes the base.

Objects merge key by key, all the way down; a list or a plain value replaces the base's;
``null`` deletes the base's key (``"brussels": {"trench": null}`` removes a trench).
A unit the change places anywhere is first taken away from wherever the base put it, so
moving a corps out of a reserve box is one line: ``"lutsk": {"units": ["ru_c6"]}``.
"""
from __future__ import annotations

from typing import Any

# Top-level keys that belong to one file and are never inherited from a base.
NOT_INHERITED = ("base", "default")


def unit_name(entry: str) -> str:
    """``"(ge_7)"`` (the setup tables' notation for a reduced unit) -> ``"ge_7"``."""
    return entry[1:-1] if entry.startswith("(") and entry.endswith(")") else entry


def _unit_lists(doc: dict[str, Any]):
    """Every list of unit entries in a scenario document (or a part shaped like one)."""
    for where in [doc] + [n for n in (doc.get("neutral") or {}).values() if isinstance(n, dict)]:
        for space in (where.get("setup") or {}).values():
            if isinstance(space, dict) and isinstance(space.get("units"), list):
                yield space["units"]
        for units in (where.get("boxes") or {}).values():
            if isinstance(units, list):
                yield units
        for choice in where.get("choices") or []:
            if isinstance(choice, dict) and isinstance(choice.get("units"), list):
                yield choice["units"]


def units_named(doc: dict[str, Any]) -> set[str]:
    return {unit_name(u) for units in _unit_lists(doc) for u in units if isinstance(u, str)}


def _merge(base: Any, change: Any) -> Any:
    if not (isinstance(base, dict) and isinstance(change, dict)):
        return change
    out = dict(base)
    for key, value in change.items():
        if value is None:
            out.pop(key, None)
        else:
            out[key] = _merge(out.get(key), value)
    return out


def _copy(doc: Any) -> Any:
    if isinstance(doc, dict):
        return {k: _copy(v) for k, v in doc.items()}
    if isinstance(doc, list):
        return [_copy(v) for v in doc]
    return doc


def apply_changes(base: dict[str, Any], change: dict[str, Any]) -> dict[str, Any]:
    """The base document with ``change`` applied (neither argument is modified)."""
    base = _copy(base)
    moved = units_named(change)
    for units in _unit_lists(base):
        units[:] = [u for u in units if not (isinstance(u, str) and unit_name(u) in moved)]
    for key in NOT_INHERITED:
        base.pop(key, None)
    return _merge(base, {k: v for k, v in change.items() if k != "base"})
