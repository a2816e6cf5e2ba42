"""What the engine asks next: who decides (a seat), for which side, what kind of decision."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Prompt:
    """``seat`` is who decides ("ap"/"cp" in the two-player game; the four-player variant maps
    a side and a nation to one of two seats). ``choices`` holds the structured options
    (``cards``, ``spaces``, ``units``, ``buttons``) for a UI to highlight."""

    seat: str | None
    side: str | None
    kind: str
    text: str
    choices: dict = field(default_factory=dict)
