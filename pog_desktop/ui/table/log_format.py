"""The engine's log as readable groups: turn by turn, and within a turn round by round.

Entries are the engine's dicts (``turn``, ``round``, ``side``, ``kind``, ``text`` and, where
they apply, ``dice``, ``spaces``, ``units``, ``cards``, ``phase``). An entry with a ``phase``
other than the action phase is grouped under that phase's name, not under a round. Qt-free.
"""
from __future__ import annotations

from dataclasses import dataclass, field

ACTION_PHASE = "action"


@dataclass
class Section:
    title: str
    entries: list = field(default_factory=list)    # (index in the log, entry)


@dataclass
class TurnGroup:
    turn: int
    sections: list = field(default_factory=list)


def section_title(entry: dict) -> str:
    phase = entry.get("phase")
    if phase and phase != ACTION_PHASE:
        return phase.replace("_", " ").capitalize() + " phase"
    return f"Action round {entry.get('round', '?')}"


def group_log(entries) -> list[TurnGroup]:
    """Consecutive entries of one turn form a group; inside it, consecutive entries with the
    same section title form a section (the log is already in play order)."""
    turns: list[TurnGroup] = []
    for i, e in enumerate(entries):
        turn = e.get("turn", 0)
        if not turns or turns[-1].turn != turn:
            turns.append(TurnGroup(turn))
        group = turns[-1]
        title = section_title(e)
        if not group.sections or group.sections[-1].title != title:
            group.sections.append(Section(title))
        group.sections[-1].entries.append((i, e))
    return turns


def dice_text(entry: dict) -> str:
    dice = entry.get("dice") or ()
    if not dice:
        return ""
    return ("die " if len(dice) == 1 else "dice ") + ", ".join(str(d) for d in dice)


def mentions(entry: dict) -> tuple[list[str], list[str]]:
    """The space and unit ids an entry names: what its link highlights on the board."""
    return list(entry.get("spaces") or ()), list(entry.get("units") or ())


def plain_line(entry: dict) -> str:
    """One entry as one line of text (for copying, tests and screen readers)."""
    side = entry.get("side")
    d = dice_text(entry)
    return f"{side.upper() + ': ' if side else ''}{entry.get('text', '')}{f' [{d}]' if d else ''}"
