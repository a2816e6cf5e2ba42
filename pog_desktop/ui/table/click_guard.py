"""A click acts on the prompt the player saw: a press that lands within the double-click
interval of a new prompt is the second half of a double click meant for the previous one
(issue 15: Done, Done skipped a step; Done, Offer peace ended a game) and is ignored."""
from __future__ import annotations

import time

from PySide6.QtWidgets import QApplication

GUARD_MS: int | None = None    # None: the desktop's double-click interval


def guard_ms() -> int:
    return QApplication.doubleClickInterval() if GUARD_MS is None else GUARD_MS


class ClickGuard:
    def __init__(self):
        self._key = None
        self._new = False
        self._shown_at = float("-inf")

    def arm(self, key) -> None:
        """A prompt identified by ``key`` is being drawn; a new key restarts the clock."""
        if key != self._key:
            self._key = key
            self._new = True
            self._shown_at = time.monotonic()

    @property
    def key(self):
        return self._key

    def shown(self) -> None:
        """The new prompt is on screen: a slow refresh must not eat into the interval."""
        if self._new:
            self._new = False
            self._shown_at = time.monotonic()

    def allows(self) -> bool:
        return (time.monotonic() - self._shown_at) * 1000 >= guard_ms()
