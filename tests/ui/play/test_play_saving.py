"""Saving from the play window: save, quit and reopen gives the identical state; quitting
and starting again resumes the autosave; a damaged file is refused and nothing changes;
``--open FILE --screenshot OUT`` renders the table view of a save."""
from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QImage

from pog_desktop.app import main as app_main
from pog_desktop.match import Match, MatchMeta, places
from pog_desktop.match.storage import autosave_path
from pog_desktop.ui.play.controller import flush_autosaves
from pog_desktop.ui.main_window import MainWindow


def _played(n: int) -> Match:
    """A match some actions in: first legal action each time, never a peace offer."""
    m = Match.new(MatchMeta("campaign", 5, {}, {"ap": "Anna", "cp": "Carl"}, game_id="g5"))
    for _ in range(n):
        m.apply(next(a for a in m.game.legal_actions() if a.type != "offer_peace"))
    return m


@pytest.fixture
def window(qtbot):
    w = MainWindow(_played(12), quiet=True)
    qtbot.addWidget(w)
    w.controller.choose(next(a for a in w.controller.game.legal_actions() if a.type != "offer_peace"))
    return w


def test_save_quit_reopen_gives_the_identical_state_hash(qtbot, window, tmp_path):
    """Covers: DAT-15. Save as, close the window, open the file in a new window."""
    path = tmp_path / "mine.pog"
    window.save_to(path)
    expected = (window.controller.game.state_hash(), len(window.controller.game.actions))
    window.close()
    again = MainWindow(resume=False, quiet=True)
    qtbot.addWidget(again)
    assert again.open_file(path)
    assert (again.controller.game.state_hash(), len(again.controller.game.actions)) == expected
    assert again.path == path


def test_quit_and_start_again_resumes_the_autosave_of_the_last_action(qtbot, window):
    """Covers: DAT-15. Every action autosaves; a new window resumes exactly there."""
    expected = window.controller.game.state_hash()
    flush_autosaves()
    assert autosave_path("g5").is_file()
    window.close()
    again = MainWindow(quiet=True)
    qtbot.addWidget(again)
    assert again.controller.game.state_hash() == expected
    assert again.controller.match.meta.game_id == "g5"


def test_a_truncated_save_is_refused_and_the_game_and_autosave_stay(qtbot, window, tmp_path):
    """Covers: DAT-15. Half a file: refused with the file's name in the message; the game on
    the table and its autosave are untouched."""
    good = tmp_path / "good.pog"
    window.save_to(good)
    bad = tmp_path / "cut.pog"
    text = good.read_text(encoding="utf-8")
    bad.write_text(text[: len(text) // 2], encoding="utf-8")
    flush_autosaves()
    autosaved = autosave_path("g5").read_bytes()
    before = (window.controller.game.state_hash(), window.path)
    assert not window.open_file(bad)
    assert "cut.pog" in window.statusBar().currentMessage()
    assert "Cannot open this game" in window.statusBar().currentMessage()
    assert (window.controller.game.state_hash(), window.path) == before
    flush_autosaves()
    assert autosave_path("g5").read_bytes() == autosaved
    assert json.loads(places().last_game.read_text(encoding="utf-8"))["game_id"] == "g5"


def test_open_screenshot_writes_the_table_view_png(qtbot, window, tmp_path):
    """The command line renders a saved game's table view without a window."""
    save = tmp_path / "game.pog"
    window.save_to(save)
    out = tmp_path / "shot.png"
    assert app_main(["--open", str(save), "--screenshot", str(out), "--size", "900x640"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 640)
    broken = tmp_path / "broken.pog"
    broken.write_text("{", encoding="utf-8")
    assert app_main(["--open", str(broken), "--screenshot", str(tmp_path / "no.png")]) == 1
    assert not (tmp_path / "no.png").exists()


def test_recent_games_menu_lists_saved_and_opened_files_newest_first(qtbot, window, tmp_path):
    first, second = tmp_path / "first.pog", tmp_path / "second.pog"
    window.save_to(first)
    window.save_to(second)
    window._fill_recent()
    assert [a.text() for a in window.recent_menu.actions()] == ["second.pog", "first.pog"]
    window.recent_menu.actions()[1].trigger()
    assert window.path == first


def test_play_keeps_the_position_every_hundred_actions(qtbot, monkeypatch):
    """Issue 10: the autosave of the 100th action also keeps the whole position (match/positions.py),
    so that resuming the game later replays only its last actions."""
    from pog_desktop.match import positions
    monkeypatch.setattr(positions, "MIN_ACTIONS", 100)
    w = MainWindow(_played(99), quiet=True)
    qtbot.addWidget(w)
    w.controller.choose(next(a for a in w.controller.game.legal_actions() if a.type != "offer_peace"))
    flush_autosaves()
    [entry] = positions.folder().glob("*.json")
    game = w.controller.game
    start = Match.new(w.controller.match.meta).game
    found = positions.find(start, 5, list(game.actions) + [{}] * 100, w.controller.match.trail[1:] + ["0"] * 100)
    assert found is not None and found[1] == 100 and found[0].state_hash() == game.state_hash()


def test_opening_a_long_game_keeps_its_position_once_the_window_shows_it(qtbot, tmp_path, monkeypatch):
    """Issue 10: the kept position (match/positions.py) is written after the opened game is
    shown, by the event loop, not before the game can be played."""
    from pog_desktop.match import positions, write_save
    monkeypatch.setattr(positions, "MIN_ACTIONS", 100)
    played = _played(210)
    path = tmp_path / "long.pog"
    write_save(path, played.game, played.meta, played.trail)
    w = MainWindow(resume=False, quiet=True)
    qtbot.addWidget(w)
    kept = lambda: list(positions.folder().glob("*.json")) if positions.folder().exists() else []  # noqa: E731
    assert w.open_file(path) and kept() == []
    assert w.controller.game.state_hash() == played.game.state_hash()
    qtbot.waitUntil(lambda: len(kept()) == 1)
