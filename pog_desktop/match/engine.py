"""What the match layer needs from a rules engine, and where to find the real one.

An *engine* is anything with the attributes ``Game``, ``Action`` and ``IllegalAction``
of the rules API — normally the module ``pog_desktop.rules`` itself. Saves and PBEM
files only use the methods named here, so a test can hand in a small fake engine.
"""
from __future__ import annotations

from typing import Any, Protocol, Sequence


class GameLike(Protocol):
    actions: Sequence[dict[str, Any]]
    RULES_VERSION: int   # raised by the engine whenever recorded actions would replay differently

    def apply(self, action: Any, seat: str | None = None, undoable: bool = True) -> None: ...   # seat: who sends it

    def rules_in_force(self) -> dict[str, Any]: ...   # {"rules": version, "scenario": id, "options": {...}}

    def undo(self) -> None: ...

    def state_hash(self) -> str: ...

    def clone(self) -> "GameLike": ...


class Engine(Protocol):
    # .new(scenario_id, seed, options) -> GameLike; .as_recorded(version, scenario_id, options) ->
    # the options that play a game of that rules version as it was played, or an exception whose
    # ``newer`` says why not (the rules engine's RulesVersionError)
    Game: Any
    Action: Any       # .from_json(dict) -> action
    IllegalAction: type[Exception]


def default_engine() -> Engine:
    """The real rules engine; imported late so this package loads without it."""
    from pog_desktop import rules
    return rules  # type: ignore[return-value]
