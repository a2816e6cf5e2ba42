"""The one error the match layer raises for a save, autosave or PBEM turn file it refuses."""
from __future__ import annotations


class SaveError(ValueError):
    """A game file was refused. ``str()`` reads ``file: where: what is wrong``.

    ``where`` is a field (``field 'seed'``) or an action (``action 12 of 40``); ``action``
    holds the 0-based index of the first diverging action when the replay was refused, so
    the UI can show the position just before it.
    """

    def __init__(self, file: str, message: str, where: str | None = None, action: int | None = None):
        self.file = file
        self.message = message
        self.where = where
        self.action = action
        parts = [file] + ([where] if where else []) + [message]
        super().__init__(": ".join(parts))
