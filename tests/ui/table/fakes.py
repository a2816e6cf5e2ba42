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
