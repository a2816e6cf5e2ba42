"""The hash trail keeps only verified hashes (issue 10, "no unverified hash is taken on trust").

Opening a sealed file compares the position every 100 actions and at the end; the seal
covers the hashes in between, but the seal is no signature. A file re-sealed on purpose
with a fake hash between checkpoints opens (the game is right), and the fake hash must not
survive anywhere: the match keeps None there, the next save writes null there, and a fake
hash at a checkpoint is refused at its action, also when a kept position lies beyond it.
"""
from __future__ import annotations

import json
import shutil
from hashlib import sha256

import pytest

from pog_desktop import rules
from pog_desktop.match import Match, MatchMeta, autosave, positions, write_save
from pog_desktop.match.errors import SaveError
from pog_desktop.match.keep import KEPT_MARK
from pog_desktop.match.places import places
from pog_desktop.match.savefile import load_game_from_save, read_save
from pog_desktop.match.seal import seal, verified_trail
from real_games import played_at_random

COUNT = 310            # with MIN_ACTIONS 100: positions are kept after action 200 (310 - 100, rounded down)
FAKE = sha256(b"not a position of this game").hexdigest()


@pytest.fixture(autouse=True)
def short_games(monkeypatch):
    monkeypatch.setattr(positions, "MIN_ACTIONS", 100)


@pytest.fixture(scope="module")
def played():
    return played_at_random(MatchMeta("campaign", 33, {}, {"ap": "Anna", "cp": "Carl"}, game_id="trail",
                                      created="2026-11-26T05:00:00Z"), COUNT, 33)


@pytest.fixture
def saved(tmp_path, played):
    path = tmp_path / "trail.pog"
    write_save(path, played.game, played.meta, played.trail)
    return path


def _faked(saved, out, index):
    """``saved`` with the hash after action ``index + 1`` replaced by FAKE, re-sealed with the
    project's own seal function (what anyone holding this code can do)."""
    doc = json.loads(saved.read_text(encoding="utf-8"))
    doc["hashes"][index] = FAKE
    start = rules.Game.new(doc["scenario"], doc["seed"], doc["options"])
    doc["seal"] = seal(start.rules_in_force(), doc["seed"], 0, doc["base"]["hash"], doc["actions"], doc["hashes"])
    out.write_text(json.dumps(doc), encoding="utf-8")
    return out


def test_a_resealed_fake_hash_between_checkpoints_opens_and_is_in_no_later_file(saved, played, tmp_path):
    faked = _faked(saved, tmp_path / "faked.pog", 149)
    m = load_game_from_save(faked, rules)
    assert m.game.actions == played.game.actions and m.game.state_hash() == played.game.state_hash()
    assert m.trail == verified_trail(played.trail)     # the checkpoints and the last only
    assert m.trail[150] is None and FAKE not in json.dumps(m.trail)
    nxt = tmp_path / "next.pog"
    write_save(nxt, m.game, m.meta, m.trail)
    text = nxt.read_text(encoding="utf-8")
    assert FAKE not in text
    doc = json.loads(text)
    assert doc["format"] == "pog-save/3" and doc["hashes"][149] is None
    assert doc["hashes"][99] == played.trail[100] and doc["hashes"][-1] == played.trail[-1]
    again = load_game_from_save(nxt, rules)
    assert again.game.actions == played.game.actions and again.trail == m.trail
    # checking every hash compares those written, and a null is not compared
    assert load_game_from_save(nxt, rules, every_hash=True).game.state_hash() == played.game.state_hash()
    # an autosave of it too
    autosave(m.game, m.meta, m.trail)
    assert FAKE not in (places().autosaves / "trail.pog").read_text(encoding="utf-8")


def test_checking_every_hash_refuses_the_fake_at_its_action(saved, tmp_path):
    faked = _faked(saved, tmp_path / "faked.pog", 149)
    with pytest.raises(SaveError) as err:
        load_game_from_save(faked, rules, every_hash=True)
    assert str(err.value).startswith(f"faked.pog: action 150 of {COUNT}: state hash mismatch after ")
    assert err.value.action == 149


@pytest.mark.parametrize("warm", [False, True], ids=["from the start", "with a kept position after it"])
def test_a_resealed_fake_checkpoint_hash_is_refused_at_its_action(saved, tmp_path, warm):
    """Action 100 is a checkpoint; the kept position after action 200 vouches for the
    checkpoints before it only when they are the hashes it was filed with."""
    if warm:
        load_game_from_save(saved, rules)
        assert len(list(positions.folder().glob("*.json"))) == 1
    faked = _faked(saved, tmp_path / "faked.pog", 99)
    with pytest.raises(SaveError) as err:
        load_game_from_save(faked, rules)
    assert str(err.value).startswith(f"faked.pog: action 100 of {COUNT}: state hash mismatch after ")
    assert f"the file says {FAKE[:12]}..." in str(err.value) and err.value.action == 99


def test_a_warm_opening_keeps_the_same_verified_trail_as_a_cold_one(saved, played):
    cold = load_game_from_save(saved, rules)
    warm = load_game_from_save(saved, rules)         # from the position kept after action 200
    assert warm.trail == cold.trail == verified_trail(played.trail)


def test_a_null_at_a_checkpoint_or_at_the_end_is_refused(saved, tmp_path):
    for index, action in ((99, 100), (COUNT - 1, COUNT)):
        doc = json.loads(saved.read_text(encoding="utf-8"))
        doc["hashes"][index] = None
        path = tmp_path / "nulled.pog"
        path.write_text(json.dumps(doc), encoding="utf-8")
        with pytest.raises(SaveError) as err:
            read_save(path)
        assert str(err.value) == (f"nulled.pog: hash {action}: must be a 64-digit hex hash (a checkpoint: every "
                                  "100th action and the last), got None")


def test_a_null_in_an_older_format_is_refused(saved, tmp_path):
    doc = json.loads(saved.read_text(encoding="utf-8"))
    doc["format"], doc["hashes"][149] = "pog-save/2", None
    path = tmp_path / "old.pog"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        read_save(path)
    assert str(err.value) == "old.pog: hash 150: must be a 64-digit hex hash, got None"


def test_a_format_2_file_still_opens(saved, played, tmp_path):
    doc = json.loads(saved.read_text(encoding="utf-8"))
    doc["format"] = "pog-save/2"      # every hash present, sealed the same way
    path = tmp_path / "two.pog"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert load_game_from_save(path, rules).trail == verified_trail(played.trail)


def test_undo_after_opening_knows_the_hash_it_goes_back_to(saved, played):
    m = load_game_from_save(saved, rules)
    m.undo()
    assert m.trail == verified_trail(played.trail)[:COUNT - 1] + [played.trail[COUNT - 1]]
    autosave(m.game, m.meta, m.trail)      # the trail is in step: the write checks it


def test_opening_a_save_that_continues_the_autosave_keeps_no_copy(saved, played):
    """The autosave on disk is at action 150, whose hash the opened game does not hold:
    its actions show that the opened game continues it."""
    early = Match.new(played.meta, rules)
    for raw in played.game.actions[:150]:
        early.apply(raw)
    autosave(early.game, early.meta, early.trail)
    m = load_game_from_save(saved, rules)
    assert m.trail[150] is None
    autosave(m.game, m.meta, m.trail)
    assert not list(places().autosaves.glob(f"*{KEPT_MARK}*"))
    shutil.rmtree(positions.folder(), ignore_errors=True)
