"""What the installers say about the application, in one place: its name and identifier,
and the files it opens. The PyInstaller spec (macOS bundle) reads it; tests check that the
Linux desktop entry and MIME file and the Windows installer script say the same."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "pog-desktop"
DISPLAY_NAME = "Paths of Glory"
APP_ID = "io.github.pogdesktop.PogDesktop"
VERSION = re.search(r'__version__ = "([^"]+)"', (ROOT / "pog_desktop" / "__init__.py").read_text()).group(1)


@dataclass(frozen=True)
class FileType:
    extension: str     # without the dot
    mime: str          # Linux (shared-mime-info)
    uti: str           # macOS uniform type identifier
    prog_id: str       # Windows registry class
    description: str


FILE_TYPES = (
    FileType("pog", "application/x-pog-desktop-save", f"{APP_ID}.save", "PogDesktop.Save",
             "Paths of Glory saved game"),
    FileType("pogturn", "application/x-pog-desktop-turn", f"{APP_ID}.turn", "PogDesktop.Turn",
             "Paths of Glory turn file (play by e-mail)"),
)
