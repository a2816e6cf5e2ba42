"""Issue 16: the installed program really starts, on Qt's xcb platform under Xvfb: its main
window appears, the board is drawn in it, and closing the window as a user does ends the
program cleanly. The same with a saved game given on the command line, and a second start
with another file hands it to the running window (single instance)."""
from __future__ import annotations

import subprocess
import time

import pytest
from PIL import Image

from pog_desktop.match import Match, MatchMeta
from pog_desktop.match.savefile import write_save

pytest.importorskip("Xlib", reason="python-xlib (the test extra, on Linux) drives the X window")
from .xserver import Screen, Xvfb  # noqa: E402

SIZE = (1366, 768)


@pytest.fixture(scope="module")
def display():
    why = Xvfb.missing()
    if why:
        pytest.skip(why)
    server = Xvfb()
    try:
        name = server.start()
    except (OSError, RuntimeError) as e:
        pytest.skip(f"Xvfb cannot run here: {e}")
    yield name
    server.stop()


def _save(path, game_id: str, actions: int) -> None:
    m = Match.new(MatchMeta("campaign", 7, {}, {"ap": "Anna", "cp": "Carl"}, game_id=game_id))
    for _ in range(actions):
        m.apply(next(a for a in m.game.legal_actions() if a.type != "offer_peace"))
    write_save(path, m.game, m.meta, m.trail)


def _board_drawn(shot: Image.Image) -> bool:
    """The map fills the window's upper part (the board view; the table is docked below):
    many colours there, not a blank or half-painted widget."""
    w, h = shot.size
    board = shot.crop((w // 8, h // 10, w * 5 // 8, h * 4 // 10)).convert("RGB")
    return len(board.getcolors(maxcolors=1 << 20)) > 300


class Running:
    def __init__(self, installed, display: str, *args: str):
        self.installed, self.display = installed, display
        self.proc = subprocess.Popen([str(installed.program), "--size", "x".join(map(str, SIZE)), *args],
                                     cwd=installed.workdir, env=self.env(), stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True)
        self.screen = Screen(display)

    def env(self):
        return self.installed.env(DISPLAY=self.display, QT_QPA_PLATFORM="xcb")

    def window(self, title_part: str, timeout: float = 90):
        win, title = self.screen.wait_window(lambda t: t.startswith("Paths of Glory") and title_part in t, timeout,
                                             alive=lambda: self.proc.poll() is None)
        if win is None:
            out, err = self.finish(kill=True)
            pytest.fail(f"no main window with {title_part!r} in its title; exit {self.proc.returncode}; stderr:\n{err}")
        return win, title

    def drawn(self, win, png, timeout: float = 30) -> Image.Image:
        deadline = time.monotonic() + timeout
        while True:
            shot = self.screen.grab(win)
            if _board_drawn(shot) or time.monotonic() > deadline:
                shot.save(png)
                return shot
            time.sleep(0.25)

    def finish(self, kill: bool = False, timeout: float = 30) -> tuple[str, str]:
        if kill:
            self.proc.kill()
        try:
            out, err = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            out, err = self.proc.communicate()
        self.screen.close_connection()
        return out, err


def _close_and_check(run: Running, win) -> None:
    run.screen.close(win)
    out, err = run.finish()
    assert run.proc.returncode == 0, err
    assert "Traceback" not in err, err
    assert not list(run.installed.home.glob("logs/crash-*")), "a crash report was written"


def test_the_installed_program_starts_draws_the_board_and_quits(installed, display, tmp_path):
    run = Running(installed, display)
    win, title = run.window("campaign")
    shot = run.drawn(win, tmp_path / "start.png")
    assert shot.size == SIZE
    assert _board_drawn(shot), f"the board was not drawn: see {tmp_path / 'start.png'}"
    _close_and_check(run, win)
    assert (installed.home / "config" / "settings.json").is_file()   # closing kept the window layout


def test_a_save_on_the_command_line_opens_and_a_second_start_hands_over(installed, display, tmp_path):
    first, second = tmp_path / "first game.pog", tmp_path / "second.pog"
    _save(first, "xvfb-first", 4)
    _save(second, "xvfb-second", 9)
    run = Running(installed, display, str(first))
    win, title = run.window("first game.pog")
    assert "4 actions" in title
    shot = run.drawn(win, tmp_path / "opened.png")
    assert _board_drawn(shot), f"the board was not drawn: see {tmp_path / 'opened.png'}"
    other = subprocess.run([str(installed.program), str(second)], cwd=installed.workdir, env=run.env(),
                           capture_output=True, text=True, timeout=60)
    assert other.returncode == 0 and "already running" in other.stdout, other.stderr
    win2, title2 = run.window("second.pog", timeout=30)
    assert win2 == win and "9 actions" in title2
    _close_and_check(run, win)
