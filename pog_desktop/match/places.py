"""Where saves, autosaves, settings and logs live.

Folders come from platformdirs (per-OS user folders); the environment variable
``POG_DESKTOP_HOME`` puts everything under one folder instead, for tests and portable
installs. Nothing here creates a folder: writers do, when they first write.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "pog-desktop"
HOME_VARIABLE = "POG_DESKTOP_HOME"


@dataclass(frozen=True)
class Places:
    saves: Path          # where "Save as" starts
    autosaves: Path      # one rolling <game id>.pog per match, and last.json
    recent: Path         # recent.json: the recent-games list
    settings: Path       # settings.json
    logs: Path

    @property
    def last_game(self) -> Path:
        return self.autosaves / "last.json"


def places() -> Places:
    home = os.environ.get(HOME_VARIABLE)
    if home:
        base = Path(home)
        data, config, logs = base / "data", base / "config", base / "logs"
    else:
        data = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
        config = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
        logs = Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
    return Places(saves=data / "saves", autosaves=data / "autosave", recent=data / "recent.json",
                  settings=config / "settings.json", logs=logs)
