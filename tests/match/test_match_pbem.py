"""PBEM turn files: exchange, verification step by step, refusal of edited files (issue 6)."""
import json

import pytest

from match_fakes import MOVE, ROLL
from pog_desktop.match.errors import SaveError
from pog_desktop.match.pbem import read_turn, write_turn
from pog_desktop.match.savefile import load_game_from_save, read_save, write_save


@pytest.fixture
def exchange(tmp_path, match, engine):
    """Anna and Bruno both have the five-action match; Anna plays three more and sends them."""
    path = tmp_path / "anna_to_bruno.pog"
    write_save(tmp_path / "shared.pog", match.game, match.meta, match.trail)
    bruno = load_game_from_save(tmp_path / "shared.pog", engine)
    for action in (MOVE(3), ROLL, MOVE(1)):
        match.apply(action)
    write_turn(path, match, since=5)
    return path, match, bruno


def edit(path, change):
    doc = json.loads(path.read_text())
    change(doc)
    path.write_text(json.dumps(doc))


def test_turn_file_carries_only_the_new_actions(exchange):
    path, anna, _ = exchange
    data = read_save(path)
    assert (data.kind, data.base_index, data.base_hash) == ("turn", 5, anna.trail[5])
    assert list(data.actions) == anna.game.actions[5:]
    assert list(data.hashes) == anna.trail[6:]


def test_receiver_reaches_the_senders_state_and_is_not_changed_until_accepting(exchange):
    """Covers: DAT-15 (the receiver's replay rolls the sender's dice)."""
    path, anna, bruno = exchange
    before = bruno.game.state_hash()
    turn = read_turn(path, bruno)
    assert turn.base_index == 5
    assert list(turn.actions) == anna.game.actions[5:]
    assert turn.match.game.state_hash() == anna.game.state_hash()
    assert turn.match.trail == anna.trail
    assert turn.match.game.dice == anna.game.dice
    assert (bruno.action_count, bruno.game.state_hash()) == (5, before)


def test_full_exchange_back_and_forth(tmp_path, exchange):
    path, anna, bruno = exchange
    bruno = read_turn(path, bruno).match
    bruno.apply(MOVE(2))
    back = tmp_path / "bruno_to_anna.pog"
    write_turn(back, bruno, since=8)
    anna = read_turn(back, anna).match
    assert anna.game.state_hash() == bruno.game.state_hash()
    assert anna.action_count == 9


def test_first_turn_file_starts_the_receivers_game(tmp_path, match, engine):
    path = tmp_path / "opening.pog"
    write_turn(path, match, since=0)
    bruno = load_game_from_save(path, engine)
    assert bruno.meta == match.meta
    assert bruno.game.state_hash() == match.game.state_hash()


def test_later_turn_file_cannot_be_opened_as_a_whole_game(exchange, engine):
    path, _, _ = exchange
    expected = "anna_to_bruno.pog: field 'base.actions': a PBEM turn file continuing from action 5"
    with pytest.raises(SaveError, match=expected):
        load_game_from_save(path, engine)


def _refusal(path, bruno):
    before = (bruno.action_count, bruno.game.state_hash(), list(bruno.trail))
    with pytest.raises(SaveError) as err:
        read_turn(path, bruno)
    assert (bruno.action_count, bruno.game.state_hash(), list(bruno.trail)) == before
    return err.value


def test_edited_action_made_illegal_is_refused_at_its_index(exchange):
    path, _, bruno = exchange
    edit(path, lambda d: d["actions"][2].__setitem__("to", 7))
    err = _refusal(path, bruno)
    assert str(err) == ('anna_to_bruno.pog: action 8 (3 of 3 in this file): illegal action {"type": "move", "to": 7}: '
                        'cannot move to 7: only 1, 2 or 3')
    assert err.action == 7


def test_edited_action_still_legal_is_refused_by_the_hash(exchange):
    path, _, bruno = exchange
    edit(path, lambda d: d["actions"].__setitem__(0, {"type": "move", "to": 2}))
    err = _refusal(path, bruno)
    assert str(err).startswith("anna_to_bruno.pog: action 6 (1 of 3 in this file): state hash mismatch")
    assert err.action == 5


def test_edited_hash_is_refused_at_its_index(exchange):
    path, _, bruno = exchange
    edit(path, lambda d: d["hashes"].__setitem__(1, "f" * 64))
    err = _refusal(path, bruno)
    assert str(err).startswith("anna_to_bruno.pog: action 7 (2 of 3 in this file): state hash mismatch")
    assert err.action == 6


def test_edited_base_hash_is_refused_at_the_start(exchange):
    path, _, bruno = exchange
    edit(path, lambda d: d["base"].__setitem__("hash", "a" * 64))
    err = _refusal(path, bruno)
    assert str(err).startswith("anna_to_bruno.pog: start of the file (action 6): the position before the file's "
                               "first action differs from this game's")
    assert err.action == 5


@pytest.mark.parametrize("field,value,message", [
    ("seed", 1915, "seed is 1915 in the file but 1914 in this game"),
    ("scenario", "1914", "scenario_id is '1914' in the file but 'campaign' in this game"),
    ("options", {}, "options is {} in the file but {'historical_map': False} in this game"),
    ("game_id", "g9", "game_id is 'g9' in the file but 'g1' in this game"),
])
def test_turn_file_of_another_match_is_refused(exchange, field, value, message):
    path, _, bruno = exchange
    edit(path, lambda d: d.__setitem__(field, value))
    assert str(_refusal(path, bruno)) == f"anna_to_bruno.pog: header: this file belongs to another match: {message}"


def test_turn_file_after_a_missing_one_is_refused(tmp_path, exchange):
    path, anna, bruno = exchange
    anna.apply(MOVE(2))
    later = tmp_path / "later.pog"
    write_turn(later, anna, since=8)
    err = _refusal(later, bruno)
    assert str(err) == ("later.pog: field 'base.actions': the file continues from action 9 but this game has only 5 "
                        "actions: an earlier turn file is missing")


def test_turn_file_read_twice_brings_nothing_new(exchange):
    path, _, bruno = exchange
    bruno = read_turn(path, bruno).match
    assert str(_refusal(path, bruno)) == ("anna_to_bruno.pog: no new actions: this game already has all 8 "
                                          "(was the file read before?)")


def test_whole_save_of_the_match_is_accepted_as_a_turn(tmp_path, exchange):
    _, anna, bruno = exchange
    whole = tmp_path / "whole.pog"
    write_save(whole, anna.game, anna.meta, anna.trail)
    turn = read_turn(whole, bruno)
    assert (turn.base_index, len(turn.actions)) == (5, 3)
    assert turn.match.game.state_hash() == anna.game.state_hash()


def test_whole_save_with_a_different_past_is_refused_where_it_differs(tmp_path, exchange):
    _, anna, bruno = exchange
    whole = tmp_path / "whole.pog"
    write_save(whole, anna.game, anna.meta, anna.trail)
    edit(whole, lambda d: d["hashes"].__setitem__(3, "b" * 64))
    err = _refusal(whole, bruno)
    assert str(err) == "whole.pog: action 4: differs from this game's own action or hash here"
    assert err.action == 3


def test_truncated_turn_file_is_refused(exchange):
    path, _, bruno = exchange
    path.write_text(path.read_text()[:-10])
    assert str(_refusal(path, bruno)).startswith("anna_to_bruno.pog: the file is truncated")


def test_next_turn_file_starts_where_the_opponent_stands(tmp_path, exchange, engine):
    path, anna, bruno = exchange
    assert anna.meta.opponent_has == 8
    bruno = read_turn(path, bruno).match
    assert bruno.meta.opponent_has == 8
    bruno.apply(MOVE(1))
    bruno.apply(MOVE(2))
    write_turn(tmp_path / "reply.pog", bruno)
    assert read_save(tmp_path / "reply.pog").base_index == 8
    assert read_turn(tmp_path / "reply.pog", anna).match.game.state_hash() == bruno.game.state_hash()
    with pytest.raises(ValueError, match="nothing to send: the opponent already has all 10 actions"):
        write_turn(tmp_path / "again.pog", bruno)


def test_undo_cannot_take_back_what_the_opponent_has(exchange, engine):
    path, anna, bruno = exchange
    with pytest.raises(engine.IllegalAction, match="the opponent already has this action"):
        anna.undo()
    assert anna.action_count == 8
    bruno = read_turn(path, bruno).match
    with pytest.raises(engine.IllegalAction, match="the opponent already has this action"):
        bruno.undo()
    bruno.apply(MOVE(3))
    bruno.undo()
    assert bruno.action_count == 8


def test_pbem_bookkeeping_survives_save_and_load(tmp_path, exchange, engine):
    _, anna, _ = exchange
    write_save(tmp_path / "anna.pog", anna.game, anna.meta, anna.trail)
    assert load_game_from_save(tmp_path / "anna.pog", engine).meta.opponent_has == 8


def test_pbem_bookkeeping_past_the_end_is_refused(tmp_path, exchange, engine):
    _, anna, _ = exchange
    write_save(tmp_path / "anna.pog", anna.game, anna.meta, anna.trail)
    edit(tmp_path / "anna.pog", lambda d: d.__setitem__("opponent_has", 9))
    with pytest.raises(SaveError, match="anna.pog: field 'opponent_has': 9 is not a count of actions from 0 to 8"):
        load_game_from_save(tmp_path / "anna.pog", engine)
