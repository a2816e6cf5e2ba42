"""The opponent's turn as a timeline for the reusable ``HistoryView`` (ui/history): position 0
is the game before the file, position i the game after its i-th action. The log is read as
this seat reads it (issue 11: a hidden card never shows)."""
from __future__ import annotations

from ... import rules
from ...rules.core.views import seat_log


class TurnTimeline:
    engine = rules

    def __init__(self, before, steps: list, seat: str):
        self.games = [before] + [g for _, g in steps]
        self.entries_ = [None] + [e for e, _ in steps]
        self.sides = before.seat_map.sides_of(seat)

    def __len__(self) -> int:
        return len(self.games)

    @property
    def last(self) -> int:
        return len(self.games) - 1

    def game_at(self, index: int):
        return self.games[index]

    def action(self, index: int):
        return self.entries_[index]["action"] if index > 0 else None

    def entries(self, index: int) -> list[dict]:
        if index == 0:
            return []
        a, b = self.games[index - 1], self.games[index]
        return seat_log(b.log[len(a.log):], self.sides)

    def moved(self, index: int) -> dict:
        if index == 0:
            return {}
        was, now = self.games[index - 1].state.where, self.games[index].state.where
        return {u: (was.get(u, ""), w) for u, w in now.items() if was.get(u) != w}

    def attacked(self, index: int) -> set:
        """The spaces attacked in step ``index`` (the combat entries of its log)."""
        out = set()
        for e in self.entries(index):
            if e.get("kind") in ("combat", "attack", "combat_result") or "attack" in e.get("kind", ""):
                out.update(e.get("spaces") or ())
                if e.get("space"):
                    out.add(e["space"])
        return out
