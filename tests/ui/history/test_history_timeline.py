"""The history timeline rebuilds every past position exactly (its state hash is the match's
own hash trail), in any order of visits."""
import pytest

from pog_desktop.ui.history.timeline import Timeline


def test_every_position_matches_the_hash_trail_forwards_and_backwards(match_120):
    tl = Timeline.of_match(match_120, every=16)
    assert len(tl) == 121
    for i in range(len(tl)):
        assert tl.game_at(i).state_hash() == match_120.trail[i]
    for i in (120, 77, 3, 0, 64, 65, 17):
        assert tl.game_at(i).state_hash() == match_120.trail[i]


def test_position_outside_the_game_is_refused(match_120):
    tl = Timeline.of_match(match_120)
    with pytest.raises(IndexError, match="outside 0..120"):
        tl.game_at(121)
    with pytest.raises(IndexError):
        tl.game_at(-1)


def test_entries_are_the_log_lines_each_action_wrote(match_120):
    tl = Timeline.of_match(match_120)
    rebuilt = []
    for i in range(1, len(tl)):
        rebuilt += tl.entries(i)
    start = tl.game_at(0).log
    assert list(start) + rebuilt == list(match_120.game.log)
    assert tl.entries(0) == []


def test_moved_names_exactly_the_units_whose_location_changed(match_120):
    tl = Timeline.of_match(match_120)
    for i in range(1, len(tl)):
        before = tl.game_at(i - 1).state.where.copy()
        after = tl.game_at(i).state.where
        expected = {u for u in after if before.get(u) != after[u]}
        assert set(tl.moved(i)) == expected
        for u, (was, now) in tl.moved(i).items():
            assert (was, now) == (before.get(u, ""), after[u])


def test_a_later_action_of_the_match_does_not_change_the_timeline(match_120):
    m = match_120.clone()
    tl = Timeline.of_match(m)
    m.apply(m.game.legal_actions()[0])
    assert tl.last == 120


def test_going_back_gives_the_same_positions_moves_and_log_as_going_forward(match_120):
    ahead = Timeline.of_match(match_120, every=16)
    back = Timeline.of_match(match_120, every=16)
    forward = [(ahead.game_at(i).state_hash(), ahead.moved(i), ahead.entries(i)) for i in range(121)]
    for i in range(120, -1, -1):
        assert (back.game_at(i).state_hash(), back.moved(i), back.entries(i)) == forward[i]
    assert back.game_at(50).state_hash() == match_120.trail[50]    # and forward again from the stretch
    assert back.game_at(51).state_hash() == match_120.trail[51]
