"""No lost positions (issue 10): an autosave is never replaced by a position that does not
continue it without the later one being kept; stale temporary files of killed writes are
removed on start; a full disk keeps the old autosave and is named as such."""
import errno
import os
import subprocess
import sys
import time

import pytest

from match_fakes import MOVE
from pog_desktop.match import atomic, keep
from pog_desktop.match.errors import SaveError
from pog_desktop.match.keep import autosaved_positions
from pog_desktop.match.savefile import load_game_from_save, write_save
from pog_desktop.match.storage import autosave, autosave_path, clean_on_start, open_game, resume_last, write_problem


def _kept():
    return sorted(p.name for p in autosave_path("g1").parent.glob("g1~*.pog"))


def test_opening_an_older_save_of_the_same_game_keeps_the_later_autosave(tmp_path, match, engine):
    early = match.clone()
    early.game.actions.pop()   # the fake game at 4 actions: the same game, an earlier position
    early.trail.pop()
    older = tmp_path / "older.pog"
    write_save(older, early.game, early.meta, early.trail)
    autosave(match.game, match.meta, match.trail)            # the 5-action position on disk
    opened = open_game(older, engine)
    assert opened.action_count == 4
    assert load_game_from_save(autosave_path("g1"), engine).action_count == 4
    (kept,) = _kept()
    assert kept == f"g1~5-{match.trail[-1][:8]}.pog"
    later = load_game_from_save(autosave_path("g1").with_name(kept), engine)
    assert later.game.state_hash() == match.game.state_hash()


def test_a_position_that_continues_the_autosave_replaces_it_without_a_copy(match, engine):
    autosave(match.game, match.meta, match.trail)
    resumed = resume_last(engine)
    resumed.apply(MOVE(3))
    autosave(resumed.game, resumed.meta, resumed.trail)
    assert _kept() == []


def test_undo_in_the_session_that_wrote_the_autosave_keeps_no_copy(match, engine):
    autosave(match.game, match.meta, match.trail)
    match.undo()   # the last action, a move
    autosave(match.game, match.meta, match.trail)
    assert _kept() == []


def test_undo_right_after_resuming_keeps_no_copy(match, engine):
    autosave(match.game, match.meta, match.trail)
    resumed = resume_last(engine)
    resumed.undo()
    autosave(resumed.game, resumed.meta, resumed.trail)
    assert _kept() == []


def test_branches_from_an_older_save_are_each_kept_up_to_the_limit(tmp_path, match, engine, monkeypatch):
    monkeypatch.setattr(keep, "KEPT_PER_GAME", 2)
    older = tmp_path / "older.pog"
    write_save(older, match.game, match.meta, match.trail)
    tips = []
    for to in (1, 2, 3, 1):
        branch = open_game(older, engine)   # replaces the branch played before: kept
        branch.apply(MOVE(to))
        autosave(branch.game, branch.meta, branch.trail)
        tips.append(branch.trail[-1])
        time.sleep(0.01)
    # three branches of 6 actions were replaced; the limit keeps the two newest
    assert _kept() == sorted(f"g1~6-{h[:8]}.pog" for h in tips[1:3])


def test_recover_lists_autosaves_and_kept_positions_newest_first(tmp_path, match, engine):
    early = match.clone()
    early.undo()
    older = tmp_path / "older.pog"
    write_save(older, early.game, early.meta, early.trail)
    autosave(match.game, match.meta, match.trail)
    time.sleep(0.01)
    open_game(older, engine)
    listed = autosaved_positions()
    assert [(e.actions, e.kept) for e in listed] == [(4, False), (5, True)]
    assert listed[1].label.startswith("campaign, 5 actions — ") and listed[1].label.endswith("(kept position)")
    assert listed[0].players == {"ap": "Anna", "cp": "Bruno"}


def test_an_autosave_whose_last_hash_is_not_a_hash_is_replaced_without_a_copy(match, engine):
    path = autosave_path("g1")
    path.parent.mkdir(parents=True)
    path.write_text('{"base": {"actions": 0, "hash": "x"}, "hashes": ["../../evil"]}')
    autosave(match.game, match.meta, match.trail)
    assert _kept() == [] and sorted(p.name for p in path.parent.parent.iterdir()) == ["autosave"]


def test_an_unreadable_autosave_is_replaced(match, engine):
    path = autosave_path("g1")
    path.parent.mkdir(parents=True)
    path.write_text("{ broken")
    autosave(match.game, match.meta, match.trail)
    assert load_game_from_save(path, engine).action_count == 5


# -- temporary files of killed writes --------------------------------------------------------

def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_start_removes_temporary_files_of_dead_writers_only(home, match):
    autosave(match.game, match.meta, match.trail)
    folder = autosave_path("g1").parent
    dead = folder / f".g1.pog.{_dead_pid()}.ab12cd34.tmp"
    alive = folder / f".g1.pog.{os.getppid()}.ef56gh78.tmp"
    mine = folder / f".recent.json.{os.getpid()}.zz99yy88.tmp"
    other = folder / ".notes.txt.123.tmp"
    for p in (dead, alive, mine, other):
        p.write_text("partial")
    assert clean_on_start() == [dead]
    assert alive.exists() and mine.exists() and other.exists()


def test_start_removes_temporary_files_older_than_any_write(home, match, monkeypatch):
    autosave(match.game, match.meta, match.trail)
    stale = autosave_path("g1").parent / f".g1.pog.{os.getppid()}.ab12cd34.tmp"
    stale.write_text("partial")
    past = time.time() - atomic.STALE_AFTER - 60
    os.utime(stale, (past, past))
    assert clean_on_start() == [stale]


# -- a full disk -------------------------------------------------------------------------------

def test_a_full_disk_keeps_the_old_autosave_and_says_so(match, engine, monkeypatch):
    path = autosave(match.game, match.meta, match.trail)
    before = path.read_bytes()
    match.apply(MOVE(1))

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(atomic.os, "fsync", full)
    with pytest.raises(OSError) as err:
        autosave(match.game, match.meta, match.trail)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir() if p.suffix == ".tmp"] == []
    assert write_problem(err.value) == "the disk is full"


def test_write_problems_in_words():
    assert write_problem(OSError(errno.EDQUOT, "Disk quota exceeded")) == "the disk is full"
    assert write_problem(OSError(errno.EACCES, "Permission denied")) == "no permission to write the autosave folder"
    assert write_problem(OSError(errno.EIO, "Input/output error")) == "Input/output error"


def test_a_refused_file_never_reaches_the_autosave_folder(tmp_path, engine):
    bad = tmp_path / "bad.pog"
    bad.write_text("[" * 5000)
    with pytest.raises(SaveError):
        open_game(bad, engine)
    assert not autosave_path("x").parent.exists()
