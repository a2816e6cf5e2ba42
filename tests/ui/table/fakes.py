"""Small stand-ins for the engine's values: the table widgets read them by duck typing."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class FakeAction:
    type: str
    card: str | None = None
    space: str | None = None
    to: str | None = None
    unit: str | None = None
    units: tuple = ()
    mode: str | None = None
    choice: str | None = None


@dataclass(frozen=True)
class FakePrompt:
    seat: str | None
    side: str | None
    kind: str
    text: str
    choices: dict = field(default_factory=dict)


@dataclass
class FakeState:
    hand: dict
    discard: dict = field(default_factory=lambda: {"ap": [], "cp": []})
    removed: dict = field(default_factory=lambda: {"ap": [], "cp": []})
    turn: int = 1
    round: int = 1
    active: str = "cp"
    vp: int = 10
    ws: dict = field(default_factory=lambda: {"ap": 0, "cp": 0})
    cws: int = 0
    commitment: dict = field(default_factory=lambda: {"ap": "mobilization", "cp": "mobilization"})
    rp: dict = field(default_factory=lambda: {"ap": {}, "cp": {}})
    mo: dict = field(default_factory=lambda: {"ap": None, "cp": None})
    played: dict = field(default_factory=lambda: {"ap": [], "cp": []})


class FakeGame:
    """The engine API as the table view reads it: prompt, legal actions, reasons, undo, log, state."""

    def __init__(self, state, prompt, legal, reasons=None, log=(), can_undo=False, result=None):
        self.state, self.prompt, self._legal = state, prompt, list(legal)
        self.reasons = reasons or {}
        self.log = list(log)
        self.can_undo = can_undo
        self.result = result

    def legal_actions(self):
        return list(self._legal)

    def view(self, seat):
        """The shape of ``rules.views.view``: only ``seat``'s own hand."""
        st = self.state
        cards = {side: ({"hand": list(h)} if side == seat else {"hand_size": len(h)}) for side, h in st.hand.items()}
        state = {k: getattr(st, k) for k in ("discard", "removed", "turn", "round", "active", "vp", "ws", "cws",
                                             "commitment", "rp", "mo", "played")}
        return {"seat": seat, "cards": cards, "state": state, "log": list(self.log)}

    def why_illegal(self, action):
        return None if action in self._legal else self.reasons.get((action.type, action.card), "not legal")
