"""The .pog save file: round trips and every kind of damage refused with a clear message.

Saving has no rulebook number; these tests cover the "Saving" part of issue 6 and, where
a replay reproduces the dice, DAT-15 (seeded, deterministic dice).
"""
import json

import pytest

from match_fakes import MOVE
from pog_desktop import __version__
from pog_desktop.match.errors import SaveError
from pog_desktop.match.savefile import load_game_from_save, read_save, write_save
from pog_desktop.match import positions
from pog_desktop.match import seal as seal_mod
from pog_desktop.match.seal import canonical_pieces, seal, verified_trail


@pytest.fixture
def saved(tmp_path, match):
    path = tmp_path / "game.pog"
    write_save(path, match.game, match.meta, match.trail)
    return path


def edit(path, change):
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))


def test_save_round_trip_restores_state_meta_and_trail(saved, match, engine):
    """Covers: DAT-15 (the replay rolls the same dice from the seed)."""
    loaded = load_game_from_save(saved, engine)
    assert loaded.meta == match.meta
    assert loaded.game.actions == match.game.actions
    assert loaded.game.dice == match.game.dice
    assert loaded.game.state_hash() == match.game.state_hash()
    assert loaded.trail == verified_trail(match.trail)   # the hashes its replay compared


def test_save_header_names_format_app_and_game(saved, match):
    data = read_save(saved)
    assert (data.kind, data.app_version, data.base_index, data.base_hash) == ("save", __version__, 0, match.trail[0])
    assert data.hashes == tuple(match.trail[1:])
    doc = json.loads(saved.read_text())
    assert doc["format"] == "pog-save/3"
    assert (doc["game"], doc["scenario"], doc["seed"]) == ("pog", "campaign", 1914)
    assert doc["players"] == {"ap": "Anna", "cp": "Bruno"}


def test_save_writes_one_action_per_line(saved, match):
    lines = saved.read_text().splitlines()
    for action in match.game.actions:
        assert "  " + json.dumps(action) + "," in lines or "  " + json.dumps(action) in lines


def test_save_without_trail_recomputes_the_same_hashes(tmp_path, match, engine):
    path = tmp_path / "no_trail.pog"
    write_save(path, match.game, match.meta, engine=engine)
    assert read_save(path).hashes == tuple(match.trail[1:])


def test_save_refuses_a_trail_out_of_step_with_the_game(tmp_path, match):
    with pytest.raises(ValueError, match="hash trail out of step"):
        write_save(tmp_path / "x.pog", match.game, match.meta, match.trail[:-1])


def test_empty_game_round_trips(tmp_path, meta, engine):
    from pog_desktop.match.session import Match
    m = Match.new(meta, engine)
    write_save(tmp_path / "empty.pog", m.game, m.meta, m.trail)
    assert load_game_from_save(tmp_path / "empty.pog", engine).game.actions == []


def _set(key, value):
    return lambda doc: doc.__setitem__(key, value)


def _drop(key):
    return lambda doc: doc.pop(key)


SHAPE_DAMAGE = [
    ("format other", _set("format", "chess-save/1"),
     "field 'format': not a pog-desktop save file (format 'chess-save/1')"),
    ("format missing", _drop("format"), "field 'format': not a pog-desktop save file (format None)"),
    ("newer format", _set("format", "pog-save/4"), "field 'format': written by a newer pog-desktop"),
    ("foreign game", _set("game", "pursuit"),
     "field 'game': a file of another game ('pursuit'); this reads 'pog' games"),
    ("seed missing", _drop("seed"), "field 'seed': missing"),
    ("seed text", _set("seed", "7"), "field 'seed': must be int, got '7'"),
    ("seed flag", _set("seed", True), "field 'seed': must be int, got True"),
    ("options list", _set("options", []), "field 'options': must be dict, got []"),
    ("players not names", _set("players", {"ap": 3}), "field 'players': {'ap': 3} is not a map of seat to name"),
    ("scenario empty", _set("scenario", ""), "field 'scenario': '' is not a scenario id"),
    ("created not a time", _set("created", "yesterday"), "field 'created': 'yesterday' is not an ISO 8601 time"),
    ("kind unknown", _set("kind", "replay"), "field 'kind': 'replay' is not one of save, turn"),
    ("actions missing", _drop("actions"), "field 'actions': missing"),
    ("action not object", lambda d: d["actions"].__setitem__(1, "move"), "action 2: must be a JSON object, got 'move'"),
    ("hash malformed", lambda d: d["hashes"].__setitem__(2, "abc"), "hash 3: must be a 64-digit hex hash, got 'abc'"),
    ("hash missing", lambda d: d["hashes"].pop(), "field 'hashes': 4 hashes for 5 actions"),
    ("base missing", _drop("base"), "field 'base': missing"),
    ("base negative", lambda d: d["base"].__setitem__("actions", -1),
     "field 'base.actions': -1 is not a count of actions"),
    ("base hash text", lambda d: d["base"].__setitem__("hash", 5), "field 'base.hash': must be str, got 5"),
    ("save not at 0", lambda d: d["base"].__setitem__("actions", 3),
     "field 'base.actions': a save must start at action 0, this one starts at 3"),
]


@pytest.mark.parametrize("change,message", [c[1:] for c in SHAPE_DAMAGE], ids=[c[0] for c in SHAPE_DAMAGE])
def test_damaged_header_is_refused_naming_the_field(saved, change, message, engine):
    edit(saved, change)
    with pytest.raises(SaveError) as err:
        load_game_from_save(saved, engine)
    assert str(err.value).startswith("game.pog: " + message)


@pytest.mark.parametrize("content,message", [
    (lambda text: text[: len(text) // 2], "the file is truncated (it ends early, line"),
    (lambda text: text[:-3], "the file is truncated"),
    (lambda text: "", "the file is empty"),
    (lambda text: "saved game\n" + text, "not valid JSON at line 1, column 1: Expecting value"),
    (lambda text: "[1, 2]", "not a pog-desktop save file (the top level is not a JSON object)"),
], ids=["half", "last bytes", "empty", "not json", "list"])
def test_damaged_text_is_refused(saved, content, message, engine):
    saved.write_text(content(saved.read_text()))
    with pytest.raises(SaveError) as err:
        load_game_from_save(saved, engine)
    assert str(err.value).startswith("game.pog: " + message)


def test_binary_file_is_refused(saved, engine):
    saved.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(SaveError, match=r"game.pog: not a pog-desktop save file \(not UTF-8 text, byte 0\)"):
        read_save(saved)


def test_unreadable_path_is_refused(tmp_path):
    (tmp_path / "folder.pog").mkdir()
    with pytest.raises(SaveError, match="folder.pog: cannot read the file"):
        read_save(tmp_path / "folder.pog")


def test_illegal_action_is_refused_at_its_index(saved, engine):
    edit(saved, lambda d: d["actions"][2].__setitem__("to", 9))
    with pytest.raises(SaveError) as err:
        load_game_from_save(saved, engine)
    assert str(err.value) == ('game.pog: action 3 of 5: illegal action {"type": "move", "to": 9}: '
                              'cannot move to 9: only 1, 2 or 3')
    assert err.value.action == 2


def test_legal_but_changed_action_is_refused_by_its_hash(saved, engine):
    edit(saved, lambda d: d["actions"][4].__setitem__("to", 1))
    with pytest.raises(SaveError) as err:
        load_game_from_save(saved, engine)
    assert str(err.value).startswith('game.pog: action 5 of 5: state hash mismatch after {"type": "move", "to": 1}')
    assert err.value.action == 4


def test_changed_hash_is_refused_at_its_index(saved, engine):
    edit(saved, lambda d: d["hashes"].__setitem__(1, "0" * 64))
    with pytest.raises(SaveError) as err:
        load_game_from_save(saved, engine)
    assert "action 2 of 5: state hash mismatch" in str(err.value)
    assert "the file says 000000000000..." in str(err.value)
    assert err.value.action == 1


def test_changed_seed_is_refused_at_the_start(saved, engine):
    """Covers: DAT-15 (the seed decides the starting state and every die)."""
    edit(saved, lambda d: d.__setitem__("seed", 1915))
    with pytest.raises(SaveError) as err:
        load_game_from_save(saved, engine)
    assert str(err.value).startswith("game.pog: start of the game: the starting position differs")
    assert err.value.action == 0


def test_unknown_action_shape_is_refused(saved, engine):
    edit(saved, lambda d: d["actions"][0].__setitem__("unit", "ge_1"))
    with pytest.raises(SaveError, match=r"game.pog: action 1 of 5: not a valid action .*unknown action shape"):
        load_game_from_save(saved, engine)


def test_unknown_scenario_is_refused(saved, engine):
    edit(saved, _set("scenario", "1918"))
    with pytest.raises(SaveError, match="game.pog: header: cannot start scenario '1918' with these options: unknown"):
        load_game_from_save(saved, engine)


def test_engine_crash_on_a_file_becomes_a_refusal(saved, engine, monkeypatch):
    def broken(self, action):
        raise KeyError("lost")
    monkeypatch.setattr(engine.Game, "apply", broken)
    with pytest.raises(SaveError, match=r"action 1 of 5: the rules engine failed on .*KeyError"):
        load_game_from_save(saved, engine)


def test_unknown_extra_field_is_tolerated(saved, engine, match):
    edit(saved, _set("thumbnail", "later"))
    assert load_game_from_save(saved, engine).game.state_hash() == match.game.state_hash()


def test_moves_after_load_extend_the_trail(saved, engine):
    loaded = load_game_from_save(saved, engine)
    loaded.apply(MOVE(2))
    assert len(loaded.trail) == 7 and loaded.trail[-1] == loaded.game.state_hash()


def test_file_without_pbem_bookkeeping_loads_with_none_sent(saved, engine):
    edit(saved, _drop("opponent_has"))
    assert load_game_from_save(saved, engine).meta.opponent_has == 0


def test_save_refuses_to_write_what_it_could_not_read_back(tmp_path, match):
    from dataclasses import replace
    path = tmp_path / "nan.pog"
    path.write_text("old")
    with pytest.raises(ValueError, match="Out of range float values are not JSON compliant"):
        write_save(path, match.game, replace(match.meta, options={"x": float("nan")}), match.trail)
    assert path.read_text() == "old"


@pytest.mark.parametrize("count", [0, 1, 99, 100, 101, 250])
def test_the_seal_and_the_kept_positions_digests_are_the_same_from_pieces(count):
    """A reader encodes the actions once, in pieces (``seal.canonical_pieces``), for the seal
    and for the names of kept positions: the same seal and digests as encoding them whole."""
    actions = [{"type": "move", "units": [f"u{i}", "é"], "to": f"s{i % 7}"} if i % 3 else {"type": "done"}
               for i in range(count)]
    hashes = [f"{i:064x}" if i % 5 else None for i in range(count)]
    rules_ = {"rules": 2, "scenario": "campaign", "options": {"vp_bid": 0}}
    whole = seal(rules_, 7, 0, "0" * 64, actions, hashes)
    for size in (1, 7, positions.STRIDE):
        assert seal(rules_, 7, 0, "0" * 64, actions, hashes, canonical_pieces(actions, size)) == whole
    pieces = canonical_pieces(actions, positions.STRIDE)
    by_piece, whole = positions._prefixes(actions, hashes, count, pieces), positions._prefixes(actions, hashes, count)
    assert list(by_piece) == list(whole)


@pytest.mark.parametrize("every", [1, 3, 7, 100])
def test_the_checkpoints_listed_are_those_compared(every, monkeypatch):
    """``seal.checkpoints`` (asked once by a sealed replay) lists exactly the indices where
    ``is_checkpoint`` holds: every ``CHECK_EVERY``-th action and the last, from any start."""
    monkeypatch.setattr(seal_mod, "CHECK_EVERY", every)
    for count in range(0, 230):
        for start in range(0, count + 2):
            assert seal_mod.checkpoints(start, count) == [i for i in range(start, count)
                                                          if seal_mod.is_checkpoint(i, count)]
