"""A tiny deterministic stand-in for the rules engine (same API names as pog_desktop.rules).

Its state is the scenario header, the applied actions and the dice rolled; its hash is
the sha256 of that state. Legal actions: ``{"type": "move", "to": 1..3}`` and
``{"type": "roll"}`` (rolls a seeded die, which blocks undo like the real engine).
"""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from pog_desktop.rules.core.errors import RulesVersionError
from pog_desktop.rules.game import RULES_VERSION


class FakeIllegalAction(Exception):
    pass


@dataclass(frozen=True)
class FakeAction:
    type: str
    to: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type} if self.to is None else {"type": self.type, "to": self.to}

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> "FakeAction":
        if not isinstance(raw.get("type"), str) or set(raw) - {"type", "to"}:
            raise ValueError(f"unknown action shape {raw!r}")
        return cls(raw["type"], raw.get("to"))


MOVE = lambda to: FakeAction("move", to)  # noqa: E731
ROLL = FakeAction("roll")


class FakeGame:
    SCENARIOS = ("campaign", "1914")
    RULES_VERSION = RULES_VERSION    # the app's: files written with the fake are read by default with the real engine

    def __init__(self, scenario_id: str, seed: int, options: dict[str, Any]):
        self.scenario_id, self.seed, self.options = scenario_id, seed, dict(options)
        self.actions: list[dict[str, Any]] = []
        self.dice: list[int] = []
        self._rng = random.Random(seed)

    @classmethod
    def new(cls, scenario_id: str = "campaign", seed: int = 0, options: dict[str, Any] | None = None) -> "FakeGame":
        if scenario_id not in cls.SCENARIOS:
            raise ValueError(f"unknown scenario {scenario_id!r}")
        return cls(scenario_id, seed, options or {})

    @classmethod
    def replay(cls, scenario_id: str, seed: int, options: dict[str, Any] | None, actions: list) -> "FakeGame":
        game = cls.new(scenario_id, seed, options)
        for raw in actions:
            game.apply(FakeAction.from_json(raw))
        return game

    @classmethod
    def as_recorded(cls, version: int, scenario_id: str, options: dict[str, Any]) -> dict[str, Any]:
        """As the real engine: its own rules version plays unchanged, any other is refused."""
        if version != cls.RULES_VERSION:
            raise RulesVersionError(version, cls.RULES_VERSION)
        return options

    def rules_in_force(self) -> dict[str, Any]:
        return {"rules": self.RULES_VERSION, "scenario": self.scenario_id, "options": self.options}

    def apply(self, action: FakeAction, undoable: bool = True) -> None:
        if action.type == "move":
            if action.to not in (1, 2, 3):
                raise FakeIllegalAction(f"cannot move to {action.to!r}: only 1, 2 or 3")
        elif action.type == "roll":
            self.dice.append(self._rng.randint(1, 6))
        else:
            raise FakeIllegalAction(f"no action of type {action.type!r} here")
        self.actions.append(action.to_json())

    @property
    def can_undo(self) -> bool:
        return bool(self.actions) and self.actions[-1]["type"] != "roll"

    def undo(self) -> None:
        if not self.can_undo:
            raise FakeIllegalAction("cannot undo past a die roll")
        self.actions.pop()

    def to_json(self) -> dict[str, Any]:
        return {"scenario": self.scenario_id, "seed": self.seed, "options": self.options,
                "actions": self.actions, "dice": self.dice}

    def state_hash(self) -> str:
        return hashlib.sha256(json.dumps(self.to_json(), sort_keys=True).encode()).hexdigest()

    def clone(self) -> "FakeGame":
        other = type(self)(self.scenario_id, self.seed, self.options)
        other.actions, other.dice = list(self.actions), list(self.dice)
        other._rng.setstate(self._rng.getstate())
        return other


FAKE_ENGINE = SimpleNamespace(Game=FakeGame, Action=FakeAction, IllegalAction=FakeIllegalAction)
