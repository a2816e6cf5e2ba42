import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import atexit
import shutil
import tempfile

# No test reads or writes the user's own saves, settings or recent list, and no test finds a
# real running app (or another test run) through the single-instance server, whose name
# follows these folders: the whole run lives in a folder of its own unless a test sets another.
if "POG_DESKTOP_HOME" not in os.environ:
    _home = tempfile.mkdtemp(prefix="pog-desktop-tests-")
    os.environ["POG_DESKTOP_HOME"] = _home
    atexit.register(shutil.rmtree, _home, ignore_errors=True)

import sys

import pytest


@pytest.fixture(autouse=True)
def english_game_words():
    """The game's words follow the language installed for the run (``ui.game_words``); a test
    that installs another language leaves English behind for the next."""
    yield
    words = sys.modules.get("pog_desktop.ui.game_words")
    if words is not None:
        words.set_current_language("en")
