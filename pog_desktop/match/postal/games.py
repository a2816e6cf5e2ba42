"""The PBEM games on this machine (issue 12): one folder each under ``base()``; the list shows
whose turn it is and since when, read from each folder's ``game.json`` without replaying."""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

from ..places import places
from . import turnfile


def base() -> Path:
    return places().saves.parent / "pbem"


@dataclass(frozen=True)
class GameEntry:
    folder: Path
    game_id: str
    seat: str
    opponent: str
    scenario: str
    files: int
    whose: str          # "you" / the opponent's name: who has to send the next file
    since: float        # when the last file was written or read (epoch seconds)

    @property
    def since_text(self) -> str:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(self.since)) if self.since else "-"


def list_games(where: Path | None = None) -> list[GameEntry]:
    out = []
    root = Path(where or base())
    for info_path in sorted(root.glob("*/game.json")):
        try:
            info = json.loads(info_path.read_text(encoding="utf-8"))
            files = info["files"]
            last = files[-1] if files else None
            mine = last is None or last["sender"] != info["seat"]
            out.append(GameEntry(info_path.parent, info["game_id"], info["seat"], info["opponent"].get("name", ""),
                                 info["rules"]["scenario"], len(files), "you" if mine else
                                 (info["opponent"].get("name") or "the opponent"), last.get("at", 0) if last else 0))
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            continue
    return sorted(out, key=lambda e: -e.since)


def folder_for(path: Path | str, where: Path | None = None) -> Path | None:
    """The folder of the game a turn file belongs to, or None (a new invitation)."""
    doc = turnfile.read(path)
    for e in list_games(where):
        if e.game_id == doc["game_id"]:
            return e.folder
    return None
