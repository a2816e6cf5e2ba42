"""Atomic writes: a failing write never leaves a partial file nor harms the old one (issue 6, saving)."""
import os

import pytest

from pog_desktop.match import atomic
from pog_desktop.match.atomic import atomic_write_json, atomic_write_text
from pog_desktop.match.savefile import read_save, write_save


def test_atomic_write_replaces_the_file_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "a.txt"
    target.write_text("old")
    atomic_write_text(target, "new ☃")
    assert target.read_text(encoding="utf-8") == "new ☃"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt"]


def test_atomic_write_json_round_trips(tmp_path):
    atomic_write_json(tmp_path / "d.json", {"b": [1, 2], "a": "x"})
    assert (tmp_path / "d.json").read_text() == '{\n "a": "x",\n "b": [\n  1,\n  2\n ]\n}\n'


@pytest.mark.parametrize("breaks", ["fsync", "replace"])
def test_atomic_write_failure_keeps_the_old_file(tmp_path, monkeypatch, breaks):
    target = tmp_path / "a.txt"
    target.write_text("old")

    def fail(*args):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(atomic.os, breaks, fail)
    with pytest.raises(OSError, match="No space left"):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt"]


def test_atomic_write_interrupted_mid_text_keeps_the_old_file(tmp_path):
    target = tmp_path / "a.txt"
    target.write_text("old")
    with pytest.raises(UnicodeEncodeError):
        atomic_write_text(target, "half" * 10000 + "\ud800")  # a lone surrogate cannot be encoded
    assert target.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.txt"]


def test_failed_save_keeps_the_previous_good_save(tmp_path, monkeypatch, match, engine):
    path = tmp_path / "game.pog"
    write_save(path, match.game, match.meta, match.trail)
    before = path.read_bytes()
    match.apply({"type": "move", "to": 2})

    def fail(fd):
        raise OSError(5, "Input/output error")
    monkeypatch.setattr(os, "fsync", fail)
    with pytest.raises(OSError):
        write_save(path, match.game, match.meta, match.trail)
    assert path.read_bytes() == before
    assert len(read_save(path).actions) == 5
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.pog"]
