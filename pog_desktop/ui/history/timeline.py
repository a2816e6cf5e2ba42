"""A match's past positions, rebuilt from its action list (Qt-free).

Position ``i`` is the game after its first ``i`` actions (0 = the scenario's start). The
games are rebuilt with the rules engine's own ``Game.new`` and ``apply`` (the same replay a
save or PBEM file goes through), stepping forward from the nearest kept copy: one copy is
kept every ``every`` actions, so any position costs at most ``every`` applied actions and a
step forward one. A position reached by going back keeps the copies of its stretch
(``every`` positions at most), so stepping back through it costs nothing more. What each
action moved and logged is noted as it is applied. The games handed out are the timeline's
own: read them, never apply to them. The PBEM replay walks the same timeline over a received
turn's actions."""
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
        self._stretch: dict[int, Any] = {}          # copies of the stretch last rebuilt going back
        self._index, self._game = 0, start
        self._moved: dict[int, dict[str, tuple[str, str]]] = {}
        self._entries: dict[int, list[dict]] = {}

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
        if index == self._index:
            return self._game
        if index in self._stretch:
            return self._stretch[index]
        if index < self._index or index - self._index > self.every:
            base = max(k for k in self._kept if k <= index)
            self._index, self._game = base, self._kept[base].clone()
            self._stretch = {}
            self._advance(index, keep_stretch=True)
        else:
            self._advance(index, keep_stretch=False)
        return self._game

    def _advance(self, index: int, keep_stretch: bool) -> None:
        while self._index < index:
            if keep_stretch:
                self._stretch[self._index] = self._game.clone()
            self._apply_next()
            if self._index % self.every == 0 and self._index not in self._kept:
                self._kept[self._index] = self._game.clone()

    def _apply_next(self) -> None:
        """Apply the next action to the cursor game, noting what it moved and logged."""
        g = self._game
        before, logged = dict(g.state.where), len(g.log)
        g.apply(self.actions[self._index])
        self._index += 1
        if self._index not in self._moved:
            after = g.state.where
            self._moved[self._index] = {u: (before.get(u, ""), w) for u, w in after.items() if before.get(u) != w}
            self._entries[self._index] = list(g.log[logged:])

    def _noted(self, index: int) -> None:
        if index not in self._moved:
            self.game_at(index - 1)
            if self._index != index - 1:          # a copy of the stretch: take it as the cursor
                self._index, self._game = index - 1, self.game_at(index - 1).clone()
            self._apply_next()

    def action(self, index: int) -> dict | None:
        """The action that led to position ``index`` (None for the start)."""
        return self.actions[index - 1] if index > 0 else None

    def entries(self, index: int) -> list[dict]:
        """The log entries action ``index`` wrote (none for the start)."""
        if index == 0:
            return []
        self.game_at(index)                 # IndexError outside the game
        self._noted(index)
        return list(self._entries[index])

    def moved(self, index: int) -> dict[str, tuple[str, str]]:
        """Unit id -> (where it was, where it is) for every unit action ``index`` moved
        (placed, retreated, eliminated, rebuilt...)."""
        if index == 0:
            return {}
        self.game_at(index)
        self._noted(index)
        return dict(self._moved[index])
