"""The Match keeps the hash trail in step with the game through apply and undo (issue 6, saving)."""
import pytest

from match_fakes import MOVE, ROLL, FakeIllegalAction
from pog_desktop.match.session import Match


def test_new_match_trail_holds_the_starting_hash(meta, engine):
    m = Match.new(meta, engine)
    assert m.trail == [engine.Game.new("campaign", 1914, {"historical_map": False}).state_hash()]
    assert m.action_count == 0


def test_apply_accepts_actions_and_their_json_and_extends_the_trail(meta, engine):
    m = Match.new(meta, engine)
    m.apply(MOVE(1))
    m.apply({"type": "move", "to": 2})
    assert m.game.actions == [{"type": "move", "to": 1}, {"type": "move", "to": 2}]
    assert len(m.trail) == 3 and m.trail[-1] == m.game.state_hash()


def test_illegal_action_leaves_game_and_trail_alone(match):
    before = list(match.trail)
    with pytest.raises(FakeIllegalAction, match="cannot move to 4"):
        match.apply(MOVE(4))
    assert match.trail == before and match.action_count == 5


def test_undo_drops_the_last_hash(match):
    match.apply(MOVE(3))
    match.undo()
    assert len(match.trail) == 6 and match.trail[-1] == match.game.state_hash()


def test_refused_undo_keeps_the_trail(match):
    match.apply(ROLL)
    with pytest.raises(FakeIllegalAction):
        match.undo()
    assert len(match.trail) == 7


def test_clone_is_independent(match):
    copy = match.clone()
    copy.apply(MOVE(1))
    assert (match.action_count, len(match.trail)) == (5, 6)
    assert (copy.action_count, len(copy.trail)) == (6, 7)
    assert copy.trail[:6] == match.trail
