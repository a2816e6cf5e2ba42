"""Kept positions (issue 10, "opening a long game is instant"): a long game reopens from a
position this app verified before, with the same game and the same verdicts as a replay
from the start; an edited file, a damaged entry or other rules never use one wrongly."""
from __future__ import annotations

import json
import random
import shutil

import pytest

from pog_desktop import rules
from pog_desktop.match import Match, MatchMeta, autosave, positions, write_save
from pog_desktop.match.errors import SaveError
from pog_desktop.match.savefile import load_game_from_save
from pog_desktop.match.seal import seal, verified_trail
from real_games import played_at_random

COUNT = 260   # with MIN_ACTIONS 100 below: a position is kept after action 100 (260 - 100, rounded down)


@pytest.fixture(autouse=True)
def short_games(monkeypatch):
    """Keep positions of games this short (the real threshold is MIN_ACTIONS = 500)."""
    monkeypatch.setattr(positions, "MIN_ACTIONS", 100)


@pytest.fixture(scope="module")
def played():
    return played_at_random(MatchMeta("campaign", 21, {"ask_defender_combat_cards": True},
                                      {"ap": "Anna", "cp": "Carl"}, game_id="long", created="2026-11-25T22:00:00Z"),
                            COUNT, 21)


@pytest.fixture
def saved(tmp_path, played):
    path = tmp_path / "long.pog"
    write_save(path, played.game, played.meta, played.trail)
    return path


def _entries():
    return sorted(positions.folder().glob("*.json")) if positions.folder().exists() else []


def _same_game(a: Match, b: Match) -> None:
    assert a.game.actions == b.game.actions
    # the same hashes; opened from a file, only those its replay compared (``b`` may be played)
    assert a.trail in (b.trail, verified_trail(b.trail))
    # the log, and the order of the units in each space and of every dict (legal actions follow it)
    assert json.dumps(a.game.position()) == json.dumps(b.game.position())
    assert a.game.can_undo == b.game.can_undo


def test_first_opening_keeps_a_position_and_the_next_starts_from_it(saved, played):
    cold = load_game_from_save(saved, rules)
    assert len(_entries()) == 1
    start = rules.Game.new("campaign", 21, {"ask_defender_combat_cards": True})
    found = positions.find(start, 21, played.game.actions, played.trail[1:])
    assert found is not None and found[1] == 100 and found[0].state_hash() == played.trail[100]
    warm = load_game_from_save(saved, rules)
    _same_game(warm, cold)
    _same_game(warm, played)


def test_a_reopened_game_plays_on_and_undoes_as_a_replayed_one(saved):
    cold = load_game_from_save(saved, rules)
    warm = load_game_from_save(saved, rules)
    for m in (cold, warm):
        while m.game.can_undo:      # the undo snapshots of the last 100 actions
            m.undo()
    _same_game(warm, cold)
    a, b = random.Random(3), random.Random(3)
    for _ in range(30):
        cold.apply(a.choice(cold.game.legal_actions()))
        warm.apply(b.choice(warm.game.legal_actions()))
    _same_game(warm, cold)


def _resealed(path, doc, out):
    start = rules.Game.new(doc["scenario"], doc["seed"], doc["options"])
    doc["seal"] = seal(start.rules_in_force(), doc["seed"], 0, doc["base"]["hash"], doc["actions"], doc["hashes"])
    out.write_text(json.dumps(doc), encoding="utf-8")
    return out


def _verdict(path) -> str:
    with pytest.raises(SaveError) as err:
        load_game_from_save(path, rules)
    return str(err.value)


@pytest.mark.parametrize("index", [50, 99, 100, 180, 259])
def test_an_edited_resealed_action_gets_the_verdict_of_a_replay_from_the_start(saved, tmp_path, index):
    """Before the kept position (its digest of the actions no longer fits) or after it
    (replayed with every check), the refusal names the same action with the same words."""
    load_game_from_save(saved, rules)          # keeps the position after action 100
    kept = _entries()
    doc = json.loads(saved.read_text(encoding="utf-8"))
    doc["actions"][index] = {"type": "entrench", "unit": "ge_1"} if doc["actions"][index]["type"] != "entrench" \
        else {"type": "play_ops", "card": "cp01"}
    edited = _resealed(saved, doc, tmp_path / "edited.pog")
    warm = _verdict(edited)
    assert _entries() == kept
    shutil.rmtree(positions.folder())
    cold = _verdict(edited)
    assert warm == cold and f"action {index + 1} of {COUNT}" in warm


@pytest.mark.parametrize("index", [199, 259])
def test_an_edited_resealed_checkpoint_hash_after_the_kept_position_is_refused_at_its_action(saved, tmp_path,
                                                                                            index):
    load_game_from_save(saved, rules)
    doc = json.loads(saved.read_text(encoding="utf-8"))
    doc["hashes"][index] = "0" * 64
    edited = _resealed(saved, doc, tmp_path / "edited.pog")
    warm = _verdict(edited)
    shutil.rmtree(positions.folder())
    assert warm == _verdict(edited)
    assert f"action {index + 1} of 260" in warm and "state hash mismatch" in warm


def test_a_damaged_entry_is_dropped_and_the_file_replayed_from_the_start(saved, played):
    load_game_from_save(saved, rules)
    [entry] = _entries()
    data = bytearray(entry.read_bytes())
    data[-10] ^= 0xFF
    entry.write_bytes(bytes(data))
    _same_game(load_game_from_save(saved, rules), played)
    assert _entries() == [entry] and entry.read_bytes() != bytes(data)   # kept again, sound


def test_an_entry_holding_another_position_is_not_used(saved, played):
    """An entry renamed (or written) under another position's name: its state hash does not fit."""
    load_game_from_save(saved, rules)
    [entry] = _entries()
    other = rules.Game.new("campaign", 21, {"ask_defender_combat_cards": True})
    for raw in played.game.actions[:100]:
        other.apply(raw)
    other.apply(other.legal_actions()[0])
    body = positions.zlib.compress(json.dumps(other.position()).encode())
    entry.write_bytes(json.dumps({"format": "pog-position/1",
                                  "digest": positions.sha256(body).hexdigest()}).encode() + b"\n" + body)
    _same_game(load_game_from_save(saved, rules), played)


def test_other_options_do_not_find_the_kept_position(saved, played):
    load_game_from_save(saved, rules)
    other = rules.Game.new("campaign", 21, {"ask_defender_combat_cards": True, "hand_size": 8})
    assert positions.find(other, 21, played.game.actions, played.trail[1:]) is None
    same = rules.Game.new("campaign", 21, {"ask_defender_combat_cards": True})
    assert positions.find(same, 22, played.game.actions, played.trail[1:]) is None


def test_the_autosave_keeps_the_position_every_hundred_actions(played):
    """Play (the autosave) keeps positions too, so resuming a game never opened from a file is fast."""
    m = Match.new(played.meta, rules)
    for raw in played.game.actions[:100]:
        m.apply(raw)
    autosave(m.game, m.meta, m.trail)
    [entry] = _entries()
    start = rules.Game.new("campaign", 21, {"ask_defender_combat_cards": True})
    found = positions.find(start, 21, played.game.actions, played.trail[1:])
    assert found is not None and found[1] == 100


def test_short_games_keep_nothing(tmp_path, played, monkeypatch):
    monkeypatch.setattr(positions, "MIN_ACTIONS", 500)
    path = tmp_path / "short.pog"
    write_save(path, played.game, played.meta, played.trail)
    load_game_from_save(path, rules)
    assert _entries() == []


def test_verify_replays_every_action_and_keeps_nothing(saved, played):
    """``--verify`` (every_hash) checks the whole file from the start, kept position or not."""
    load_game_from_save(saved, rules)
    [entry] = _entries()
    entry.write_bytes(b"broken")
    _same_game(load_game_from_save(saved, rules, every_hash=True), played)
    assert entry.read_bytes() == b"broken"


def test_a_caller_may_keep_the_position_after_the_game_is_shown(saved, played):
    """``later``: the opening returns the game without writing anything; the position is
    kept when the caller runs the work it was handed (the UI: once the window shows it)."""
    handed = []
    cold = load_game_from_save(saved, rules, later=handed.append)
    assert len(handed) == 1 and _entries() == []
    _same_game(cold, played)
    handed.pop()()
    assert len(_entries()) == 1
    _same_game(load_game_from_save(saved, rules, later=handed.append), played)
    assert handed == []      # found the kept position: nothing left to keep


def test_the_collector_is_paused_while_a_file_is_opened_and_restored_after(saved, monkeypatch):
    import gc

    from pog_desktop.match import savefile
    seen = []
    replay = savefile.replay_sealed
    monkeypatch.setattr(savefile, "replay_sealed", lambda *a, **k: (seen.append(gc.isenabled()), replay(*a, **k))[1])
    assert gc.isenabled()
    load_game_from_save(saved, rules)
    assert seen == [False] and gc.isenabled()
    gc.disable()
    try:
        load_game_from_save(saved, rules)
        assert not gc.isenabled()     # a caller's own pause stays
    finally:
        gc.enable()
    with pytest.raises(SaveError):
        load_game_from_save(saved.with_name("missing.pog"), rules)
    assert gc.isenabled()
