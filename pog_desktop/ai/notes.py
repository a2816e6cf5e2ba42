"""The bot's one-line reasons in the log: kept beside the engine's log (they are not part of
the game: a game is its action list), saved with the match (``MatchMeta.notes``, plain
dicts) and laid into a seat's log where they were written."""
from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class Note:
    action: int      # the number of actions before the bot's (0-based: the action it chose)
    at: int          # the length of the log when the bot decided (the line goes after that entry)
    turn: int
    round: int
    side: str
    text: str

    def entry(self) -> dict:
        return {"turn": self.turn, "round": self.round, "side": self.side, "kind": "bot",
                "text": f"{self.side.upper()} (computer): {self.text}"}

    def to_json(self) -> dict:
        """The saved form (``MatchMeta.notes``): ``log`` for ``at``."""
        d = asdict(self)
        d["log"] = d.pop("at")
        return d

    @classmethod
    def from_json(cls, d: dict) -> "Note":
        return cls(d["action"], d["log"], d["turn"], d["round"], d["side"], d["text"])


def with_notes(log: list, notes, actions: int | None = None) -> list:
    """``log`` with each note's entry after the first ``note.at`` entries; with ``actions``
    (the game's action count) only the notes of actions still in the game (none undone).
    ``notes``: ``Note``s or their saved dicts."""
    notes = [n if isinstance(n, Note) else Note.from_json(n) for n in notes]
    if actions is not None:
        notes = [n for n in notes if n.action < actions]
    if not notes:
        return log
    out, i = [], 0
    for n in sorted(notes, key=lambda n: n.at):
        out.extend(log[i:n.at])
        i = max(i, n.at)
        out.append(n.entry())
    out.extend(log[i:])
    return out
