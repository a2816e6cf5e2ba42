"""Issue 12: the unsigned turn files of older versions (the save format's ``kind: "turn"``) are
no longer reachable: opening one, as a whole game or as a continuation, or ``--verify`` on it,
is refused with a message saying why; no code writes one any more."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pog_desktop.app import main
from pog_desktop.match import SaveError, load_game_from_save, write_save

import pog_desktop.match as match_pkg


@pytest.mark.parametrize("base", [0, 3])
def test_pbem_an_old_unsigned_turn_file_is_refused_by_name(tmp_path, match, engine, base, capsys):
    path = tmp_path / "old-turn.pog"
    write_save(path, match.game, match.meta, match.trail)
    doc = json.loads(path.read_text())
    doc["kind"] = "turn"
    doc["base"]["actions"] = base
    doc["actions"], doc["hashes"] = doc["actions"][base:], doc["hashes"][base:]
    doc["base"]["hash"] = match.trail[base]
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="old-turn.pog: field 'kind': an unsigned PBEM turn file of an older version"):
        load_game_from_save(path, engine)
    if base == 0:
        assert main(["--verify", str(path)]) == 1
        assert "unsigned PBEM turn file" in capsys.readouterr().err


def test_pbem_nothing_writes_unsigned_turn_files_any_more():
    assert not hasattr(match_pkg, "write_turn") and not hasattr(match_pkg, "read_turn")
    root = Path(match_pkg.__file__).parents[1]
    call = re.compile(r"write_file\([^)]*[\"']turn[\"']")
    writers = [p for p in root.rglob("*.py") if call.search(p.read_text(encoding="utf-8"))]
    assert writers == [], writers
    assert not (root / "match" / "pbem.py").exists()
