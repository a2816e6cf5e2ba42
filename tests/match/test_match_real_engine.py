"""Saves with the real rules engine (issue 6, saving; DAT-15 replay determinism)."""
import json
import random

import pytest

from pog_desktop import rules
from pog_desktop.match import MatchMeta, Match, SaveError, load_game_from_save, write_save
from pog_desktop.match.seal import verified_trail


def play(match, count, seed):
    """Apply ``count`` legal actions picked by a seeded chooser (same seed, same game)."""
    chooser = random.Random(seed)
    for _ in range(count):
        legal = match.game.legal_actions()
        if not legal:
            break
        match.apply(chooser.choice(legal))


@pytest.fixture(scope="module")
def played():
    m = Match.new(MatchMeta("campaign", 7, game_id="real1", created="2026-11-23T07:00:00Z"), rules)
    play(m, 40, seed=3)
    return m


def test_real_game_save_round_trip(tmp_path, played):
    """Covers: DAT-15 (the same scenario, seed and actions give the same state)."""
    path = tmp_path / "real.pog"
    write_save(path, played.game, played.meta, played.trail)
    loaded = load_game_from_save(path, rules)
    assert loaded.game.actions == played.game.actions
    assert loaded.game.state_hash() == played.game.state_hash()
    assert loaded.trail == verified_trail(played.trail)
    assert loaded.game.prompt.kind == played.game.prompt.kind


def test_real_game_trail_rebuilt_by_replay_matches(tmp_path, played):
    path = tmp_path / "real.pog"
    write_save(path, played.game, played.meta)  # no trail: recomputed with the default engine
    assert json.loads(path.read_text())["hashes"] == played.trail[1:]


def test_real_game_illegal_action_in_file_is_refused(tmp_path, played):
    path = tmp_path / "real.pog"
    write_save(path, played.game, played.meta, played.trail)
    doc = json.loads(path.read_text())
    doc["actions"][10] = {"type": "play_ops", "card": "zz99"}
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError) as err:
        load_game_from_save(path, rules)
    assert str(err.value).startswith('real.pog: action 11 of 40: illegal action {"type": "play_ops", "card": "zz99"}')
    assert err.value.action == 10
