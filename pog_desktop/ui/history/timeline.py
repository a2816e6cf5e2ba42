"""A match's past positions, rebuilt from its action list (Qt-free).

Position ``i`` is the game after its first ``i`` actions (0 = the scenario's start). The
games are rebuilt with the rules engine's own ``Game.new`` and ``apply`` (the same replay a
save or PBEM file goes through), stepping forward from the nearest kept copy: one copy is
kept every ``every`` actions, so any position costs at most ``every`` applied actions and a
step forward one. The games handed out are the timeline's own: read them, never apply to them.
The PBEM replay walks the same timeline over a received turn's actions."""
from __future__ import annotations

from typing import Any, Sequence

EVERY = 40


class Timeline:
    def __init__(self, engine, scenario_id: str, seed: int, options: dict | None, actions: Sequence[dict],
                 every: int = EVERY):
        self.engine = engine
        self.actions = [dict(a) for a in actions]
        self.every = max(1, every)
        start = engine.Game.new(scenario_id, seed, dict(options or {}))
        self._kept: dict[int, Any] = {0: start.clone()}
        self._index, self._game = 0, start
        self._logged: dict[int, int] = {0: len(start.log)}

    @classmethod
    def of_match(cls, match, every: int = EVERY) -> "Timeline":
        """The history of ``match`` up to now (later actions of the match are not followed)."""
        m = match.meta
        return cls(match.engine, m.scenario_id, m.seed, m.options, match.game.actions, every)

    def __len__(self) -> int:
        """The number of positions: one more than the number of actions."""
        return len(self.actions) + 1

    @property
    def last(self) -> int:
        return len(self.actions)

    def game_at(self, index: int):
        """The game after ``index`` actions; IndexError outside 0..last."""
        if not 0 <= index <= self.last:
            raise IndexError(f"position {index} is outside 0..{self.last}")
        if index < self._index or index - self._index > self.every:
            base = max(k for k in self._kept if k <= index)
            self._index, self._game = base, self._kept[base].clone()
        while self._index < index:
            self._game.apply(self.actions[self._index])
            self._index += 1
            self._logged.setdefault(self._index, len(self._game.log))
            if self._index % self.every == 0 and self._index not in self._kept:
                self._kept[self._index] = self._game.clone()
        return self._game

    def action(self, index: int) -> dict | None:
        """The action that led to position ``index`` (None for the start)."""
        return self.actions[index - 1] if index > 0 else None

    def entries(self, index: int) -> list[dict]:
        """The log entries action ``index`` wrote (none for the start)."""
        if index == 0:
            return []
        self.game_at(index - 1)
        before = self._logged[index - 1]
        log = self.game_at(index).log
        return list(log[before:])

    def moved(self, index: int) -> dict[str, tuple[str, str]]:
        """Unit id -> (where it was, where it is) for every unit action ``index`` moved
        (placed, retreated, eliminated, rebuilt...)."""
        if index == 0:
            return {}
        before = dict(self.game_at(index - 1).state.where)
        after = self.game_at(index).state.where
        return {u: (before.get(u, ""), w) for u, w in after.items() if before.get(u) != w}
