"""Where the game definition files live: ``resources/<game>/`` and ``scenarios/<game>/``.

The repository's top-level ``resources/`` and ``scenarios/`` folders are the sources of truth.
An installed package (wheel, sdist, PyInstaller bundle) carries them inside the package as
``pog_desktop/resources`` and ``pog_desktop/scenarios`` (see ``setup.py``), found here through
``importlib.resources``, so the program finds its data whatever folder it is started from.
A source checkout (and an editable install of it) has no copy inside the package: there the
checkout's own top-level folders, beside the package, are used.
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def _tree(kind: str) -> Path:
    package = files("pog_desktop")
    if not isinstance(package, Path):
        raise RuntimeError(f"pog-desktop must be installed as files on disk, not inside an archive ({package})")
    packaged = package / kind
    return packaged if packaged.is_dir() else package.parent / kind


def resources_dir(game: str) -> Path:
    """The map, units, cards and tables of ``game`` (e.g. ``"pog"``)."""
    return _tree("resources") / game


def scenarios_dir(game: str) -> Path:
    """The scenario files of ``game``."""
    return _tree("scenarios") / game
