"""Where the game definition files live.

In a source checkout (and an editable install) they sit beside the package, in the
repository's ``resources/`` and ``scenarios/`` folders.
"""
from __future__ import annotations

from pathlib import Path

_ROOT = Path(__file__).resolve().parents[2]


def resources_dir(game: str) -> Path:
    return _ROOT / "resources" / game


def scenarios_dir(game: str) -> Path:
    return _ROOT / "scenarios" / game
