"""The bot's one-line reasons in the log: kept beside the engine's log (they are not part of
the game: a game is its action list) and laid into a seat's log where they were written."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Note:
    at: int          # the length of the log when the bot decided (the line goes after that entry)
    turn: int
    round: int
    side: str
    text: str

    def entry(self) -> dict:
        return {"turn": self.turn, "round": self.round, "side": self.side, "kind": "bot",
                "text": f"{self.side.upper()} (computer): {self.text}"}


def with_notes(log: list, notes) -> list:
    """``log`` with each note's entry after the first ``note.at`` entries."""
    if not notes:
        return log
    out, i = [], 0
    for n in sorted(notes, key=lambda n: n.at):
        out.extend(log[i:n.at])
        i = max(i, n.at)
        out.append(n.entry())
    out.extend(log[i:])
    return out
