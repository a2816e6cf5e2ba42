import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

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
