"""Python's cyclic garbage collector and the table's answer time (issue 15 defect 13).

A full collection walks every object the collector tracks; once the window stands those are
mostly what it was built from (the game data, the board's items, the rules tables), which
live as long as the window. Measured through a whole game, a full collection landing in the
middle of a gesture cost 60-80 ms of the 100 ms a gesture may take. ``settle`` is called once
the window is up: it collects what the start left over and moves the rest out of the
collector's sight (``gc.freeze``), so later collections walk only what play made."""
from __future__ import annotations

import gc


def settle() -> None:
    gc.collect()
    gc.freeze()


def resettle() -> None:
    """Another game replaced the one ``settle`` froze with the window: give the frozen objects
    back to the collector (what of the old game sits in a reference cycle would otherwise never
    be freed), collect, and freeze what lives on. Nothing to do before the first ``settle``."""
    if gc.get_freeze_count():
        gc.unfreeze()
        settle()


def tracked_objects() -> int:
    """Every object the collector knows, those ``settle`` moved out of its sight included."""
    return len(gc.get_objects()) + gc.get_freeze_count()
