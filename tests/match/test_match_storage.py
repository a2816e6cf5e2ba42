"""Folders, autosave after every action, resume last game, recent games (issue 6, saving)."""
import json
from pathlib import Path

import platformdirs
import pytest

from match_fakes import MOVE, ROLL
from pog_desktop.match import storage
from pog_desktop.match.places import places
from pog_desktop.match.errors import SaveError
from pog_desktop.match.meta import MatchMeta
from pog_desktop.match.savefile import read_save, write_save
from pog_desktop.match.session import Match


def test_places_live_under_pog_desktop_home(home):
    p = places()
    assert (p.saves, p.autosaves, p.recent, p.settings, p.logs) == (
        home / "data" / "saves", home / "data" / "autosave", home / "data" / "recent.json",
        home / "config" / "settings.json", home / "logs")
    assert p.last_game == home / "data" / "autosave" / "last.json"


def test_places_default_to_platformdirs(monkeypatch):
    monkeypatch.delenv("POG_DESKTOP_HOME")
    p = places()
    assert p.autosaves.parent == Path(platformdirs.user_data_dir("pog-desktop", appauthor=False))
    assert p.settings.parent == Path(platformdirs.user_config_dir("pog-desktop", appauthor=False))


def test_autosave_after_each_action_and_resume_last(match, engine, home):
    for action in (MOVE(2), ROLL):
        match.apply(action)
        path = storage.autosave(match.game, match.meta, match.trail)
        assert path == home / "data" / "autosave" / "g1.pog"
        assert len(read_save(path).actions) == match.action_count
    assert json.loads(places().last_game.read_text()) == {"game_id": "g1", "file": "g1.pog"}
    resumed = storage.resume_last(engine)
    assert resumed.game.state_hash() == match.game.state_hash()
    assert resumed.meta == match.meta


def test_autosave_keeps_one_file_per_game_and_last_points_to_latest(match, engine, meta):
    other = Match.new(MatchMeta("1914", 5, game_id="g2"), engine)
    other.apply(MOVE(1))
    storage.autosave(match.game, match.meta, match.trail)
    storage.autosave(other.game, other.meta, other.trail)
    assert sorted(p.name for p in places().autosaves.iterdir()) == ["g1.pog", "g2.pog", "last.json"]
    assert storage.resume_last(engine).meta.game_id == "g2"


def test_autosave_path_cannot_escape_the_autosave_folder():
    path = storage.autosave_path("../../etc/passwd")
    assert path.parent == places().autosaves
    assert len(path.stem) == 64


def test_resume_last_without_any_game_is_none(engine):
    assert storage.resume_last(engine) is None


@pytest.mark.parametrize("pointer", ["{not json", '{"game_id": "g1"}', '{"file": "../recent.json"}',
                                     '{"file": "gone.pog"}', "[]"])
def test_resume_last_with_unusable_pointer_is_none(match, engine, pointer):
    storage.autosave(match.game, match.meta, match.trail)
    places().last_game.write_text(pointer)
    assert storage.resume_last(engine) is None


def test_resume_last_with_damaged_autosave_says_why(match, engine):
    path = storage.autosave(match.game, match.meta, match.trail)
    path.write_text(path.read_text()[:100])
    with pytest.raises(SaveError, match="g1.pog: the file is truncated"):
        storage.resume_last(engine)


def test_opening_a_truncated_file_leaves_autosave_pointer_and_recent_untouched(tmp_path, match, engine):
    storage.autosave(match.game, match.meta, match.trail)
    good = tmp_path / "good.pog"
    storage.save_as(good, match)
    where = places()
    before = {p: p.read_bytes() for p in (where.autosaves / "g1.pog", where.last_game, where.recent)}
    broken = tmp_path / "broken.pog"
    other = Match.new(MatchMeta("1914", 5, game_id="g2"), engine)
    write_save(broken, other.game, other.meta, other.trail)
    broken.write_text(broken.read_text()[:-40])
    with pytest.raises(SaveError, match="broken.pog: the file is truncated"):
        storage.open_game(broken, engine)
    assert {p: p.read_bytes() for p in before} == before
    assert not (where.autosaves / "g2.pog").exists()
    assert storage.recent_games() == [good.resolve()]


def test_opening_a_good_file_makes_it_recent_and_last(tmp_path, match, engine):
    path = tmp_path / "game.pog"
    write_save(path, match.game, match.meta, match.trail)
    opened = storage.open_game(path, engine)
    assert opened.game.state_hash() == match.game.state_hash()
    assert storage.recent_games() == [path.resolve()]
    assert storage.resume_last(engine).game.state_hash() == match.game.state_hash()


def _files(tmp_path, n):
    paths = []
    for i in range(n):
        p = tmp_path / f"s{i}.pog"
        p.write_text("x")
        paths.append(p)
    return paths


def test_recent_is_most_recent_first_and_deduplicated(tmp_path):
    a, b, c = _files(tmp_path, 3)
    for p in (a, b, c, a):
        storage.add_recent(p)
    storage.add_recent(tmp_path / "sub" / ".." / "s1.pog")  # b, spelled another way
    assert storage.recent_games() == [b, a, c]


def test_recent_is_capped_at_ten(tmp_path):
    paths = _files(tmp_path, 12)
    for p in paths:
        storage.add_recent(p)
    assert storage.recent_games() == paths[::-1][:10]


def test_recent_drops_missing_files(tmp_path):
    a, b, c = _files(tmp_path, 3)
    for p in (a, b, c):
        storage.add_recent(p)
    b.unlink()
    assert storage.recent_games() == [c, a]
    assert storage.forget_recent(c) == [a]
    assert storage.recent_games() == [a]


@pytest.mark.parametrize("content", ["{broken", '{"recent": 3}', "[]"])
def test_damaged_recent_list_reads_empty_and_is_rebuilt(tmp_path, content):
    (a,) = _files(tmp_path, 1)
    places().recent.parent.mkdir(parents=True)
    places().recent.write_text(content)
    assert storage.recent_games() == []
    assert storage.add_recent(a) == [a]
    assert storage.recent_games() == [a]


def test_suggested_save_path_is_free_and_in_the_saves_folder(match, home):
    first = storage.suggested_save_path(match.meta)
    assert first == home / "data" / "saves" / "campaign-2026-11-23.pog"
    storage.save_as(first, match)
    assert storage.suggested_save_path(match.meta) == home / "data" / "saves" / "campaign-2026-11-23-2.pog"


def test_suggested_save_path_keeps_a_strange_scenario_id_inside_the_folder(meta, home):
    from dataclasses import replace
    path = storage.suggested_save_path(replace(meta, scenario_id="../x/y"))
    assert path == home / "data" / "saves" / "___x_y-2026-11-23.pog"
