"""One position of a running game read once (issue 15 defect 13): the prompt, the legal
actions and each seat's view are asked of the engine the first time a panel needs them and
shared by every panel drawn for that position, instead of each panel asking again (the
engine works them out afresh on every call). Everything else is the game's own.

A ``Reading`` is made by the controller for each refresh and dropped after it: it must not
outlive the position (an applied action makes it stale)."""
from __future__ import annotations

from ...rules.core.views import view as seat_view

_UNSET = object()


class Reading:
    def __init__(self, game):
        self._game = game
        self.action_count = len(game.actions)    # how many actions the position read had
        self._prompt = _UNSET
        self._legal = None
        self._views: dict = {}
        self._memo: dict = {}

    @property
    def live(self):
        """The game read (to apply actions to, or to keep)."""
        return self._game

    @property
    def prompt(self):
        if self._prompt is _UNSET:
            self._prompt = self._game.prompt
        return self._prompt

    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = self._game.legal_actions()
        return list(self._legal)

    def view(self, seat: str | None) -> dict:
        """The seat's view, built with the prompt and legal actions read here."""
        if seat not in self._views:
            self._views[seat] = seat_view(self, seat)
        return self._views[seat]

    def memo(self, key, work):
        """``work()`` done once for this position (where a stack can go, read again on a drop)."""
        if key not in self._memo:
            self._memo[key] = work()
        return self._memo[key]

    def __getattr__(self, name):
        return getattr(self._game, name)
