"""Killed in the middle of a save (issue 10): a child process autosaving and saving over and
over is killed at random moments, over a hundred times. What is on disk always loads, as
one of the positions the child wrote, and no temporary file survives the next start."""
from __future__ import annotations

import os
import random
import signal
import sys
import time

import pytest

from match_fakes import FAKE_ENGINE, MOVE, ROLL
from pog_desktop.match import Match, MatchMeta
from pog_desktop.match.savefile import load_game_from_save, write_save
from pog_desktop.match.storage import add_recent, autosave, autosave_path, clean_on_start

KILLS = 100

pytestmark = pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "win32", reason="needs fork and SIGKILL")


def _positions() -> list[Match]:
    """Two positions of one game, long enough that a write takes a while."""
    m = Match.new(MatchMeta("campaign", 7, {}, {"ap": "A", "cp": "C"}, game_id="kill"), FAKE_ENGINE)
    for i in range(200):
        m.apply(ROLL if i % 5 == 0 else MOVE(i % 3 + 1))
    longer = m.clone()
    for _ in range(20):
        longer.apply(MOVE(2))
    return [m, longer]


def _child(positions, save_path, ready: int) -> None:
    """Save forever, alternating the positions (the autosave, then a save the user named);
    after the first pair, say so on ``ready`` (a loaded machine may not run the child at once,
    and a kill before its first write would prove nothing)."""
    try:
        n = 0
        while True:
            m = positions[n % 2]
            autosave(m.game, m.meta, m.trail)
            write_save(save_path, m.game, m.meta, m.trail)
            if n == 0:
                os.write(ready, b"1")
            n += 1
    finally:
        os._exit(0)


def test_saves_killed_at_random_moments_always_leave_a_loadable_file_and_no_temp_file(tmp_path):
    positions = _positions()
    hashes = {m.game.state_hash() for m in positions}
    save_path = tmp_path / "named.pog"
    write_save(save_path, positions[0].game, positions[0].meta, positions[0].trail)
    add_recent(save_path)
    autosave(positions[0].game, positions[0].meta, positions[0].trail)   # a first kill may come before the child writes
    rnd = random.Random(5)
    temp_left = 0
    for _ in range(KILLS):
        ready_r, ready_w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(ready_r)
            _child(positions, save_path, ready_w)
        os.close(ready_w)
        os.read(ready_r, 1)   # the child is saving over and over from now on
        os.close(ready_r)
        time.sleep(rnd.uniform(0.0005, 0.012))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        folders = {save_path.parent, autosave_path("kill").parent}
        temp_left += sum(1 for f in folders for p in f.iterdir() if p.name.endswith(".tmp"))
        for path in (save_path, autosave_path("kill")):
            if path.exists():
                assert load_game_from_save(path, FAKE_ENGINE).game.state_hash() in hashes
        clean_on_start()   # the next start: the autosave folder, and the named save's (on the recent list)
        assert [p.name for f in folders for p in f.iterdir() if p.name.endswith(".tmp")] == []
    assert temp_left > 0, "no kill landed in the middle of a write: the test proves nothing"
