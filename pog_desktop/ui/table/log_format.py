"""The engine's log as readable groups: turn by turn, and within a turn round by round.

Entries are the engine's dicts (``turn``, ``round``, ``side``, ``kind``, ``text`` and, where
they apply, ``dice``, ``spaces``, ``units``, ``cards``, ``phase``). An entry with a ``phase``
other than the action phase is grouped under that phase's name, not under a round. Headings are translated
(context ``LogPanel``).
"""
from __future__ import annotations

from ..engine_text import render
from ..translate import QT_TRANSLATE_NOOP, translate

ACTION_PHASE = "action"


PHASES = {"attrition": QT_TRANSLATE_NOOP("LogPanel", "Attrition phase"),
          "card_pass": QT_TRANSLATE_NOOP("LogPanel", "Card pass phase"),
          "draw": QT_TRANSLATE_NOOP("LogPanel", "Draw phase"),
          "end_of_turn": QT_TRANSLATE_NOOP("LogPanel", "End of turn phase"),
          "mandated_offensive": QT_TRANSLATE_NOOP("LogPanel", "Mandated offensive phase"),
          "replacement": QT_TRANSLATE_NOOP("LogPanel", "Replacement phase"),
          "setup": QT_TRANSLATE_NOOP("LogPanel", "Setup phase"),
          "siege": QT_TRANSLATE_NOOP("LogPanel", "Siege phase"),
          "war_status": QT_TRANSLATE_NOOP("LogPanel", "War status phase")}


def section_title(entry: dict) -> str:
    phase = entry.get("phase")
    if phase and phase != ACTION_PHASE:
        return translate("LogPanel", PHASES[phase]) if phase in PHASES else \
            phase.replace("_", " ").capitalize() + " phase"
    return translate("LogPanel", "Action round {round}").format(round=entry.get("round", "?"))


def headings(prev: dict | None, entry: dict) -> list[tuple[str, str]]:
    """The headings to write before ``entry`` when ``prev`` came just before it: a turn
    heading when the turn changes, a section heading when the turn or the section changes
    (the log is already in play order)."""
    out = []
    new_turn = prev is None or prev.get("turn", 0) != entry.get("turn", 0)
    if new_turn:
        out.append(("turn", translate("LogPanel", "Turn {turn}").format(turn=entry.get("turn", 0))))
    if new_turn or section_title(prev) != section_title(entry):
        out.append(("section", section_title(entry)))
    return out


def dice_text(entry: dict) -> str:
    dice = entry.get("dice") or ()
    if not dice:
        return ""
    rolled = ", ".join(str(d) for d in dice)
    return (translate("LogPanel", "die {roll}") if len(dice) == 1 else translate("LogPanel", "dice {rolls}")).format(
        roll=rolled, rolls=rolled)


def mentions(entry: dict) -> tuple[list[str], list[str]]:
    """The space and unit ids an entry names: what its link highlights on the board."""
    return list(entry.get("spaces") or ()), list(entry.get("units") or ())


def plain_line(entry: dict) -> str:
    """One entry as one line of text in the interface's language (for copying, the history's
    step log, tests and screen readers)."""
    side = entry.get("side")
    d = dice_text(entry)
    return f"{side.upper() + ': ' if side else ''}{render(entry.get('text', ''))}{f' [{d}]' if d else ''}"
